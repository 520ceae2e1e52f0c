// The till wired to the session: the pure model (till-model.ts) held for the signed-in owner,
// kept in step with live stock, saved for a reload (till-draft.ts), and the sale sent to the
// backend on Complete. A sale on credit is checked against its customer's limit first, by the
// check the Pay later panel lends the till (pay-later-panel.tsx: its own chunk, which reads the
// live balances). What the person at the till may do only with a manager's PIN (staff.ts: a
// discount above the limit, Pay later for a cashier) is asked for before the sale is sent, through
// the approval PosTill lends (sale-approval.ts, use-manager-approval.tsx); Cancel keeps the sale.
import { useCallback, useEffect, useRef, useState } from 'react';
import { newSaleId, tillRefusalWords } from '@shop/shared/domain';
import type { CartProduct, CurrencyCode, DiscountType, PaymentMethod, Product, ProductPack, Sale, SaleCustomer, StaffAction } from '@shop/shared/domain';
import { isNeedsManagerPin, saleApprovalsAfterRefusal, tillRefusalOf } from './sale-approval';
import { useShop } from '@shop/shared/session';
import { loadTillDraft, saveTillDraft } from './till-draft';
import type { SplitPartDraft, TillDraft } from './till-draft';
import {
  draftOf,
  initialTill,
  isRecording,
  reduceTill,
  saleToRecord,
  startingCredit,
  startingSplitParts,
  tillFigures,
  withPartAdded,
  withPartChanged,
  withPartRemoved,
} from './till-model';
import type { Checkout, CompleteBlock, RefusalWords, TillAction, TillFigures, TillNotice, TillState } from './till-model';

export { AMOUNT_INVALID_MESSAGE, amountProblem, readAmount } from './till-model';
export type { AmountInput, Checkout, CompleteBlock, CreditTillFigures, RefusalWords, SplitFigures, TillNotice } from './till-model';
export type { CreditDraft, SplitPartDraft } from './till-draft';

/**
 * What the Pay later panel tells the till of the customer's account, from the live balances: the
 * words for a credit sale past its customer's limit. `refuse` answers before the sale is sent (null
 * when it stays within the limit, or the figures are not known yet); `refused` turns the backend's
 * refusal of a sale into those words (null for any other error).
 */
export interface CreditLimitCheck {
  refuse(sale: Sale): string | null;
  refused(sale: Sale, error: unknown): string | null;
}

/** The sale being built (all a reload keeps but the held attempt), its figures, and what the cashier can do. */
export interface Till extends TillFigures, Omit<TillDraft, 'attempt' | 'splitParts' | 'credit'> {
  /** The split payment's parts as typed; null when the sale is paid by one method. */
  splitParts: SplitPartDraft[] | null;
  checkout: Checkout;
  notice: TillNotice | null;
  /** Editing is locked while the sale is being recorded. */
  locked: boolean;
  /** Adds one of the product, or with `pack` one of that pack of it (packs.ts). */
  add(product: CartProduct, origin?: TillNotice['origin'], pack?: ProductPack | null): boolean;
  /** Sets the quantity of the line of that key (cartLineKey: a product's id for its pieces). */
  setQuantity(productId: string, quantity: number): void;
  setDiscountType(type: DiscountType): void;
  setDiscountText(text: string): void;
  setTenderedText(text: string): void;
  setPaymentMethod(method: PaymentMethod): void;
  setCustomer(customer: SaleCustomer | null): void;
  /** Turns split payment on (two parts to start) or off (back to one method). */
  setSplit(on: boolean): void;
  addSplitPart(): void;
  removeSplitPart(index: number): void;
  setSplitPart(index: number, change: Partial<SplitPartDraft>): void;
  /** Whether the till offers "Pay later" at all (a partner's widget may leave it off). */
  payLaterOffered: boolean;
  /** Turns "Pay later" on (due the shop's days to pay from today, TillOptions.creditDays) or off (paid in full again). */
  setPayLater(on: boolean): void;
  setDueOn(dueOn: string): void;
  /** The Pay later panel lends the till its limit check while it is shown; null takes it back. */
  setCreditCheck(check: CreditLimitCheck | null): void;
  /** Records the sale; a retry after a failure reuses the same sale id. Returns what blocks it, if anything. */
  complete(): Promise<CompleteBlock | null>;
  /** Closes the receipt and starts a fresh sale. */
  startNewSale(): void;
  dismissNotice(): void;
}

