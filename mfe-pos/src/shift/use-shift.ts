// The operator's shift at the till and the records its cash-up counts (issue #35): shifts opened
// since the start of yesterday (a shift left open overnight still shows), and the sales, refunds,
// repayments and expenses since the shift opened, read live as End of Day reads a day
// (mfe-history/src/end-of-day/use-end-of-day.ts), so the cash-up follows the till.
import { useMemo, useState } from 'react';
import { addDaysToKey, localDateKey, localDayRange, openShiftOf, shiftExpected } from '@shop/shared/domain';
import type { Expense, MadeByOf, Refund, Repayment, Sale, Shift, ShiftExpected, TillOperator } from '@shop/shared/domain';
import { useLive, useShifts, useShop } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';

/**
 * Who made a record: its stamp, or, where it has none, the owner's own account (records the owner's
 * bare account makes carry no stamp: backend/port.ts, StaffApi).
 */
export function madeByOfShop(ownerUid: string | null): MadeByOf {
  return (record) => record.madeBy ?? (ownerUid ? { id: ownerUid, name: '' } : null);
}

/** The shifts the bar reads: opened since the start of yesterday on this device, fixed for the screen's life. */
export function useRecentShifts(timeZone: string): LiveState<Shift[]> {
  const [since] = useState(() => localDayRange(addDaysToKey(localDateKey(new Date(), timeZone), -1), timeZone).start);
  return useShifts(since);
}

/** The operator's open shift among `shifts`. */
export function operatorShift(shifts: readonly Shift[] | undefined, operator: TillOperator | null): Shift | null {
  if (!shifts || !operator) return null;
  return openShiftOf(shifts, operator.id);
}

export type CashUpState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; expected: ShiftExpected };

/**
 * The cash-up of `shift` from the records since it opened, live; `expenses`: whether to read the
 * expenses (a cashier may not, and never records one: staff.ts).
 */
export function useCashUp(shift: Shift | null, { expenses: readExpenses, timeZone, now }: { expenses: boolean; timeZone: string; now?: Date }): CashUpState {
  const { uid, backend } = useShop();
  const since = shift?.openedAt ?? null;
  const key = uid && since ? `${uid}:${since.toISOString()}` : null;
  const sinceKey = since ? localDateKey(since, timeZone) : '';
  const sales = useLive<Sale[]>(key && `shift-sales:${key}`, (next, fail) => backend.subscribeSalesSince(uid as string, since as Date, next, fail));
  const refunds = useLive<Refund[]>(key && `shift-refunds:${key}`, (next, fail) => backend.subscribeRefundsSince(uid as string, since as Date, next, fail));
  const repayments = useLive<Repayment[]>(key && `shift-repayments:${key}`, (next, fail) =>
    backend.subscribeRepaymentsSince(uid as string, since as Date, next, fail),
  );
  const expenses = useLive<Expense[]>(readExpenses && key ? `shift-expenses:${key}` : null, (next, fail) =>
    backend.subscribeExpenses(uid as string, sinceKey, null, next, fail),
  );
  const expensesData = readExpenses ? expenses.data : NO_EXPENSES;
  const expected = useMemo(
    () =>
      shift && sales.data && refunds.data && repayments.data && expensesData
        ? shiftExpected(shift, sales.data, refunds.data, repayments.data, expensesData, madeByOfShop(uid), now)
        : null,
    [shift, sales.data, refunds.data, repayments.data, expensesData, uid, now],
  );
  for (const part of [sales, refunds, repayments, ...(readExpenses ? [expenses] : [])]) {
    if (part.status === 'error') return { status: 'error', retry: part.retry };
  }
  return expected ? { status: 'ready', expected } : { status: 'loading' };
}

const NO_EXPENSES: Expense[] = [];
