import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Expense, PaymentMethod, PaymentPart, Refund, Repayment, Sale, Shift, StaffStamp } from './entities';
import { addPayInOut, closeShift, openShift, openShiftOf, shiftExpected, ShiftError, shiftsDay, validatePayInOut, validateShiftClosing, validateShiftOpening } from './shifts';
import type { MadeByOf } from './shifts';
import { overShortText } from './staff-words';

const ama: StaffStamp = { id: 'ama', name: 'Ama Mensah' };
const kofi: StaffStamp = { id: 'kofi', name: 'Kofi Boateng' };
const opened = new Date('2026-11-22T08:00:00Z');
const closed = new Date('2026-11-22T16:00:00Z');
const at = (hh: number, mm = 0) => new Date(Date.UTC(2026, 10, 22, hh, mm));

// Records as the adapters will keep them once #35 wires `madeBy` in.
type Stamped<T> = T & { madeBy?: StaffStamp };
const madeByOf: MadeByOf = (record) => (record as Stamped<typeof record>).madeBy;

let n = 0;
function sale(opts: {
  totalMinor: number;
  method?: PaymentMethod;
  tenderedMinor?: number;
  payments?: PaymentPart[];
  changeMinor?: number;
  owedMinor?: number;
  currency?: CurrencyCode;
  createdAt?: Date;
  by?: StaffStamp | null;
}): Stamped<Sale> {
  n += 1;
  const record: Stamped<Sale> = {
    id: `sale-${n}`,
    items: [{ id: 'p1', name: 'Milo', priceMinor: opts.totalMinor, currency: opts.currency ?? 'GHS', quantity: 1, costMinor: null }],
    subtotalMinor: opts.totalMinor,
    discountHundredths: 0,
    discountType: 'fixed',
    discountMinor: 0,
    totalMinor: opts.totalMinor,
    tenderedMinor: opts.tenderedMinor ?? opts.totalMinor,
    changeMinor: opts.changeMinor ?? 0,
    currency: opts.currency ?? 'GHS',
    paymentMethod: opts.method ?? 'Cash',
    createdAt: opts.createdAt ?? at(10),
    customer: opts.owedMinor ? { id: 'c1', name: 'Efua' } : null,
  };
  if (opts.payments) record.payments = opts.payments;
  if (opts.owedMinor) record.credit = { owedMinor: opts.owedMinor, dueOn: '2026-12-22' };
  if (opts.by !== null) record.madeBy = opts.by ?? ama;
  return record;
}

function refund(opts: { amountMinor: number; method?: PaymentMethod; creditMinor?: number; createdAt?: Date; by?: StaffStamp; currency?: CurrencyCode }): Stamped<Refund> {
  n += 1;
  const record: Stamped<Refund> = {
    id: `refund-${n}`,
    saleId: 'sale-x',
    items: [],
    amountMinor: opts.amountMinor,
    currency: opts.currency ?? 'GHS',
    paymentMethod: opts.method ?? 'Cash',
    reason: '',
    createdAt: opts.createdAt ?? at(11),
    customer: null,
    madeBy: opts.by ?? ama,
  };
  if (opts.creditMinor !== undefined) record.creditMinor = opts.creditMinor;
  return record;
}

function repayment(amountMinor: number, method: PaymentMethod = 'Cash', by: StaffStamp = ama, createdAt = at(12)): Stamped<Repayment> {
  n += 1;
  return { id: `repay-${n}`, customer: { id: 'c1', name: 'Efua' }, amountMinor, currency: 'GHS', method, createdAt, madeBy: by };
}

function expense(amountMinor: number, opts: { fromTill?: boolean; method?: PaymentMethod; by?: StaffStamp; createdAt?: Date } = {}): Stamped<Expense> {
  n += 1;
  const createdAt = opts.createdAt ?? at(13);
  return {
    id: `exp-${n}`,
    amountMinor,
    currency: 'GHS',
    category: 'Transport',
    method: opts.method ?? 'Cash',
    fromTill: opts.fromTill ?? true,
    spentOn: '2026-11-22',
    note: '',
    createdAt,
    updatedAt: createdAt,
    madeBy: opts.by ?? ama,
  };
}

