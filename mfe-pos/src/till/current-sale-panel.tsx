// The sale being built: its lines, totals, discount, payment (one method with the amount tendered,
// or a split payment's parts), change, the optional customer, and the button that records it.
// "Pay later" (a customer's sale on credit) adds its panel, fetched when it is first switched on;
// the split payment's editor likewise, when "Split payment" is first ticked (the partner widget's
// JavaScript stays within its budget: e2e/specs/widget.spec.mjs).
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import type { ComponentType, Ref } from 'react';
import {
  CREDIT_MESSAGES,
  CURRENCY_SYMBOLS,
  PAYMENT_METHODS,
  SCREEN_TEXT,
  SPLIT_PAYMENT_MESSAGES,
  cartItemCount,
  formatMinor,
  plainMinor,
} from '@shop/shared/domain';
import type { DiscountType } from '@shop/shared/domain';
import { Button, EmptyState, ErrorBanner, Field, SegmentedControl } from '@shop/shared/ui';
import { CartLines } from './cart-lines';
import { CustomerPicker } from './customer-picker';
import { NoticeLine } from './notice-line';
import { PayLaterSlot } from './pay-later-slot';
import { TillPanel } from './till-panel';
import type { SplitPaymentEditorProps } from './split-payment-editor';
import { amountProblem } from './use-till';
import type { Till } from './use-till';
import styles from './current-sale-panel.module.css';

/**
 * The split payment's editor, fetched once: as soon as the toggle is pointed at or focused, so it
 * is there when ticked (and Tab reaches its first part). A fetch that failed is tried again.
 */
let splitEditor: Promise<ComponentType<SplitPaymentEditorProps>> | null = null;
/** The editor once fetched: a later mount renders it at once, with no Suspense round. */
let fetchedSplitEditor: ComponentType<SplitPaymentEditorProps> | null = null;
const loadSplitEditor = () =>
  (splitEditor ??= import('./split-payment-editor').then(
    (module) => (fetchedSplitEditor = module.SplitPaymentEditor),
    (error: unknown) => {
      splitEditor = null;
      throw error;
    },
  ));

/** Fetches the editor ahead of its toggle being ticked; a failure waits for the tick, which says so. */
const prefetchSplitEditor = () => {
  loadSplitEditor().catch(() => undefined);
};

/**
 * The editor in one unchanging tree per try (Suspense around it), so that its fields keep their
 * focus and what was typed while it renders; offline before it was ever fetched (a partner's page
 * has no service worker to keep it), it says so and offers to fetch it again, as Pay later's slot does.
 */
function SplitPaymentEditor(props: SplitPaymentEditorProps) {
  // Chosen once per mount, so the tree never changes under a field being typed in.
  const [Fetched] = useState(() => fetchedSplitEditor);
  return Fetched ? <Fetched {...props} /> : <SplitPaymentEditorFetching {...props} />;
}

function SplitPaymentEditorFetching(props: SplitPaymentEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const Editor = useMemo(
    () =>
      lazy(() =>
        loadSplitEditor().then(
          (Loaded) => ({ default: Loaded }),
          () => ({
            default: () => (
              <p role="alert" className={styles.blocked}>
                {SPLIT_PAYMENT_MESSAGES.editorFailed}{' '}
                <Button size="sm" variant="ghost" onClick={() => setAttempt(attempt + 1)}>
                  {SCREEN_TEXT.tryAgain}
                </Button>
              </p>
            ),
          }),
        ),
      ),
    [attempt],
  );
  return (
    <Suspense fallback={null}>
      <Editor {...props} />
    </Suspense>
  );
}

export interface CurrentSalePanelProps {
  till: Till;
  /** The panel's heading, focused by the phone layout's "View sale" bar. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The panel itself, so the phone layout can tell when it is in view. */
  sectionRef?: Ref<HTMLElement>;
}

const NOT_RECORDED = 'The sale was not recorded.';

const DISCOUNT_TYPES: { value: DiscountType; label: string }[] = [
  { value: 'fixed', label: 'Amount' },
  { value: 'percentage', label: 'Percent' },
];

