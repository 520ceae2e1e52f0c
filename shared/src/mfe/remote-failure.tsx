import type { CSSProperties } from 'react';

const box: CSSProperties = {
  margin: '1rem',
  padding: '1rem 1.25rem',
  borderRadius: 8,
  border: '1px solid #fca5a5',
  background: '#fef2f2',
  color: '#7f1d1d',
  font: '500 0.95rem/1.5 system-ui, sans-serif',
};

/** What stands in the place of a part of the suite that failed to load or crashed. */
export function RemoteFailure({ label, error }: { label: string; error?: unknown }) {
  if (error) console.error(`${label} failed`, error);
  return (
    <div role="alert" style={box}>
      <strong>{label} could not be shown.</strong> The rest of the app still works; reload the page to try
      again.
    </div>
  );
}
