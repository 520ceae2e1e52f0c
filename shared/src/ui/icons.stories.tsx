import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { AlertIcon, ChevronDownIcon, CloseIcon, Icon, InboxIcon } from './icons';

const meta = {
  title: 'Shared UI/Icons',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Icon,
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const SET = { CloseIcon, ChevronDownIcon, AlertIcon, InboxIcon };

/** The design system's icons. They take the colour of the text around them and are hidden from screen readers. */
export const Set: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, margin: 0 }}>
      {Object.entries(SET).map(([name, Drawn]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, color: 'var(--shop-color-text)' }}>
          <Drawn />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(Object.keys(SET).length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
    }
  },
};

/** The frame on the landing page's 24 grid, sized by its container's CSS when it has to be larger. */
export const OnA24Grid: Story = {
  args: { grid: 24, width: 48, height: 48, children: <path d="M4 12h16M12 4v16" /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
  },
};