function shift(extra: Partial<Shift> = {}): Shift {
  return { id: 'shift-1', staff: ama, currency: 'GHS', openedAt: opened, floatMinor: 20_000, payInsOuts: [], closedAt: closed, countedCashMinor: null, ...extra };
}

describe('shiftExpected', () => {
  it('adds up a day at the till, exact to the pesewa, and says it closed ₵5.00 short', () => {
    const sales = [
      sale({ totalMinor: 5_000, tenderedMinor: 10_000, changeMinor: 5_000 }), // cash 50.00, change 50.00
      sale({ totalMinor: 7_000, method: 'Mobile Money', tenderedMinor: 7_500, changeMinor: 500, payments: [{ method: 'Mobile Money', minor: 5_000 }, { method: 'Cash', minor: 2_500 }] }), // MoMo 50, cash 20
      sale({ totalMinor: 10_000, tenderedMinor: 3_000, owedMinor: 7_000 }), // credit: 30.00 cash at the till
      sale({ totalMinor: 4_000, tenderedMinor: 0, owedMinor: 4_000 }), // credit, nothing paid
      sale({ totalMinor: 1_999, method: 'Card' }), // neither cash nor mobile money
    ];
    const refunds = [
      refund({ amountMinor: 1_500, creditMinor: 500 }), // 10.00 cash handed back
      refund({ amountMinor: 2_000, creditMinor: 2_000 }), // all off the account
      refund({ amountMinor: 500, method: 'Mobile Money' }),
      refund({ amountMinor: 700, method: 'Card' }),
    ];
    const repayments = [repayment(4_000), repayment(1_000, 'Mobile Money'), repayment(300, 'Bank Transfer')];
    const expenses = [expense(1_200), expense(10_000, { fromTill: false }), expense(800, { method: 'Mobile Money', fromTill: false })];
    const s = shift({
      payInsOuts: [
        { kind: 'pay-in', amountMinor: 2_000, reason: 'Change from the bank', at: at(9) },
        { kind: 'pay-out', amountMinor: 800, reason: 'Kayayo for the delivery', at: at(14) },
      ],
    });
    const expectedCash = 20_000 + (5_000 + 2_000 + 3_000) + 4_000 - 1_000 - 1_200 + 2_000 - 800;
    const result = shiftExpected({ ...s, countedCashMinor: expectedCash - 500, countedMobileMoneyMinor: 5_500 }, sales, refunds, repayments, expenses, madeByOf);
    expect(result).toEqual({
      currency: 'GHS',
      salesCount: 5,
      refundsCount: 4,
      repaymentsCount: 3,
      floatMinor: 20_000,
      cashTakingsMinor: 10_000,
      cashRepaymentsMinor: 4_000,
      cashRefundsMinor: 1_000,
      cashExpensesMinor: 1_200,
      payInsMinor: 2_000,
      payOutsMinor: 800,
      expectedCashMinor: expectedCash,
      mobileMoneyTakingsMinor: 5_000,
      mobileMoneyRepaymentsMinor: 1_000,
      mobileMoneyRefundsMinor: 500,
      expectedMobileMoneyMinor: 5_500,
      countedCashMinor: expectedCash - 500,
      overShortMinor: -500,
      countedMobileMoneyMinor: 5_500,
      mobileMoneyOverShortMinor: 0,
    });
    expect(overShortText(result.overShortMinor!, 'GHS')).toBe('Short by ₵5.00');
  });

  it("counts only the shift's own records: its person, its currency, from opening to closing inclusive", () => {
    const sales = [
      sale({ totalMinor: 100, createdAt: opened }),
      sale({ totalMinor: 200, createdAt: closed }),
      sale({ totalMinor: 400, createdAt: new Date(opened.getTime() - 1) }),
      sale({ totalMinor: 800, createdAt: new Date(closed.getTime() + 1) }),
      sale({ totalMinor: 1_600, by: kofi }),
      sale({ totalMinor: 3_200, by: null }),
      sale({ totalMinor: 6_400, currency: 'NGN' }),
    ];
    const refunds = [refund({ amountMinor: 50, by: kofi }), refund({ amountMinor: 70, currency: 'NGN' }), refund({ amountMinor: 90, createdAt: at(7) })];
    const repayments = [repayment(10_000, 'Cash', kofi), repayment(20_000, 'Cash', ama, at(17))];
    const expenses = [expense(300, { by: kofi }), expense(500, { createdAt: at(7) })];
    const result = shiftExpected(shift(), sales, refunds, repayments, expenses, madeByOf);
    expect(result).toMatchObject({ salesCount: 2, cashTakingsMinor: 300, refundsCount: 0, repaymentsCount: 0, cashExpensesMinor: 0, expectedCashMinor: 20_300 });
  });

  it('matches by the id of whoever made the record, not the name', () => {
    const renamed = sale({ totalMinor: 500, by: { id: 'ama', name: 'Ama M.' } });
    const namesake = sale({ totalMinor: 700, by: { id: 'ama-2', name: 'Ama Mensah' } });
    expect(shiftExpected(shift(), [renamed, namesake], [], [], [], madeByOf).cashTakingsMinor).toBe(500);
  });

  it('runs to now while the shift is open, with no count and no difference yet', () => {
    const early = sale({ totalMinor: 500, createdAt: at(9) });
    const later = sale({ totalMinor: 700, createdAt: at(11) });
    const open = shift({ closedAt: null });
    const result = shiftExpected(open, [early, later], [], [], [], madeByOf, at(10));
    expect(result).toMatchObject({ salesCount: 1, expectedCashMinor: 20_500, countedCashMinor: null, overShortMinor: null, countedMobileMoneyMinor: null, mobileMoneyOverShortMinor: null });
  });

  it('a refund bigger than what came off the account hands back only the rest; a bad creditMinor is read as End of Day reads it', () => {
    const result = shiftExpected(shift({ floatMinor: 0 }), [], [refund({ amountMinor: 1_000, creditMinor: 5_000 }), refund({ amountMinor: 1_000, creditMinor: -5 })], [], [], madeByOf);
    expect(result.cashRefundsMinor).toBe(1_000);
    expect(result.expectedCashMinor).toBe(-1_000);
  });

  it('is the sum of its parts: records split between two lists add up to the same cash-up', () => {
    const method = fc.constantFrom<PaymentMethod>('Cash', 'Mobile Money', 'Card');
    const saleArb = fc.record({ totalMinor: fc.integer({ min: 1, max: 1_000_000 }), method, owedPermille: fc.integer({ min: 0, max: 1_000 }), hour: fc.integer({ min: 6, max: 18 }) }).map(({ totalMinor, method, owedPermille, hour }) => {
      const owedMinor = Math.floor((totalMinor * owedPermille) / 1_000);
      return sale({ totalMinor, method, tenderedMinor: totalMinor - owedMinor, owedMinor: owedMinor || undefined, createdAt: at(hour) });
    });
    const refundArb = fc.record({ amountMinor: fc.integer({ min: 1, max: 100_000 }), method, credit: fc.integer({ min: 0, max: 100_000 }) }).map(({ amountMinor, method, credit }) => refund({ amountMinor, method, creditMinor: Math.min(credit, amountMinor) }));
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 12 }), fc.array(saleArb, { maxLength: 12 }), fc.array(refundArb, { maxLength: 6 }), fc.array(refundArb, { maxLength: 6 }), (s1, s2, r1, r2) => {
        const empty = shift({ floatMinor: 0 });
        const a = shiftExpected(empty, s1, r1, [], [], madeByOf);
        const b = shiftExpected(empty, s2, r2, [], [], madeByOf);
        const both = shiftExpected(empty, [...s1, ...s2], [...r1, ...r2], [], [], madeByOf);
        expect(both.expectedCashMinor).toBe(a.expectedCashMinor + b.expectedCashMinor);
        expect(both.expectedMobileMoneyMinor).toBe(a.expectedMobileMoneyMinor + b.expectedMobileMoneyMinor);
        expect(Number.isSafeInteger(both.expectedCashMinor)).toBe(true);
        // Someone else's records change nothing.
        const theirs = [...s1, ...s2].map((record) => ({ ...record, madeBy: kofi }));
        expect(shiftExpected(empty, [...s1, ...theirs], r1, [], [], madeByOf)).toEqual(a);
      }),
    );
  });
});

