// The sale being built survives a reload: the till keeps it in the browser's storage for the
// signed-in owner, with the attempt of a sale whose recording failed, so Try again after a reload
// still sends the very same sale (same id) and never records it twice.
import type { BuiltSale, Cart, DiscountType, PaymentMethod, SaleCustomer } from '@shop/shared/domain';

/** One part of a split payment as the cashier is typing it: its method and the amount's text. */
export interface SplitPartDraft {
  method: PaymentMethod;
  amountText: string;
}

/** A sale on credit as the cashier is setting it: what is paid now is the payment's own fields. */
export interface CreditDraft {
  dueOn: string;
}

export interface TillDraft {
  cart: Cart;
  discountType: DiscountType;
  discountText: string;
  tenderedText: string;
  paymentMethod: PaymentMethod;
  customer: SaleCustomer | null;
  /**
   * A split payment's parts as typed (docs/product-rules.md, 'Split payment'); null when the sale
   * is paid by one method. Drafts saved before split payments existed have none.
   */
  splitParts?: SplitPartDraft[] | null;
  /**
   * "Pay later" (docs/product-rules.md, 'Credit'): the due date as typed (`YYYY-MM-DD`, or '' while
   * cleared); null when the sale is paid in full. Drafts saved before credit sales existed have none.
   */
  credit?: CreditDraft | null;
  /** The sale whose recording failed, kept for Try again; null otherwise. */
  attempt: BuiltSale | null;
}

const KEY_PREFIX = 'shop-till-draft:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (a sandboxed frame, some privacy settings): the till then just forgets.
    return null;
  }
}

/** A draft worth keeping: something in the cart, or an attempt to retry. */
export function isEmptyDraft(draft: TillDraft): boolean {
  return draft.cart.lines.length === 0 && draft.attempt === null;
}

export function saveTillDraft(uid: string, draft: TillDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (isEmptyDraft(draft)) store.removeItem(KEY_PREFIX + uid);
    else store.setItem(KEY_PREFIX + uid, JSON.stringify(draft));
  } catch {
    // Full or refused: the sale on screen is unaffected.
  }
}

export function loadTillDraft(uid: string): TillDraft | null {
  const text = storage()?.getItem(KEY_PREFIX + uid);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as TillDraft;
    if (!draft || !Array.isArray(draft.cart?.lines)) return null;
    if (draft.attempt) draft.attempt.sale.createdAt = new Date(draft.attempt.sale.createdAt);
    return draft;
  } catch {
    return null;
  }
}
