// End of Day's sample day (../testing/end-of-day-sample.ts) worked by two cashiers (issue #35):
// Ama Mensah from 08:00 to 13:00 (the cash sale and the kente by mobile money) and Esi Owusu from
// 13:00 to 17:30 (the split payment and the cash refund), each with a ₵200.00 float. Ama paid out
// ₵10.00 for water and counted ₵5.00 less than expected: short by ₵5.00; Esi's count is exact.
import { shiftExpected } from '@shop/shared/domain';
import type { Refund, Sale, Shift, StaffStamp } from '@shop/shared/domain';
import { endOfDaySample } from '../testing/end-of-day-sample';

export const CASHIER_AMA: StaffStamp = { id: 'staff-ama', name: 'Ama Mensah' };
export const CASHIER_ESI: StaffStamp = { id: 'staff-esi', name: 'Esi Owusu' };

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`);

export interface ShiftsSample {
  sales: Sale[];
  refunds: Refund[];
  shifts: Shift[];
}

/** The one-currency sample day, its records stamped with who made them, and the two closed shifts. */
export function endOfDayShiftsSample(): ShiftsSample {
  const day = endOfDaySample({ twoCurrencies: false });
  const stamp = <T extends { createdAt: Date }>(record: T): T & { madeBy?: StaffStamp } => {
    const hour = record.createdAt.getUTCHours();
    if (record.createdAt < at('08:00')) return record;
    return { ...record, madeBy: hour < 13 ? CASHIER_AMA : CASHIER_ESI };
  };
  const sales = day.sales.map(stamp);
  const refunds = day.refunds.map(stamp);
  const shift = (id: string, staff: StaffStamp, openedAt: Date, closedAt: Date, payInsOuts: Shift['payInsOuts']): Shift => ({
    id,
    staff,
    currency: 'GHS',
    openedAt,
    floatMinor: 20_000,
    payInsOuts,
    closedAt,
    countedCashMinor: null,
    countedMobileMoneyMinor: null,
  });
  const counted = (s: Shift, offMinor: number): Shift => {
    const expected = shiftExpected(s, sales, refunds, [], [], (record) => record.madeBy);
    return { ...s, countedCashMinor: expected.expectedCashMinor + offMinor, countedMobileMoneyMinor: expected.expectedMobileMoneyMinor };
  };
  const ama = counted(shift('shift-ama', CASHIER_AMA, at('08:00'), at('13:00'), [{ id: 'move-1', kind: 'pay-out', amountMinor: 1000, reason: 'Water', at: at('10:00') }]), -500);
  const esi = counted(shift('shift-esi', CASHIER_ESI, at('13:00'), at('17:30'), []), 0);
  return { sales, refunds, shifts: [esi, ama] };
}