/** How the till gets a manager's PIN for a sale (PosTill: the operator's access and the Manager's PIN dialog). */
export interface TillApproval {
  /** The actions of `sale` that need a manager's PIN from the operator now (sale-approval.ts); empty when none. */
  needed(sale: Sale): StaffAction[];
  /** Asks for a manager's PIN for `actions` of `sale`: true once approved, false on Cancel. */
  ask(actions: readonly StaffAction[], sale: Sale): Promise<boolean>;
}

export interface TillOptions {
  /** The currency an empty cart shows (default: the domain's DEFAULT_CURRENCY). */
  emptyCurrency?: CurrencyCode;
  /** Told of every sale the backend holds once Complete Sale succeeds (also when it was already recorded). */
  onSaleRecorded?: (sale: Sale) => void;
  /** Whether "Pay later" is offered (default true; the partner widget only when its host asks for it). */
  payLater?: boolean;
  /**
   * The shop's days to pay (Business.creditDays): switching Pay later on makes the sale due that
   * many days after today. DEFAULT_CREDIT_DAYS when not given (the business not loaded yet).
   */
  creditDays?: number;
  /** Asks for a manager's PIN where the operator's role needs one (staff.ts); without it the backend's refusal is shown as it is. */
  approval?: TillApproval;
  /** The till's words for a product it refuses (units held for online orders, held-stock.ts); CART_MESSAGES when null or absent. */
  refusalWords?: RefusalWords;
}

