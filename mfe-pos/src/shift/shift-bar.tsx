// The shift bar at the till (issue #35; the rules at the top of domain/staff.ts): "Open shift" with
// the float counted when the person at the till has none open; while one is open, whose it is,
// since when, its float, "Pay in", "Pay out" and "Close shift"; once closed, its cash-up
// (cash-up-summary.tsx) until Done. Closing asks for the mobile money counted, and the cash-up
// shows it, only when the shop counts it (Till settings: countsMobileMoneyAtClose; cash only by default). The shift's currency is the shop's: the one most of its
// products are priced in, else the domain's DEFAULT_CURRENCY, as the till's empty cart shows.
import { useMemo, useState } from 'react';
import { countsMobileMoneyAtClose, DEFAULT_CURRENCY, formatDateTime, operatorAccess } from '@shop/shared/domain';
import type { CurrencyCode, PayInOutKind, Product, Shift, TillOperator } from '@shop/shared/domain';
import { useBusiness, useProducts, useStaff, useTillOperator } from '@shop/shared/session';
import { Button, DEVICE_TIME_ZONE, ErrorBanner, Spinner } from '@shop/shared/ui';
import { CashUpSummary } from './cash-up-summary';
import { CloseShiftForm, OpenShiftForm, PayInOutForm } from './shift-forms';
import { SHIFT_TEXT as T } from './shift-words';
import { operatorShift, useCashUp, useRecentShifts } from './use-shift';
import styles from './shift-bar.module.css';

/** The currencies the shop's products are priced in, the most used first; DEFAULT_CURRENCY when none. */
export function shopCurrencies(products: readonly Pick<Product, 'currency'>[] | undefined): CurrencyCode[] {
  const counts = new Map<CurrencyCode, number>();
  for (const product of products ?? []) counts.set(product.currency, (counts.get(product.currency) ?? 0) + 1);
  const ordered = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
  return ordered.length > 0 ? ordered : [DEFAULT_CURRENCY];
}

export interface ShiftBarProps {
  /** The device's time zone unless told (stories, tests). */
  timeZone?: string;
  /** The cash-up's printed time; the moment it renders by default. */
  now?: Date;
}

type Form = { kind: 'open' } | { kind: 'close' } | { kind: 'pay'; move: PayInOutKind } | null;

/**
 * Shifts are for a shop with staff (docs/product-rules.md, 'Staff at the till'): nothing until the
 * shop has a member, so a shop without staff sees its till as before; nothing while the till is
 * locked (or its person not known yet): no shift is read for nobody.
 */
export function ShiftBar(props: ShiftBarProps) {
  const operator = useTillOperator();
  const staff = useStaff();
  const hasStaff = staff.status === 'ready' && staff.data.length > 0;
  return operator && hasStaff ? <OperatorShiftBar key={operator.id} operator={operator} {...props} /> : null;
}

function OperatorShiftBar({ operator, timeZone = DEVICE_TIME_ZONE, now }: ShiftBarProps & { operator: TillOperator }) {
  const shifts = useRecentShifts(timeZone);
  const products = useProducts();
  const business = useBusiness();
  const askMobileMoney = countsMobileMoneyAtClose(business.status === 'ready' ? business.business : null);
  const currencies = useMemo(() => shopCurrencies(products.data), [products.data]);
  const [form, setForm] = useState<Form>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The shift just closed here: its cash-up shows until Done.
  const [closedId, setClosedId] = useState<string | null>(null);

  if (shifts.status === 'error') {
    return (
      <div className={styles.bar}>
        <ErrorBanner onRetry={shifts.retry}>{T.loadFailed}</ErrorBanner>
      </div>
    );
  }
  if (shifts.status !== 'ready') {
    return (
      <div className={styles.bar}>
        <Spinner label={T.barLabel} size="sm" />
      </div>
    );
  }
  const open = operatorShift(shifts.data, operator);
  const closed = closedId ? (shifts.data.find((shift) => shift.id === closedId && shift.closedAt !== null) ?? null) : null;

  return (
    <>
      {closed ? (
        <ClosedCashUp shift={closed} operator={operator} timeZone={timeZone} now={now} showMobileMoney={askMobileMoney} onDone={() => setClosedId(null)} />
      ) : null}
      <section className={styles.bar} aria-label={T.barLabel}>
        {open ? (
          <>
            <p className={styles.who}>
              <strong>{T.shiftOf(open.staff.name)}</strong> <span>{T.since(formatDateTime(open.openedAt, timeZone))}</span>{' '}
              <span>· {T.floatOf(open.floatMinor, open.currency)}</span>
            </p>
            <div className={styles.buttons}>
              {operatorAccess(operator, 'pay-in') !== 'no' ? (
                <Button variant="secondary" size="sm" onClick={() => setForm({ kind: 'pay', move: 'pay-in' })}>
                  {T.payIn}
                </Button>
              ) : null}
              {operatorAccess(operator, 'pay-out') !== 'no' ? (
                <Button variant="secondary" size="sm" onClick={() => setForm({ kind: 'pay', move: 'pay-out' })}>
                  {T.payOut}
                </Button>
              ) : null}
              <Button variant="primary" size="sm" onClick={() => setForm({ kind: 'close' })}>
                {T.closeShift}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.who}>{T.noShift}</p>
            <div className={styles.buttons}>
              <Button variant="primary" size="sm" onClick={() => setForm({ kind: 'open' })}>
                {T.openShift}
              </Button>
            </div>
          </>
        )}
        <p className={styles.notice} role="status" aria-live="polite">
          {notice}
        </p>
      </section>

      {form?.kind === 'open' ? (
        <OpenShiftForm
          currencies={currencies}
          onCancel={() => setForm(null)}
          onOpened={() => {
            setForm(null);
            setNotice(null);
            setClosedId(null);
          }}
        />
      ) : null}
      {form?.kind === 'pay' && open ? (
        <PayInOutForm
          kind={form.move}
          shift={open}
          operator={operator}
          onCancel={() => setForm(null)}
          onRecorded={(message) => {
            setForm(null);
            setNotice(message);
          }}
        />
      ) : null}
      {form?.kind === 'close' && open ? (
        <CloseShiftForm
          shift={open}
          askMobileMoney={askMobileMoney}
          onCancel={() => setForm(null)}
          onClosed={(id) => {
            setForm(null);
            setNotice(null);
            setClosedId(id);
          }}
        />
      ) : null}
    </>
  );
}

function ClosedCashUp({
  shift,
  operator,
  timeZone,
  now,
  showMobileMoney,
  onDone,
}: {
  shift: Shift;
  operator: TillOperator;
  timeZone: string;
  now?: Date | undefined;
  showMobileMoney: boolean;
  onDone: () => void;
}) {
  const business = useBusiness();
  const cashUp = useCashUp(shift, { expenses: operatorAccess(operator, 'see-expenses') === 'yes', timeZone });
  if (cashUp.status === 'error') return <ErrorBanner onRetry={cashUp.retry}>{T.recordsFailed}</ErrorBanner>;
  if (cashUp.status === 'loading') return <Spinner label={T.cashUp} size="sm" />;
  return (
    <CashUpSummary
      shift={shift}
      expected={cashUp.expected}
      businessName={business.status === 'ready' ? business.business.businessName : null}
      timeZone={timeZone}
      now={now}
      showMobileMoney={showMobileMoney}
      onDone={onDone}
    />
  );
}
