// End of Day (docs/product-rules.md, 'End of day'): for a chosen date (today by default, in the
// device's time zone) the day's sales and refunds, takings by payment method, discounts, net total,
// the cash expenses paid from the till and the cash expected in the drawer, and the gross profit
// (the owner's alone: never on the printed report), one block per currency. Print Report prints the day's
// 32-character report alone on 58 or 80 mm thermal paper (as a receipt prints); Download CSV saves
// a row per currency. The figures are the domain's (`endOfDay`); this screen only shows them.
// Selling on credit (docs/product-rules.md, 'Credit'): where a currency's day had a credit sale, a
// repayment or a refund taken off an account, the credit given (not cash) and the repayments
// received by method (in the takings, cash ones in the cash expected) have cards of their own.
// Staff at the till (issue #35): a Shifts section, on the printed report too, only where the day
// has shifts or stamped records (use-day-shifts.ts).
// What the server refused that day (Firebase: functions/README.md) is listed above the figures,
// which it is not part of (refused-section.tsx).
import { useId, useMemo, useState } from 'react';
import {
  CURRENCY_NAMES,
  deviceDayNote,
  END_OF_DAY_METHODS,
  endOfDayCsv,
  endOfDayCsvFileName,
  endOfDayReportText,
  formatCount,
  formatDayKey,
  formatMinor,
  hasCreditActivity,
  isDateKey,
  localDateKey,
  localDayRange,
} from '@shop/shared/domain';
import type { EndOfDay, EndOfDayFigures } from '@shop/shared/domain';
import {
  Button,
  Card,
  DEVICE_TIME_ZONE,
  downloadCsv,
  EmptyState,
  ErrorBanner,
  Field,
  Money,
  printReceipt,
  SignedOutNotice,
  Spinner,
  ThemeRoot,
} from '@shop/shared/ui';
import { useBusiness } from '@shop/shared/session';
import { END_OF_DAY_TEXT } from './end-of-day-words';
import { ReceiptDisclosure, useReceiptDisclosure } from '../sales-history/receipt-disclosure';
import { ShiftsSection } from './shifts-section';
import { shiftsReportText } from './shifts-report';
import { useEndOfDay } from './use-end-of-day';
import { DayRefusedSection } from './refused-section';
import type { DayShiftsState } from './use-day-shifts';
import type { EndOfDayState } from './use-end-of-day';
import figuresTable from './figures-table.module.css';
import styles from './end-of-day-screen.module.css';

const T = END_OF_DAY_TEXT;
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export interface EndOfDayScreenProps {
  /** The day shown first, `YYYY-MM-DD`; today in `timeZone` by default. */
  initialDate?: string;
  /** The shop's time zone; the device's by default. */
  timeZone?: string;
  /** The clock (today's date, the report's printed time); the device's by default. */
  now?: Date;
}

/** The remote's root for the End of Day view. */
export function EndOfDayScreen(props: EndOfDayScreenProps) {
  return (
    <ThemeRoot className={styles.root}>
      <EndOfDayView {...props} />
    </ThemeRoot>
  );
}

export function EndOfDayView({ initialDate, timeZone = DEVICE_TIME_ZONE, now }: EndOfDayScreenProps) {
  const today = localDateKey(now ?? new Date(), timeZone);
  // Said only where the device's day is not the dashboard's UTC day (docs/product-rules.md, 'Days').
  const dayNote = deviceDayNote(timeZone, now ?? new Date());
  const first = initialDate && isDateKey(initialDate) ? initialDate : today;
  // What the date box holds (empty while the owner types a new date), and the last real date in it.
  const [typed, setTyped] = useState(first);
  const [date, setDate] = useState(first);
  const state = useEndOfDay(date, timeZone);
  const dayRange = useMemo(() => localDayRange(date, timeZone), [date, timeZone]);
  const business = useBusiness();
  const businessName = business.status === 'ready' ? business.business.businessName : null;

  const choose = (value: string) => {
    setTyped(value);
    if (isDateKey(value)) setDate(value);
  };

  return (
    <section className={styles.screen} aria-labelledby="end-of-day-title">
      <header className={styles.heading}>
        <h1 id="end-of-day-title">{T.title}</h1>
      </header>
      <div className={styles.toolbar}>
        <Field type="date" label={T.dateLabel} value={typed} max={today} onChange={(event) => choose(event.target.value)} className={styles.date} required />
        <Button variant="ghost" size="sm" className={styles.today} disabled={date === today} onClick={() => choose(today)}>
          Today
        </Button>
      </div>
      {dayNote ? <p className={styles.dayNote}>{dayNote}</p> : null}
      <DayRefusedSection start={dayRange.start} end={dayRange.end} timeZone={timeZone} />
      <EndOfDayBody state={state} businessName={businessName} now={now} timeZone={timeZone} />
    </section>
  );
}