export function CurrentSalePanel({ till, headingRef, sectionRef }: CurrentSalePanelProps) {
  const paymentName = useId();
  const blockedId = useId();
  const walkInId = useId();
  const discountRef = useRef<HTMLInputElement>(null);
  const tenderedRef = useRef<HTMLInputElement>(null);
  const firstPartRef = useRef<HTMLInputElement>(null);
  const { cart, currency, totals, checkout, locked, split, splitParts, credit, customer } = till;
  const symbol = CURRENCY_SYMBOLS[currency];
  const items = cartItemCount(cart);
  const empty = cart.lines.length === 0;
  // Complete waits until a split payment's parts can pay the sale, or a sale on credit can be
  // recorded, and says why beside it.
  const splitBlock = empty ? null : credit ? credit.reason : split ? split.reason : null;
  // A walk-in customer cannot buy on credit; once on, Pay later can always be switched off.
  const payLaterLocked = !customer && !credit;
  const money = (minor: number) => formatMinor(minor, currency);

  const complete = async () => {
    const blocked = await till.complete();
    if (blocked === 'discount') discountRef.current?.focus();
    if (blocked === 'tendered') tenderedRef.current?.focus();
    if (blocked === 'payments') firstPartRef.current?.focus();
  };

  return (
    <TillPanel
      title={SCREEN_TEXT.posCurrentSalePanel}
      count={items === 1 ? '1 item' : `${items} items`}
      headingRef={headingRef}
      sectionRef={sectionRef}
    >

      <div aria-live="polite" aria-atomic="true" className={styles.notices}>
        {till.notice && till.notice.origin === 'sale' ? (
          <NoticeLine key={till.notice.id} tone={till.notice.tone} text={till.notice.text} />
        ) : null}
      </div>

      {checkout.status === 'failed' ? (
        <ErrorBanner
          title={NOT_RECORDED}
          action={
            <Button variant="primary" size="sm" onClick={() => void complete()}>
              Try again
            </Button>
          }
        >
          Nothing was lost: the items, discount and payment are still here. Check the connection and try again.
        </ErrorBanner>
      ) : checkout.status === 'refused' ? (
        <ErrorBanner title={NOT_RECORDED}>{checkout.message}</ErrorBanner>
      ) : null}

      <fieldset className={styles.form} disabled={locked}>
        <legend className={styles.srOnly}>Sale details</legend>
        {empty ? (
          <EmptyState
            headingLevel={3}
            title="No items yet"
            description="Search for a product or tap one in the list to add it to this sale."
            className={styles.empty}
          />
        ) : (
          <CartLines lines={cart.lines} disabled={locked} onSetQuantity={till.setQuantity} />
        )}

        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt>Subtotal</dt>
            <dd>{money(totals.subtotalMinor)}</dd>
          </div>
        </dl>

        <div className={styles.discount}>
          <SegmentedControl
            label="Discount type"
            size="sm"
            options={DISCOUNT_TYPES}
            value={till.discountType}
            onChange={till.setDiscountType}
          />
          <Field
            ref={discountRef}
            label="Discount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={till.discountText}
            prefix={till.discountType === 'fixed' ? symbol : undefined}
            suffix={till.discountType === 'percentage' ? '%' : undefined}
            error={amountProblem(till.discount)}
            hint={
              till.discountCapped
                ? till.discountType === 'fixed'
                  ? `Capped at the subtotal: ${money(totals.discountMinor)} taken off.`
                  : 'A discount cannot exceed 100%: applied as 100%.'
                : undefined
            }
            onChange={(event) => till.setDiscountText(event.target.value)}
          />
        </div>

        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt>Discount</dt>
            <dd>{totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : money(0)}</dd>
          </div>
          <div className={`${styles.row} ${styles.total}`}>
            <dt>Total</dt>
            <dd data-testid="sale-total">{money(totals.totalMinor)}</dd>
          </div>
        </dl>

        <label className={styles.splitToggle}>
          <input
            type="checkbox"
            checked={splitParts !== null}
            onChange={(event) => till.setSplit(event.target.checked)}
            onFocus={prefetchSplitEditor}
            onPointerEnter={prefetchSplitEditor}
          />
          <span>{SPLIT_PAYMENT_MESSAGES.toggle}</span>
        </label>

        {till.payLaterOffered ? (
          <div className={styles.payLater}>
            <label className={styles.splitToggle}>
              <input
                type="checkbox"
                checked={credit !== null}
                disabled={payLaterLocked}
                aria-describedby={payLaterLocked ? walkInId : undefined}
                onChange={(event) => till.setPayLater(event.target.checked)}
              />
              <span>{CREDIT_MESSAGES.payLater}</span>
            </label>
            {payLaterLocked ? (
              <p id={walkInId} className={styles.walkIn}>
                {CREDIT_MESSAGES.walkIn}
              </p>
            ) : null}
          </div>
        ) : null}

        {split && splitParts ? (
          <SplitPaymentEditor
            parts={splitParts}
            split={split}
            currency={currency}
            disabled={locked}
            firstAmountRef={firstPartRef}
            onAdd={till.addSplitPart}
            onRemove={till.removeSplitPart}
            onChange={till.setSplitPart}
          />
        ) : (
          <>
            <fieldset className={styles.methods}>
              <legend className={styles.methodsLegend}>Payment method</legend>
              <div className={styles.methodList}>
                {PAYMENT_METHODS.map((method) => (
                  <label key={method} className={styles.method}>
                    <input
                      type="radio"
                      name={paymentName}
                      value={method}
                      checked={till.paymentMethod === method}
                      onChange={() => till.setPaymentMethod(method)}
                    />
                    <span>{method}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div className={styles.tendered}>
              <Field
                ref={tenderedRef}
                label={credit ? CREDIT_MESSAGES.paidNowLabel : 'Amount tendered'}
                showOptional
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                prefix={symbol}
                value={till.tenderedText}
                error={amountProblem(till.tendered)}
                onChange={(event) => till.setTenderedText(event.target.value)}
              />
              {credit ? null : (
                <Button size="sm" className={styles.exact} disabled={empty} onClick={() => till.setTenderedText(plainMinor(totals.totalMinor))}>
                  Exact amount
                </Button>
              )}
            </div>
          </>
        )}
        {credit ? (
          // The due date, what goes on the account and the limit check: fetched when first needed.
          <PayLaterSlot till={till} />
        ) : (
          <dl className={styles.totals}>
            <div className={`${styles.row} ${styles.change}`}>
              <dt>{split ? SPLIT_PAYMENT_MESSAGES.changeFromCash : 'Change due'}</dt>
              <dd data-testid="change-due">{money(totals.changeMinor)}</dd>
            </div>
          </dl>
        )}
        {!split && !credit && totals.tenderedMinor !== null && totals.tenderedMinor < totals.totalMinor ? (
          <p className={styles.short}>Tendered is {money(totals.totalMinor - totals.tenderedMinor)} short of the total.</p>
        ) : null}

        <CustomerPicker value={till.customer} onChange={till.setCustomer} disabled={locked} />
      </fieldset>

      <div className={styles.completeArea}>
        <Button
          variant="primary"
          size="lg"
          fullWidth
          loading={checkout.status === 'processing'}
          disabled={empty || splitBlock !== null}
          aria-describedby={splitBlock !== null ? blockedId : undefined}
          onClick={() => void complete()}
        >
          {checkout.status === 'processing' ? 'Recording sale…' : empty ? 'Complete sale' : `Complete sale · ${money(totals.totalMinor)}`}
        </Button>
        {splitBlock !== null ? (
          <p id={blockedId} className={styles.blocked}>
            {splitBlock}
          </p>
        ) : null}
        <p className={styles.srOnly} role="status">
          {checkout.status === 'processing' ? 'Recording the sale…' : ''}
        </p>
      </div>
    </TillPanel>
  );
}
