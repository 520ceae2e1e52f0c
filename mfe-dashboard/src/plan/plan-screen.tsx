// Settings › Plan (docs/product-rules.md, 'Plans'; functions/README.md, 'Paying for a plan'): the
// shop's plan and its days left (plans.ts planStanding), the choice of Basic or Pro for 1, 3 or 12
// months paid by mobile money, card or bank transfer at the plan table's price (planPrice), and the
// history of payments, each paid one with a printable receipt. Paying starts the payment on the
// backend (PlanApi.startPlanPayment) and sends the owner where it is paid: Paystack's page on
// Firebase, the local payments desk on the embedded backend. Only the owner ('edit-business').
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  formatDate,
  formatMinor,
  PAID_PLANS,
  PLAN_CURRENCIES,
  PLAN_PAYMENT_METHOD_NAMES,
  PLAN_PAYMENT_METHODS,
  PLAN_PERIOD_MONTHS,
  PLAN_TERMS,
  planBanner,
  planPrice,
  planStanding,
  renewingPayment,
} from '@shop/shared/domain';
import type { Business, CurrencyCode, PaidPlanId, PlanPayment, PlanPaymentMethod, PlanPeriodMonths } from '@shop/shared/domain';
import { useBusiness, useLive, useShop } from '@shop/shared/session';
import { Button, DEVICE_TIME_ZONE, ErrorBanner, Modal, ThemeRoot } from '@shop/shared/ui';
import { payWords, periodWords, PLAN_TEXT as T, STATUS_WORDS } from './plan-words';
import { PaystackAccount } from './paystack-account';
import { OwnerOnly } from '../owner-only';
import frame from '../owner-screen.module.css';
import styles from './plan-screen.module.css';

export interface PlanScreenProps {
  /** The clock the days left are counted by, for stories and tests; now otherwise. */
  now?: () => Date;
  /** The device's time zone (IANA) for dates; the browser's otherwise. */
  timeZone?: string;
  /** Where the owner is sent to pay; the browser goes there otherwise. */
  navigate?: (url: string) => void;
}

/** The remote's root for Settings › Plan. */
export function PlanScreen(props: PlanScreenProps) {
  return (
    <ThemeRoot className={frame.root}>
      <Plan {...props} />
    </ThemeRoot>
  );
}

/** The owner's plan screen, or the refusal for anyone else at the till. */
export function Plan(props: PlanScreenProps) {
  return (
    <OwnerOnly action="edit-business" titleId="plan-title" title={T.title} refusal={T.notAllowed}>
      <PlanManager {...props} />
    </OwnerOnly>
  );
}

