// The demo shops' markets: a provisions store in Accra priced in cedis and one in Lagos priced in
// naira, each with its owner, catalogue, customers' names and phone prefix.
import type { CurrencyCode, ProductType } from '../domain/entities';
import type { SignUpProfile } from '../backend/port';
import accra from './demo-markets/accra.json';
import lagos from './demo-markets/lagos.json';

export type DemoMarket = 'GH' | 'NG';

export interface CatalogueEntry {
  name: string;
  /** Price in minor units of the market's currency (4500 for ₵45.00). */
  priceMinor: number;
  type?: ProductType;
  /** Stock on hand (Physical only); a few are low or sold out on purpose. */
  stock?: number;
  description?: string;
}

export interface Market {
  currency: CurrencyCode;
  owner: SignUpProfile;
  email: string;
  catalogue: readonly CatalogueEntry[];
  customers: readonly string[];
  phonePrefix: string;
  /** Used to build more products for the very large shop: brand × variant. */
  brands: readonly string[];
  /** Each with its price in minor units. */
  variants: readonly { label: string; priceMinor: number }[];
}

// The tables themselves are data: demo-markets/accra.json and demo-markets/lagos.json.
export const MARKETS: Readonly<Record<DemoMarket, Market>> = { GH: accra as Market, NG: lagos as Market };

/** The owner of the demo shop of a market: their business profile and e-mail address. */
export function demoOwner(market: DemoMarket = 'GH'): { email: string; profile: SignUpProfile } {
  const { email, owner } = MARKETS[market];
  return { email, profile: { ...owner } };
}
