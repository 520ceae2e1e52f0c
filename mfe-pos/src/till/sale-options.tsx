// What a sale needs rarely, folded into one row of the sale's panel so that a typical sale fits on a
// laptop's screen: the discount and the customer open in one tap (their field then has the focus),
// pay later and split payment are one tick each (split last, so that Tab goes
// on from it into the parts it opens). A folded discount or customer still says what is
// applied. Ticking Pay later for a walk-in opens the customer and says why one is needed; choosing
// the customer then puts the sale on credit.
import { useId, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { CREDIT_MESSAGES, CURRENCY_SYMBOLS, SPLIT_PAYMENT_MESSAGES, formatMinor } from '@shop/shared/domain';
import type { DiscountType, SaleCustomer } from '@shop/shared/domain';
import { Field, SegmentedControl } from '@shop/shared/ui';
import { CustomerPicker } from './customer-picker';
import { prefetchSplitEditor } from './split-payment-slot';
import { amountProblem } from './use-till';
import type { Till } from './use-till';
import styles from './sale-options.module.css';

const DISCOUNT_TYPES: { value: DiscountType; label: string }[] = [
  { value: 'fixed', label: 'Amount' },
  { value: 'percentage', label: 'Percent' },
];

export interface SaleOptionsProps {
  till: Till;
  /** The discount's field, focused when Complete finds the discount wrong. */
  discountRef: Ref<HTMLInputElement>;
}

export function SaleOptions({ till, discountRef }: SaleOptionsProps) {
  const discountId = useId();
  const customerId = useId();
  const walkInId = useId();
  const { cart, currency, totals, splitParts, credit, customer, locked } = till;
  // Open where something is applied (a sale brought back with its discount or customer).
  const [discountOpen, setDiscountOpen] = useState(() => till.discountText !== '');
  const [customerOpen, setCustomerOpen] = useState(() => customer !== null);
  // Which section the cashier just opened, so that its field takes the focus (not on a restore).
  const [opened, setOpened] = useState<'discount' | 'customer' | null>(null);
  // Pay later ticked for a walk-in: waiting for a customer.
  const [payLaterWaiting, setPayLaterWaiting] = useState(false);
  // A new sale starts folded again.
  const empty = cart.lines.length === 0;
  const [wasEmpty, setWasEmpty] = useState(empty);
  if (wasEmpty !== empty) {
    setWasEmpty(empty);
    if (empty) {
      if (till.discountText === '') setDiscountOpen(false);
      if (!customer) setCustomerOpen(false);
      setPayLaterWaiting(false);
      setOpened(null);
    }
  }

  // A discount that arrives from elsewhere (the sale brought back after a reload) opens its fold.
  const hasDiscount = till.discountText !== '';
  const [hadDiscount, setHadDiscount] = useState(hasDiscount);
  if (hadDiscount !== hasDiscount) {
    setHadDiscount(hasDiscount);
    if (hasDiscount && !discountOpen) setDiscountOpen(true);
  }

  const money = (minor: number) => formatMinor(minor, currency);
  const chooseCustomer = (next: SaleCustomer | null) => {
    till.setCustomer(next);
    if (next && payLaterWaiting) {
      setPayLaterWaiting(false);
      till.setPayLater(true);
    }
  };
  const askPayLater = (on: boolean) => {
    if (on && !customer) {
      setPayLaterWaiting(true);
      setCustomerOpen(true);
      setOpened('customer');
      return;
    }
    setPayLaterWaiting(false);
    till.setPayLater(on);
  };

  return (
    <div className={styles.options}>
      <div className={styles.row} role="group" aria-label="Sale options">
        <FoldToggle
          controls={discountId}
          open={discountOpen}
          disabled={locked}
          onToggle={() => {
            setDiscountOpen(!discountOpen);
            setOpened(discountOpen ? null : 'discount');
          }}
          applied={!discountOpen && totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : null}
        >
          Discount
        </FoldToggle>
        <FoldToggle
          controls={customerId}
          open={customerOpen}
          disabled={locked}
          onToggle={() => {
            setCustomerOpen(!customerOpen);
            setOpened(customerOpen ? null : 'customer');
          }}
          applied={!customerOpen && customer ? customer.name : null}
        >
          Customer
        </FoldToggle>
        {till.payLaterOffered ? (
          <label className={styles.tick}>
            <input
              type="checkbox"
              checked={credit !== null || payLaterWaiting}
              disabled={locked}
              aria-describedby={payLaterWaiting && !customer ? walkInId : undefined}
              onChange={(event) => askPayLater(event.target.checked)}
            />
            <span>{CREDIT_MESSAGES.payLater}</span>
          </label>
        ) : null}
        <label className={styles.tick}>
          <input
            type="checkbox"
            checked={splitParts !== null}
            disabled={locked}
            onChange={(event) => till.setSplit(event.target.checked)}
            onFocus={prefetchSplitEditor}
            onPointerEnter={prefetchSplitEditor}
          />
          <span>{SPLIT_PAYMENT_MESSAGES.toggle}</span>
        </label>
      </div>

      {discountOpen ? (
        <div id={discountId} className={styles.discount} role="group" aria-label="Discount">
          <SegmentedControl label="Discount type" size="sm" options={DISCOUNT_TYPES} value={till.discountType} onChange={till.setDiscountType} />
          <Field
            ref={discountRef}
            label="Discount"
            labelHidden
            inputMode="decimal"
            autoComplete="off"
            autoFocus={opened === 'discount'}
            placeholder="0"
            value={till.discountText}
            disabled={locked}
            prefix={till.discountType === 'fixed' ? CURRENCY_SYMBOLS[currency] : undefined}
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
      ) : null}

      {customerOpen ? (
        <div id={customerId}>
          {payLaterWaiting && !customer ? (
            <p id={walkInId} role="status" className={styles.walkIn}>
              {CREDIT_MESSAGES.walkIn}
            </p>
          ) : null}
          <CustomerPicker value={customer} onChange={chooseCustomer} disabled={locked} autoFocus={opened === 'customer'} />
        </div>
      ) : null}
    </div>
  );
}

interface FoldToggleProps {
  controls: string;
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** What is applied while folded ("−₵2.50", "Kofi Boateng"), said after the name. */
  applied: string | null;
  children: ReactNode;
}

function FoldToggle({ controls, open, disabled, onToggle, applied, children }: FoldToggleProps) {
  return (
    <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? controls : undefined} disabled={disabled} onClick={onToggle}>
      <span>{children}</span>
      {applied ? <span className={styles.applied}>{applied}</span> : null}
    </button>
  );
}
