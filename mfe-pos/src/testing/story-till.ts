// Specific to this remote: a Till in a chosen state, for stories of the Current Sale panel (no
// backend involved).
import { addToCart, emptyCart } from '@shop/shared/domain';
import type { Cart, CartProduct, DiscountType, PaymentMethod, SaleCustomer } from '@shop/shared/domain';
import { initialTill, tillFigures } from '../till/till-model';
import type { Checkout, CreditDraft, SplitPartDraft, Till, TillNotice } from '../till/use-till';

export interface StoryTillInput {
  products?: Array<{ product: CartProduct; quantity: number }>;
  discountType?: DiscountType;
  discountText?: string;
  tenderedText?: string;
  paymentMethod?: PaymentMethod;
  customer?: SaleCustomer | null;
  /** A split payment's parts as typed; none (paid by one method) by default. */
  splitParts?: SplitPartDraft[] | null;
  /** "Pay later" on, with its due date as typed; off (paid in full) by default. */
  credit?: CreditDraft | null;
  /** Whether Pay later is offered (default true, as in the suite). */
  payLaterOffered?: boolean;
  /** The device's day due dates are counted from (default: today on this device). */
  todayKey?: string;
  checkout?: Checkout;
  notice?: TillNotice | null;
}


const noop = () => {};

export function storyTill(input: StoryTillInput = {}): Till {
  let cart: Cart = emptyCart();
  for (const { product, quantity } of input.products ?? []) {
    for (let i = 0; i < quantity; i += 1) cart = addToCart(cart, product).cart;
  }
  const discountType = input.discountType ?? 'fixed';
  const discountText = input.discountText ?? '';
  const tenderedText = input.tenderedText ?? '';
  const paymentMethod = input.paymentMethod ?? 'Cash';
  const customer = input.customer ?? null;
  const splitParts = input.splitParts ?? null;
  // The figures exactly as the till works them out.
  const credit = input.credit ?? null;
  const figures = tillFigures({ ...initialTill, cart, discountType, discountText, tenderedText, paymentMethod, customer, splitParts, credit }, undefined, input.todayKey);
  const checkout = input.checkout ?? { status: 'idle' };
  return {
    ...figures,
    cart,
    discountType,
    discountText,
    tenderedText,
    paymentMethod,
    customer,
    splitParts,
    checkout,
    notice: input.notice ?? null,
    locked: checkout.status === 'processing',
    add: () => true,
    setQuantity: noop,
    setDiscountType: noop,
    setDiscountText: noop,
    setTenderedText: noop,
    setPaymentMethod: noop,
    setCustomer: noop,
    setSplit: noop,
    addSplitPart: noop,
    removeSplitPart: noop,
    setSplitPart: noop,
    payLaterOffered: input.payLaterOffered ?? true,
    setPayLater: noop,
    setDueOn: noop,
    setCreditCheck: noop,
    complete: () => Promise.resolve(null),
    startNewSale: noop,
    dismissNotice: noop,
  };
}
