// The Backend contract, staff at a shared till (issue #35; domain/staff.ts, pin.ts, shifts.ts; the
// port's StaffApi): the owner adds staff, whose PINs are never listed; the till locks and unlocks
// by PIN with a lockout; each role may do only what the permission table says, a cashier's refund
// only with a manager's PIN (one-shot); records carry who made them; a member turned off is
// refused at once; a cashier reads only their own sales of today and no costs; shifts open once,
// take pay-ins and pay-outs once per id, and close.
import { beforeEach, describe, expect, it } from 'vitest';
import { PIN_LOCK_MS } from '../../domain/constants';
import type { Expense, Product, Refund, Sale, Shift } from '../../domain/entities';
import { buildRefund } from '../../domain/refund';
import type { StaffListing } from '../../domain/staff';
import { STAFF_MESSAGES } from '../../domain/staff-words';
import type { Backend } from '../../backend/port';
import { saleOf } from '../sale-of';
import { expectCode, productDraft } from './support';
import type { ContractContext } from './support';

const CASHIER = { id: 'cashier-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580' } as const;
const MANAGER = { id: 'manager-kwame', name: 'Kwame Asante', role: 'manager', pin: '1357' } as const;
const WRONG_PIN = '4826';
const RICE_MINOR = 8500;
const RICE_COST_MINOR = 6000;

