// The till guard's rules beyond the contract (testing/contract/staff.ts): the restored till, the
// clock of lockouts and approvals, the sales a cashier's PIN needs a manager for, live reads as
// the operator changes, a member's role read again at each write, and copies of the backend.
import { describe, expect, it, vi } from 'vitest';
import { PIN_LOCK_MS, STAFF_APPROVAL_MS } from '../../domain/constants';
import type { DailyStat, Product, Sale, StockMovement } from '../../domain/entities';
import type { StaffRefusalReason, TillOperator } from '../../domain/staff';
import { isTillRefusalReason, STAFF_MESSAGES, tillRefusalWords } from '../../domain/staff-words';
import { createMemoryBackend, SAMPLE_OWNER } from '../memory/index';
import { SAMPLE_BUSINESS } from '../../testing/test-shop';
import type { MemoryBackendOptions, StaffSeed } from '../memory/index';
import { saleOf } from '../../testing/sale-of';
import { expectCode, observe } from '../../testing/contract/support';
import type { AccountRecords } from '../../domain/credit';
import { previewCatalogueImport, readCatalogueTable } from '../../domain/catalogue-import';

const uid = SAMPLE_OWNER.uid;
const JOINED = new Date('2026-01-01T09:00:00Z');
const cashier: StaffSeed = { id: 'efua', name: 'Efua', role: 'cashier', pin: '2580', disabled: false, createdAt: JOINED };
const manager: StaffSeed = { id: 'kwame', name: 'Kwame', role: 'manager', pin: '1357', disabled: false, createdAt: JOINED };
const rice: Product = {
  id: 'rice',
  name: 'Rice',
  type: 'Physical',
  priceMinor: 8500,
  costMinor: 6000,
  currency: 'GHS',
  description: '',
  imageUrl: null,
  imagePath: null,
  quantity: 10,
  createdAt: JOINED,
};
const asCashier: TillOperator = { id: 'efua', name: 'Efua', role: 'cashier' };

