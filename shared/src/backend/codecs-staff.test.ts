// The codecs of staff at a shared till (codecs.ts; issue #35): who made a record (`madeBy`) and whose
// PIN let it through (`approvedBy`) are stored and read back on sales, refunds, repayments, expenses
// and stock movements, absent staying absent; a stamp out of shape is refused naming the record; and
// the staff member (its PIN's hash apart, as Firebase keeps it), the wrong tries and the shift go
// there and back unchanged, a shift's money in two decimals.
import { describe, expect, it } from 'vitest';
import type { Expense, Refund, Repayment, Shift, StockMovement } from '../domain/entities';
import type { StaffMember } from '../domain/staff';
import { saleOf } from '../testing/sale-of';
import {
  pinHashFromStored,
  refundFromStored,
  refundToStored,
  repaymentFromStored,
  repaymentToStored,
  saleFromStored,
  saleToStored,
  staffListingToStored,
  staffMemberFromStored,
  staffMemberToStored,
  stockMovementFromStored,
  stockMovementToStored,
  StoredRecordError,
} from './codecs';
import type { StoredSale, StoredShift } from './codecs';
import { expenseFromStored, expenseToStored } from './expense-codec';
import { pinAttemptsFromStored, pinAttemptsToStored, shiftFromStored, shiftToStored } from './codecs-shifts';

const AT = new Date('2026-11-22T14:05:00Z');
const AMA = { id: 'm1', name: 'Ama' };
const KOFI = { id: 'm2', name: 'Kofi' };

const sale = saleOf({ id: 's1', lines: [{ id: 'p1', priceMinor: 1250, quantity: 2 }], tenderedMinor: 2500, paymentMethod: 'Cash', at: AT });
const refund: Refund = { id: 'r1', saleId: 's1', items: sale.items, amountMinor: 2500, currency: 'GHS', paymentMethod: 'Cash', reason: 'Torn', createdAt: AT, customer: null };
const repayment: Repayment = { id: 'p1', customer: { id: 'c1', name: 'Ngozi' }, amountMinor: 1000, currency: 'GHS', method: 'Cash', createdAt: AT };
const expense: Expense = { id: 'e1', amountMinor: 1550, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: '2026-11-22', note: 'Taxi', createdAt: AT, updatedAt: AT };
const movement: StockMovement = { id: 'd1', productId: 'p1', change: 5, reason: 'delivery', counted: null, saleId: null, createdAt: AT };

describe('madeBy and approvedBy', () => {
  it('are stored as exactly an id and a name and read back, on every record that keeps them', () => {
    const stamped = { madeBy: { ...AMA, role: 'cashier' } as typeof AMA, approvedBy: KOFI };
    expect(saleFromStored(saleToStored({ ...sale, ...stamped }))).toEqual({ ...sale, madeBy: AMA, approvedBy: KOFI });
    expect(saleToStored({ ...sale, ...stamped }).madeBy).toEqual(AMA);
    expect(refundFromStored(refundToStored({ ...refund, ...stamped }))).toEqual({ ...refund, madeBy: AMA, approvedBy: KOFI });
    expect(stockMovementFromStored(stockMovementToStored({ ...movement, ...stamped }))).toEqual({ ...movement, madeBy: AMA, approvedBy: KOFI });
    expect(repaymentFromStored(repaymentToStored({ ...repayment, madeBy: AMA }))).toEqual({ ...repayment, madeBy: AMA });
    expect(expenseFromStored(expenseToStored({ ...expense, madeBy: AMA }))).toEqual({ ...expense, madeBy: AMA });
  });

  it('stay absent where there are none: records stored before staff come back exactly', () => {
    for (const stored of [saleToStored(sale), refundToStored(refund), stockMovementToStored(movement), repaymentToStored(repayment), expenseToStored(expense)]) {
      expect('madeBy' in stored).toBe(false);
      expect('approvedBy' in stored).toBe(false);
    }
    expect(saleFromStored(saleToStored(sale))).toEqual(sale);
    expect(refundFromStored(refundToStored(refund))).toEqual(refund);
    expect(stockMovementFromStored(stockMovementToStored(movement))).toEqual(movement);
    expect(repaymentFromStored(repaymentToStored(repayment))).toEqual(repayment);
    expect(expenseFromStored(expenseToStored(expense))).toEqual(expense);
    expect('madeBy' in saleFromStored({ ...saleToStored(sale), madeBy: null } as unknown as StoredSale)).toBe(false);
  });

  it('refuses a stored stamp out of shape, naming the record and the field', () => {
    const bad = { ...saleToStored(sale), approvedBy: { id: 7, name: 'Kofi' } } as unknown as StoredSale;
    expect(() => saleFromStored(bad)).toThrow(StoredRecordError);
    expect(() => saleFromStored(bad)).toThrow(/Sale s1: approvedBy/);
    expect(() => refundFromStored({ ...refundToStored(refund), madeBy: 'Ama' as unknown as typeof AMA })).toThrow(/Refund r1: madeBy/);
  });
});