export function staffContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, helpers } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  async function latest<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void, what: string, test: (value: T) => boolean = () => true): Promise<T> {
    const observed = watch<T>(subscribe);
    const value = await observed.until(test, what);
    observed.unsubscribe();
    return value;
  }

  /** The subscription's refusal, with its code and words. */
  async function refusalOf(subscribe: (onNext: (value: unknown) => void, onError: (error: Error) => void) => () => void): Promise<Error> {
    const observed = watch<unknown>(subscribe);
    const error = await observed.untilError();
    observed.unsubscribe();
    return error;
  }

  /** A shop with Rice (10 in stock, ₵85, costing ₵60), a cashier and a manager; the owner's account at the till. */
  async function shopWithStaff() {
    const { uid } = await signUpVerified();
    const productId = await backend.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: RICE_MINOR, costMinor: RICE_COST_MINOR }));
    for (const member of [CASHIER, MANAGER]) {
      expect(await backend.saveStaffMember(uid, member.id, { name: member.name, role: member.role, pin: member.pin })).toEqual({ created: true });
    }
    const sell = (id: string, quantity = 1, at = new Date()) =>
      saleOf({ id, at, tenderedMinor: RICE_MINOR * quantity, lines: [{ id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity, type: 'Physical', costMinor: RICE_COST_MINOR }] });
    const record = (sale: Sale, on: Backend = backend) => on.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: sale.items[0]!.quantity }] });
    /** Locks the till and unlocks it for `member`. */
    const switchTo = async (member: { id: string; pin: string }, on: Backend = backend) => {
      on.lockTill();
      return on.unlockTill(uid, member.id, member.pin);
    };
    const salesSeen = () => latest<Sale[]>((next, error) => backend.subscribeSales(uid, next, error), 'the sales');
    return { uid, productId, sell, record, switchTo, salesSeen };
  }

  function refundOf(id: string, sale: Sale): Refund {
    const built = buildRefund({ id, sale, earlier: [], returning: [{ productId: sale.items[0]!.id, quantity: 1 }], paymentMethod: 'Cash', reason: 'Damaged', now: new Date() });
    if (!built.ok) throw new Error(built.error);
    return built.refund;
  }

  const expenseOf = (id: string): Expense => {
    const at = new Date();
    return { id, amountMinor: 1_550, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: '2024-08-05', note: 'Taxi', createdAt: at, updatedAt: at };
  };

  describe('staff at the till', () => {
    it('lets the owner add a cashier and a manager, listed without their PINs; the form\'s refusals in its words', async () => {
      const { uid } = await shopWithStaff();
      expect(backend.currentOperator()).toEqual({ id: uid, name: expect.any(String), role: 'owner', account: true });
      const staff = await latest<StaffListing[]>((next, error) => backend.subscribeStaff(uid, next, error), 'the staff', (list) => list.length === 2);
      expect(staff.map(({ id, name, role, disabled }) => ({ id, name, role, disabled })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: CASHIER.id, name: CASHIER.name, role: 'cashier', disabled: false },
        { id: MANAGER.id, name: MANAGER.name, role: 'manager', disabled: false },
      ]);
      for (const member of staff) {
        expect(member).not.toHaveProperty('pinHash');
        expect(member.createdAt).toBeInstanceOf(Date);
      }

      expect((await expectCode(backend.saveStaffMember(uid, 'yaw', { name: 'Yaw', role: 'cashier', pin: '1234' }), 'invalid-argument')).message).toBe(STAFF_MESSAGES.pinGuessable);
      expect((await expectCode(backend.saveStaffMember(uid, 'yaw', { name: 'Yaw', role: 'cashier', pin: '12' }), 'invalid-argument')).message).toBe(STAFF_MESSAGES.pinInvalid);
      expect((await expectCode(backend.saveStaffMember(uid, 'yaw', { name: 'Yaw', role: 'cashier', pin: '' }), 'invalid-argument')).message).toBe(STAFF_MESSAGES.pinRequired);
      expect((await expectCode(backend.saveStaffMember(uid, 'yaw', { name: 'Yaw', role: 'owner', pin: '2468' }), 'invalid-argument')).message).toBe(STAFF_MESSAGES.roleInvalid);

      // An edit may leave the PIN empty: the one they had still unlocks.
      expect(await backend.saveStaffMember(uid, CASHIER.id, { name: 'Efua O.', role: 'cashier', pin: '' })).toEqual({ created: false });
      backend.lockTill();
      expect(await backend.unlockTill(uid, CASHIER.id, CASHIER.pin)).toEqual({ id: CASHIER.id, name: 'Efua O.', role: 'cashier' });
      expect(backend.currentOperator()).toEqual({ id: CASHIER.id, name: 'Efua O.', role: 'cashier' });
    });

    it('locks the till: writes refused; a wrong PIN says the tries left; five in a row lock the member out, even the right PIN', async () => {
      const { uid } = await shopWithStaff();
      const operators: unknown[] = [];
      const stop = backend.onOperatorChanged((operator) => operators.push(operator));
      backend.lockTill();
      expect(backend.currentOperator()).toBeNull();
      expect(operators.at(-1)).toBeNull();
      expect((await expectCode(backend.addProduct(uid, productDraft()), 'permission-denied')).message).toBe(STAFF_MESSAGES.tillLocked);
      await expectCode(backend.unlockTill(uid, 'nobody', CASHIER.pin), 'not-found');

      for (let left = 4; left >= 1; left -= 1) {
        expect((await expectCode(backend.unlockTill(uid, CASHIER.id, WRONG_PIN), 'permission-denied')).message).toBe(STAFF_MESSAGES.pinWrong(left));
      }
      expect((await expectCode(backend.unlockTill(uid, CASHIER.id, WRONG_PIN), 'permission-denied')).message).toBe(STAFF_MESSAGES.pinLocked(PIN_LOCK_MS));
      expect((await expectCode(backend.unlockTill(uid, CASHIER.id, CASHIER.pin), 'permission-denied')).message).toBe(STAFF_MESSAGES.pinLocked(PIN_LOCK_MS));
      expect(backend.currentOperator()).toBeNull();

      // The lockout is the cashier's alone: the manager still unlocks.
      expect(await backend.unlockTill(uid, MANAGER.id, MANAGER.pin)).toEqual({ id: MANAGER.id, name: MANAGER.name, role: 'manager' });
      expect(operators.at(-1)).toEqual({ id: MANAGER.id, name: MANAGER.name, role: 'manager' });
      stop();
    });

    it('stamps a cashier\'s sale; a cashier sees only their own sales of today and no costs', async () => {
      const { uid, sell, record, switchTo, salesSeen } = await shopWithStaff();
      const owners = sell('sale-by-owner');
      expect(await record(owners)).toEqual({ recorded: true });

      await switchTo(CASHIER);
      const theirs = sell('sale-by-cashier', 2);
      expect(await record(theirs)).toEqual({ recorded: true });
      const seen = await salesSeen();
      expect(seen.map((sale) => sale.id)).toEqual(['sale-by-cashier']);
      expect(seen[0]?.madeBy).toEqual({ id: CASHIER.id, name: CASHIER.name });
      expect(seen[0]?.approvedBy).toBeUndefined();
      expect(seen[0]?.items.map((item) => item.costMinor)).toEqual([null]);
      const products = await latest<Product[]>((next, error) => backend.subscribeProducts(uid, next, error), 'the products');
      expect(products).toHaveLength(1);
      expect(products[0]?.costMinor ?? null).toBeNull();
      // A record made in someone else's name is refused.
      expect((await expectCode(record({ ...sell('forged'), madeBy: { id: MANAGER.id, name: MANAGER.name } }), 'permission-denied')).message).toBe(STAFF_MESSAGES.notAllowed);

      await switchTo(MANAGER);
      const all = await salesSeen();
      expect(all.map((sale) => sale.id).sort()).toEqual(['sale-by-cashier', 'sale-by-owner']);
      expect(all.find((sale) => sale.id === 'sale-by-owner')?.madeBy).toBeUndefined();
      expect(all.find((sale) => sale.id === 'sale-by-cashier')?.items[0]?.costMinor).toBe(RICE_COST_MINOR);
    });

    it('lets a cashier refund only with a manager\'s PIN, once', async () => {
      const { uid, sell, record, switchTo } = await shopWithStaff();
      const sale = sell('sale-to-refund', 3);
      await record(sale);
      await switchTo(CASHIER);

      const first = refundOf('refund-1', sale);
      expect((await expectCode(backend.recordRefund(uid, { refund: first }), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
      expect((await expectCode(backend.approveAction(uid, CASHIER.id, CASHIER.pin, 'refund'), 'permission-denied')).message).toBe(STAFF_MESSAGES.approverNotAllowed);
      expect((await expectCode(backend.approveAction(uid, MANAGER.id, WRONG_PIN, 'refund'), 'permission-denied')).message).toBe(STAFF_MESSAGES.pinWrong(4));
      expect(await backend.approveAction(uid, MANAGER.id, MANAGER.pin, 'refund')).toEqual({ id: MANAGER.id, name: MANAGER.name });
      expect(await backend.recordRefund(uid, { refund: first })).toEqual({ recorded: true });

      const refunds = await latest<Refund[]>((next, error) => backend.subscribeRefunds(uid, next, error), 'the refunds', (list) => list.length === 1);
      expect(refunds[0]).toMatchObject({ id: 'refund-1', madeBy: { id: CASHIER.id, name: CASHIER.name }, approvedBy: { id: MANAGER.id, name: MANAGER.name } });
      // The approval let one refund through: the next needs a PIN again.
      const second = buildRefund({ id: 'refund-2', sale, earlier: refunds, returning: [{ productId: sale.items[0]!.id, quantity: 1 }], paymentMethod: 'Cash', reason: 'Damaged', now: new Date() });
      if (!second.ok) throw new Error(second.error);
      expect((await expectCode(backend.recordRefund(uid, { refund: second.refund }), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
    });

    it('refuses a cashier what their role may not do, and the reads they may not see', async () => {
      const { uid, productId, switchTo } = await shopWithStaff();
      await switchTo(CASHIER);
      const notAllowed = async (promise: Promise<unknown>) => expect((await expectCode(promise, 'permission-denied')).message).toBe(STAFF_MESSAGES.notAllowed);
      await notAllowed(backend.addProduct(uid, productDraft({ name: 'Milo' })));
      await notAllowed(backend.updateProduct(uid, productId, { priceMinor: 100 }));
      await notAllowed(backend.saveExpense(uid, expenseOf('expense-by-cashier')));
      await notAllowed(backend.saveStaffMember(uid, 'yaw', { name: 'Yaw', role: 'cashier', pin: '2468' }));
      await notAllowed(backend.updateShopSettings(uid, { creditDays: 14 }));
      for (const error of [
        await refusalOf((next, fail) => backend.subscribeExpenses(uid, '2024-01-01', null, next, fail)),
        await refusalOf((next, fail) => backend.subscribeDailyStats(uid, '2024-01-01', next, fail)),
      ]) {
        expect(error).toMatchObject({ code: 'permission-denied', message: STAFF_MESSAGES.notAllowed });
      }
      // What a cashier may do goes through.
      expect(await backend.addCustomer(uid, { name: 'Kofi Boateng', email: '', phone: '' })).toEqual(expect.any(String));
    });

    it('refuses a member turned off at once, and locks the till', async () => {
      const { uid, sell, record, switchTo } = await shopWithStaff();
      if (helpers.otherTill) {
        await switchTo(CASHIER);
        expect(await record(sell('before-off'))).toEqual({ recorded: true });
        const office = await helpers.otherTill(backend);
        expect(office.currentOperator()).toMatchObject({ id: uid, role: 'owner' });
        await office.setStaffDisabled(uid, CASHIER.id, true);
        expect((await expectCode(record(sell('after-off')), 'permission-denied')).message).toBe(STAFF_MESSAGES.disabled);
        expect(backend.currentOperator()).toBeNull();
      } else {
        await backend.setStaffDisabled(uid, CASHIER.id, true);
        backend.lockTill();
      }
      expect((await expectCode(backend.unlockTill(uid, CASHIER.id, CASHIER.pin), 'permission-denied')).message).toBe(STAFF_MESSAGES.disabled);
      const staff = await latest<StaffListing[]>((next, error) => backend.subscribeStaff(uid, next, error), 'the staff', (list) => list.some((m) => m.id === CASHIER.id && m.disabled));
      expect(staff.find((m) => m.id === CASHIER.id)?.disabled).toBe(true);
      // Turning staff on or off is the owner's alone.
      await backend.unlockTill(uid, MANAGER.id, MANAGER.pin);
      await expectCode(backend.setStaffDisabled(uid, CASHIER.id, false), 'permission-denied');
    });

    it('refuses turning off the owner', async () => {
      const { uid } = await shopWithStaff();
      await expectCode(backend.setStaffDisabled(uid, uid, true), 'invalid-argument');
    });

    it('opens a shift once with its float, takes a pay-in and (with a PIN) a pay-out once each, and closes it', async () => {
      const { uid, switchTo } = await shopWithStaff();
      const since = new Date(Date.now() - 60_000);
      // The owner's own shift, which a cashier does not see.
      expect(await backend.openShift(uid, { id: 'shift-owner', currency: 'GHS', floatMinor: 10_000 })).toEqual({ recorded: true });

      await switchTo(CASHIER);
      const open = { id: 'shift-efua', currency: 'GHS' as const, floatMinor: 20_000 };
      expect(await backend.openShift(uid, open)).toEqual({ recorded: true });
      expect(await backend.openShift(uid, open)).toEqual({ recorded: false });
      expect((await expectCode(backend.openShift(uid, { ...open, id: 'shift-efua-2' }), 'failed-precondition')).message).toBe(STAFF_MESSAGES.shiftAlreadyOpen);

      const payIn = { shiftId: open.id, id: 'move-in', move: { kind: 'pay-in' as const, amountMinor: 5_000, reason: 'Change from the bank' } };
      expect(await backend.recordPayInOut(uid, payIn)).toEqual({ recorded: true });
      expect(await backend.recordPayInOut(uid, payIn)).toEqual({ recorded: false });
      const payOut = { shiftId: open.id, id: 'move-out', move: { kind: 'pay-out' as const, amountMinor: 2_000, reason: 'Cleaner' } };
      expect((await expectCode(backend.recordPayInOut(uid, payOut), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
      await backend.approveAction(uid, MANAGER.id, MANAGER.pin, 'pay-out');
      expect(await backend.recordPayInOut(uid, payOut)).toEqual({ recorded: true });

      const seen = await latest<Shift[]>((next, error) => backend.subscribeShifts(uid, since, next, error), 'the shifts', (list) => list[0]?.payInsOuts.length === 2);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ id: open.id, staff: { id: CASHIER.id, name: CASHIER.name }, currency: 'GHS', floatMinor: 20_000, closedAt: null, countedCashMinor: null });
      expect(seen[0]?.payInsOuts.map(({ id, kind, amountMinor, reason }) => ({ id, kind, amountMinor, reason }))).toEqual([
        { id: 'move-in', kind: 'pay-in', amountMinor: 5_000, reason: 'Change from the bank' },
        { id: 'move-out', kind: 'pay-out', amountMinor: 2_000, reason: 'Cleaner' },
      ]);

      await backend.closeShift(uid, { shiftId: open.id, countedCashMinor: 23_000, countedMobileMoneyMinor: null });
      expect((await expectCode(backend.closeShift(uid, { shiftId: open.id, countedCashMinor: 23_000, countedMobileMoneyMinor: null }), 'failed-precondition')).message).toBe(STAFF_MESSAGES.shiftClosed);
      // Closed, a new shift may open; the owner's is not theirs to close.
      await expectCode(backend.closeShift(uid, { shiftId: 'shift-owner', countedCashMinor: 0, countedMobileMoneyMinor: null }), 'permission-denied');

      await switchTo(MANAGER);
      const all = await latest<Shift[]>((next, error) => backend.subscribeShifts(uid, since, next, error), 'every shift', (list) => list.length === 2 && list.some((s) => s.closedAt !== null));
      expect(all.find((shift) => shift.id === open.id)).toMatchObject({ countedCashMinor: 23_000, closedAt: expect.any(Date) });
      expect(all.find((shift) => shift.id === 'shift-owner')).toMatchObject({ staff: { id: uid }, closedAt: null });
    });
  });
}
