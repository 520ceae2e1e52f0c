import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its words, described by its hint, and tells each change', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Paid from the till" hint="The cash leaves the drawer." checked={false} onChange={(event) => onChange(event.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Paid from the till' });
    expect(box).toHaveAccessibleDescription('The cash leaves the drawer.');
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByText('Paid from the till'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('says what is wrong, marks the box invalid, and keeps a description given from outside', () => {
    render(
      <>
        <p id="outside">Shown on the store.</p>
        <Checkbox label="Cash on delivery" aria-describedby="outside" hint="Paid at the door." error="Choose at least one way to pay." defaultChecked={false} />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Cash on delivery' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Shown on the store. Paid at the door. Choose at least one way to pay.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one way to pay.');
  });

  it('is announced as a switch for a setting that applies at once', () => {
    render(<Checkbox label="Sound for new orders" asSwitch defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Sound for new orders' })).toBeChecked();
  });
});
