// The demo store's sample prices. Products are priced in cedi (in pesewas, as the domain counts
// money: minor units); other currencies are shown at fixed, illustrative rates (this table is the
// only place they live) — not live exchange rates.
import { DEMO_STORE_CURRENCIES } from '@shop/shared/domain';
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
  /** The shop's own price in cedi, in pesewas (minor units): 1850 is ₵18.50. */
  priceMinor: number;
  /** Background of the product's tile. */
  tint: string;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { id: 'kente', name: 'Kente stole', kind: 'Physical', priceMinor: 25_000, tint: '#fde68a' },
  { id: 'shea', name: 'Shea butter, 250 g', kind: 'Physical', priceMinor: 3500, tint: '#fef3c7' },
  { id: 'rice', name: 'Jasmine rice, 5 kg', kind: 'Physical', priceMinor: 9500, tint: '#e7e5e4' },
  { id: 'ticket', name: 'Food fair ticket', kind: 'Ticket', priceMinor: 8000, tint: '#fecaca' },
  { id: 'ebook', name: 'Bookkeeping e-book', kind: 'Digital', priceMinor: 6000, tint: '#c7d2fe' },
  { id: 'sobolo', name: 'Sobolo, 1 litre', kind: 'Physical', priceMinor: 1850, tint: '#fbcfe8' },
];

/**
 * A cedi price in pesewas shown in `currency`, in that currency's minor units (rounded to a whole
 * one): every demo currency has 100 minor units to the major, so the rate applies as it is.
 */
export function demoPrice(pesewas: number, currency: DemoCurrency): number {
  return Math.round(pesewas * ILLUSTRATIVE_RATES_FROM_GHS[currency]);
}

export function isDemoCurrency(code: CurrencyCode): code is DemoCurrency {
  return code in ILLUSTRATIVE_RATES_FROM_GHS;
}

/** The picker's choices, in the domain's order. */
export const DEMO_CURRENCIES: readonly DemoCurrency[] = DEMO_STORE_CURRENCIES.filter(isDemoCurrency);
