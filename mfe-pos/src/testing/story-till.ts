// A Till in a chosen state, for stories of the Current Sale panel (no backend involved).
import { addToCart, cartTotals, emptyCart, isDiscountCapped } from '@shop/shared/domain';
import type { Cart, CartProduct, DiscountType, PaymentMethod, SaleCustomer } from '@shop/shared/domain';
import { readAmount } from '../till/use-till';
import type { Checkout, Till, TillNotice } from '../till/use-till';

export interface StoryTillInput {
  products?: Array<{ product: CartProduct; quantity: number }>;
  discountType?: DiscountType;
  discountText?: string;
  tenderedText?: string;
  paymentMethod?: PaymentMethod;
  customer?: SaleCustomer | null;
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
  const discount = readAmount(discountText);
  const tendered = readAmount(tenderedText);
  const discountHundredths = discount.state === 'valid' ? discount.hundredths : null;
  const totals = cartTotals({
    lines: cart.lines,
    discountType,
    discountHundredths,
    tenderedMinor: tendered.state === 'valid' ? tendered.hundredths : null,
  });
  const checkout = input.checkout ?? { status: 'idle' };
  return {
    cart,
    currency: cart.currency ?? 'GHS',
    totals,
    discountType,
    discountText,
    discount,
    discountCapped: isDiscountCapped(totals.subtotalMinor, discountType, discountHundredths),
    tenderedText,
    tendered,
    paymentMethod: input.paymentMethod ?? 'Cash',
    customer: input.customer ?? null,
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
    complete: () => Promise.resolve(null),
    startNewSale: noop,
    dismissNotice: noop,
  };
}
