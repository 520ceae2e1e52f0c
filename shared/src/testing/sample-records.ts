// The sample product and customer records of tests and stories, in one place: a domain test that
// needs a stored product takes it from here (no backend is loaded with it), and test-shop.ts seeds
// its shops with the same records.
import type { Customer, Product, ProductDraft } from '../domain/entities';

/** What a test types into the product form or hands `addProduct`: a kente cloth in cedis, ten in stock. */
export function productDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    name: 'Kente cloth',
    type: 'Physical',
    priceMinor: 12050,
    currency: 'GHS',
    description: 'Hand-woven',
    imageUrl: null,
    imagePath: null,
    quantity: 10,
    ...overrides,
  };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A stored product to seed a shop with: `productDraft`'s fields with no description, an id made
 * from the name (`p-milo-400g`) unless given, and a creation time. A Digital or Ticket product keeps
 * no stock unless a quantity is given.
 */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const product: Product = { ...productDraft({ description: '' }), createdAt: new Date('2026-03-01T09:00:00Z'), ...overrides, id: '' };
  product.id = overrides.id ?? `p-${slug(product.name)}`;
  if (product.type !== 'Physical' && !('quantity' in overrides)) delete product.quantity;
  return product;
}

/** A stored customer: no e-mail or phone unless given, an id made from the name (`c-ama-owusu`). */
export function sampleCustomer(overrides: Partial<Customer> & Pick<Customer, 'name'>): Customer {
  return { id: `c-${slug(overrides.name)}`, email: '', phone: '', createdAt: new Date('2026-03-01T09:00:00Z'), ...overrides };
}
