// Records the server refused when they arrived (Firebase: functions/README.md): a till wrote them,
// the server judged them against the shop's own rules and found them wrong, so they moved no stock,
// money or figure. The owner reviews them where they review the day, each in one sentence.
import type { Sale } from './entities';
import type { SaleRefusal } from './sale-audit';
import { saleRefusalWords } from './sale-audit';

/** A refused record with what the server said of it. */
export type RefusedRecord = { kind: 'sale'; sale: Sale; refusal: SaleRefusal };

/** When the refused record was made at the till. */
export function refusedRecordTime(record: RefusedRecord): Date {
  return record.sale.createdAt;
}

/** The owner's sentence for a refused record; `timeText` is its time as the screen shows it (refusedRecordTime). */
export function refusedRecordWords(record: RefusedRecord, timeText: string): string {
  return saleRefusalWords(record.refusal, record.sale, timeText);
}

/** Newest first, as the owner reads them. */
export function newestRefusedFirst(records: readonly RefusedRecord[]): RefusedRecord[] {
  return [...records].sort((a, b) => refusedRecordTime(b).getTime() - refusedRecordTime(a).getTime());
}