describe('the shift forms', () => {
  it('opening: the float is required, 0 or more, at most the largest amount', () => {
    expect(validateShiftOpening({ float: '200.00' })).toEqual({ ok: true, value: { floatMinor: 20_000 } });
    expect(validateShiftOpening({ float: '0' })).toEqual({ ok: true, value: { floatMinor: 0 } });
    expect(validateShiftOpening({ float: '10,000,000.00' })).toEqual({ ok: true, value: { floatMinor: 1_000_000_000 } });
    expect(validateShiftOpening({ float: ' ' })).toEqual({ ok: false, errors: { float: 'Float is required.' } });
    expect(validateShiftOpening({})).toEqual({ ok: false, errors: { float: 'Float is required.' } });
    expect(validateShiftOpening({ float: '-1' })).toEqual({ ok: false, errors: { float: 'Float must be a number of 0 or more, like 200.00.' } });
    expect(validateShiftOpening({ float: 'lots' })).toEqual({ ok: false, errors: { float: 'Float must be a number of 0 or more, like 200.00.' } });
    expect(validateShiftOpening({ float: '10000000.01' })).toEqual({ ok: false, errors: { float: 'Float can be at most 10,000,000.00.' } });
  });

  it('closing: counted cash required; mobile money required only when the shop asks, checked whenever typed', () => {
    expect(validateShiftClosing({ countedCash: '345.50' }, false)).toEqual({ ok: true, value: { countedCashMinor: 34_550, countedMobileMoneyMinor: null } });
    expect(validateShiftClosing({ countedCash: '0', countedMobileMoney: '120' }, true)).toEqual({ ok: true, value: { countedCashMinor: 0, countedMobileMoneyMinor: 12_000 } });
    expect(validateShiftClosing({ countedCash: '1', countedMobileMoney: '120' }, false)).toEqual({ ok: true, value: { countedCashMinor: 100, countedMobileMoneyMinor: 12_000 } });
    expect(validateShiftClosing({ countedCash: '' }, true)).toEqual({ ok: false, errors: { countedCash: 'Counted cash is required.', countedMobileMoney: 'Counted mobile money is required.' } });
    expect(validateShiftClosing({ countedCash: '-3', countedMobileMoney: 'x' }, false)).toEqual({
      ok: false,
      errors: { countedCash: 'Counted cash must be a number of 0 or more, like 350.00.', countedMobileMoney: 'Counted mobile money must be a number of 0 or more, like 120.00.' },
    });
    expect(validateShiftClosing({ countedCash: '99999999999', countedMobileMoney: '99999999999' }, true)).toEqual({
      ok: false,
      errors: { countedCash: 'Counted cash can be at most 10,000,000.00.', countedMobileMoney: 'Counted mobile money can be at most 10,000,000.00.' },
    });
  });

  it('a pay-in or pay-out: an amount more than 0 and a reason of at most 200 characters', () => {
    expect(validatePayInOut({ amount: '20', reason: '  Change from the bank ' })).toEqual({ ok: true, value: { amountMinor: 2_000, reason: 'Change from the bank' } });
    expect(validatePayInOut({ amount: '0', reason: 'x' })).toEqual({ ok: false, errors: { amount: 'Amount must be a number more than 0, like 20.00.' } });
    expect(validatePayInOut({ amount: '', reason: '' })).toEqual({ ok: false, errors: { amount: 'Amount is required.', reason: 'Reason is required.' } });
    expect(validatePayInOut({ amount: '20000000', reason: 'x' })).toEqual({ ok: false, errors: { amount: 'Amount can be at most 10,000,000.00.' } });
    expect(validatePayInOut({ amount: '5', reason: 'a'.repeat(200) }).ok).toBe(true);
    expect(validatePayInOut({ amount: '5', reason: 'a'.repeat(201) })).toEqual({ ok: false, errors: { reason: 'The reason must be at most 200 characters.' } });
  });
});

