// For the till's stories on a seeded shop (`parameters.shop`, see .storybook/README.md): the shop
// the story runs on, typed for its play functions, the seeded products and customers to pick from,
// and what the shop stores right now (to check what a sale wrote).
import { addToCart, emptyCart, productStock, stockLevel } from '@shop/shared/domain';
import type { Cart, Customer, Product, Sale } from '@shop/shared/domain';
import type { Backend, BackendUser, SignUpProfile } from '@shop/shared/session';

export interface SeededShop {
  /** What the screens see (the local adapter, or a wrapper making part of it fail). */
  backend: Backend;
  /** The local adapter underneath: what was really stored, whatever the wrapper refuses. */
  local: Backend;
  user: BackendUser | null;
  /** The demo owner's e-mail and password, to log in on a 'signed-out' shop. */
  credentials: { email: string; password: string };
  profile: SignUpProfile;
  /** What was seeded in a 'busy', 'busy-naira' or 'huge' shop. */
  demo: { products: Product[]; customers: Customer[]; sales: Sale[] } | null;
}

type Loaded = Record<string, unknown>;

/** The shop of a story's `loaded` context. */
export function storyShop(loaded: Loaded): SeededShop {
  const shop = loaded.shop as SeededShop | undefined;
  if (!shop) throw new Error('This story needs a seeded shop (`parameters.shop`).');
  return shop;
}

/** The shop of a story's `loaded` context, with its signed-in owner's uid. */
export function seededShop(loaded: Loaded): SeededShop & { uid: string } {
  const shop = storyShop(loaded);
  if (!shop.user) throw new Error('This story needs a seeded shop with its owner signed in.');
  return { ...shop, uid: shop.user.uid };
}

function demo(loaded: Loaded): NonNullable<SeededShop['demo']> {
  const seeded = storyShop(loaded).demo;
  if (!seeded) throw new Error('This story needs a demo shop: busy, busy-naira or huge.');
  return seeded;
}

/** The demo products of a seeded shop, in the order they were created. */
export function demoProducts(loaded: Loaded): Product[] {
  return demo(loaded).products;
}

/** The demo customers of a seeded shop. */
export function demoCustomers(loaded: Loaded): Customer[] {
  return demo(loaded).customers;
}

/** The demo sales of a seeded shop, oldest first. */
export function demoSales(loaded: Loaded): Sale[] {
  return demo(loaded).sales;
}

/** The first demo sale that `matches`. */
export function demoSale(loaded: Loaded, matches: (sale: Sale) => boolean): Sale {
  const sale = demoSales(loaded).find(matches);
  if (!sale) throw new Error('The seeded shop has no such sale.');
  return sale;
}

/** The first seeded product that `matches`. */
export function demoProduct(loaded: Loaded, matches: (product: Product) => boolean): Product {
  const product = demoProducts(loaded).find(matches);
  if (!product) throw new Error('The seeded shop has no such product.');
  return product;
}

/** A Physical product the domain calls low on stock, with at least two left (so a story can add more than one). */
export function lowStockProduct(loaded: Loaded): Product & { quantity: number } {
  const low = demoProducts(loaded)
    .filter((product) => stockLevel(product) === 'low' && (productStock(product) ?? 0) >= 2)
    .sort((a, b) => (productStock(a) ?? 0) - (productStock(b) ?? 0))[0];
  if (!low) throw new Error('The seeded shop has no product low on stock.');
  return { ...low, quantity: productStock(low) ?? 0 };
}

/** A Physical product in stock with at least `atLeast` left. */
export function inStockProduct(loaded: Loaded, atLeast = 2): Product {
  return demoProduct(loaded, (product) => stockLevel(product) === 'ok' && (productStock(product) ?? 0) >= atLeast);
}

/** A seeded product sold out. */
export function soldOutProduct(loaded: Loaded): Product {
  return demoProduct(loaded, (product) => stockLevel(product) === 'out');
}

/** A seeded product with no stock kept (Digital or Ticket). */
export function unlimitedProduct(loaded: Loaded, type: 'Digital' | 'Ticket' = 'Digital'): Product {
  return demoProduct(loaded, (product) => product.type === type);
}

/** The cart the domain builds from these taps, for computing what the screen should show. */
export function cartOf(lines: readonly { product: Product; quantity: number }[]): Cart {
  let cart: Cart = emptyCart();
  for (const { product, quantity } of lines) for (let n = 0; n < quantity; n += 1) cart = addToCart(cart, product).cart;
  return cart;
}

/** The first answer of a subscription, then unsubscribed. */
function firstAnswer<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let stop: (() => void) | null = null;
    stop = subscribe(
      (value) => {
        answered = true;
        resolve(value);
        stop?.();
      },
      (error) => {
        answered = true;
        reject(error);
        stop?.();
      },
    );
    if (answered) stop();
  });
}

/** The products stored in the shop now, read from the local adapter under the story's backend. */
export function storedProducts(loaded: Loaded): Promise<Product[]> {
  const { local, uid } = seededShop(loaded);
  return firstAnswer((onNext, onError) => local.subscribeProducts(uid, onNext, onError));
}

/** The stored product with this id. */
export async function storedProduct(loaded: Loaded, id: string): Promise<Product> {
  const product = (await storedProducts(loaded)).find((p) => p.id === id);
  if (!product) throw new Error(`The shop stores no product ${id}.`);
  return product;
}

/** The sales stored in the shop now, newest first, read from the local adapter. */
export function storedSales(loaded: Loaded): Promise<Sale[]> {
  const { local, uid } = seededShop(loaded);
  return firstAnswer((onNext, onError) => local.subscribeSales(uid, onNext, onError));
}

/** Escapes a product name for a regular expression matching a list row by the start of its name. */
export function startsWith(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
