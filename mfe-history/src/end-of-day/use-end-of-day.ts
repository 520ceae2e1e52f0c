// The figures of one local day for End of Day: the sales and refunds of that day alone (two live
// subscriptions bounded by the day's start and end, so a sale or refund made at the till shows at
// once and an old date reads one day, not everything since), and the expenses spent that day (the
// cash ones paid from the till lower the cash expected), read by the domain's `endOfDay`.
// Repayments received that day are takings by their method (docs/product-rules.md, 'Credit'): a
// third subscription bounded by the day, as the sales' and refunds'.
// Staff at the till (issue #35): the shifts opened that day, with their cash-ups from the day's
// records and a summary per person (shifts.ts, shiftsDay), only where the day has a shift or a
// record stamped with who made it; a shop without staff reads End of Day as before.
import { useMemo } from 'react';
import { endOfDay, localDayRange } from '@shop/shared/domain';
import type { EndOfDay, Refund, Repayment, Sale } from '@shop/shared/domain';
import { useAuth, useExpenses, useLive, useShop } from '@shop/shared/session';
import { useDayShifts } from './use-day-shifts';
import type { DayShiftsState } from './use-day-shifts';

export type EndOfDayState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void; what: 'sales' | 'expenses' | 'repayments' }
  | { status: 'ready'; day: EndOfDay; shifts?: DayShiftsState };

/** The figures of `date` (`YYYY-MM-DD`, a real date) in `timeZone`, live. */
export function useEndOfDay(date: string, timeZone: string): EndOfDayState {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const { start, end } = useMemo(() => localDayRange(date, timeZone), [date, timeZone]);
  const day = `${start.toISOString()}/${end.toISOString()}`;

  const sales = useLive<Sale[]>(uid && `sales-of-day:${uid}:${day}`, (next, fail) => backend.subscribeSalesSince(uid as string, start, next, fail, end));
  const refunds = useLive<Refund[]>(uid && `refunds-of-day:${uid}:${day}`, (next, fail) =>
    backend.subscribeRefundsSince(uid as string, start, next, fail, end),
  );

  // Expenses are kept by the device's day they were spent (`spentOn`), the day End of Day reads.
  const expenses = useExpenses(date, date);
  const records = useLive<Repayment[]>(uid && `repayments-of-day:${uid}:${day}`, (next, fail) =>
    backend.subscribeRepaymentsSince(uid as string, start, next, fail, end),
  );

  const salesData = sales.status === 'ready' ? sales.data : null;
  const refundsData = refunds.status === 'ready' ? refunds.data : null;
  const expensesData = expenses.status === 'ready' ? expenses.data : null;
  const repaymentsData = records.status === 'ready' ? records.data : null;
  const figures = useMemo(
    () =>
      salesData && refundsData && expensesData && repaymentsData
        ? endOfDay({ sales: salesData, refunds: refundsData, expenses: expensesData, repayments: repaymentsData, date, timeZone })
        : null,
    [salesData, refundsData, expensesData, repaymentsData, date, timeZone],
  );

  const shifts = useDayShifts({ start, end, sales: salesData, refunds: refundsData, repayments: repaymentsData, expenses: expensesData });

  if (uid === null) return ready ? { status: 'signed-out' } : { status: 'loading' };
  if (sales.status === 'error') return { status: 'error', error: sales.error, retry: sales.retry, what: 'sales' };
  if (refunds.status === 'error') return { status: 'error', error: refunds.error, retry: refunds.retry, what: 'sales' };
  if (expenses.status === 'error') return { status: 'error', error: expenses.error, retry: expenses.retry, what: 'expenses' };
  // No cash expected is shown without the repayments: a cash repayment would be missing from it.
  if (records.status === 'error') return { status: 'error', error: records.error, retry: records.retry, what: 'repayments' };
  if (figures) return { status: 'ready', day: figures, shifts };
  return { status: 'loading' };
}
