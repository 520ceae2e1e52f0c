// Specific to this remote (kept beside the shared fixtures): one day of a shop in Accra for End of
// Day's stories and tests, rung up by `saleOf` the way the till records them: cash with change,
// mobile money, a split payment (mobile money and cash, the change off the cash), a discount, a sale in naira,
// a cash refund, and a sale the day before.
// In cedis: takings ₵280.00 (cash ₵110.00, mobile money ₵170.00), discounts ₵10.00, refunded
// ₵12.50 in cash, net ₵267.50, cash expected in the drawer ₵97.50; in naira ₦7,000.00 by transfer.
// With `costs`, the milo, bread and kente carry a cost price (the rice and garri none): gross profit
// ₵42.50, ₵100.00 of sales with no cost. `endOfDayExpenses()`: ₵20.00 of the day's cash paid from the
// till for a taxi (cash expected ₵77.50), rent by mobile money, and a taxi the day before.
// `endOfDayCreditSample()`: the same day in cedis with selling on credit (docs/product-rules.md,
// 'Credit') — Ama buys ₵150.00 paying ₵50.00 in cash now (₵100.00 on account), Kofi pays ₵30.00 in
// cash towards yesterday's ₵80.00 on account, then brings back a ₵20.00 item of it, which comes off
// his account (nothing handed back): cash expected ₵177.50, credit given ₵100.00, ₵20.00 off accounts.
import { buildRefund } from '@shop/shared/domain';
import type { Expense, Refund, Repayment, Sale } from '@shop/shared/domain';
import { saleOf } from '@shop/shared/testing';

export const SAMPLE_DAY = '2026-11-22';
export const SAMPLE_TIME_ZONE = 'Africa/Accra';
/** The clock of the sample: the evening of the sample day, when the shop cashes up. */
export const SAMPLE_NOW = new Date('2026-11-22T18:05:00Z');

export interface EndOfDaySample {
  sales: Sale[];
  refunds: Refund[];
}

/** Newest first, as the backend lists them. */
export function endOfDaySample({ twoCurrencies = true, costs = false }: { twoCurrencies?: boolean; costs?: boolean } = {}): EndOfDaySample {
  const cost = (minor: number) => (costs ? minor : null);
  const cash = saleOf({
    id: 'e0d00001-0000-4000-8000-000000000001',
    lines: [
      { id: 'p-milo', name: 'Milo 400g', priceMinor: 4500, quantity: 1, costMinor: cost(3600) },
      { id: 'p-bread', name: 'Sugar bread', priceMinor: 1250, quantity: 2, costMinor: cost(900) },
    ],
    tenderedMinor: 10000,
    paymentMethod: 'Cash',
    at: new Date('2026-11-22T09:15:00Z'),
  });
  const momo = saleOf({
    id: 'e0d00002-0000-4000-8000-000000000002',
    lines: [{ id: 'p-kente', name: 'Kente cloth (6 yards)', priceMinor: 12000, quantity: 1, costMinor: cost(8000) }],
    discountHundredths: 1000,
    paymentMethod: 'Mobile Money',
    at: new Date('2026-11-22T11:40:00Z'),
  });
  const split = saleOf({
    id: 'e0d00003-0000-4000-8000-000000000003',
    lines: [{ id: 'p-rice', name: 'Royal Aroma rice 5kg', priceMinor: 10000, quantity: 1 }],
    paymentMethod: 'Mobile Money',
    payments: [
      { method: 'Mobile Money', minor: 6000 },
      { method: 'Cash', minor: 5000 },
    ],
    at: new Date('2026-11-22T15:20:00Z'),
  });
  const naira = saleOf({
    id: 'e0d00004-0000-4000-8000-000000000004',
    lines: [{ id: 'p-garri', name: 'Garri 5kg', priceMinor: 350000, quantity: 2, currency: 'NGN' }],
    paymentMethod: 'Bank Transfer',
    at: new Date('2026-11-22T16:00:00Z'),
  });
  const yesterday = saleOf({
    id: 'e0d00005-0000-4000-8000-000000000005',
    lines: [{ id: 'p-milo', name: 'Milo 400g', priceMinor: 4500, quantity: 1 }],
    paymentMethod: 'Card',
    at: new Date('2026-11-21T17:00:00Z'),
  });
  const built = buildRefund({
    id: 'e0d0f001-0000-4000-8000-000000000001',
    sale: cash,
    earlier: [],
    returning: [{ productId: 'p-bread', quantity: 1 }],
    paymentMethod: 'Cash',
    reason: 'Stale loaf',
    now: new Date('2026-11-22T17:10:00Z'),
  });
  if (!built.ok) throw new Error(built.error);
  const sales = twoCurrencies ? [naira, split, momo, cash, yesterday] : [split, momo, cash, yesterday];
  return { sales, refunds: [built.refund] };
}