export interface EndOfDayBodyProps {
  state: EndOfDayState;
  businessName: string | null;
  /** The report's printed time; the moment it renders by default. */
  now?: Date | undefined;
  /** The clock the shifts' hours are read on; the device's by default. */
  timeZone?: string;
}

const LOAD_FAILED = { sales: T.loadFailed, expenses: T.expensesLoadFailed, repayments: T.repaymentsLoadFailed } as const;

/** The figures by method with an amount, as one line: `Cash ₵30.00 · Mobile Money ₵20.00`. */
function byMethodText(amounts: EndOfDayFigures['repaymentsByMethodMinor'], currency: EndOfDayFigures['currency']): string {
  return END_OF_DAY_METHODS.filter((method) => amounts[method] !== 0)
    .map((method) => `${method} ${formatMinor(amounts[method], currency)}`)
    .join(' · ');
}

/** The day's figures once read, or the loading, error, signed-out or empty state. */
export function EndOfDayBody({ state, businessName, now, timeZone = DEVICE_TIME_ZONE }: EndOfDayBodyProps) {
  switch (state.status) {
    case 'signed-out':
      return <SignedOutNotice description="Log in to see the day's takings." />;
    case 'loading':
      return <Spinner label={T.loading} showLabel centered />;
    case 'error':
      return <ErrorBanner onRetry={state.retry}>{LOAD_FAILED[state.what]}</ErrorBanner>;
    case 'ready':
      return <DayFigures day={state.day} shifts={state.shifts} businessName={businessName} now={now} timeZone={timeZone} />;
  }
}

interface DayFiguresProps {
  day: EndOfDay;
  shifts: DayShiftsState | undefined;
  businessName: string | null;
  now?: Date | undefined;
  timeZone: string;
}

function DayFigures({ day, shifts, businessName, now, timeZone }: DayFiguresProps) {
  const figuresReport = endOfDayReportText(day, businessName ? { businessName } : null, { printedAt: now ?? new Date() });
  const report = shifts?.status === 'ready' ? `${figuresReport}\n${shiftsReportText(shifts.shifts, timeZone)}` : figuresReport;
  const folded = useReceiptDisclosure(report);
  const sales = day.currencies.reduce((n, f) => n + f.salesCount, 0);
  const refunds = day.currencies.reduce((n, f) => n + f.refundsCount, 0);

  return (
    <>
      <div className={styles.actions}>
        <p className={styles.summary} role="status" aria-live="polite">
          {formatDayKey(day.date)}: {plural(sales, 'sale', 'sales')}, {plural(refunds, 'refund', 'refunds')}
        </p>
        <Button variant="primary" size="sm" onClick={() => printReceipt(folded.receiptRef.current)}>
          {T.printReport}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(endOfDayCsvFileName(day.date), endOfDayCsv(day))}>
          {T.downloadCsv}
        </Button>
      </div>

      {day.currencies.length === 0 ? (
        <EmptyState title={T.emptyTitle} description={T.emptyDescription} headingLevel={2} />
      ) : (
        day.currencies.map((figures) => <CurrencyFigures key={figures.currency} figures={figures} />)
      )}

      <ShiftsSection state={shifts} date={day.date} timeZone={timeZone} />

      <ReceiptDisclosure state={folded} label={T.reportLabel} toggleLabel="Report as printed" />
    </>
  );
}

