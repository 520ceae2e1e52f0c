// Sample sales for stories and tests, in the shapes the till records.
import type { PaymentMethod, Sale, SaleItem } from '@shop/shared/domain';

const item = (id: string, name: string, price: number, quantity: number): SaleItem => ({ id, name, price, currency: 'GHS', quantity });

export function sampleSales(): Sale[] {
  return [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      items: [item('p-bread', 'Sugar bread', 12.5, 2), item('p-milk', 'Peak milk (tin)', 8.75, 1), item('p-milo', 'Milo 400g', 45, 1)],
      subtotal: 78.75,
      discount: 10,
      discountType: 'percentage',
      discountAmount: 7.88,
      totalAmount: 70.87,
      tenderedAmount: 100,
      changeDue: 29.13,
      currency: 'GHS',
      paymentMethod: 'Cash',
      createdAt: new Date('2026-11-22T14:05:00Z'),
      customer: { id: 'c-kofi', name: 'Kofi Boateng' },
    },
    {
      id: 'f9e8d7c6-0000-4000-8000-000000000002',
      items: [item('p-kente', 'Kente cloth (6 yards)', 450, 1)],
      subtotal: 450,
      discount: 50,
      discountType: 'fixed',
      discountAmount: 50,
      totalAmount: 400,
      tenderedAmount: null,
      changeDue: 0,
      currency: 'GHS',
      paymentMethod: 'Mobile Money',
      createdAt: new Date('2026-11-21T09:30:00Z'),
      customer: null,
    },
    {
      id: '0badc0de-0000-4000-8000-000000000003',
      items: [{ id: 'p-garri', name: 'Garri 5kg', price: 3500, currency: 'NGN', quantity: 3 }],
      subtotal: 10500,
      discount: 0,
      discountType: 'fixed',
      discountAmount: 0,
      totalAmount: 10500,
      tenderedAmount: 11000,
      changeDue: 500,
      currency: 'NGN',
      paymentMethod: 'Card',
      createdAt: new Date('2026-11-20T17:45:00Z'),
      customer: { id: 'c-ngozi', name: 'Ngozi Okafor' },
    },
  ];
}

const METHODS: PaymentMethod[] = ['Cash', 'Mobile Money', 'Card', 'Bank Transfer', 'Other'];
const NAMES = ['Shea butter', 'Palm oil', 'Rice 5kg', 'Plantain chips', 'Tomato paste', 'Sardines', 'Bar soap', 'Tea bags'];

/** `count` sales one minute apart, newest first, for long-list stories and tests. */
export function manySales(count: number, newest = new Date('2026-11-22T18:00:00Z')): Sale[] {
  const sales: Sale[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = NAMES[i % NAMES.length] as string;
    const price = 1 + (i % 97) + 0.5;
    const quantity = 1 + (i % 3);
    const total = price * quantity;
    sales.push({
      id: `${(0x10000000 + i).toString(16)}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      items: [item(`p${i % NAMES.length}`, name, price, quantity)],
      subtotal: total,
      discount: 0,
      discountType: 'fixed',
      discountAmount: 0,
      totalAmount: total,
      tenderedAmount: total,
      changeDue: 0,
      currency: 'GHS',
      paymentMethod: METHODS[i % METHODS.length] as PaymentMethod,
      createdAt: new Date(newest.getTime() - i * 60_000),
      customer: null,
    });
  }
  return sales;
}
