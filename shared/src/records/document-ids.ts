// The ids of the documents a shop's records are rolled up into: one per day and currency, one per
// customer and currency.
import type { CurrencyCode } from '../domain/entities';

/** `2024-05-01_GHS`: the roll-up document of one day and currency (daily and product roll-ups). */
export const dailyStatDocumentId = (date: string, currency: CurrencyCode) => `${date}_${currency}`;

/** `c1_GHS`: the account document of one customer in one currency. */
export const accountDocumentId = (customerId: string, currency: CurrencyCode) => `${customerId}_${currency}`;
