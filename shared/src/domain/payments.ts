// How a sale was paid: by one method, or split across several (docs/product-rules.md, 'Split
// payment'). Change is given only from cash, so what a sale takes by each method is its parts as
// handed over, with the change taken off the cash.
import type { PaymentMethod, Sale } from './entities';
import { toMinor } from './money';

/** Money a sale kept by one method, in minor units of the sale's currency. */
export interface MethodTakings {
  method: PaymentMethod;
  minor: number;
}

/** Whether the sale was paid in two or more parts. */
export function isSplitPayment(sale: Pick<Sale, 'payments'>): boolean {
  return Array.isArray(sale.payments) && sale.payments.length > 1;
}

/**
 * What the sale kept by each method, summing to its total: the whole total by its one method, or
 * each part of a split payment with the change taken off the cash. Methods in the order paid.
 */
export function saleTakings(sale: Pick<Sale, 'payments' | 'paymentMethod' | 'totalAmount' | 'changeDue'>): MethodTakings[] {
  if (!isSplitPayment(sale) || !sale.payments) return [{ method: sale.paymentMethod, minor: toMinor(sale.totalAmount) }];
  let change = toMinor(sale.changeDue);
  const takings: MethodTakings[] = [];
  for (const part of sale.payments) {
    let minor = toMinor(part.amount);
    if (part.method === 'Cash' && change > 0) {
      const fromThis = Math.min(change, minor);
      minor -= fromThis;
      change -= fromThis;
    }
    const same = takings.find((t) => t.method === part.method);
    if (same) same.minor += minor;
    else takings.push({ method: part.method, minor });
  }
  return takings;
}
