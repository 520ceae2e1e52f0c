// The till's sample shop for tests and stories: its owner and business, a few products of every
// type (one low on stock, one sold out) and two regular customers.
import type { BackendUser } from '@shop/shared/session';
import type { Business, Customer, Product } from '@shop/shared/domain';

export const OWNER: BackendUser = { uid: 'owner-1', email: 'ama@example.com', displayName: 'Ama Mensah', emailVerified: true };

export const BUSINESS: Business = {
  ownerUid: OWNER.uid,
  businessName: "Ama's Provisions",
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Osu, Accra',
  email: OWNER.email,
  createdAt: new Date('2026-01-05T09:00:00Z'),
  plan: 'trialing',
  trialEndsAt: new Date('2026-02-04T09:00:00Z'),
};

let counter = 0;

export function sampleProduct(fields: Partial<Product> & Pick<Product, 'name' | 'priceMinor'>): Product {
  counter += 1;
  const type = fields.type ?? 'Physical';
  const product: Product = {
    id: fields.id ?? `p-${counter}`,
    name: fields.name,
    type,
    priceMinor: fields.priceMinor,
    currency: fields.currency ?? 'GHS',
    description: fields.description ?? '',
    imageUrl: null,
    imagePath: null,
    createdAt: fields.createdAt ?? new Date('2026-01-06T10:00:00Z'),
  };
  if (type === 'Physical') product.quantity = fields.quantity ?? 10;
  return product;
}

export const SAMPLE_PRODUCTS: Product[] = [
  sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 12 }),
  sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4250, quantity: 2 }),
  sampleProduct({ id: 'oil', name: 'Frytol Cooking Oil 1L', priceMinor: 3800, quantity: 0 }),
  sampleProduct({ id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, type: 'Digital' }),
  sampleProduct({ id: 'ticket', name: 'Chale Wote Festival Ticket', priceMinor: 15000, type: 'Ticket' }),
];

export const SAMPLE_CUSTOMERS: Customer[] = [
  { id: 'c-1', name: 'Kofi Boateng', email: 'kofi@example.com', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') },
  { id: 'c-2', name: 'Adaeze Okafor', email: '', phone: '+234 803 555 0101', createdAt: new Date('2026-01-08T10:00:00Z') },
];
