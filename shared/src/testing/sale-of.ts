// One way to make a Sale record in tests and stories: rung up through the domain's own cart and
// sale rules, so its figures (subtotal, discount, total, change) always agree with what a till
// would store, and no test writes those figures by hand.
import { addToCart, buildSale, emptyCart, setLineQuantity, toMinor } from '../domain';
import type { CurrencyCode, DiscountType, PaymentMethod, PaymentPart, ProductType, Sale, SaleCustomer } from '../domain';

export interface SaleLine {
  id: string;
  /** Defaults to `Item {id}`. */
  name?: string;
  /** Unit price in major units, as on the product. */
  price: number;
  quantity: number;
  /** Defaults to Digital (no stock to run out of). */
  type?: ProductType;
  currency?: CurrencyCode;
}

export interface SaleOf {
  id?: string;
  lines: readonly SaleLine[];
  discountType?: DiscountType;
  /** As the cashier types it: an amount (5 for ₵5 off) or a percent (10 for 10 % off). */
  discount?: number;
  /** As the cashier types it, in major units; null when not entered. */
  tendered?: number | null;
  paymentMethod?: PaymentMethod;
  /** A split payment's parts as handed over, amounts in major units (then `tendered` and `paymentMethod` are not read). */
  payments?: readonly PaymentPart[];
  customer?: SaleCustomer | null;
  at?: Date;
}

export function saleOf(input: SaleOf): Sale {
  let cart = emptyCart();
  for (const line of input.lines) {
    // A Physical product has exactly the stock this sale takes.
    const product = { id: line.id, name: line.name ?? `Item ${line.id}`, type: line.type ?? 'Digital', price: line.price, currency: line.currency ?? 'GHS', quantity: line.quantity };
    cart = addToCart(cart, product).cart;
    cart = setLineQuantity(cart, line.id, line.quantity).cart;
  }
  if (cart.lines.length !== input.lines.length) throw new Error('saleOf: every line must be in one currency and have a quantity of at least 1.');
  return buildSale({
    id: input.id ?? 'a1b2c3d4-0000-4000-8000-000000000000',
    cart,
    discountType: input.discountType ?? 'fixed',
    discountHundredths: toMinor(input.discount ?? 0),
    tenderedMinor: input.tendered === undefined || input.tendered === null ? null : toMinor(input.tendered),
    paymentMethod: input.paymentMethod ?? 'Cash',
    payments: input.payments?.map((part) => ({ method: part.method, minor: toMinor(part.amount) })),
    customer: input.customer ?? null,
    now: input.at ?? new Date('2026-11-22T14:05:00Z'),
  }).sale;
}