function CurrencyFigures({ figures: f }: { figures: EndOfDayFigures }) {
  const headingId = useId();
  const money = (minor: number, highlightNegative = false, className?: string) => (
    <Money minor={minor} currency={f.currency} highlightNegative={highlightNegative} className={className} />
  );
  const noCostNote = f.uncostedRevenueMinor > 0 ? T.noCostNote(formatMinor(f.uncostedRevenueMinor, f.currency)) : null;
  const credit = hasCreditActivity(f);
  const refundsNote = [
    f.refundsMinor > 0 ? `${formatMinor(f.refundsMinor, f.currency)} given back` : null,
    f.refundsOffAccountsMinor > 0 ? T.offAccountsNote(formatMinor(f.refundsOffAccountsMinor, f.currency)) : null,
  ].filter((note) => note !== null);
  const rows = [
    ...END_OF_DAY_METHODS.map((method) => ({ name: method, taken: f.takingsMinor[method], refunded: f.refundsByMethodMinor[method], kept: f.keptMinor[method] })),
    { name: T.total, taken: f.grossTakingsMinor, refunded: f.refundsMinor, kept: f.netMinor },
  ];
  return (
    <section className={styles.currency} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.currencyHeading}>
        {f.currency} <span className={styles.currencyName}>· {CURRENCY_NAMES[f.currency]}</span>
      </h2>
      <div className={styles.cards}>
        <Card className={styles.explained} title={T.net} value={money(f.netMinor, true)} footnote={`${T.grossTakings} less ${T.refundsGiven.toLowerCase()}`} />
        <Card className={styles.explained} title={T.cashExpected} value={money(f.cashExpectedMinor, true)} footnote={T.cashExpectedHint} />
        <Card
          title={T.sales}
          value={formatCount(f.salesCount)}
          footnote={f.splitSalesCount > 0 ? `${plural(f.splitSalesCount, 'split payment', 'split payments')}` : undefined}
        />
        <Card title={T.refunds} value={formatCount(f.refundsCount)} footnote={refundsNote.length > 0 ? refundsNote.join(', ') : undefined} />
        {/* On a phone these two come after the figures by method (the list's Total row has the takings). */}
        <Card className={styles.later} title={T.grossTakings} value={money(f.grossTakingsMinor)} />
        {/* Only where the day sold on credit: a shop that never does sees the day as before, and a day
            with only repayments shows those alone. */}
        {credit && f.creditGivenMinor > 0 ? (
          <Card className={styles.later} title={T.creditGiven} value={money(f.creditGivenMinor)} footnote={T.creditGivenOf(formatMinor(f.salesTotalMinor, f.currency))} />
        ) : null}
        {f.repaymentsCount > 0 ? (
          <Card
            className={styles.later}
            title={T.repayments}
            value={money(f.repaymentsMinor)}
            footnote={`${byMethodText(f.repaymentsByMethodMinor, f.currency)}. ${T.repaymentsHint}`}
          />
        ) : null}
        <Card className={styles.later} title={T.discounts} value={money(f.discountsMinor)} />
        {/* The cash that left the drawer for expenses, and the day's gross profit: after the figures a
            cashier needs at close, on a phone too. */}
        <Card className={styles.later} title={T.expensesFromTill} value={money(f.expensesFromTillMinor)} footnote={f.expensesFromTillMinor > 0 ? 'Taken off the cash expected' : undefined} />
        <Card className={styles.later} title={T.grossProfit} value={money(f.grossProfitMinor, true)} footnote={noCostNote ?? T.grossProfitHint} />
      </div>
      {/* On a phone the table gives way to a list of the same figures, one method a block. */}
      <div className={`${figuresTable.tableWrap} ${styles.dayTableWrap}`}>
        <table className={`${figuresTable.table} ${styles.dayTable}`}>
          <caption>
            {T.takingsByMethod} ({f.currency})
          </caption>
          <thead>
            <tr>
              <th scope="col">{T.method}</th>
              <th scope="col">{T.taken}</th>
              <th scope="col">{T.refunded}</th>
              <th scope="col">{T.kept}</th>
            </tr>
          </thead>
          <tbody>
            {END_OF_DAY_METHODS.map((method) => (
              <tr key={method}>
                <th scope="row">{method}</th>
                <td>{money(f.takingsMinor[method])}</td>
                <td>{money(f.refundsByMethodMinor[method])}</td>
                <td>{money(f.keptMinor[method], true)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{T.total}</th>
              <td>{money(f.grossTakingsMinor)}</td>
              <td>{money(f.refundsMinor)}</td>
              <td>{money(f.netMinor, true)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className={styles.methodList} aria-label={`${T.takingsByMethod} (${f.currency})`}>
        {rows.map((row) => (
          <li key={row.name} className={row.name === T.total ? styles.methodTotal : undefined}>
            <p className={styles.methodName}>{row.name}</p>
            <dl className={styles.methodFigures}>
              <div>
                <dt>{T.taken}</dt>
                <dd>{money(row.taken, false, styles.figure)}</dd>
              </div>
              <div>
                <dt>{T.refunded}</dt>
                <dd>{money(row.refunded, false, styles.figure)}</dd>
              </div>
              <div>
                <dt>{T.kept}</dt>
                <dd>{money(row.kept, true, styles.figure)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
