// Regular customers of a provisions and fabric shop in Accra and Lagos, with what they bought.
import type { Customer, CurrencyCode, Sale, SaleCustomer } from '@shop/shared/domain';
import { saleOf } from '@shop/shared/testing';

export function sampleCustomer(overrides: Partial<Customer> & Pick<Customer, 'name'>): Customer {
  return {
    id: `c-${overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    email: '',
    phone: '',
    createdAt: new Date('2026-03-01T09:00:00Z'),
    ...overrides,
  };
}

export const SAMPLE_CUSTOMERS: Customer[] = [
  sampleCustomer({ id: 'ama', name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '024 412 3456' }),
  sampleCustomer({ id: 'kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101' }),
  sampleCustomer({ id: 'chinedu', name: 'Chinedu Okafor', email: 'chinedu@example.ng', phone: '+234 803 555 0102' }),
  sampleCustomer({ id: 'ngozi', name: 'Ngozi Adeyemi', email: 'ngozi.a@example.ng' }),
  sampleCustomer({ id: 'efua', name: 'Efua Mensah', phone: '055 123 9876' }),
];

interface Line {
  name: string;
  /** The unit price in minor units. */
  priceMinor: number;
  quantity: number;
}

export function sampleSale(id: string, customer: SaleCustomer | null, currency: CurrencyCode, createdAt: Date, lines: Line[]): Sale {
  return saleOf({
    id,
    lines: lines.map((line, i) => ({ id: `${id}-item-${i}`, name: line.name, priceMinor: line.priceMinor, quantity: line.quantity, currency })),
    tenderedMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    paymentMethod: 'Mobile Money',
    customer,
    at: createdAt,
  });
}

const ama = { id: 'ama', name: 'Ama Owusu' };
const chinedu = { id: 'chinedu', name: 'Chinedu Okafor' };

/** Newest first. */
export const SAMPLE_SALES: Sale[] = [
  sampleSale('5c1d9e2a-0000-4000-8000-000000000004', ama, 'GHS', new Date('2026-03-14T15:20:00Z'), [
    { name: 'Kente stole', priceMinor: 35000, quantity: 1 },
  ]),
  sampleSale('9f3b7c10-0000-4000-8000-000000000003', chinedu, 'NGN', new Date('2026-03-12T11:05:00Z'), [
    { name: 'Ankara fabric (6 yards)', priceMinor: 1850000, quantity: 2 },
    { name: 'Indomie Chicken 70g', priceMinor: 35000, quantity: 10 },
  ]),
  sampleSale('a2e4f6b8-0000-4000-8000-000000000002', null, 'GHS', new Date('2026-03-10T09:40:00Z'), [
    { name: 'Peak Milk 160g', priceMinor: 950, quantity: 4 },
  ]),
  sampleSale('0b1c2d3e-0000-4000-8000-000000000001', ama, 'GHS', new Date('2026-03-08T08:15:00Z'), [
    { name: 'Milo 400g tin', priceMinor: 4550, quantity: 2 },
    { name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 1 },
  ]),
];
