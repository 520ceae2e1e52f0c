// Specific to this remote (kept beside the shared fixtures): a month of a provisions shop's expenses
// in Accra for the Expenses screen's stories and tests, as the expense form records them. The clock
// is the evening of Nov 22, 2026, so "this month" runs Nov 1–22.
// In November: ₵3,000.00 spent in cedis, ₵2,090.00 of it against profit (the stock bought and the
// owner's own use are not), and ₦5,000.00 in naira; an October rent lies outside the month.
import type { Expense } from '@shop/shared/domain';

export const EXPENSES_NOW = new Date('2026-11-22T18:00:00Z');
export const EXPENSES_TIME_ZONE = 'Africa/Accra';
export const EXPENSES_TODAY = '2026-11-22';

type Fields = Pick<Expense, 'spentOn' | 'amountMinor' | 'category' | 'method' | 'note'> & Partial<Pick<Expense, 'currency' | 'fromTill' | 'madeBy'>>;

/** An expense recorded at 10:00 on the day it was spent. */
export function sampleExpense(id: string, fields: Fields): Expense {
  const at = new Date(`${fields.spentOn}T10:00:00Z`);
  return { id, currency: 'GHS', fromTill: false, createdAt: at, updatedAt: at, ...fields };
}

/** Newest first, as the backend lists them. */
export function monthOfExpenses(): Expense[] {
  return [
    sampleExpense('ex000001-0000-4000-8000-000000000001', { spentOn: '2026-11-22', amountMinor: 2000, category: 'Transport', method: 'Cash', fromTill: true, note: 'Taxi to Makola market' }),
    sampleExpense('ex000002-0000-4000-8000-000000000002', { spentOn: '2026-11-21', amountMinor: 85000, category: 'Stock bought', method: 'Mobile Money', note: 'Milo and sugar from the wholesaler', madeBy: { id: 'st-efua', name: 'Efua Mensah' } }),
    sampleExpense('ex000003-0000-4000-8000-000000000003', { spentOn: '2026-11-20', amountMinor: 5000, category: 'Airtime and data', method: 'Mobile Money', note: 'MTN data bundle' }),
    sampleExpense('ex000004-0000-4000-8000-000000000004', { spentOn: '2026-11-15', amountMinor: 40000, category: 'Wages', method: 'Cash', note: 'Kofi, two weeks' }),
    sampleExpense('ex000005-0000-4000-8000-000000000005', { spentOn: '2026-11-12', amountMinor: 500000, currency: 'NGN', category: 'Transport', method: 'Cash', note: 'Delivery to the Lagos shop' }),
    sampleExpense('ex000006-0000-4000-8000-000000000006', { spentOn: '2026-11-10', amountMinor: 12000, category: 'Utilities', method: 'Mobile Money', note: 'ECG prepaid' }),
    sampleExpense('ex000007-0000-4000-8000-000000000007', { spentOn: '2026-11-05', amountMinor: 6000, category: "Owner's own use", method: 'Cash', fromTill: true, note: 'Lunch for the family' }),
    sampleExpense('ex000008-0000-4000-8000-000000000008', { spentOn: '2026-11-01', amountMinor: 150000, category: 'Rent', method: 'Bank Transfer', note: 'November rent' }),
    sampleExpense('ex000009-0000-4000-8000-000000000009', { spentOn: '2026-10-28', amountMinor: 150000, category: 'Rent', method: 'Bank Transfer', note: 'October rent' }),
  ];
}
