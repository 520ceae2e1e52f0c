// Stock held for confirmed online orders, as the till reads it (docs/product-rules.md, 'Online
// store'): the till sells only what is available (in stock − reserved, availableStock), shows the
// units held beside it, and says so when a product's rest is held. Beside the till rather than in
// online-store-words.ts, which the till and the partner widget do not load.
import { availableStock, formatCount } from '@shop/shared/domain';
import type { CartRefusal, Product } from '@shop/shared/domain';

/** Units held by product id (the backend's subscribeReservedStock). */
export type ReservedStock = ReadonlyMap<string, number>;

/** Nothing known to be held (not read yet, or the backend cannot tell). */
export const NOTHING_HELD: ReservedStock = new Map();

/** The products as the till may sell them: a Physical product's quantity is what is available after reservations. */
export function sellableProducts<P extends Pick<Product, 'id' | 'type' | 'quantity'>>(products: readonly P[], reserved: ReservedStock): readonly P[] {
  if (reserved.size === 0) return products;
  return products.map((product) => sellableProduct(product, reserved));
}

/** One product as the till may sell it (sellableProducts). */
export function sellableProduct<P extends Pick<Product, 'id' | 'type' | 'quantity'>>(product: P, reserved: ReservedStock): P {
  const available = (reserved.get(product.id) ?? 0) > 0 ? availableStock(product, reserved) : null;
  return available === null ? product : { ...product, quantity: available };
}

/** '2 held for online orders'. */
export function heldWords(held: number): string {
  return `${formatCount(held)} held for online orders`;
}

/** '10 available'. */
export function availableWords(available: number): string {
  return `${formatCount(available)} available`;
}

/** Why a product was not added, when units of it are held; null leaves the till's usual words. */
export function heldRefusalWords(held: number, refused: CartRefusal): string | null {
  if (held <= 0) return null;
  const units = held === 1 ? '1 is' : `${formatCount(held)} are`;
  if (refused === 'out-of-stock') return `None of this product is available: ${units} held for online orders.`;
  if (refused === 'stock-limit') return `You have added all that is available of this product: ${units} held for online orders.`;
  return null;
}
