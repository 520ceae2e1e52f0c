// The owe book (docs/product-rules.md, 'Credit'): who owes the shop, each customer's unpaid
// debts aged by how late they are, and its totals per currency.
import { calendarDaysBetween } from './calendar';
import { outstandingDebts } from './credit';
import type { AccountRecords } from './credit';
import type { CurrencyCode, Customer, CustomerBalance } from './entities';

/** How late an unpaid debt is, as the owe book groups them. */
export type AgeBand = 'not-due' | '1-30' | '31-60' | '61-90' | 'over-90';
export const AGE_BANDS: readonly AgeBand[] = ['not-due', '1-30', '31-60', '61-90', 'over-90'];

/** Days past its due date on device day `todayKey` (0 or less: not yet due). */
export function daysOverdue(dueOn: string, todayKey: string): number {
  return calendarDaysBetween(dueOn, todayKey);
}

export function ageBand(daysLate: number): AgeBand {
  if (daysLate <= 0) return 'not-due';
  if (daysLate <= 30) return '1-30';
  if (daysLate <= 60) return '31-60';
  if (daysLate <= 90) return '61-90';
  return 'over-90';
}

/** One customer's line in the owe book, in one currency. */
export interface OweBookRow {
  customerId: string;
  name: string;
  phone: string;
  currency: CurrencyCode;
  balanceMinor: number;
  /** The unpaid debts by how late they are. */
  bands: Record<AgeBand, number>;
  /** All that is past due. */
  overdueMinor: number;
  /** Days past due of the oldest unpaid debt (0 when nothing is overdue). */
  mostDaysOverdue: number;
  /** The earliest due date among the unpaid debts, or null. */
  nextDueOn: string | null;
}

const emptyBands = (): Record<AgeBand, number> => ({ 'not-due': 0, '1-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0 });

/**
 * The owe book on device day `todayKey`: one row per customer and currency with a balance above 0,
 * its unpaid debts aged, sorted by what is overdue most (the oldest overdue debt first, then the
 * larger sum overdue, then the larger balance, then the name). The balance is the stored one;
 * the debts place it in time.
 */
export function oweBook(customers: readonly Pick<Customer, 'id' | 'name' | 'phone'>[], balances: readonly CustomerBalance[], records: AccountRecords, todayKey: string): OweBookRow[] {
  const debts = outstandingDebts(records);
  const rows: OweBookRow[] = [];
  for (const balance of balances) {
    if (balance.balanceMinor <= 0) continue;
    const customer = customers.find((c) => c.id === balance.customerId);
    const mine = debts.filter((d) => d.customer.id === balance.customerId && d.currency === balance.currency && d.outstandingMinor > 0);
    // Records that say more is owed than the stored balance (a repayment not read yet) are paid
    // down oldest first, as that repayment would have been applied.
    let excess = mine.reduce((sum, d) => sum + d.outstandingMinor, 0) - balance.balanceMinor;
    for (const debt of mine) {
      if (excess <= 0) break;
      const cut = Math.min(excess, debt.outstandingMinor);
      debt.outstandingMinor -= cut;
      excess -= cut;
    }
    const unpaid = mine.filter((d) => d.outstandingMinor > 0);
    const bands = emptyBands();
    let mostDaysOverdue = 0;
    for (const debt of unpaid) {
      const late = daysOverdue(debt.dueOn, todayKey);
      bands[ageBand(late)] += debt.outstandingMinor;
      mostDaysOverdue = Math.max(mostDaysOverdue, late);
    }
    // A balance the debts do not explain (records still loading) is shown as not yet due.
    const placed = AGE_BANDS.reduce((sum, band) => sum + bands[band], 0);
    if (placed < balance.balanceMinor) bands['not-due'] += balance.balanceMinor - placed;
    rows.push({
      customerId: balance.customerId,
      name: customer?.name ?? mine[0]?.customer.name ?? balance.customerId,
      phone: customer?.phone ?? '',
      currency: balance.currency,
      balanceMinor: balance.balanceMinor,
      bands,
      overdueMinor: bands['1-30'] + bands['31-60'] + bands['61-90'] + bands['over-90'],
      mostDaysOverdue,
      nextDueOn: unpaid[0]?.dueOn ?? null,
    });
  }
  return rows.sort((a, b) => b.mostDaysOverdue - a.mostDaysOverdue || b.overdueMinor - a.overdueMinor || b.balanceMinor - a.balanceMinor || a.name.localeCompare(b.name));
}

/** The owe book's totals per currency: owed, and owed in each band. */
export function oweBookTotals(rows: readonly OweBookRow[]): { currency: CurrencyCode; balanceMinor: number; bands: Record<AgeBand, number> }[] {
  const totals = new Map<CurrencyCode, { currency: CurrencyCode; balanceMinor: number; bands: Record<AgeBand, number> }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, balanceMinor: 0, bands: emptyBands() };
    total.balanceMinor += row.balanceMinor;
    for (const band of AGE_BANDS) total.bands[band] += row.bands[band];
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}
