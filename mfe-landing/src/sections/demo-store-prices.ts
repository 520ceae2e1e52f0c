// The demo store's sample prices. Products are priced in cedi; other currencies are shown at
// fixed, illustrative rates (this table is the only place they live) — not live exchange rates.
import { DEMO_STORE_CURRENCIES, fromMinor, toMinor } from '@shop/shared/domain';
import type { CurrencyCode } from '@shop/shared/domain';

/** The currencies the demo store's picker offers (DEMO_STORE_CURRENCIES). */
export type DemoCurrency = 'GHS' | 'NGN' | 'USD' | 'GBP';

/** How many units of each currency one Ghanaian cedi is shown as. */
export const ILLUSTRATIVE_RATES_FROM_GHS: Readonly<Record<DemoCurrency, number>> = {
  GHS: 1,
  NGN: 125,
  USD: 0.08,
  GBP: 0.065,
};

export interface DemoProduct {
  id: string;
  name: string;
  kind: 'Physical' | 'Digital' | 'Ticket';
  /** The shop's own price, in cedi. */
  priceGhs: number;
  /** Background of the product's tile. */
  tint: string;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { id: 'kente', name: 'Kente stole', kind: 'Physical', priceGhs: 250, tint: '#fde68a' },
  { id: 'shea', name: 'Shea butter, 250 g', kind: 'Physical', priceGhs: 35, tint: '#fef3c7' },
  { id: 'rice', name: 'Jasmine rice, 5 kg', kind: 'Physical', priceGhs: 95, tint: '#e7e5e4' },
  { id: 'ticket', name: 'Food fair ticket', kind: 'Ticket', priceGhs: 80, tint: '#fecaca' },
  { id: 'ebook', name: 'Bookkeeping e-book', kind: 'Digital', priceGhs: 60, tint: '#c7d2fe' },
  { id: 'sobolo', name: 'Sobolo, 1 litre', kind: 'Physical', priceGhs: 18.5, tint: '#fbcfe8' },
];

/** A cedi price in `currency`, rounded to the minor unit. */
export function demoPrice(priceGhs: number, currency: DemoCurrency): number {
  return fromMinor(Math.round(toMinor(priceGhs) * ILLUSTRATIVE_RATES_FROM_GHS[currency]));
}

export function isDemoCurrency(code: CurrencyCode): code is DemoCurrency {
  return code in ILLUSTRATIVE_RATES_FROM_GHS;
}

/** The picker's choices, in the domain's order. */
export const DEMO_CURRENCIES: readonly DemoCurrency[] = DEMO_STORE_CURRENCIES.filter(isDemoCurrency);
