// The inventory's own story helpers on a seeded shop (`parameters.shop`, see .storybook/README.md);
// reading the shop and its demo data is the shared testing entry's (`@shop/shared/testing`).
import type { Product } from '@shop/shared/domain';

/** A product draft with the usual defaults, for stories that add to the seeded shop. */
export function productDraft(overrides: Partial<Omit<Product, 'id' | 'createdAt'>> & Pick<Product, 'name'>): Omit<Product, 'id' | 'createdAt'> {
  return { type: 'Physical', priceMinor: 1000, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 12, ...overrides };
}
