// Specific to this remote (kept beside the shared fixtures): a provisions shop in Accra whose
// regulars buy on credit, for the account's and the owe book's stories. The clock is the afternoon
// of Nov 22, 2026, and the sales on account are of different ages:
// - Ama Owusu owes ₵130.00 (₵40.00 left of a sale due Nov 1, 21 days late, after ₵20.00 paid back
//   in cash; ₵90.00 due Dec 15) and ₦5,000.00 (due Nov 30), limit ₵500.00 in each currency;
// - Kwame Asante owes ₵250.00 from a sale due Aug 10 (104 days late) and ₵35.50 due Oct 5 (48 days);
// - Abena Darko owes ₵75.00 due Sep 20 (63 days late);
// - Chinedu Okafor owes ₦18,500.00 due Dec 1 (not yet due);
// - Kofi Boateng bought on credit and paid it all back: paid up;
// - Efua Mensah never bought on credit.
import type { Customer, Repayment, Sale } from '@shop/shared/domain';
import { SAMPLE_BUSINESS, sampleCustomer, saleOf } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';

export const CREDIT_NOW = new Date('2026-11-22T14:05:00Z');
export const CREDIT_TIME_ZONE = 'Africa/Accra';

export const CREDIT_CUSTOMERS: Customer[] = [
  sampleCustomer({ id: 'ama', name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '024 412 3456', creditLimitMinor: 50000 }),
  sampleCustomer({ id: 'kwame', name: 'Kwame Asante', phone: '020 555 0133' }),
  sampleCustomer({ id: 'abena', name: 'Abena Darko', phone: '055 123 9876', creditLimitMinor: 20000 }),
  sampleCustomer({ id: 'chinedu', name: 'Chinedu Okafor', phone: '+234 803 555 0102' }),
  sampleCustomer({ id: 'kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101' }),
  sampleCustomer({ id: 'efua', name: 'Efua Mensah' }),
];

const buyer = (id: string) => {
  const customer = CREDIT_CUSTOMERS.find((c) => c.id === id);
  if (!customer) throw new Error(`No sample customer ${id}`);
  return { id: customer.id, name: customer.name };
};

/** A sale on account: `paidMinor` paid at the till, the rest due on `dueOn`. */
function onAccount(id: string, customer: string, item: string, priceMinor: number, soldAt: string, dueOn: string, paidMinor = 0, currency: 'GHS' | 'NGN' = 'GHS'): Sale {
  return saleOf({
    id,
    lines: [{ id: `${id}-item`, name: item, priceMinor, quantity: 1, currency }],
    tenderedMinor: paidMinor,
    paymentMethod: 'Cash',
    customer: buyer(customer),
    credit: { dueOn },
    at: new Date(soldAt),
  });
}

/** Newest first, as the backend lists them. */
export const CREDIT_SALES: Sale[] = [
  onAccount('c0000008-0000-4000-8000-000000000008', 'ama', 'Ankara (6 yards)', 500000, '2026-11-20T11:00:00Z', '2026-11-30', 0, 'NGN'),
  onAccount('c0000007-0000-4000-8000-000000000007', 'ama', 'Frytol oil 1L × 6', 9000, '2026-11-15T10:00:00Z', '2026-12-15'),
  onAccount('c0000006-0000-4000-8000-000000000006', 'chinedu', 'Indomie Chicken (carton)', 1850000, '2026-11-01T09:30:00Z', '2026-12-01', 0, 'NGN'),
  onAccount('c0000005-0000-4000-8000-000000000005', 'kwame', 'Milo 400g tin × 2', 3550, '2026-09-05T16:20:00Z', '2026-10-05'),
  onAccount('c0000004-0000-4000-8000-000000000004', 'ama', 'Rice (5kg)', 10000, '2026-10-02T10:00:00Z', '2026-11-01', 4000),
  onAccount('c0000003-0000-4000-8000-000000000003', 'abena', 'Kente stole', 12500, '2026-08-21T12:00:00Z', '2026-09-20', 5000),
  onAccount('c0000002-0000-4000-8000-000000000002', 'kofi', 'Gari (1 olonka) × 4', 7200, '2026-08-15T08:45:00Z', '2026-09-14'),
  onAccount('c0000001-0000-4000-8000-000000000001', 'kwame', 'Bag of sugar (50kg)', 25000, '2026-07-11T09:00:00Z', '2026-08-10'),
];

export const CREDIT_REPAYMENTS: Repayment[] = [
  { id: 'd0000001-0000-4000-8000-000000000001', customer: buyer('ama'), amountMinor: 2000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-10-20T09:30:00Z') },
  { id: 'd0000002-0000-4000-8000-000000000002', customer: buyer('kofi'), amountMinor: 7200, currency: 'GHS', method: 'Mobile Money', createdAt: new Date('2026-09-10T17:00:00Z') },
];

/** The shop as a memory backend takes it; a story overrides what it needs. */
export function creditShop(overrides: MemoryBackendOptions = {}): MemoryBackendOptions {
  return { business: SAMPLE_BUSINESS, customers: CREDIT_CUSTOMERS, sales: CREDIT_SALES, repayments: CREDIT_REPAYMENTS, ...overrides };
}

export function creditCustomer(name: string): Customer {
  const customer = CREDIT_CUSTOMERS.find((c) => c.name === name);
  if (!customer) throw new Error(`No sample customer ${name}`);
  return customer;
}
