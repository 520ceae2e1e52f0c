// What a customer has bought: the sales that name them, and what they spent, summed exactly in
// minor units per currency (a shop may sell in cedi and naira; the sums are never mixed).
import { CURRENCIES } from './constants';
import type { CurrencyCode, Sale } from './entities';

export interface CurrencyTotal {
  currency: CurrencyCode;
  /** The exact sum in minor units. */
  minor: number;
}

export interface CustomerPurchases<S> {
  /** The customer's sales, in the order given (newest first when the sales are). */
  sales: S[];
  /** Total spent per currency, in the order of CURRENCIES; only currencies they bought in. */
  totals: CurrencyTotal[];
}

type PurchaseSale = Pick<Sale, 'customer' | 'currency' | 'totalMinor'>;

/** The sales whose customer is `customerId`, with the total spent per currency. */
export function customerPurchases<S extends PurchaseSale>(sales: readonly S[], customerId: string): CustomerPurchases<S> {
  const mine: S[] = [];
  const minorByCurrency = new Map<CurrencyCode, number>();
  for (const sale of sales) {
    if (sale.customer?.id !== customerId) continue;
    mine.push(sale);
    minorByCurrency.set(sale.currency, (minorByCurrency.get(sale.currency) ?? 0) + (sale.totalMinor ?? 0));
  }
  const totals = CURRENCIES.flatMap((currency) => {
    const minor = minorByCurrency.get(currency);
    return minor === undefined ? [] : [{ currency, minor }];
  });
  return { sales: mine, totals };
}
