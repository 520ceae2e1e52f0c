import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/shared/domain';
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
    expect(demoPrice(18.5, 'GHS')).toBe(18.5);
    expect(demoPrice(18.5, 'NGN')).toBe(2312.5);
    expect(demoPrice(250, 'USD')).toBe(20);
    expect(demoPrice(35, 'GBP')).toBe(2.28);
  });
});

describe('DemoStore', () => {
  it('shows the sample prices in cedi first', () => {
    render(<DemoStore />);
    expect(screen.getByRole('radio', { name: /GHS/ })).toBeChecked();
    expect(prices()).toEqual(DEMO_PRODUCTS.map((p) => formatMoney(p.priceGhs, 'GHS')));
    expect(prices()[0]).toBe('₵250.00');
  });

  it('changes every price and symbol with the currency picker', async () => {
    const user = userEvent.setup();
    render(<DemoStore />);
    await user.click(screen.getByRole('radio', { name: /NGN/ }));
    expect(prices()).toEqual(DEMO_PRODUCTS.map((p) => formatMoney(demoPrice(p.priceGhs, 'NGN'), 'NGN')));
    expect(prices()[0]).toBe('₦31,250.00');
    await user.click(screen.getByRole('radio', { name: /USD/ }));
    expect(prices()[0]).toBe('$20.00');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /GBP/ })).toBeChecked();
    expect(prices()[0]).toBe('£16.25');
  });
});