export function useTill(products: readonly Product[] | undefined, { emptyCurrency, onSaleRecorded, payLater = true, creditDays, approval, refusalWords }: TillOptions = {}): Till {
  const { uid, backend } = useShop();
  const [state, setState] = useState<TillState>(initialTill);
  // The latest state, read and written at once, so two taps in one frame both count and a second
  // Complete while one is on its way is refused.
  const current = useRef(state);
  const dispatch = useCallback((action: TillAction): TillState => {
    const next = reduceTill(current.current, action);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return next;
  }, []);
  const creditCheck = useRef<CreditLimitCheck | null>(null);
  const setCreditCheck = useCallback((check: CreditLimitCheck | null) => {
    creditCheck.current = check;
  }, []);

  // The sale being built comes back after a reload, once the owner is known.
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!uid || restoredFor === uid) return;
    setRestoredFor(uid);
    const draft = loadTillDraft(uid);
    // A till that does not offer Pay later brings a sale back paid in full.
    if (draft) dispatch({ type: 'restored', draft: payLater ? draft : { ...draft, credit: null } });
  }, [uid, restoredFor, dispatch, payLater]);

  // Saved on every change: the attempt is kept from the moment it is sent, so a reload while it is
  // on its way cannot make it a new sale.
  useEffect(() => {
    if (uid && restoredFor === uid) saveTillDraft(uid, draftOf(state));
  }, [uid, restoredFor, state]);

  useEffect(() => {
    if (products) dispatch({ type: 'stock-changed', products });
  }, [products, dispatch]);

  // The shop's days to pay may arrive (the business loads) or change (set on "Owed to you") with
  // Pay later already on: a due date the cashier has not picked follows them.
  const daysBefore = useRef(creditDays);
  useEffect(() => {
    const before = daysBefore.current;
    daysBefore.current = creditDays;
    const credit = current.current.credit;
    if (before === creditDays || !credit || credit.dueOn !== startingCredit(undefined, before).dueOn) return;
    dispatch({ type: 'field-set', change: { credit: startingCredit(undefined, creditDays) } });
  }, [creditDays, dispatch]);

  const approvalRef = useRef(approval);
  approvalRef.current = approval;
  const wordsRef = useRef(refusalWords);
  wordsRef.current = refusalWords;

  // `approved`: a manager's PIN was just typed for this sale, so it is not asked for again.
  const record = useCallback(async (approved: boolean, saleId: string = newSaleId()): Promise<CompleteBlock | null> => {
    if (!uid) return null;
    const next = saleToRecord(current.current, { id: saleId, now: new Date() });
    if (!next) return null;
    if ('blocked' in next) return next.blocked;
    const { sale } = next.sale;
    // Past the customer's credit limit on the live balances: refused here, the cart kept.
    const overLimit = sale.credit ? (creditCheck.current?.refuse(sale) ?? null) : null;
    if (overLimit) {
      dispatch({ type: 'refused', message: overLimit });
      return null;
    }
    // A manager's PIN first where the operator needs one; Cancel leaves the sale as it was, saying why it was not recorded.
    const asker = approvalRef.current;
    const needed = approved || !asker ? [] : asker.needed(sale);
    if (needed.length > 0 && asker) {
      if (!(await asker.ask(needed, sale))) {
        dispatch({ type: 'refused', message: tillRefusalWords('needs-manager-pin') });
        return null;
      }
      // The sale is built again from the till as it is now (stock may have moved meanwhile), under the same id.
      return record(true, sale.id);
    }
    dispatch({ type: 'recording', sale: next.sale });
    try {
      const result = await backend.recordSale(uid, next.sale);
      dispatch({ type: 'recorded', alreadyRecorded: !result.recorded });
      onSaleRecorded?.(sale);
    } catch (error) {
      // The backend wants a manager's PIN the till did not ask for (the role changed on another
      // till): nothing was recorded, so the same sale is offered again once one is typed.
      const asker = approvalRef.current;
      if (isNeedsManagerPin(error) && asker) {
        dispatch({ type: 'refused', message: tillRefusalWords('needs-manager-pin') });
        const actions = saleApprovalsAfterRefusal(sale);
        if (actions.length > 0 && (await asker.ask(actions, sale))) return record(true);
        return null;
      }
      // The backend refused it past the limit (the balance may have moved on another till): said as the till says it.
      const refused = sale.credit ? (creditCheck.current?.refused(sale, error) ?? null) : null;
      if (refused) {
        dispatch({ type: 'refused', message: refused });
        return null;
      }
      // Refused for who is at the till (turned off, or beyond their role): said in the till's words, the cart kept.
      const forOperator = tillRefusalOf(error);
      if (forOperator) {
        dispatch({ type: 'refused', message: forOperator });
        return null;
      }
      // A failed sale is only logged (docs/product-rules.md, 'Failures that stay quiet'); the sale stays as it was for a retry.
      console.error('Recording the sale failed', error);
      dispatch({ type: 'recording-failed', error: error instanceof Error ? error : new Error(String(error)) });
    }
    return null;
  }, [backend, uid, dispatch, onSaleRecorded]);
  const complete = useCallback(() => record(false), [record]);

  const { cart, discountType, discountText, tenderedText, paymentMethod, customer, splitParts, checkout, notice } = state;
  const setSplitParts = (change: (parts: SplitPartDraft[]) => SplitPartDraft[]) => {
    const parts = current.current.splitParts;
    if (parts) dispatch({ type: 'field-set', change: { splitParts: change(parts) } });
  };
  return {
    ...tillFigures(state, emptyCurrency),
    splitParts: splitParts ?? null,
    cart,
    discountType,
    discountText,
    tenderedText,
    paymentMethod,
    customer,
    checkout,
    notice,
    locked: isRecording(state),
    add: (product, origin = 'products', pack = null) => {
      const before = current.current.cart;
      return dispatch({ type: 'added', product, origin, refusalWords: wordsRef.current, pack }).cart !== before;
    },
    setQuantity: (productId, quantity) => dispatch({ type: 'quantity-set', productId, quantity, refusalWords: wordsRef.current }),
    setDiscountType: (type) => dispatch({ type: 'field-set', change: { discountType: type } }),
    setDiscountText: (text) => dispatch({ type: 'field-set', change: { discountText: text } }),
    setTenderedText: (text) => dispatch({ type: 'field-set', change: { tenderedText: text } }),
    setPaymentMethod: (method) => dispatch({ type: 'field-set', change: { paymentMethod: method } }),
    setCustomer: (next) => dispatch({ type: 'field-set', change: { customer: next } }),
    setSplit: (on) => {
      const now = current.current;
      if (on === (now.splitParts !== null && now.splitParts !== undefined)) return;
      dispatch({ type: 'field-set', change: { splitParts: on ? startingSplitParts(now.paymentMethod) : null } });
    },
    addSplitPart: () => setSplitParts((parts) => withPartAdded(parts, tillFigures(current.current, emptyCurrency).split?.figures.remainingMinor ?? 0)),
    removeSplitPart: (index) => setSplitParts((parts) => withPartRemoved(parts, index)),
    setSplitPart: (index, change) => setSplitParts((parts) => withPartChanged(parts, index, change)),
    payLaterOffered: payLater,
    setPayLater: (on) => {
      if (on === Boolean(current.current.credit)) return;
      dispatch({ type: 'field-set', change: { credit: on ? startingCredit(undefined, creditDays) : null } });
    },
    setDueOn: (dueOn) => dispatch({ type: 'field-set', change: { credit: { dueOn } } }),
    setCreditCheck,
    complete,
    startNewSale: () => dispatch({ type: 'new-sale' }),
    dismissNotice: () => dispatch({ type: 'notice-dismissed' }),
  };
}
