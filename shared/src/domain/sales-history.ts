// What Sales History lists (docs/product-rules.md, 'Refunds'): the sales and the refunds given on
// them, newest first by date, each refund marked and linked to its sale's order id.
import type { Refund, Sale } from './entities';
import { STAFF_ROLE_LABELS } from './staff-till-words';

/** One row of Sales History: a sale, or money given back on one. */
export type HistoryEntry = Sale | Refund;

/** True for a refund (it names the sale it gives back on); false for a sale. */
export function isRefund(entry: HistoryEntry): entry is Refund {
  return 'saleId' in entry;
}

/**
 * Who made a sale or refund at the till, for Sales History and the CSV (staff.ts, StaffStamp): the
 * name stamped on it, or, on a record without one (the owner's own account made it), the owner's
 * name from the business profile; the owner's role name while that is not known.
 */
export function madeByName(entry: Pick<HistoryEntry, 'madeBy'>, ownerName?: string | null): string {
  const stamped = entry.madeBy?.name.trim();
  if (stamped) return stamped;
  const owner = ownerName?.trim();
  return owner ? owner : STAFF_ROLE_LABELS.owner;
}

/** Whose manager's PIN let a sale or refund through (staff.ts, needsManagerPin); null when none was needed. */
export function approvedByName(entry: Pick<HistoryEntry, 'approvedBy'>): string | null {
  const name = entry.approvedBy?.name.trim();
  return name ? name : null;
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
