import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it.each([
    [123_450, 'GHS', '₵1,234.50'],
    [25_000_000, 'NGN', '₦250,000.00'],
    [0, 'USD', '$0.00'],
    [999, 'GBP', '£9.99'],
    [101, 'EUR', '€1.01'],
    [30, 'GHS', '₵0.30'],
    [-1250, 'GHS', '-₵12.50'],
  ] as const)('shows %s minor units of %s as %s', (minor, currency, text) => {
    render(<Money minor={minor} currency={currency} />);
    expect(screen.getByText(text)).toHaveAttribute('data-currency', currency);
  });

  it('uses cedis by default', () => {
    render(<Money minor={5000} />);
    expect(screen.getByText('₵50.00')).toBeInTheDocument();
  });
});
