import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SegmentedOption } from './segmented-control';
import { SegmentedControl } from './segmented-control';

const PERIODS: SegmentedOption<number>[] = [
  { value: 7, label: 'Last 7 Days' },
  { value: 30, label: 'Last 30 Days' },
  { value: 90, label: 'Last 90 Days' },
];

function Period({ options = PERIODS, onChange = () => {} }: { options?: SegmentedOption<number>[]; onChange?: (days: number) => void }) {
  const [days, setDays] = useState(30);
  return (
    <SegmentedControl
      label="Period"
      options={options}
      value={days}
      onChange={(next) => {
        setDays(next);
        onChange(next);
      }}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('SegmentedControl', () => {
  it('is a named radio group with one Tab stop on the selected option', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Period />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    expect(radio('Last 30 Days')).toBeChecked();
    expect(radio('Last 7 Days')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Last 30 Days')).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    radio('Last 30 Days').focus();

    await user.keyboard('{ArrowRight}');
    expect(radio('Last 90 Days')).toBeChecked();
    expect(radio('Last 90 Days')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Last 7 Days')).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Last 90 Days')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('Last 30 Days')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('Last 90 Days')).toBeChecked();
    expect(onChange.mock.calls.map(([days]) => days)).toEqual([90, 7, 90, 30, 90]);
  });

  it('jumps with Home and End and skips disabled options', async () => {
    const user = userEvent.setup();
    render(<Period options={PERIODS.map((option) => ({ ...option, disabled: option.value === 90 }))} />);
    radio('Last 30 Days').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Last 7 Days')).toBeChecked();
    await user.keyboard('{End}');
    expect(radio('Last 30 Days')).toBeChecked();
    await user.keyboard('{Home}');
    expect(radio('Last 7 Days')).toBeChecked();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Period />);
    await user.click(radio('Last 7 Days'));
    expect(radio('Last 7 Days')).toBeChecked();
  });
});