/** The day's expenses, newest first: a taxi paid from the till's cash, the rent by mobile money, and a taxi the day before. */
export function endOfDayExpenses(): Expense[] {
  const expense = (id: string, spentOn: string, at: string, fields: Pick<Expense, 'amountMinor' | 'category' | 'method' | 'fromTill' | 'note'>): Expense => ({
    id,
    currency: 'GHS',
    spentOn,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    ...fields,
  });
  return [
    expense('e0de0002-0000-4000-8000-000000000002', '2026-11-22', '2026-11-22T14:00:00Z', { amountMinor: 2000, category: 'Transport', method: 'Cash', fromTill: true, note: 'Taxi to Makola market' }),
    expense('e0de0001-0000-4000-8000-000000000001', '2026-11-22', '2026-11-22T08:30:00Z', { amountMinor: 30000, category: 'Rent', method: 'Mobile Money', fromTill: false, note: 'November rent' }),
    expense('e0de0003-0000-4000-8000-000000000003', '2026-11-21', '2026-11-21T12:00:00Z', { amountMinor: 1500, category: 'Transport', method: 'Cash', fromTill: true, note: 'Taxi' }),
  ];
}

export const AMA = { id: 'c-ama', name: 'Ama Mensah' };
export const KOFI = { id: 'c-kofi', name: 'Kofi Boateng' };

export interface EndOfDayCreditSample extends EndOfDaySample {
  repayments: Repayment[];
}

/** The one-currency day with a part-paid credit sale, a cash repayment and a refund taken off an account (newest first). */
export function endOfDayCreditSample(): EndOfDayCreditSample {
  const day = endOfDaySample({ twoCurrencies: false });
  const kofiYesterday = saleOf({
    id: 'e0d00c01-0000-4000-8000-000000000001',
    lines: [
      { id: 'p-oil', name: 'Palm oil 1L', priceMinor: 6000, quantity: 1 },
      { id: 'p-soap', name: 'Key soap', priceMinor: 2000, quantity: 1 },
    ],
    paymentMethod: 'Cash',
    customer: KOFI,
    credit: { dueOn: '2026-12-21' },
    at: new Date('2026-11-21T16:30:00Z'),
  });
  const amaPartPaid = saleOf({
    id: 'e0d00c02-0000-4000-8000-000000000002',
    lines: [{ id: 'p-kente', name: 'Kente cloth (6 yards)', priceMinor: 15000, quantity: 1 }],
    tenderedMinor: 5000,
    paymentMethod: 'Cash',
    customer: AMA,
    credit: { dueOn: '2026-12-22' },
    at: new Date('2026-11-22T10:00:00Z'),
  });
  const repayment: Repayment = {
    id: 'e0d0a001-0000-4000-8000-000000000001',
    customer: KOFI,
    amountMinor: 3000,
    currency: 'GHS',
    method: 'Cash',
    createdAt: new Date('2026-11-22T12:30:00Z'),
  };
  // Kofi owes ₵50.00 once he has paid ₵30.00: the soap he brings back comes off that.
  const soapBack = buildRefund({
    id: 'e0d0f0c1-0000-4000-8000-000000000001',
    sale: kofiYesterday,
    earlier: [],
    returning: [{ productId: 'p-soap', quantity: 1 }],
    paymentMethod: 'Cash',
    reason: 'Wrong size',
    now: new Date('2026-11-22T13:00:00Z'),
    balanceMinor: 5000,
  });
  if (!soapBack.ok) throw new Error(soapBack.error);
  const sales = [...day.sales, amaPartPaid, kofiYesterday].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const refunds = [...day.refunds, soapBack.refund].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { sales, refunds, repayments: [repayment] };
}
