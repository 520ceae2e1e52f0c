// Specific to this remote (kept beside the shared fixtures): the till's own story helpers on a seeded shop (`parameters.shop`, see .storybook/README.md): the
// kinds of product a till story needs, picked from the demo seeding by what the domain says of
// their stock. Reading the shop and its demo data is the shared testing entry's (`@shop/shared/testing`).
import { productStock, stockLevel } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { demoProduct, demoShop, storedProducts } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';

/** A Physical product the domain calls low on stock, with at least two left (so a story can add more than one). */
export function lowStockProduct(loaded: Loaded): Product & { quantity: number } {
  const low = demoShop(loaded)
    .products.filter((product) => stockLevel(product) === 'low' && (productStock(product) ?? 0) >= 2)
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

/** The stored product with this id. */
export async function storedProduct(loaded: Loaded, id: string): Promise<Product> {
  const product = (await storedProducts(loaded)).find((p) => p.id === id);
  if (!product) throw new Error(`The shop stores no product ${id}.`);
  return product;
}

/** Escapes a product name for a regular expression matching a list row by the start of its name. */
export function startsWith(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
