import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '../domain/constants';
import type { DashboardPeriod } from '../domain/constants';
import type { SegmentedControlProps } from './segmented-control';
import { SegmentedControl } from './segmented-control';

// The dashboard's period switch, as it labels its choices.
const periodOptions = DASHBOARD_PERIODS.map((days) => ({ value: days, label: `Last ${days} Days` }));

function PeriodPicker(props: SegmentedControlProps<DashboardPeriod>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared UI/SegmentedControl',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: SegmentedControl<DashboardPeriod>,
  args: { label: 'Period', options: periodOptions, value: DEFAULT_DASHBOARD_PERIOD, onChange: () => {} },
  render: (args) => <PeriodPicker {...args} />,
} satisfies Meta<typeof SegmentedControl<DashboardPeriod>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Period: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Period' });
    const thirty = within(group).getByRole('radio', { name: 'Last 30 Days' });
    await expect(thirty).toBeChecked();
    thirty.focus();
    await userEvent.keyboard('{ArrowRight}');
    const ninety = within(group).getByRole('radio', { name: 'Last 90 Days' });
    await expect(ninety).toBeChecked();
    await expect(ninety).toHaveFocus();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

export const WithDisabledOption: Story = {
  args: {
    options: periodOptions.map((option) => ({ ...option, disabled: option.value === 90 })),
  },
};
