import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '@shop/shared/domain';
import { DemoStore } from './demo-store';
import { DEMO_CURRENCIES, DEMO_PRODUCTS, ILLUSTRATIVE_RATES_FROM_GHS, demoPrice } from './demo-store-prices';

function prices() {
  return within(screen.getByRole('list', { name: 'Sample products' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-currency]')?.textContent);
}

describe('demo store prices', () => {
  it('offers GHS, NGN, USD and GBP, with cedi as the base', () => {
    expect(DEMO_CURRENCIES).toEqual(['GHS', 'NGN', 'USD', 'GBP']);
    expect(ILLUSTRATIVE_RATES_FROM_GHS.GHS).toBe(1);
  });

  it('converts a cedi price at the table rate, to the minor unit', () => {
    expect(demoPrice(1850, 'GHS')).toBe(1850);
    expect(demoPrice(1850, 'NGN')).toBe(231_250);
    expect(demoPrice(25_000, 'USD')).toBe(2000);
    expect(demoPrice(3500, 'GBP')).toBe(228);
  });
});

describe('DemoStore', () => {
  it('shows the sample prices in cedi first', () => {
    render(<DemoStore />);
    expect(screen.getByRole('radio', { name: /GHS/ })).toBeChecked();
    expect(prices()).toEqual(DEMO_PRODUCTS.map((p) => formatMinor(p.priceMinor, 'GHS')));
    expect(prices()[0]).toBe('₵250.00');
  });

  it('changes every price and symbol with the currency picker', async () => {
    const user = userEvent.setup();
    render(<DemoStore />);
    await user.click(screen.getByRole('radio', { name: /NGN/ }));
    expect(prices()).toEqual(DEMO_PRODUCTS.map((p) => formatMinor(demoPrice(p.priceMinor, 'NGN'), 'NGN')));
    expect(prices()[0]).toBe('₦31,250.00');
    await user.click(screen.getByRole('radio', { name: /USD/ }));
    expect(prices()[0]).toBe('$20.00');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /GBP/ })).toBeChecked();
    expect(prices()[0]).toBe('£16.25');
  });
});
