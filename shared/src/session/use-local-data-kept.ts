// Whether this browser has promised to keep the embedded backend's data (persistent storage):
// on the local backend the shop lives only in this browser, which may otherwise clear it when it
// runs low on space. The session asks for the promise when it starts (session.ts).
import { useEffect, useState } from 'react';
import { useBackend } from './backend-context';

type StorageManagerLike = { persisted?: () => Promise<boolean> };

/**
 * `false` when the shop's data lives only in this browser and the browser has not promised to keep
 * it; `true` when it has; `null` when it does not apply (a server backend) or cannot be known.
 */
export function useLocalDataKept(storage: StorageManagerLike | undefined = globalThis.navigator?.storage): boolean | null {
  const backend = useBackend();
  const applies = backend.kind === 'local';
  const [kept, setKept] = useState<boolean | null>(null);
  useEffect(() => {
    if (!applies || !storage?.persisted) return;
    let active = true;
    storage.persisted().then(
      (granted) => active && setKept(granted),
      () => active && setKept(null),
    );
    return () => {
      active = false;
    };
  }, [applies, storage]);
  return applies ? kept : null;
}
