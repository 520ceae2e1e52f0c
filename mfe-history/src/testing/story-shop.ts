// For the history's stories on a seeded shop (`parameters.shop`, see .storybook/README.md): the
// shop the story runs on, typed for its play functions, and sales rung up in it the way the till
// records them (built by the domain, written through the backend).
import { addToCart, buildSale, emptyCart, newSaleId } from '@shop/shared/domain';
import type { Cart, CartProduct, DiscountType, PaymentMethod, Sale, SaleCustomer } from '@shop/shared/domain';
import type { Backend, BackendUser } from '@shop/shared/session';

export interface SeededShop {
  /** What the screens see (the local adapter, or a wrapper making part of it fail). */
  backend: Backend;
  user: BackendUser | null;
  /** The demo sales seeded in a 'busy', 'busy-naira' or 'huge' shop, oldest first. */
  demo: { sales: Sale[] } | null;
}

/** The shop of a story's `loaded` context, with its signed-in owner's uid. */
export function seededShop(loaded: Record<string, unknown>): SeededShop & { uid: string } {
  const shop = loaded.shop as SeededShop | undefined;
  if (!shop?.user) throw new Error('This story needs a seeded shop with its owner signed in (`parameters.shop`).');
  return { ...shop, uid: shop.user.uid };
}

/** The demo sales of a seeded shop, oldest first. */
export function demoSales(loaded: Record<string, unknown>): Sale[] {
  const sales = seededShop(loaded).demo?.sales;
  if (!sales) throw new Error('This story needs a demo shop: busy, busy-naira or huge.');
  return sales;
}

/** The first demo sale that `matches`. */
export function demoSale(loaded: Record<string, unknown>, matches: (sale: Sale) => boolean): Sale {
  const sale = demoSales(loaded).find(matches);
  if (!sale) throw new Error('The seeded shop has no such sale.');
  return sale;
}

export interface RingUp {
  /** Each product with how many were sold. */
  lines: readonly { product: CartProduct; quantity: number }[];
  paymentMethod: PaymentMethod;
  customer?: SaleCustomer | null;
  discountType?: DiscountType;
  discountValue?: number;
  tendered?: number | null;
  now?: Date;
}

/** Records a sale in the seeded shop as the till would, and returns it. */
export async function ringUp(loaded: Record<string, unknown>, { lines, paymentMethod, customer = null, discountType = 'fixed', discountValue = 0, tendered = null, now = new Date() }: RingUp): Promise<Sale> {
  const { backend, uid } = seededShop(loaded);
  let cart: Cart = emptyCart();
  for (const { product, quantity } of lines) for (let n = 0; n < quantity; n += 1) cart = addToCart(cart, product).cart;
  const { sale, stockDecrements } = buildSale({ id: newSaleId(), cart, discountType, discountValue, tendered, paymentMethod, customer, now });
  await backend.recordSale(uid, { sale, stockDecrements });
  return sale;
}
