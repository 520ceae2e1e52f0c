import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it.each([
    [1234.5, 'GHS', '₵1,234.50'],
    [250000, 'NGN', '₦250,000.00'],
    [0, 'USD', '$0.00'],
    [9.99, 'GBP', '£9.99'],
    [1.005, 'EUR', '€1.01'],
    [0.1 + 0.2, 'GHS', '₵0.30'],
    [-12.5, 'GHS', '-₵12.50'],
  ] as const)('shows %s %s as %s', (amount, currency, text) => {
    render(<Money amount={amount} currency={currency} />);
    expect(screen.getByText(text)).toHaveAttribute('data-currency', currency);
  });

  it('uses cedis by default', () => {
    render(<Money amount={50} />);
    expect(screen.getByText('₵50.00')).toBeInTheDocument();
  });
});
