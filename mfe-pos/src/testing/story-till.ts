// A Till in a chosen state, for stories of the Current Sale panel (no backend involved).
import { addToCart, cartTotals, emptyCart, fromMinor, isDiscountCapped, parseMoneyInput } from '@shop/shared/domain';
import type { Cart, CartProduct, DiscountType, PaymentMethod, SaleCustomer } from '@shop/shared/domain';
import type { AmountInput, Checkout, Till, TillNotice } from '../till/use-till';

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

function amount(text: string): AmountInput {
  if (text.trim() === '') return { state: 'empty' };
  const parsed = parseMoneyInput(text);
  return parsed.ok ? { state: 'valid', value: fromMinor(parsed.value) } : { state: 'invalid' };
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
  const discount = amount(discountText);
  const tendered = amount(tenderedText);
  const discountValue = discount.state === 'valid' ? discount.value : null;
  const totals = cartTotals({
    lines: cart.lines,
    discountType,
    discountValue,
    tendered: tendered.state === 'valid' ? tendered.value : null,
  });
  const checkout = input.checkout ?? { status: 'idle' };
  return {
    cart,
    currency: cart.currency ?? 'GHS',
    totals,
    discountType,
    discountText,
    discount,
    discountCapped: isDiscountCapped(totals.subtotalMinor, discountType, discountValue),
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
