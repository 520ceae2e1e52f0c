import type { Meta, StoryObj } from '@storybook/react';
import { ThemeRoot } from './theme-root';

const COLOURS = [
  'accent',
  'accent-hover',
  'accent-subtle',
  'on-accent',
  'bg',
  'surface',
  'surface-muted',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'text-subtle',
  'success',
  'danger',
  'danger-text',
  'warning',
  'focus',
];
const SPACES = [1, 2, 3, 4, 5, 6, 8, 10, 12];
const TYPE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];

function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2 style={{ fontSize: 'var(--shop-text-xl)', margin: '0 0 12px' }}>Colours</h2>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {COLOURS.map((name) => (
            <li key={name} style={{ display: 'grid', gap: 6, fontSize: 'var(--shop-text-sm)' }}>
              <span
                style={{
                  height: 48,
                  borderRadius: 'var(--shop-radius-md)',
                  border: '1px solid var(--shop-color-border)',
                  background: `var(--shop-color-${name})`,
                }}
              />
              <code>--shop-color-{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 style={{ fontSize: 'var(--shop-text-xl)', margin: '0 0 12px' }}>Spacing</h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {SPACES.map((step) => (
            <li key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 'var(--shop-text-sm)' }}>
              <code style={{ width: 120 }}>--shop-space-{step}</code>
              <span style={{ height: 12, width: `var(--shop-space-${step})`, background: 'var(--shop-color-accent)', borderRadius: 2 }} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 style={{ fontSize: 'var(--shop-text-xl)', margin: '0 0 12px' }}>Type</h2>
        {TYPE.map((size) => (
          <p key={size} style={{ fontSize: `var(--shop-text-${size})`, margin: '0 0 8px' }}>
            --shop-text-{size}: Revenue ₵18,240.50 · ₦250,000.00
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Shared UI/ThemeRoot',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: ThemeRoot,
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token of the current theme (switch Light/Dark in the toolbar). */
export const Tokens: Story = { render: () => <TokenSheet /> };

/** Both themes side by side, each in its own root. */
export const LightAndDark: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {(['light', 'dark'] as const).map((theme) => (
        <ThemeRoot key={theme} theme={theme} style={{ padding: 24, borderRadius: 12 }}>
          <p style={{ margin: 0, fontWeight: 600 }}>{theme === 'light' ? 'Light' : 'Dark'} theme</p>
          <p style={{ margin: '4px 0 0', color: 'var(--shop-color-text-muted)' }}>Tokens are scoped to the root.</p>
        </ThemeRoot>
      ))}
    </div>
  ),
};