function shop(options: MemoryBackendOptions = {}) {
  return createMemoryBackend({ staff: [cashier, manager], products: [rice], ...options });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function riceSale(id: string, extra: Parameters<typeof saleOf>[0] extends infer S ? Partial<S> : never = {}, at = new Date()): Sale {
  return saleOf({ id, at, tenderedMinor: 8500, lines: [{ id: 'rice', name: 'Rice', priceMinor: 8500, quantity: 1, type: 'Physical', costMinor: 6000 }], ...extra });
}

describe('guardTill', () => {
  it('restores the till this device kept: locked, a member, or the owner\'s account', async () => {
    expect(shop().backend.currentOperator()).toEqual({ id: uid, name: SAMPLE_OWNER.displayName, role: 'owner', account: true });
    expect(shop({ till: { locked: true } }).backend.currentOperator()).toBeNull();

    const atTill = shop({ till: { locked: false, memberId: 'efua' } });
    const seen: (TillOperator | null)[] = [];
    atTill.backend.onOperatorChanged((operator) => seen.push(operator));
    // The member is read from the store (and their seeded PIN hashed) before the till is theirs.
    await vi.waitFor(() => expect(atTill.backend.currentOperator()).toEqual(asCashier));
    expect(seen).toEqual([null, asCashier]);

    const turnedOff = shop({ staff: [{ ...cashier, disabled: true }], till: { locked: false, memberId: 'efua' } });
    turnedOff.backend.currentOperator();
    await settle();
    expect(turnedOff.backend.currentOperator()).toBeNull();
  });

  it('gives the owner\'s account to a sign-in, and nobody to a sign-out', async () => {
    const fake = shop({ user: null, till: { locked: true } });
    expect(fake.backend.currentOperator()).toBeNull();
    await fake.backend.signIn(SAMPLE_OWNER.email, 'anything');
    expect(fake.backend.currentOperator()).toMatchObject({ id: uid, role: 'owner', account: true });
    await fake.backend.unlockTill(uid, 'efua', '2580');
    expect(fake.backend.currentOperator()).toEqual(asCashier);
    await fake.backend.signOut();
    expect(fake.backend.currentOperator()).toBeNull();
    // Signed out, calls go to the adapter, which refuses them as the port says.
    expect((await expectCode(fake.backend.addProduct(uid, { ...rice }), 'permission-denied')).message).not.toBe(STAFF_MESSAGES.tillLocked);
  });

  it('keeps a lockout on its clock, and lets the member try again when it runs out', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const { backend } = shop({ now: () => now });
    for (let i = 0; i < 5; i += 1) await expectCode(backend.unlockTill(uid, 'efua', '4826'), 'permission-denied');
    now = new Date(now.getTime() + PIN_LOCK_MS - 60_000);
    expect((await expectCode(backend.unlockTill(uid, 'efua', '2580'), 'permission-denied')).message).toBe(STAFF_MESSAGES.pinLocked(60_000));
    now = new Date(now.getTime() + 60_000);
    expect(await backend.unlockTill(uid, 'efua', '2580')).toEqual(asCashier);
  });

  it('needs a manager\'s PIN for a cashier\'s credit sale or a discount above the limit, and lets an approval run out', async () => {
    let now = new Date();
    const fake = shop({ now: () => now, customers: [{ id: 'kofi', name: 'Kofi', email: '', phone: '', createdAt: JOINED }] });
    const { backend } = fake;
    await backend.unlockTill(uid, 'efua', '2580');
    const record = (sale: Sale) => backend.recordSale(uid, { sale, stockDecrements: [{ productId: 'rice', quantitySold: 1 }] });

    // 10 % off is within the limit; 10.01 % is not.
    expect(await record(riceSale('ten-off', { discountType: 'percentage', discountHundredths: 1000 }))).toEqual({ recorded: true });
    const over = riceSale('over-limit', { discountType: 'percentage', discountHundredths: 1001 });
    expect((await expectCode(record(over), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
    await backend.approveAction(uid, 'kwame', '1357', 'discount-over-limit');
    now = new Date(now.getTime() + STAFF_APPROVAL_MS);
    expect((await expectCode(record(over), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
    await backend.approveAction(uid, 'kwame', '1357', 'discount-over-limit');
    expect(await record(over)).toEqual({ recorded: true });
    expect(fake.sales().find((s) => s.id === 'over-limit')).toMatchObject({ madeBy: { id: 'efua', name: 'Efua' }, approvedBy: { id: 'kwame', name: 'Kwame' } });

    const credit = riceSale('on-credit', { tenderedMinor: 0, customer: { id: 'kofi', name: 'Kofi' }, credit: { dueOn: '2099-01-01' } });
    expect((await expectCode(record(credit), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
    await backend.approveAction(uid, 'kwame', '1357', 'sell-on-credit');
    expect(await record(credit)).toEqual({ recorded: true });
  });

  it("checks a cashier's discount against the shop's own limit, and a change of it applies to the next sale", async () => {
    const fake = shop({ business: { ...SAMPLE_BUSINESS, cashierDiscountLimitHundredths: 2_000 } });
    const { backend } = fake;
    await backend.unlockTill(uid, 'efua', '2580');
    const record = (sale: Sale) => backend.recordSale(uid, { sale, stockDecrements: [{ productId: 'rice', quantitySold: 1 }] });
    expect(await record(riceSale('twenty-off', { discountType: 'percentage', discountHundredths: 2_000 }))).toEqual({ recorded: true });
    expect((await expectCode(record(riceSale('over-twenty', { discountType: 'percentage', discountHundredths: 2_001 })), 'permission-denied')).message).toBe(
      STAFF_MESSAGES.needsManagerPin,
    );
    // The owner lowers it to 0 %: every discount of a cashier's asks now.
    await backend.lockTill();
    await backend.unlockTill(uid, 'kwame', '1357');
    // Only the owner may ('edit-business'): not a manager.
    expect((await expectCode(backend.updateShopSettings(uid, { cashierDiscountLimitHundredths: 0 }), 'permission-denied')).message).toBe(STAFF_MESSAGES.notAllowed);
    await backend.signIn(SAMPLE_OWNER.email, 'anything');
    await backend.updateShopSettings(uid, { cashierDiscountLimitHundredths: 0 });
    expect(fake.business()?.cashierDiscountLimitHundredths).toBe(0);
    await backend.unlockTill(uid, 'efua', '2580');
    expect((await expectCode(record(riceSale('one-off', { discountType: 'percentage', discountHundredths: 100 })), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
    expect(await record(riceSale('no-discount'))).toEqual({ recorded: true });
    // A manager is never asked, whatever the limit.
    await backend.lockTill();
    await backend.unlockTill(uid, 'kwame', '1357');
    expect(await record(riceSale('manager-half-off', { discountType: 'percentage', discountHundredths: 5_000 }))).toEqual({ recorded: true });
  });

  it("takes the default limit when the shop's profile cannot be read", async () => {
    const { backend } = shop({ fail: { subscribeBusiness: new Error('offline') } });
    await backend.unlockTill(uid, 'efua', '2580');
    const record = (sale: Sale) => backend.recordSale(uid, { sale, stockDecrements: [{ productId: 'rice', quantitySold: 1 }] });
    expect(await record(riceSale('ten-off', { discountType: 'percentage', discountHundredths: 1_000 }))).toEqual({ recorded: true });
    expect((await expectCode(record(riceSale('eleven-off', { discountType: 'percentage', discountHundredths: 1_100 })), 'permission-denied')).message).toBe(STAFF_MESSAGES.needsManagerPin);
  });

  it('gives an approval back when the write it let through fails', async () => {
    const fake = shop();
    await fake.backend.unlockTill(uid, 'efua', '2580');
    await fake.backend.approveAction(uid, 'kwame', '1357', 'change-stock');
    const request = { id: 'count-1', productId: 'missing', adjustment: { reason: 'count' as const, counted: 4 }, at: new Date() };
    await expectCode(fake.backend.adjustStock(uid, request), 'not-found');
    expect(await fake.backend.adjustStock(uid, { ...request, productId: 'rice' })).toEqual({ recorded: true });
    expect(fake.stockMovements()[0]).toMatchObject({ id: 'count-1', madeBy: { id: 'efua' }, approvedBy: { id: 'kwame' } });
    const movements = observe<StockMovement[]>((next, error) => fake.backend.subscribeStockMovements(uid, 'rice', next, error));
    const [count] = await movements.until((list) => list.length === 1);
    expect(count).not.toHaveProperty('unitCostMinor');
    expect(count).not.toHaveProperty('costAfterMinor');
  });

  it('shows a live read as the new operator may see it, and ends one they may not', async () => {
    const fake = shop();
    await fake.backend.recordSale(uid, { sale: riceSale('owners-sale'), stockDecrements: [] });
    const sales = observe<Sale[]>((next, error) => fake.backend.subscribeSales(uid, next, error));
    const stats = observe<DailyStat[]>((next, error) => fake.backend.subscribeDailyStats(uid, '2000-01-01', next, error));
    const products = observe<Product[]>((next, error) => fake.backend.subscribeProducts(uid, next, error));
    await sales.until((list) => list.length === 1);
    await stats.until((list) => list.length === 1);
    expect((await products.until(() => true))[0]?.costMinor).toBe(6000);

    await fake.backend.unlockTill(uid, 'efua', '2580');
    await sales.until((list) => list.length === 0, 'the cashier\'s own sales');
    expect(await stats.untilError()).toMatchObject({ code: 'permission-denied', message: STAFF_MESSAGES.notAllowed });
    expect((await products.until((list) => list[0]?.costMinor === undefined))[0]).not.toHaveProperty('costMinor');
    // A sale of another day is not the cashier's today, even their own.
    await fake.backend.recordSale(uid, { sale: riceSale('yesterday', {}, new Date(Date.now() - 2 * 86_400_000)), stockDecrements: [] });
    await fake.backend.recordSale(uid, { sale: riceSale('today'), stockDecrements: [] });
    expect((await sales.until((list) => list.length === 1)).map((s) => s.id)).toEqual(['today']);

    const records = observe<AccountRecords>((next, error) => fake.backend.subscribeAccountRecords(uid, null, next, error));
    expect(await records.untilError()).toMatchObject({ message: STAFF_MESSAGES.notAllowed });
    const kofi = observe<AccountRecords>((next, error) => fake.backend.subscribeAccountRecords(uid, 'kofi', next, error));
    expect(await kofi.until(() => true)).toEqual({ sales: [], repayments: [], refunds: [] });
    for (const o of [sales, stats, products, records, kofi]) o.unsubscribe();
  });

  it('reads the member again at each write: a new role counts at once', async () => {
    const fake = shop();
    const office = fake.anotherTill();
    await fake.backend.unlockTill(uid, 'kwame', '1357');
    expect(await fake.backend.addProduct(uid, { ...rice, name: 'Milo' })).toEqual(expect.any(String));
    await office.saveStaffMember(uid, 'kwame', { name: 'Kwame', role: 'cashier', pin: '' });
    expect((await expectCode(fake.backend.addProduct(uid, { ...rice, name: 'Gari' }), 'permission-denied')).message).toBe(STAFF_MESSAGES.notAllowed);
    expect(fake.backend.currentOperator()).toEqual({ id: 'kwame', name: 'Kwame', role: 'cashier' });
  });

  it('carries the code of every refusal (BackendError.reason), its words the domain\'s for it', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const refusal = async (promise: Promise<unknown>, reason: StaffRefusalReason) => {
      const error = await expectCode(promise, 'permission-denied');
      expect(error.reason).toBe(reason);
      if (isTillRefusalReason(reason)) expect(error.message).toBe(tillRefusalWords(reason));
      return error;
    };
    const fake = shop({ now: () => now, staff: [cashier, manager, { ...cashier, id: 'kojo', name: 'Kojo', pin: '3690', disabled: true }] });
    const { backend } = fake;
    const record = (sale: Sale) => backend.recordSale(uid, { sale, stockDecrements: [{ productId: 'rice', quantitySold: 1 }] });

    backend.lockTill();
    await refusal(backend.addProduct(uid, { ...rice }), 'till-locked');
    await refusal(backend.unlockTill(uid, 'kojo', '3690'), 'disabled');
    expect((await refusal(backend.unlockTill(uid, 'efua', '4826'), 'wrong-pin')).message).toBe(STAFF_MESSAGES.pinWrong(4));
    await backend.unlockTill(uid, 'efua', '2580');
    await refusal(backend.addProduct(uid, { ...rice }), 'not-allowed');
    await refusal(record(riceSale('half-off', { discountType: 'percentage', discountHundredths: 5_000 })), 'needs-manager-pin');
    // A cashier's PIN approves nothing.
    await refusal(backend.approveAction(uid, 'efua', '2580', 'discount-over-limit'), 'approver-not-allowed');
    for (let i = 0; i < 4; i += 1) await refusal(backend.approveAction(uid, 'kwame', '9999', 'refund'), 'wrong-pin');
    await refusal(backend.approveAction(uid, 'kwame', '9999', 'refund'), 'pin-locked');
    now = new Date(now.getTime() + 60_000);
    expect((await refusal(backend.approveAction(uid, 'kwame', '1357', 'refund'), 'pin-locked')).message).toBe(STAFF_MESSAGES.pinLocked(PIN_LOCK_MS - 60_000));

    // A cashier on their own account, where no manager types a PIN: a manager's to do.
    const own = shop({ user: { ...SAMPLE_OWNER, uid: 'efua-account', member: { ownerUid: uid, staffId: 'efua' } } });
    await refusal(own.backend.approveAction(uid, 'kwame', '1357', 'refund'), 'manager-only');
  });

  it("guards every method of the owner's screens, whose rules load on their first use", async () => {
    const { backend } = shop({ till: { locked: true } });
    const lockedWrite = async (write: Promise<unknown>) => expect((await expectCode(write, 'permission-denied')).reason).toBe('till-locked');
    const any = {} as never;
    await lockedWrite(backend.updateShopSettings(uid, { creditDays: 10 }));
    await lockedWrite(backend.addProduct(uid, { ...rice }));
    await lockedWrite(backend.updateProduct(uid, 'rice', { name: 'Rice (5 kg)' }));
    await lockedWrite(backend.deleteProduct(uid, 'rice'));
    await lockedWrite(backend.adjustStock(uid, any));
    await lockedWrite(backend.updateCustomer(uid, 'ama', { name: 'Ama' }));
    await lockedWrite(backend.deleteCustomer(uid, 'ama'));
    await lockedWrite(backend.recordRefund(uid, { refund: any, stockReturns: [] } as never));
    await lockedWrite(backend.recordRepayment(uid, { repayment: any } as never));
    await lockedWrite(backend.saveExpense(uid, any));
    await lockedWrite(backend.deleteExpense(uid, 'e1'));
    await lockedWrite(backend.uploadProductImage(uid, any));
    await lockedWrite(backend.deleteImage(`products/${uid}/rice.png`));
    const since = new Date('2026-01-01T00:00:00Z');
    const reads = [
      observe((n, e) => backend.subscribeStockMovements(uid, 'rice', n, e)),
      observe((n, e) => backend.subscribeSales(uid, n, e, { limit: 5 })),
      observe((n, e) => backend.subscribeSalesSince(uid, since, n, e)),
      observe((n, e) => backend.subscribeRefusedRecords(uid, since, n, e)),
      observe((n, e) => backend.subscribeDailyStats(uid, '2026-01-01', n, e)),
      observe((n, e) => backend.subscribeProductStats(uid, '2026-01-01', n, e)),
      observe((n, e) => backend.subscribeRefunds(uid, n, e)),
      observe((n, e) => backend.subscribeRefundsSince(uid, since, n, e)),
      observe((n, e) => backend.subscribeSaleRefunds(uid, 's1', n, e)),
      observe((n, e) => backend.subscribeAccountRecords(uid, null, n, e)),
      observe((n, e) => backend.subscribeRepaymentsSince(uid, since, n, e)),
      observe((n, e) => backend.subscribeExpenses(uid, '2026-01-01', null, n, e)),
    ];
    for (const read of reads) {
      await vi.waitFor(() => expect(read.errors.map((error) => (error as { reason?: string }).reason)).toEqual(['till-locked']));
      expect(read.values).toEqual([]);
    }
  });

  it('keeps its rules in a copy of the backend, as stories make one', async () => {
    const fake = shop({ till: { locked: true } });
    const copy = { ...fake.backend, recordRefund: () => new Promise<never>(() => undefined) };
    expect(copy.currentOperator()).toBeNull();
    expect((await expectCode(copy.addProduct(uid, { ...rice }), 'permission-denied')).message).toBe(STAFF_MESSAGES.tillLocked);
    expect(typeof copy.unlockTill).toBe('function');
  });

  it('keeps the owner\'s own record to the owner role, and stamps a member\'s repayment', async () => {
    const fake = shop({ customers: [{ id: 'kofi', name: 'Kofi', email: '', phone: '', createdAt: JOINED }] });
    expect((await expectCode(fake.backend.saveStaffMember(uid, uid, { name: 'Ama', role: 'manager', pin: '2468' }), 'invalid-argument')).message).toBe(STAFF_MESSAGES.roleInvalid);
    expect(await fake.backend.saveStaffMember(uid, uid, { name: 'Ama', role: 'owner', pin: '2468' })).toEqual({ created: true });
    await fake.backend.recordSale(uid, { sale: riceSale('credit', { tenderedMinor: 0, customer: { id: 'kofi', name: 'Kofi' }, credit: { dueOn: '2099-01-01' } }), stockDecrements: [] });
    await fake.backend.unlockTill(uid, uid, '2468');
    expect(fake.backend.currentOperator()).toEqual({ id: uid, name: 'Ama', role: 'owner' });
    await fake.backend.recordRepayment(uid, { repayment: { id: 'r1', customer: { id: 'kofi', name: 'Kofi' }, amountMinor: 100, currency: 'GHS', method: 'Cash', createdAt: new Date() } });
    expect(fake.repayments()[0]?.madeBy).toEqual({ id: uid, name: 'Ama' });
  });

  it('refuses a cashier the catalogue import and its undo, and lets a manager import (edit-products)', async () => {
    const fake = shop();
    const { backend } = fake;
    const table = readCatalogueTable([['Name', 'Price', 'In stock'], ['Peak Milk', '12.00', '24']]);
    if (!table.ok) throw new Error(table.problem);
    const request = { id: 'import-1', fileName: 'stock.csv', rows: table.rows, expected: previewCatalogueImport(table.rows, [rice]).counts };
    await backend.unlockTill(uid, 'efua', '2580');
    expect((await expectCode(backend.importCatalogue(uid, request), 'permission-denied')).message).toBe(STAFF_MESSAGES.notAllowed);
    await expectCode(backend.lastCatalogueImport(uid), 'permission-denied');
    expect(fake.products()).toHaveLength(1);
    await backend.lockTill();
    await backend.unlockTill(uid, 'kwame', '1357');
    expect(await backend.importCatalogue(uid, request)).toMatchObject({ id: 'import-1', counts: { new: 1 } });
    expect(fake.products().map((p) => p.name)).toEqual(['Rice', 'Peak Milk']);
    await backend.lockTill();
    await backend.unlockTill(uid, 'efua', '2580');
    await expectCode(backend.undoCatalogueImport(uid, 'import-1'), 'permission-denied');
    expect(fake.products()).toHaveLength(2);
  });
});
