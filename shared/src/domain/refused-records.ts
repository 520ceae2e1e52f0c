// Records the server refused when they arrived (Firebase: functions/README.md): a till wrote them,
// the server judged them against the shop's own rules and found them wrong, so they moved no stock,
// money or figure. The owner reviews them where they review the day, each in one sentence.
import type { Refund, Repayment, Sale, StockMovement } from './entities';
import type { SaleRefusal } from './sale-audit';
import { saleRefusalWords } from './sale-audit';
import type { RefundRefusal } from './refund-audit';
import { refundRefusalWords } from './refund-audit';
import type { RepaymentRefusal } from './repayment-audit';
import { repaymentRefusalWords } from './repayment-audit';
import type { StockAdjustmentRefusal } from './stock-audit';
import { stockAdjustmentRefusalWords } from './stock-audit';

/** A refused record with what the server said of it, one kind for each record a till writes. */
export type RefusedRecord =
  | { kind: 'sale'; sale: Sale; refusal: SaleRefusal }
  | { kind: 'refund'; refund: Refund; refusal: RefundRefusal }
  | { kind: 'repayment'; repayment: Repayment; refusal: RepaymentRefusal }
  | { kind: 'stock'; movement: StockMovement; refusal: StockAdjustmentRefusal };

/** The refused record itself, whatever its kind. */
function recordOf(record: RefusedRecord): { id: string; createdAt: Date } {
  switch (record.kind) {
    case 'sale':
      return record.sale;
    case 'refund':
      return record.refund;
    case 'repayment':
      return record.repayment;
    case 'stock':
      return record.movement;
  }
}

/** When the refused record was made at the till. */
export function refusedRecordTime(record: RefusedRecord): Date {
  return recordOf(record).createdAt;
}

/** A key for lists: its kind and id. */
export function refusedRecordId(record: RefusedRecord): string {
  return `${record.kind}:${recordOf(record).id}`;
}

/** The owner's sentence for a refused record; `timeText` is its time as the screen shows it (refusedRecordTime). */
export function refusedRecordWords(record: RefusedRecord, timeText: string): string {
  switch (record.kind) {
    case 'sale':
      return saleRefusalWords(record.refusal, record.sale, timeText);
    case 'refund':
      return refundRefusalWords(record.refusal, record.refund, timeText);
    case 'repayment':
      return repaymentRefusalWords(record.refusal, record.repayment, timeText);
    case 'stock':
      return stockAdjustmentRefusalWords(record.refusal, record.movement, timeText);
  }
}

/** Newest first, as the owner reads them. */
export function newestRefusedFirst(records: readonly RefusedRecord[]): RefusedRecord[] {
  return [...records].sort((a, b) => refusedRecordTime(b).getTime() - refusedRecordTime(a).getTime());
}
