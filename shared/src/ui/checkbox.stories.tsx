import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckboxProps } from './checkbox';
import { Checkbox } from './checkbox';

/** A story's box keeps its own tick, so a designer can click it. */
function Ticking(props: CheckboxProps) {
  const [checked, setChecked] = useState(Boolean(props.defaultChecked));
  return <Checkbox {...props} defaultChecked={undefined} checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
}

const meta = {
  title: 'Shared UI/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  render: (args) => <Ticking {...args} />,
  args: { label: 'Paid from the till' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<CheckboxProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Paid from the till' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Count mobile money at close', hint: 'The cashier enters the mobile money received as well as the cash.' },
};

export const WithError: Story = {
  args: { label: 'Cash on delivery', error: 'Choose at least one way to pay.' },
};

export const Switch: Story = {
  args: { label: 'Sound for new orders', asSwitch: true, defaultChecked: true, hint: 'A short tone when an order arrives.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Sound for new orders' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { label: 'Paid from the till', disabled: true },
};
