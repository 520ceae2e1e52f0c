// End of Day's Shifts section (issue #35): each shift of the day (who, opened–closed, float,
// expected cash, counted, over/short) and a summary per person (sales and takings from the records'
// stamps, over/short added up), a table on a wide screen and a list on a phone, as the figures by
// method are. Shown only where the day has shifts or stamped records (use-day-shifts.ts).
import { useId } from 'react';
import { overShortText } from '@shop/shared/domain';
import type { ShiftsDay } from '@shop/shared/domain';
import { Button, downloadCsv, ErrorBanner, Money, panelClasses, Spinner } from '@shop/shared/ui';
import { shiftHours, shiftsCsv, shiftsCsvFileName } from './shifts-report';
import { SHIFTS_TEXT as T } from './shifts-words';
import type { DayShiftsState } from './use-day-shifts';
import figuresTable from './figures-table.module.css';
import styles from './shifts-section.module.css';

export function ShiftsSection({ state, date, timeZone }: { state: DayShiftsState | undefined; date: string; timeZone: string }) {
  const headingId = useId();
  if (!state || state.status === 'none') return null;
  const ready = state.status === 'ready' ? state.shifts : null;
  return (
    <section className={panelClasses.section} aria-labelledby={headingId}>
      <div className={panelClasses.header}>
        <h2 id={headingId} className={panelClasses.title}>
          {T.shifts}
        </h2>
        {ready && ready.shifts.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => downloadCsv(shiftsCsvFileName(date), shiftsCsv(ready, date, timeZone))}>
            {T.downloadCsv}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? <Spinner label={T.loading} showLabel /> : null}
      {state.status === 'error' ? <ErrorBanner onRetry={state.retry}>{T.loadFailed}</ErrorBanner> : null}
      {state.status === 'ready' ? <ShiftsFigures day={state.shifts} timeZone={timeZone} /> : null}
    </section>
  );
}

function ShiftsFigures({ day, timeZone }: { day: ShiftsDay; timeZone: string }) {
  return (
    <>
      {day.shifts.length === 0 ? <p className={panelClasses.note}>{T.noShifts}</p> : null}
      {day.shifts.length > 0 ? (
        <ul className={styles.list} aria-label={T.shifts}>
          {day.shifts.map(({ shift, expected: e }) => (
            <li key={shift.id}>
              <p className={styles.who}>
                {shift.staff.name} <span className={styles.hours}>· {shiftHours(shift.openedAt, shift.closedAt, timeZone)}</span>
              </p>
              <dl className={styles.figures}>
                <div>
                  <dt>{T.float}</dt>
                  <dd>
                    <Money minor={e.floatMinor} currency={e.currency} />
                  </dd>
                </div>
                <div>
                  <dt>{T.expectedCash}</dt>
                  <dd>
                    <Money minor={e.expectedCashMinor} currency={e.currency} />
                  </dd>
                </div>
                <div>
                  <dt>{T.counted}</dt>
                  <dd>{e.countedCashMinor === null ? T.notCounted : <Money minor={e.countedCashMinor} currency={e.currency} />}</dd>
                </div>
                <div>
                  <dt>{T.overShort}</dt>
                  <dd className={e.overShortMinor !== null && e.overShortMinor < 0 ? styles.short : undefined}>
                    {e.overShortMinor === null ? T.stillOpen : overShortText(e.overShortMinor, e.currency)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={figuresTable.tableWrap}>
        <table className={`${figuresTable.table} ${styles.shiftsTable}`}>
          <caption>{T.byCashier}</caption>
          <thead>
            <tr>
              <th scope="col">{T.cashier}</th>
              <th scope="col">{T.sales}</th>
              <th scope="col">{T.takings}</th>
              <th scope="col">{T.overShort}</th>
            </tr>
          </thead>
          <tbody>
            {day.cashiers.map((c) => (
              <tr key={`${c.staff.id}:${c.currency}`}>
                <th scope="row">{c.staff.name}</th>
                <td>{c.salesCount}</td>
                <td>
                  <Money minor={c.takingsMinor} currency={c.currency} />
                </td>
                <td className={c.overShortMinor < 0 ? styles.short : undefined}>
                  {c.shiftsCount > c.openShiftsCount ? overShortText(c.overShortMinor, c.currency) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
