// The shifts of one local day for End of Day (issue #35): those opened within the day, each with
// its cash-up from the day's records (the ones End of Day already reads), and a summary per person
// (shifts.ts, shiftsDay). Nothing ('none') where the day has no shift and no record stamped with
// who made it, so a shop without staff sees End of Day as before. A record the owner's own account
// made carries no stamp (backend/port.ts, StaffApi): it counts as the owner's.
import { useMemo } from 'react';
import { shiftsDay, STAFF_ROLE_LABELS } from '@shop/shared/domain';
import type { Expense, MadeByOf, Refund, Repayment, Sale, Shift, ShiftsDay } from '@shop/shared/domain';
import { useLive, useShop } from '@shop/shared/session';

export type DayShiftsState = { status: 'none' } | { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; shifts: ShiftsDay };

export interface DayRecords {
  start: Date;
  end: Date;
  sales: readonly Sale[] | null;
  refunds: readonly Refund[] | null;
  repayments: readonly Repayment[] | null;
  expenses: readonly Expense[] | null;
}

export function useDayShifts({ start, end, sales, refunds, repayments, expenses }: DayRecords): DayShiftsState {
  const { uid, backend } = useShop();
  const live = useLive<Shift[]>(uid && `shifts-of-day:${uid}:${start.toISOString()}`, (next, fail) => backend.subscribeShifts(uid as string, start, next, fail));
  const shiftsData = live.status === 'ready' ? live.data : null;
  const value = useMemo((): ShiftsDay | 'none' | null => {
    if (!shiftsData || !sales || !refunds || !repayments || !expenses) return null;
    const ofDay = shiftsData.filter((shift) => shift.openedAt.getTime() < end.getTime()).sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
    const stamped = [sales, refunds, repayments, expenses].some((records) => records.some((record) => record.madeBy));
    if (ofDay.length === 0 && !stamped) return 'none';
    const ownerShift = ofDay.find((shift) => shift.staff.id === uid);
    const owner = uid ? { id: uid, name: ownerShift?.staff.name ?? STAFF_ROLE_LABELS.owner } : null;
    const madeByOf: MadeByOf = (record) => record.madeBy ?? owner;
    return shiftsDay(ofDay, { sales, refunds, repayments, expenses }, madeByOf, end);
  }, [shiftsData, sales, refunds, repayments, expenses, end, uid]);

  if (live.status === 'error') return { status: 'error', retry: live.retry };
  if (value === 'none') return { status: 'none' };
  if (value === null) return { status: 'loading' };
  return { status: 'ready', shifts: value };
}