describe('staff codecs', () => {
  const member: StaffMember = {
    id: 'm1',
    name: 'Ama',
    role: 'cashier',
    pinHash: { algorithm: 'PBKDF2-SHA-256', iterations: 1000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32) },
    disabled: false,
    createdAt: AT,
  };

  it('stores a member whole (local) or without its hash (Firebase), and reads either back', () => {
    const whole = staffMemberToStored({ ...member, invitationEmail: 'ama@example.com' });
    const { pinHash, ...listing } = whole;
    expect(staffMemberFromStored(listing, pinHash)).toEqual({ ...member, invitationEmail: 'ama@example.com' });
    expect(staffListingToStored(member)).toEqual({ id: 'm1', name: 'Ama', role: 'cashier', disabled: false, createdAt: AT });
    expect('pinHash' in staffListingToStored(member)).toBe(false);
    expect(staffMemberFromStored(staffListingToStored(member), member.pinHash)).toEqual(member);
  });

  it('reads a missing or broken PIN hash as one that matches no PIN, and refuses a member of no role', () => {
    expect(pinHashFromStored(null).iterations).toBe(0);
    expect(pinHashFromStored({ algorithm: 'MD5' as 'PBKDF2-SHA-256', iterations: 5, salt: 'ab', hash: 'cd' }).iterations).toBe(0);
    expect(() => staffMemberFromStored({ ...staffListingToStored(member), role: 'boss' as 'owner' }, member.pinHash)).toThrow(/Staff member m1: role/);
  });

  it('keeps the wrong tries with their lock, and none as null', () => {
    const locked = { failures: 5, lockedUntil: AT };
    expect(pinAttemptsFromStored(pinAttemptsToStored(locked))).toEqual(locked);
    expect(pinAttemptsFromStored(pinAttemptsToStored({ failures: 2, lockedUntil: null }))).toEqual({ failures: 2, lockedUntil: null });
    expect(pinAttemptsFromStored(null)).toBeNull();
  });

  it('stores a shift with its money in two decimals and its moves with their ids, and reads it back', () => {
    const open: Shift = { id: 'sh1', staff: AMA, currency: 'GHS', openedAt: AT, floatMinor: 10_000, payInsOuts: [], closedAt: null, countedCashMinor: null };
    expect(shiftFromStored(shiftToStored(open))).toEqual(open);
    const closed: Shift = {
      ...open,
      payInsOuts: [
        { id: 'pi1', kind: 'pay-in', amountMinor: 2_000, reason: 'Change', at: AT },
        { kind: 'pay-out', amountMinor: 435, reason: 'Bread', at: AT },
      ],
      closedAt: new Date('2026-11-22T18:00:00Z'),
      countedCashMinor: 11_565,
      countedMobileMoneyMinor: null,
    };
    const stored = shiftToStored(closed);
    expect(stored).toMatchObject({ float: 100, countedCash: 115.65, countedMobileMoney: null, payInsOuts: [{ id: 'pi1', amount: 20 }, { amount: 4.35 }] });
    expect('id' in (stored.payInsOuts[1] ?? {})).toBe(false);
    expect(shiftFromStored(stored)).toEqual(closed);
  });

  it('refuses a shift whose money is not whole cents, or whose owner is no stamp', () => {
    const stored = shiftToStored({ id: 'sh1', staff: AMA, currency: 'GHS', openedAt: AT, floatMinor: 100, payInsOuts: [], closedAt: null, countedCashMinor: null });
    expect(() => shiftFromStored({ ...stored, float: 1.005 })).toThrow(/Shift sh1: float/);
    expect(() => shiftFromStored({ ...stored, staff: { id: 'm1' } } as unknown as StoredShift)).toThrow(/Shift sh1: staff/);
    expect(() => shiftFromStored({ ...stored, payInsOuts: [{ kind: 'gift', amount: 1, reason: 'x', at: AT }] } as unknown as StoredShift)).toThrow(/payInsOuts\[0\]\.kind/);
  });
});
