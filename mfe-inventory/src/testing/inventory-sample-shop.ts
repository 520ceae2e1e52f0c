// Products of a provisions and fabric shop in Accra and Lagos, for the inventory's tests.
import type { Product } from '@shop/shared/domain';

export function sampleProduct(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  return {
    id: `p-${overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    type: 'Physical',
    priceMinor: 1000,
    currency: 'GHS',
    description: '',
    imageUrl: null,
    imagePath: null,
    quantity: 20,
    createdAt: new Date('2026-03-01T09:00:00Z'),
    ...overrides,
  };
}
