// The records of the day the server refused when they arrived (Firebase: a till's sale that did
// not hold against the shop's own rules — rung below the catalogue, a discount past the cashier's
// limit, dated long ago…). They moved no stock, money or figure, so they are in none of the day's
// figures; the owner reads each here in one sentence (domain/refused-records.ts) and takes it up
// with whoever rang it. Nothing shows where nothing was refused, nor to a role that may not see
// every sale.
import { newestRefusedFirst, refusedRecordId, refusedRecordTime, refusedRecordWords } from '@shop/shared/domain';
import type { RefusedRecord } from '@shop/shared/domain';
import { useRefusedRecords } from '@shop/shared/session';
import styles from './refused-section.module.css';

export const REFUSED_TEXT = {
  title: 'Refused by the server',
  note: 'These reached your records but broke the shop\u2019s rules, so they moved no stock or money and are in none of the figures below.',
} as const;

export interface RefusedSectionProps {
  records: readonly RefusedRecord[];
  timeZone: string;
}

/** The refused records, newest first, each a sentence with its time in `timeZone`. */
export function RefusedSection({ records, timeZone }: RefusedSectionProps) {
  if (records.length === 0) return null;
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return (
    <section className={styles.refused} aria-labelledby="refused-title">
      <h2 id="refused-title" className={styles.title}>
        {REFUSED_TEXT.title} ({records.length})
      </h2>
      <p className={styles.note}>{REFUSED_TEXT.note}</p>
      <ul className={styles.list}>
        {newestRefusedFirst(records).map((record) => (
          <li key={refusedRecordId(record)}>{refusedRecordWords(record, clock.format(refusedRecordTime(record)))}</li>
        ))}
      </ul>
    </section>
  );
}

/** The refused records of the day from `start` to `end`, live. */
export function DayRefusedSection({ start, end, timeZone }: { start: Date; end: Date; timeZone: string }) {
  const refused = useRefusedRecords(start, end);
  return refused.status === 'ready' ? <RefusedSection records={refused.data} timeZone={timeZone} /> : null;
}
