// Specific to this remote (kept beside the shared fixtures): the sales the history's tests look for
// (kinds of sale, long lists), rung up by the shared `saleOf` the way the till records them.
import { saleOf } from '@shop/shared/testing';
import type { PaymentMethod, Sale } from '@shop/shared/domain';

export function sampleSales(): Sale[] {
  return [
    saleOf({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      lines: [
        { id: 'p-bread', name: 'Sugar bread', priceMinor: 1250, quantity: 2 },
        { id: 'p-milk', name: 'Peak milk (tin)', priceMinor: 875, quantity: 1 },
        { id: 'p-milo', name: 'Milo 400g', priceMinor: 4500, quantity: 1 },
      ],
      discountType: 'percentage',
      discountHundredths: 1000,
      tenderedMinor: 10000,
      paymentMethod: 'Cash',
      at: new Date('2026-11-22T14:05:00Z'),
      customer: { id: 'c-kofi', name: 'Kofi Boateng' },
    }),
    saleOf({
      id: 'f9e8d7c6-0000-4000-8000-000000000002',
      lines: [{ id: 'p-kente', name: 'Kente cloth (6 yards)', priceMinor: 45000, quantity: 1 }],
      discountHundredths: 5000,
      paymentMethod: 'Mobile Money',
      at: new Date('2026-11-21T09:30:00Z'),
    }),
    saleOf({
      id: '0badc0de-0000-4000-8000-000000000003',
      lines: [{ id: 'p-garri', name: 'Garri 5kg', priceMinor: 350000, quantity: 3, currency: 'NGN' }],
      tenderedMinor: 1100000,
      paymentMethod: 'Card',
      at: new Date('2026-11-20T17:45:00Z'),
      customer: { id: 'c-ngozi', name: 'Ngozi Okafor' },
    }),
  ];
}

/** A cedi in pesewas: the long list's prices step by one cedi. */
const MINOR_PER_CEDI = 100;
const METHODS: PaymentMethod[] = ['Cash', 'Mobile Money', 'Card', 'Bank Transfer', 'Other'];
const NAMES = ['Shea butter', 'Palm oil', 'Rice 5kg', 'Plantain chips', 'Tomato paste', 'Sardines', 'Bar soap', 'Tea bags'];

/** `count` sales one minute apart, newest first, for long-list stories and tests. */
export function manySales(count: number, newest = new Date('2026-11-22T18:00:00Z')): Sale[] {
  return Array.from({ length: count }, (_, i) =>
    saleOf({
      id: `${(0x10000000 + i).toString(16)}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      lines: [{ id: `p${i % NAMES.length}`, name: NAMES[i % NAMES.length], priceMinor: 150 + (i % 97) * MINOR_PER_CEDI, quantity: 1 + (i % 3) }],
      paymentMethod: METHODS[i % METHODS.length] as PaymentMethod,
      at: new Date(newest.getTime() - i * 60_000),
    }),
  );
}
