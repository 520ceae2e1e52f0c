// What Sales History lists (docs/product-rules.md, 'Refunds'): the sales and the refunds given on
// them, newest first by date, each refund marked and linked to its sale's order id.
import type { Refund, Sale } from './entities';

/** One row of Sales History: a sale, or money given back on one. */
export type HistoryEntry = Sale | Refund;

/** True for a refund (it names the sale it gives back on); false for a sale. */
export function isRefund(entry: HistoryEntry): entry is Refund {
  return 'saleId' in entry;
}

/**
 * Sales and refunds, both newest first, as one list newest first (a sale and a refund made at the
 * same moment: the refund first, as it came after). Linear, so a list of 100 000 sales stays quick.
 * While `oldestLoaded` is given (only the newest sales are in yet), refunds older than it are left
 * out, so they do not sit below sales that are not shown.
 */
export function historyEntries(sales: readonly Sale[], refunds: readonly Refund[], oldestLoaded?: Date | null): readonly HistoryEntry[] {
  const shown = oldestLoaded ? refunds.filter((refund) => refund.createdAt.getTime() >= oldestLoaded.getTime()) : refunds;
  // No refunds among them: the sales as they are, not a copy of 100 000.
  if (shown.length === 0) return sales;
  const entries: HistoryEntry[] = [];
  let s = 0;
  let r = 0;
  while (s < sales.length || r < shown.length) {
    const sale = sales[s];
    const refund = shown[r];
    if (refund && (!sale || refund.createdAt.getTime() >= sale.createdAt.getTime())) {
      entries.push(refund);
      r += 1;
    } else {
      // No refund left, or the sale is newer: a sale is left while the loop runs.
      entries.push(sale as Sale);
      s += 1;
    }
  }
  return entries;
}

/** The refunds of each sale, by the sale's id, oldest first (as `saleRefundState` adds them up). */
export function refundsBySale(refunds: readonly Refund[]): ReadonlyMap<string, readonly Refund[]> {
  const bySale = new Map<string, Refund[]>();
  for (const refund of refunds) {
    const list = bySale.get(refund.saleId);
    if (list) list.push(refund);
    else bySale.set(refund.saleId, [refund]);
  }
  for (const list of bySale.values()) list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return bySale;
}
