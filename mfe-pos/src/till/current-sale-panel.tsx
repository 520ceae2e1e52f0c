// The sale being built: its lines, the total, payment (one method with the amount tendered, or a
// split payment's parts), change, and the button that records it — all on one laptop screen
// (e2e/specs/till-laptop.spec.mjs). What a sale needs rarely (discount, customer, split payment,
// pay later) sits folded in one row above the total (sale-options.tsx). Pay later's panel and the
// split payment's editor are fetched when first needed (the partner widget's budget:
// e2e/specs/widget.spec.mjs).
import { useId, useRef } from 'react';
import type { Ref } from 'react';
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
import { Button, EmptyState, ErrorBanner, Field } from '@shop/shared/ui';
import { CartLines } from './cart-lines';
import type { ReservedStock } from './held-stock';
import { NoticeLine } from './notice-line';
import { PayLaterSlot } from './pay-later-slot';
import { SaleOptions } from './sale-options';
import { SplitPaymentEditor } from './split-payment-slot';
import { TillPanel } from './till-panel';
import { amountProblem } from './use-till';
import type { Till } from './use-till';
import styles from './current-sale-panel.module.css';

export interface CurrentSalePanelProps {
  till: Till;
  /** The panel's heading, focused by the phone layout's "View sale" bar. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The panel itself, so the phone layout can tell when it is in view. */
  sectionRef?: Ref<HTMLElement>;
  /** Units held for online orders (held-stock.ts), for the lines' stock words. */
  reserved?: ReservedStock;
}

const NOT_RECORDED = 'The sale was not recorded.';

export function CurrentSalePanel({ till, headingRef, sectionRef, reserved }: CurrentSalePanelProps) {
  const paymentName = useId();
  const blockedId = useId();
  const discountRef = useRef<HTMLInputElement>(null);
  const tenderedRef = useRef<HTMLInputElement>(null);
  const firstPartRef = useRef<HTMLInputElement>(null);
  const { cart, currency, totals, checkout, locked, split, splitParts, credit } = till;
  const symbol = CURRENCY_SYMBOLS[currency];
  const items = cartItemCount(cart);
  const empty = cart.lines.length === 0;
  // Complete waits until a split payment's parts can pay the sale, or a sale on credit can be
  // recorded, and says why beside it.
  const splitBlock = empty ? null : credit ? credit.reason : split ? split.reason : null;
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
          <CartLines lines={cart.lines} disabled={locked} onSetQuantity={till.setQuantity} reserved={reserved} />
        )}

        <SaleOptions till={till} discountRef={discountRef} />

        <dl className={styles.totals}>
          {totals.discountMinor > 0 ? (
            <>
              <div className={styles.row}>
                <dt>Subtotal</dt>
                <dd>{money(totals.subtotalMinor)}</dd>
              </div>
              <div className={styles.row}>
                <dt>Discount</dt>
                <dd>−{money(totals.discountMinor)}</dd>
              </div>
            </>
          ) : null}
          <div className={`${styles.row} ${styles.total}`}>
            <dt>Total</dt>
            <dd data-testid="sale-total">{money(totals.totalMinor)}</dd>
          </div>
        </dl>

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
