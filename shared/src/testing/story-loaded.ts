// For stories on a seeded shop (`parameters.shop`, see .storybook/README.md): the shop a story's
// loaders prepared, typed for its play functions; what the demo seeding put in it
// (testing/demo-shop.ts); what the shop stores now; and sales rung up the way the till does.
import type { StoryShop } from './story-shops';
import type { DemoShopResult } from './demo-shop';
import { addToCart, buildSale, emptyCart, newSaleId } from '../domain';
import type { Cart, CartProduct, Customer, DiscountType, PaymentMethod, Product, Sale, SaleCustomer } from '../domain';
import { BackendError } from '../backend/errors';
import type { Backend } from '../backend/port';

export type { StoryShop } from './story-shops';
export type { DemoShopResult } from './demo-shop';

/** A story's `loaded` context. */
export type Loaded = Record<string, unknown>;

/** The shop of a story's `loaded` context, signed in or not. */
export function storyShop(loaded: Loaded): StoryShop {
  const shop = loaded.shop as StoryShop | undefined;
  if (!shop) throw new Error('This story needs a seeded shop (`parameters.shop`).');
  return shop;
}

/** The shop of a story's `loaded` context, with its signed-in owner's uid. */
export function seededShop(loaded: Loaded): StoryShop & { uid: string } {
  const shop = storyShop(loaded);
  if (!shop.user) throw new Error('This story needs a seeded shop with its owner signed in (`parameters.shop`).');
  return { ...shop, uid: shop.user.uid };
}

/** What the demo seeding put in a 'busy', 'busy-naira' or 'huge' shop: products and customers in the order they were created, sales oldest first, daily roll-ups. */
export function demoShop(loaded: Loaded): DemoShopResult {
  const demo = storyShop(loaded).demo;
  if (!demo) throw new Error('This story needs a demo shop: busy, busy-naira or huge (`parameters.shop`).');
  return demo;
}

/** A name, or a test on the record. */
type Which<T> = string | ((record: T) => boolean);

function pick<T extends object>(list: readonly T[], which: Which<T>, what: string): T {
  const matches = typeof which === 'string' ? (record: T) => 'name' in record && record.name === which : which;
  const found = list.find(matches);
  if (!found) throw new Error(`The seeded shop has no such ${what}${typeof which === 'string' ? `: ${which}` : ''}.`);
  return found;
}

/** The seeded product with this name, or the first that matches. */
export function demoProduct(loaded: Loaded, which: Which<Product>): Product {
  return pick(demoShop(loaded).products, which, 'product');
}

/** The seeded customer with this name, or the first that matches. */
export function demoCustomer(loaded: Loaded, which: Which<Customer>): Customer {
  return pick(demoShop(loaded).customers, which, 'customer');
}

/** The first seeded sale that matches (oldest first). */
export function demoSale(loaded: Loaded, matches: (sale: Sale) => boolean): Sale {
  return pick(demoShop(loaded).sales, matches, 'sale');
}

/** The first answer of a subscription, then unsubscribed. */
function firstAnswer<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let stop: (() => void) | null = null;
    const settle = () => {
      answered = true;
      stop?.();
    };
    stop = subscribe(
      (value) => {
        resolve(value);
        settle();
      },
      (error) => {
        reject(error);
        settle();
      },
    );
    if (answered) stop();
  });
}

// What is stored is read from the local adapter under the story's backend, so a wrapper that makes
// reads or writes fail does not hide what was (or was not) written.

/** The products stored in the shop now. */
export function storedProducts(loaded: Loaded): Promise<Product[]> {
  const { local, uid } = seededShop(loaded);
  return firstAnswer((onNext, onError) => local.subscribeProducts(uid, onNext, onError));
}

/** The customers stored in the shop now. */
export function storedCustomers(loaded: Loaded): Promise<Customer[]> {
  const { local, uid } = seededShop(loaded);
  return firstAnswer((onNext, onError) => local.subscribeCustomers(uid, onNext, onError));
}

/** The sales stored in the shop now, newest first. */
export function storedSales(loaded: Loaded): Promise<Sale[]> {
  const { local, uid } = seededShop(loaded);
  return firstAnswer((onNext, onError) => local.subscribeSales(uid, onNext, onError));
}

/** What was tapped at the till: each product with how many. */
export type Taps = readonly { product: CartProduct; quantity: number }[];

/** The cart the domain builds from these taps. */
export function cartOf(lines: Taps): Cart {
  let cart: Cart = emptyCart();
  for (const { product, quantity } of lines) for (let n = 0; n < quantity; n += 1) cart = addToCart(cart, product).cart;
  return cart;
}

export interface RingUp {
  lines: Taps;
  paymentMethod: PaymentMethod;
  customer?: SaleCustomer | null;
  discountType?: DiscountType;
  /** In hundredths, as the till reads what the cashier types: minor units for `fixed` (500 for ₵5 off), basis points for `percentage` (1000 for 10 % off). */
  discountHundredths?: number | null;
  /** In minor units (20000 for ₵200); null when not entered. */
  tenderedMinor?: number | null;
  now?: Date;
}

/** Records a sale in the seeded shop as a till would (built by the domain, written through the story's backend), and returns it. */
export async function ringUp(
  loaded: Loaded,
  { lines, paymentMethod, customer = null, discountType = 'fixed', discountHundredths = 0, tenderedMinor = null, now = new Date() }: RingUp,
): Promise<Sale> {
  const { backend, uid } = seededShop(loaded);
  const { sale, stockDecrements } = buildSale({
    id: newSaleId(),
    cart: cartOf(lines),
    discountType,
    discountHundredths,
    tenderedMinor,
    paymentMethod,
    customer,
    now,
  });
  await backend.recordSale(uid, { sale, stockDecrements });
  return sale;
}

const salesFailing = new WeakMap<Backend, Backend>();

/**
 * A state no seed gives (the customers' list loading while their sales fail): the same backend,
 * except that reading the sales reports 'unavailable'. One per backend, so React sees a stable value;
 * a story puts it in an inner `BackendProvider`.
 */
export function withSalesFailing(backend: Backend): Backend {
  let failing = salesFailing.get(backend);
  if (!failing) {
    failing = Object.assign(Object.create(backend) as Backend, {
      subscribeSales: (_uid: string, _onNext: unknown, onError: (error: Error) => void) => {
        const timer = setTimeout(() => onError(new BackendError('unavailable')), 0);
        return () => clearTimeout(timer);
      },
    });
    salesFailing.set(backend, failing);
  }
  return failing;
}
