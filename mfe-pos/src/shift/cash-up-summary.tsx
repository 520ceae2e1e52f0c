// A shift's cash-up at the till (issue #35): what the drawer should hold, what was counted and the
// difference in the domain's words (staff-words.ts, overShortText), and the mobile money the same
// way when the shop counts it at close (countsMobileMoneyAtClose) or the shift has it counted;
// printed alone as End of Day's report is (printReceipt, a Receipt kept hidden on screen), or on
// this device's receipt printer when one is paired (Settings › Devices), the browser's print
// offered when that printer cannot be reached.
import { useId, useRef, useState } from 'react';
import { overShortText } from '@shop/shared/domain';
import type { Shift, ShiftExpected } from '@shop/shared/domain';
import { Button, Money, printReceipt, Receipt } from '@shop/shared/ui';
import { printerProblemText, TILL_PRINT_TEXT } from '../devices/devices-words';
import { BROWSER_TRANSPORTS, PrinterError, useDeviceSettings } from '@shop/shared/printer';
import type { PrinterTransports } from '@shop/shared/printer';
import { cashUpReportText } from './cash-up-report';
import { SHIFT_TEXT as T } from './shift-words';
import styles from './shift-bar.module.css';

export interface CashUpSummaryProps {
  shift: Shift;
  expected: ShiftExpected;
  businessName?: string | null;
  timeZone: string;
  /** The report's printed time; the moment it renders by default. */
  now?: Date;
  /** Whether the shop counts mobile money at close (countsMobileMoneyAtClose); a shift with it counted shows it anyway. */
  showMobileMoney?: boolean;
  onDone?: () => void;
  /** How this device's receipt printer is reached; the browser's own by default. */
  printerTransports?: PrinterTransports;
}

export function CashUpSummary({ shift, expected: e, businessName, timeZone, now, showMobileMoney = false, onDone, printerTransports = BROWSER_TRANSPORTS }: CashUpSummaryProps) {
  const headingId = useId();
  const receiptRef = useRef<HTMLPreElement>(null);
  const [{ printer, paper }] = useDeviceSettings();
  const [printing, setPrinting] = useState<{ status: 'printing' | 'printed' | 'failed'; text: string } | null>(null);
  const money = (minor: number, highlightNegative = false) => <Money minor={minor} currency={e.currency} highlightNegative={highlightNegative} />;
  const counted = (minor: number | null) => (minor === null ? T.notCounted : money(minor));
  const mobileMoney = showMobileMoney || e.countedMobileMoneyMinor !== null;
  const printedAt = now ?? new Date();
  const report = cashUpReportText(shift, e, { businessName, timeZone, printedAt, mobileMoney });
  const printCashUp = async () => {
    if (!printer) {
      printReceipt(receiptRef.current);
      return;
    }
    setPrinting({ status: 'printing', text: TILL_PRINT_TEXT.printingCashUp(printer.name) });
    try {
      const jobs = await import(/* webpackChunkName: "online-only-printing" */ '../printer/shift-close-print');
      await jobs.printCashUp(shift, e, { businessName, timeZone, printedAt, mobileMoney }, { printer, paper, transports: printerTransports });
      setPrinting({ status: 'printed', text: TILL_PRINT_TEXT.printedCashUp(printer.name) });
    } catch (error) {
      setPrinting({ status: 'failed', text: printerProblemText(error instanceof PrinterError ? error.problem : 'failed', printer.name) });
    }
  };
  const printFailed = printing?.status === 'failed';
  return (
    <section className={styles.cashUp} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cashUpHeading}>
        {T.cashUp}: {T.shiftOf(shift.staff.name)}
      </h2>
      {e.overShortMinor !== null ? (
        <p className={e.overShortMinor < 0 ? styles.short : styles.verdict} role="status">
          {overShortText(e.overShortMinor, e.currency)}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>{T.floatLabel}</dt>
          <dd>{money(e.floatMinor)}</dd>
        </div>
        <div>
          <dt>{T.cashTakings}</dt>
          <dd>{money(e.cashTakingsMinor)}</dd>
        </div>
        {e.cashRepaymentsMinor !== 0 ? (
          <div>
            <dt>{T.cashRepayments}</dt>
            <dd>{money(e.cashRepaymentsMinor)}</dd>
          </div>
        ) : null}
        {e.cashRefundsMinor !== 0 ? (
          <div>
            <dt>{T.cashRefunds}</dt>
            <dd>{money(-e.cashRefundsMinor)}</dd>
          </div>
        ) : null}
        {e.cashExpensesMinor !== 0 ? (
          <div>
            <dt>{T.cashExpenses}</dt>
            <dd>{money(-e.cashExpensesMinor)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{T.payIns}</dt>
          <dd>{money(e.payInsMinor)}</dd>
        </div>
        <div>
          <dt>{T.payOuts}</dt>
          <dd>{money(-e.payOutsMinor)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{T.expectedCash}</dt>
          <dd>{money(e.expectedCashMinor)}</dd>
        </div>
        <div>
          <dt>{T.countedCashShort}</dt>
          <dd>{counted(e.countedCashMinor)}</dd>
        </div>
        {e.overShortMinor !== null ? (
          <div>
            <dt>{T.overShort}</dt>
            <dd>{overShortText(e.overShortMinor, e.currency)}</dd>
          </div>
        ) : null}
        {mobileMoney ? (
          <div className={styles.total}>
            <dt>{T.expectedMobileMoney}</dt>
            <dd>{money(e.expectedMobileMoneyMinor)}</dd>
          </div>
        ) : null}
        {mobileMoney ? (
          <div>
            <dt>{T.countedMobileMoneyShort}</dt>
            <dd>{counted(e.countedMobileMoneyMinor)}</dd>
          </div>
        ) : null}
        {mobileMoney && e.mobileMoneyOverShortMinor !== null ? (
          <div>
            <dt>{T.mobileMoneyOverShort}</dt>
            <dd>{overShortText(e.mobileMoneyOverShortMinor, e.currency)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={() => void printCashUp()}>
          {T.printCashUp}
        </Button>
        {printFailed ? (
          <Button variant="secondary" size="sm" onClick={() => printReceipt(receiptRef.current)}>
            {TILL_PRINT_TEXT.browserPrint}
          </Button>
        ) : null}
        {onDone ? (
          <Button variant="secondary" size="sm" onClick={onDone}>
            {T.done}
          </Button>
        ) : null}
      </div>
      {printing ? (
        <p className={styles.printStatus} role={printFailed ? 'alert' : 'status'}>
          {printing.text}
        </p>
      ) : null}
      {/* Hidden on screen; the receipt's print stylesheet still prints it. */}
      <div hidden>
        <Receipt ref={receiptRef} text={report} label={T.cashUpReport} />
      </div>
    </section>
  );
}