function PlanManager({ now = () => new Date(), timeZone = DEVICE_TIME_ZONE, navigate = (url) => window.location.assign(url) }: PlanScreenProps) {
  const { uid, backend } = useShop();
  const business = useBusiness();
  const payments = useLive<PlanPayment[]>(uid && `plan-payments:${uid}`, (next, fail) => backend.subscribePlanPayments(uid as string, next, fail));
  const [receipt, setReceipt] = useState<PlanPayment | null>(null);
  const shop = business.status === 'ready' ? business.business : null;

  return (
    <section className={frame.screen} aria-labelledby="plan-title">
      <header className={frame.header}>
        <div>
          <h1 id="plan-title" className={frame.title}>
            {T.title}
          </h1>
          <p className={frame.subtitle}>{T.subtitle}</p>
        </div>
      </header>
      {shop && <CurrentPlan business={shop} now={now()} timeZone={timeZone} />}
      {shop && uid && payments.status === 'ready' && <Renewal payments={payments.data} business={shop} timeZone={timeZone} onStop={() => backend.stopPlanRenewal(uid)} />}
      {shop && uid && <PayForm onPay={(request) => backend.startPlanPayment(uid, request)} navigate={navigate} />}
      {shop && uid && <PaystackAccount business={shop} now={now()} />}
      <section aria-labelledby="plan-history" className={styles.card}>
        <h2 id="plan-history" className={styles.heading}>
          {T.history}
        </h2>
        {payments.status === 'error' && <ErrorBanner onRetry={payments.retry}>{T.failedLoad}</ErrorBanner>}
        {payments.status === 'ready' && payments.data.length === 0 && <p className={styles.detail}>{T.historyEmpty}</p>}
        {payments.status === 'ready' && payments.data.length > 0 && (
          <table className={styles.history} aria-labelledby="plan-history">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col">Paid with</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className={styles.hidden}>{T.receipt}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => (
                <tr key={payment.reference}>
                  <td>{formatDate(payment.createdAt, timeZone)}</td>
                  <td>{periodWords(PLAN_TERMS[payment.plan].name, payment.months)}</td>
                  <td>{PLAN_PAYMENT_METHOD_NAMES[payment.method]}</td>
                  <td>{formatMinor(payment.amountMinor, payment.currency)}</td>
                  <td>{STATUS_WORDS[payment.status]}</td>
                  <td>
                    {payment.status === 'paid' && (
                      <Button size="sm" onClick={() => setReceipt(payment)} aria-label={`${T.receipt} for ${periodWords(PLAN_TERMS[payment.plan].name, payment.months)}, ${formatDate(payment.createdAt, timeZone)}`}>
                        {T.receipt}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {receipt && shop && <Receipt payment={receipt} business={shop} timeZone={timeZone} onClose={() => setReceipt(null)} />}
    </section>
  );
}

/**
 * Renewal by card, while the newest paid payment asked for it (renewingPayment): what will be
 * charged and when, and the owner's way to turn it off. Turned off, the card is forgotten and the
 * plan runs to its end.
 */
export function Renewal({ payments, business, timeZone, onStop }: { payments: readonly PlanPayment[]; business: Business; timeZone: string; onStop: () => Promise<void> }) {
  const renewing = renewingPayment(payments);
  const [stopping, setStopping] = useState<'idle' | 'busy' | 'failed' | 'stopped'>('idle');
  const until = business.paidUntil ? formatDate(business.paidUntil, timeZone) : '';
  if (!renewing && stopping !== 'stopped') return null;
  const stop = () => {
    setStopping('busy');
    onStop().then(
      () => setStopping('stopped'),
      () => setStopping('failed'),
    );
  };
  return (
    <section aria-labelledby="plan-renewal" className={styles.card}>
      <h2 id="plan-renewal" className={styles.heading}>
        {T.renewal}
      </h2>
      {stopping === 'stopped' || !renewing ? (
        <p role="status">{T.renewalStopped(until)}</p>
      ) : (
        <>
          <p>{T.renewalOn(periodWords(PLAN_TERMS[renewing.plan].name, renewing.months), formatMinor(renewing.amountMinor, renewing.currency), until)}</p>
          {stopping === 'failed' && <ErrorBanner>{T.renewalFailed}</ErrorBanner>}
          <Button disabled={stopping === 'busy'} aria-busy={stopping === 'busy'} onClick={stop}>
            {stopping === 'busy' ? T.renewalStopping : T.renewalOff}
          </Button>
        </>
      )}
    </section>
  );
}

function CurrentPlan({ business, now, timeZone }: { business: Business; now: Date; timeZone: string }) {
  const standing = planStanding(business, now);
  const banner = planBanner(standing, timeZone);
  const days = `${standing.daysLeft} ${standing.daysLeft === 1 ? 'day' : 'days'} left`;
  const state =
    standing.state === 'view-only'
      ? `View-only since ${standing.viewOnlyFrom ? formatDate(standing.viewOnlyFrom, timeZone) : ''}`
      : standing.state === 'grace'
        ? `Ended ${standing.endsAt ? formatDate(standing.endsAt, timeZone) : ''} \u2014 ${days} to pay`
        : standing.endsAt
          ? `${days} \u2014 until ${formatDate(standing.endsAt, timeZone)}`
          : 'No end date';
  return (
    <section aria-labelledby="plan-current" className={styles.card}>
      <h2 id="plan-current" className={styles.heading}>
        {T.current}
      </h2>
      <p className={styles.planName}>{standing.planName}</p>
      <p className={styles.state} data-state={standing.state}>
        {state}
      </p>
      {banner && <p className={styles.detail}>{banner.detail}</p>}
    </section>
  );
}

interface PayFormProps {
  onPay(request: { plan: PaidPlanId; months: PlanPeriodMonths; method: PlanPaymentMethod; currency: CurrencyCode; renew: boolean }): Promise<{ authorizationUrl: string }>;
  navigate(url: string): void;
}

function PayForm({ onPay, navigate }: PayFormProps) {
  const [plan, setPlan] = useState<PaidPlanId>('basic');
  const [months, setMonths] = useState<PlanPeriodMonths>(1);
  const [method, setMethod] = useState<PlanPaymentMethod>('mtn-momo');
  const [currency, setCurrency] = useState<CurrencyCode>('GHS');
  const [renew, setRenew] = useState(false);
  const [state, setState] = useState<'idle' | 'paying' | 'failed'>('idle');
  const amount = planPrice(plan, months, currency);
  const amountText = amount === null ? '' : formatMinor(amount, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState('paying');
    onPay({ plan, months, method, currency, renew: method === 'card' && renew }).then(
      (started) => navigate(started.authorizationUrl),
      () => setState('failed'),
    );
  };

  return (
    <form aria-labelledby="plan-choose" className={styles.card} onSubmit={submit}>
      <h2 id="plan-choose" className={styles.heading}>
        {T.choose}
      </h2>
      {state === 'failed' && <ErrorBanner>{T.failedStart}</ErrorBanner>}
      <fieldset className={styles.choices}>
        <legend>{T.planLegend}</legend>
        {PAID_PLANS.map((id) => {
          const month = planPrice(id, 1, currency);
          return (
            <label key={id} className={styles.choice}>
              <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
              <span>
                <strong>{PLAN_TERMS[id].name}</strong> {month === null ? '' : `${formatMinor(month, currency)} a month`}
                <small className={styles.what}>{id === 'basic' ? T.basicWhat : T.proWhat}</small>
              </span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{T.monthsLegend}</legend>
        {PLAN_PERIOD_MONTHS.map((count) => (
          <label key={count} className={styles.choice}>
            <input type="radio" name="months" value={count} checked={months === count} onChange={() => setMonths(count)} />
            <span>{`${count} ${count === 1 ? 'month' : 'months'}`}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{T.methodLegend}</legend>
        {PLAN_PAYMENT_METHODS.map((id) => (
          <label key={id} className={styles.choice}>
            <input type="radio" name="method" value={id} checked={method === id} onChange={() => setMethod(id)} />
            <span>{PLAN_PAYMENT_METHOD_NAMES[id]}</span>
          </label>
        ))}
      </fieldset>
      {method === 'card' && (
        <div className={styles.renew}>
          <label className={styles.choice}>
            <input type="checkbox" checked={renew} onChange={(event) => setRenew(event.target.checked)} />
            <span>{T.renew}</span>
          </label>
          <p className={styles.detail}>{T.renewNote}</p>
        </div>
      )}
      <label className={styles.currency}>
        <span>{T.currency}</span>
        <select value={currency} onChange={(event) => setCurrency(event.target.value as CurrencyCode)}>
          {PLAN_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.pay}>
        <Button type="submit" variant="primary" disabled={state === 'paying' || amount === null}>
          {state === 'paying' ? T.paying : payWords(amountText)}
        </Button>
      </div>
    </form>
  );
}

function Receipt({ payment, business, timeZone, onClose }: { payment: PlanPayment; business: Business; timeZone: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={T.receiptTitle}>
      <div className={styles.receipt}>
        <dl>
          <dt>Shop</dt>
          <dd>{business.businessName}</dd>
          <dt>Reference</dt>
          <dd>{payment.reference}</dd>
          <dt>Paid on</dt>
          <dd>{formatDate(payment.settledAt ?? payment.createdAt, timeZone)}</dd>
          <dt>Plan</dt>
          <dd>{periodWords(PLAN_TERMS[payment.plan].name, payment.months)}</dd>
          <dt>Paid until</dt>
          <dd>{payment.paidUntil ? formatDate(payment.paidUntil, timeZone) : ''}</dd>
          <dt>Paid with</dt>
          <dd>{PLAN_PAYMENT_METHOD_NAMES[payment.method]}</dd>
          <dt>Amount</dt>
          <dd>{formatMinor(payment.amountMinor, payment.currency)}</dd>
        </dl>
        <div className={styles.receiptActions}>
          <Button variant="primary" onClick={() => window.print()}>
            {T.print}
          </Button>
          <Button onClick={onClose}>{T.close}</Button>
        </div>
      </div>
    </Modal>
  );
}