describe("a shift's life", () => {
  const start = { id: 'shift-1', staff: ama, currency: 'GHS' as const, floatMinor: 20_000, openedAt: opened };

  it('opens with the float, no moves and nothing counted', () => {
    expect(openShift(start)).toEqual({ ...start, payInsOuts: [], closedAt: null, countedCashMinor: null });
  });

  it('allows one open shift a person', () => {
    const mine = openShift(start);
    expect(() => openShift({ ...start, id: 'shift-2' }, [mine])).toThrow(new ShiftError('You already have a shift open. Close it first.'));
    expect(openShift({ ...start, id: 'shift-2', staff: kofi }, [mine]).staff).toEqual(kofi);
    const done = closeShift(mine, { countedCashMinor: 20_000, countedMobileMoneyMinor: null }, closed);
    expect(openShift({ ...start, id: 'shift-2' }, [done]).id).toBe('shift-2');
    expect(openShiftOf([done, mine], 'ama')).toBe(mine);
    expect(openShiftOf([done], 'ama')).toBeNull();
  });

  it('takes pay-ins and pay-outs while open, leaving the shift it was given as it was', () => {
    const mine = openShift(start);
    const move = { kind: 'pay-out' as const, amountMinor: 800, reason: 'Fuel', at: at(9) };
    const moved = addPayInOut(mine, move);
    expect(moved.payInsOuts).toEqual([move]);
    expect(mine.payInsOuts).toEqual([]);
  });

  it('closes once, with what was counted; a close dated before the opening is taken as at it', () => {
    const mine = openShift(start);
    const done = closeShift(mine, { countedCashMinor: 19_500, countedMobileMoneyMinor: 4_000 }, closed);
    expect(done).toMatchObject({ closedAt: closed, countedCashMinor: 19_500, countedMobileMoneyMinor: 4_000 });
    expect(() => closeShift(done, { countedCashMinor: 1, countedMobileMoneyMinor: null }, closed)).toThrow('This shift is closed.');
    expect(() => addPayInOut(done, { kind: 'pay-in', amountMinor: 1, reason: 'x', at: closed })).toThrow(ShiftError);
    expect(closeShift(mine, { countedCashMinor: 0, countedMobileMoneyMinor: null }, at(7)).closedAt).toEqual(opened);
  });
});

