// A sale as a till writes it to Firestore, for the rules' tests (shared/src/backend/firebase/*.rules.test.ts)
// and the server's (functions/test): rung up by saleOf (the domain's own cart and sale rules), stored
// by the codec (records/codecs.ts saleToStored) and cut to the fields the Firebase adapter writes
// (fields.ts SALE_FIELDS), so no test types a stored sale's figures out by hand. A test that forges
// a sale (a lying till) passes the fields it changes as `overrides`.
import { pickFields, SALE_FIELDS } from '../backend/firebase/fields';
import { saleToStored } from '../records/codecs';
import { saleOf } from './sale-of';
import type { SaleOf } from './sale-of';

/** The stored sale of `input`, made just now unless `input.at` says when, with `overrides` over it. */
export function storedSaleOf(input: SaleOf, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...pickFields(saleToStored(saleOf({ at: new Date(), ...input })), SALE_FIELDS), ...overrides };
}
