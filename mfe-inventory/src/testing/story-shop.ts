// For the inventory's stories on a seeded shop (`parameters.shop`, see .storybook/README.md): the
// shop the story runs on, typed for its play functions, and what that shop stores right now.
import type { Product } from '@shop/shared/domain';
import type { Backend, BackendUser } from '@shop/shared/session';

export interface SeededShop {
  /** What the screens see (the local adapter, or a wrapper making part of it fail). */
  backend: Backend;
  user: BackendUser | null;
  /** The demo products seeded in a 'busy', 'busy-naira' or 'huge' shop. */
  demo: { products: Product[] } | null;
}

/** The shop of a story's `loaded` context, with its signed-in owner's uid. */
export function seededShop(loaded: Record<string, unknown>): SeededShop & { uid: string } {
  const shop = loaded.shop as SeededShop | undefined;
  if (!shop?.user) throw new Error('This story needs a seeded shop with its owner signed in (`parameters.shop`).');
  return { ...shop, uid: shop.user.uid };
}

/** The demo products of a seeded shop. */
export function demoProducts(loaded: Record<string, unknown>): Product[] {
  const products = seededShop(loaded).demo?.products;
  if (!products) throw new Error('This story needs a demo shop: busy, busy-naira or huge.');
  return products;
}

/** The seeded product called `name`. */
export function demoProduct(loaded: Record<string, unknown>, name: string): Product {
  const product = demoProducts(loaded).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The seeded shop has no product named ${name}.`);
  return product;
}

/** The products stored in the shop now, read through its backend (the first answer of a subscription). */
export function storedProducts(loaded: Record<string, unknown>): Promise<Product[]> {
  const { backend, uid } = seededShop(loaded);
  return new Promise((resolve, reject) => {
    let answered = false;
    let stop: (() => void) | null = null;
    stop = backend.subscribeProducts(
      uid,
      (products) => {
        answered = true;
        resolve(products);
        stop?.();
      },
      reject,
    );
    if (answered) stop();
  });
}

/** A product draft with the usual defaults, for stories that add to the seeded shop. */
export function productDraft(overrides: Partial<Omit<Product, 'id' | 'createdAt'>> & Pick<Product, 'name'>): Omit<Product, 'id' | 'createdAt'> {
  return { type: 'Physical', price: 10, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 12, ...overrides };
}
