// One way to make a Sale record in tests and stories: rung up through the domain's own cart and
// sale rules, so its figures (subtotal, discount, total, change) always agree with what a till
// would store, and no test writes those figures by hand.
import { addToCart, buildSale, emptyCart, setLineQuantity } from '../domain';
import type { CurrencyCode, DiscountType, PaymentMethod, PaymentPart, ProductType, Sale, SaleCustomer } from '../domain';

export interface SaleLine {
  id: string;
  /** Defaults to `Item {id}`. */
  name?: string;
  /** Unit price in minor units, as on the product (1250 for ₵12.50). */
  priceMinor: number;
  quantity: number;
  /** Defaults to Digital (no stock to run out of). */
  type?: ProductType;
  currency?: CurrencyCode;
  /** The product's unit cost in minor units; not known (null) unless given. */
  costMinor?: number | null;
}

export interface SaleOf {
  id?: string;
  lines: readonly SaleLine[];
  discountType?: DiscountType;
  /** In hundredths, as the till reads what the cashier types: minor units for `fixed` (500 for ₵5 off), basis points for `percentage` (1000 for 10 % off). */
  discountHundredths?: number;
  /** In minor units; null when not entered. */
  tenderedMinor?: number | null;
  paymentMethod?: PaymentMethod;
  /** A split payment's parts as handed over, in minor units (then `tenderedMinor` and `paymentMethod` are not read). */
  payments?: readonly PaymentPart[];
  customer?: SaleCustomer | null;
  /** "Pay later": what `tenderedMinor` (or the parts) does not pay goes on `customer`'s account, due on `dueOn`. */
  credit?: { dueOn: string } | null;
  at?: Date;
}

export function saleOf(input: SaleOf): Sale {
  let cart = emptyCart();
  for (const line of input.lines) {
    // A Physical product has exactly the stock this sale takes.
    const product = { id: line.id, name: line.name ?? `Item ${line.id}`, type: line.type ?? 'Digital', priceMinor: line.priceMinor, currency: line.currency ?? 'GHS', quantity: line.quantity, costMinor: line.costMinor ?? null };
    cart = addToCart(cart, product).cart;
    cart = setLineQuantity(cart, line.id, line.quantity).cart;
  }
  if (cart.lines.length !== input.lines.length) throw new Error('saleOf: every line must be in one currency and have a quantity of at least 1.');
  return buildSale({
    id: input.id ?? 'a1b2c3d4-0000-4000-8000-000000000000',
    cart,
    discountType: input.discountType ?? 'fixed',
    discountHundredths: input.discountHundredths ?? 0,
    tenderedMinor: input.tenderedMinor ?? null,
    paymentMethod: input.paymentMethod ?? 'Cash',
    payments: input.payments,
    customer: input.customer ?? null,
    credit: input.credit ?? null,
    now: input.at ?? new Date('2026-11-22T14:05:00Z'),
  }).sale;
}