describe("a day's shifts per cashier (shiftsDay)", () => {
  it('gives each shift its cash-up and each person their sales, takings and over/short, by name', () => {
    const amaShift = shift({ closedAt: closed, countedCashMinor: 20000 + 3000 - 500 });
    const kofiShift = shift({ id: 'shift-kofi', staff: kofi, closedAt: closed, countedCashMinor: 10000 });
    const sales = [sale({ totalMinor: 3000 }), sale({ totalMinor: 2000, method: 'Mobile Money', by: kofi }), sale({ totalMinor: 700, by: null })];
    const day = shiftsDay([kofiShift, amaShift], { sales, refunds: [], repayments: [], expenses: [] }, madeByOf, closed);
    expect(day.shifts.map((s) => s.shift.id)).toEqual(['shift-kofi', amaShift.id]);
    expect(day.shifts[1]?.expected.overShortMinor).toBe(-500);
    expect(day.cashiers).toEqual([
      { staff: ama, currency: 'GHS', salesCount: 1, takingsMinor: 3000, shiftsCount: 1, overShortMinor: -500, openShiftsCount: 0 },
      { staff: kofi, currency: 'GHS', salesCount: 1, takingsMinor: 2000, shiftsCount: 1, overShortMinor: 10000 - 20000, openShiftsCount: 0 },
    ]);
  });

  it('leaves an open shift out of the over/short, and lists a person with stamped sales but no shift', () => {
    const day = shiftsDay([shift({ closedAt: null })], { sales: [sale({ totalMinor: 1500, by: kofi, currency: 'NGN' })], refunds: [], repayments: [], expenses: [] }, madeByOf, closed);
    expect(day.cashiers).toEqual([
      { staff: ama, currency: 'GHS', salesCount: 0, takingsMinor: 0, shiftsCount: 1, overShortMinor: 0, openShiftsCount: 1 },
      { staff: kofi, currency: 'NGN', salesCount: 1, takingsMinor: 1500, shiftsCount: 0, overShortMinor: 0, openShiftsCount: 0 },
    ]);
  });
});
