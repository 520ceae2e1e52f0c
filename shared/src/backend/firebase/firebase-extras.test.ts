// What the Firebase adapter does beyond the shared contract: selling, refunding and taking payments
// on account while the network is down (the write is applied to the local cache at once and reaches
// the server when the network returns, where the server judges it: functions/README.md) and the
// translation of Firebase's error codes.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { disableNetwork, doc, enableNetwork, getDoc } from 'firebase/firestore';
import type { CustomerBalance, Product, Refund, Repayment, Sale, StockMovement } from '../../domain/entities';
import { accountBalances } from '../../domain/credit';
import type { AccountRecords } from '../../domain/credit';
import { saleOf } from '../../testing/sale-of';
import { buildRefund } from '../../domain/refund';
import type { RefusedRecord } from '../../domain/refused-records';
import type { SyncState } from '../port';
import type { Expense } from '../../domain/entities';
import { observe, productDraft, sampleSale, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers, LIVE_TIMEOUT_MS } from '../../testing/firebase-emulator-harness';
import { backendCodeFor, toBackendError } from './errors';

const emulators = inject('firebaseEmulators');

const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';

interface TillAndOffice {
  /** Signed in at a till whose network a test cuts (goOffline) and gives back (goOnline). */
  till: ReturnType<typeof createEmulatedBackend>;
  /** The same owner signed in elsewhere, always online. */
  office: ReturnType<typeof createEmulatedBackend>;
  uid: string;
  displayName: string | null;
  /** The till hears it is offline and its Firestore stops talking to the server; writes wait in its cache. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
}

/** A new owner, signed up and verified, at a till and at the office; both closed after `body`, whatever it does. */
async function atTillAndOffice(name: string, body: (shop: TillAndOffice) => Promise<void>, { logError }: { logError?: (message: string) => void } = {}): Promise<void> {
  let online = true;
  const till = createEmulatedBackend(emulators, { isOnline: () => online, ...(logError ? { logError } : {}) });
  const office = createEmulatedBackend(emulators);
  try {
    const email = uniqueEmail(name);
    await till.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
    await helpers.verifyEmail(till, email);
    const { uid, displayName } = await till.signIn(email, PASSWORD);
    await office.signIn(email, PASSWORD);
    const goOffline = async () => {
      online = false;
      await disableNetwork(till.services.firestore);
    };
    const goOnline = async () => {
      online = true;
      await enableNetwork(till.services.firestore);
    };
    await body({ till, office, uid, displayName, goOffline, goOnline });
  } finally {
    await till.close();
    await office.close();
  }
}

describe('Firebase adapter: offline sales', () => {
  it('records a sale while offline and delivers it to the server once the network returns', async () => {
    await atTillAndOffice('offline', async ({ till, office, uid, displayName, goOffline, goOnline }) => {
      expect(displayName).toBe(SAMPLE_PROFILE.ownerName);
      const productId = await till.addProduct(uid, productDraft({ quantity: 10, priceMinor: 500 }));
      const tillProducts = observe<Product[]>((next, error) => till.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      await tillProducts.until((list) => list.length === 1, 'the product at the till');

      await goOffline();
      const sale = sampleSale('offline-1', new Date('2024-06-03T12:00:00Z'), [{ productId, quantity: 2, priceMinor: 500 }]);
      const input = { sale, stockDecrements: [{ productId, quantitySold: 2 }] };
      expect(await till.recordSale(uid, input)).toEqual({ recorded: true });
      expect(await till.recordSale(uid, input)).toEqual({ recorded: false });
      await tillProducts.until((list) => list[0]?.quantity === 8, 'the stock lowered at the till while offline');

      const officeSales = observe<Sale[]>((next, error) => office.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
      await officeSales.until(() => true, 'the office view');
      expect(officeSales.latest()).toEqual([]);

      await goOnline();
      const [arrived] = await officeSales.until((list) => list.length === 1, 'the sale at the office');
      expect(arrived).toEqual(sale);
      const officeProducts = observe<Product[]>((next, error) => office.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      await officeProducts.until((list) => list[0]?.quantity === 8, 'the stock at the office');
      tillProducts.unsubscribe();
      officeSales.unsubscribe();
      officeProducts.unsubscribe();
    });
  });
});

describe('Firebase adapter: offline refunds', () => {
  it('records a refund of another till\'s sale while offline, once, and delivers it with its units back in stock when the network returns', async () => {
    await atTillAndOffice('offline-refund', async ({ till, office, uid, goOffline, goOnline }) => {
      const productId = await till.addProduct(uid, productDraft({ quantity: 10, priceMinor: 500 }));
      // Sold at the office: the till holds the sale and the product, not the sale's stock movement.
      const sale = sampleSale('sold-online', new Date('2024-06-03T12:00:00Z'), [{ productId, quantity: 4, priceMinor: 500 }]);
      await office.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 4 }] });
      const tillProducts = observe<Product[]>((next, error) => till.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      await tillProducts.until((list) => list[0]?.quantity === 6, 'the stock after the sale');
      const tillSales = observe<Sale[]>((next, error) => till.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
      await tillSales.until((list) => list.length === 1, 'the sale held at the till');
      const sync = observe<SyncState>((next, error) => till.subscribeSyncState(uid, next, error), LIVE_TIMEOUT_MS);
      await sync.until((state) => state.waitingSales.length === 0 && state.waitingRefunds.length === 0, 'nothing waiting');

      await goOffline();
      const built = buildRefund({ id: 'refund-offline', sale, earlier: [], returning: [{ productId, quantity: 3 }], paymentMethod: 'Cash', reason: '', now: new Date('2024-06-04T09:00:00Z') });
      if (!built.ok) throw new Error(built.error);
      expect(await till.recordRefund(uid, { refund: built.refund })).toEqual({ recorded: true });
      expect(await till.recordRefund(uid, { refund: built.refund })).toEqual({ recorded: false });
      await tillProducts.until((list) => list[0]?.quantity === 9, 'the units back at the till while offline');
      // The till says the refund waits to sync, as it does an offline sale.
      expect(await sync.until((state) => state.waitingRefunds.length === 1, 'the refund waiting to sync')).toEqual({ waitingSales: [], waitingRefunds: ['refund-offline'], refused: [] });
      // More than is left, checked against what the till holds, is refused at once.
      const again = buildRefund({ id: 'refund-too-many', sale, earlier: [], returning: [{ productId, quantity: 2 }], paymentMethod: 'Cash', reason: '', now: new Date('2024-06-04T09:05:00Z') });
      if (!again.ok) throw new Error(again.error);
      await expect(till.recordRefund(uid, { refund: again.refund })).rejects.toMatchObject({ code: 'failed-precondition' });

      await goOnline();
      const officeRefunds = observe<Refund[]>((next, error) => office.subscribeRefunds(uid, next, error), LIVE_TIMEOUT_MS);
      expect(await officeRefunds.until((list) => list.length === 1, 'the refund at the office')).toEqual([built.refund]);
      const officeProducts = observe<Product[]>((next, error) => office.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      await officeProducts.until((list) => list[0]?.quantity === 9, 'the stock at the office');
      // The server has it: nothing waits any more.
      expect(await sync.until((state) => state.waitingRefunds.length === 0, 'the refund no longer waiting')).toEqual({ waitingSales: [], waitingRefunds: [], refused: [] });
      sync.unsubscribe();
      tillProducts.unsubscribe();
      tillSales.unsubscribe();
      officeRefunds.unsubscribe();
      officeProducts.unsubscribe();
    });
  });
});

describe('Firebase adapter: offline expenses', () => {
  it('saves, replays, edits and deletes expenses while offline, and the server gets one document each when the network returns', async () => {
    await atTillAndOffice('offline-expense', async ({ till, office, uid, goOffline, goOnline }) => {
      const at = new Date('2024-06-05T08:00:00Z');
      const taxi: Expense = { id: 'exp-taxi', amountMinor: 1_550, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: '2024-06-05', note: 'Taxi', createdAt: at, updatedAt: at };
      const dropped: Expense = { ...taxi, id: 'exp-dropped', note: 'Entered twice' };
      expect(await till.saveExpense(uid, dropped)).toEqual({ created: true });
      const tillList = observe<Expense[]>((next, error) => till.subscribeExpenses(uid, '2024-06-01', null, next, error), LIVE_TIMEOUT_MS);
      await tillList.until((list) => list.length === 1, 'the first expense at the till');

      await goOffline();
      expect(await till.saveExpense(uid, taxi)).toEqual({ created: true });
      expect(await till.saveExpense(uid, taxi)).toEqual({ created: false });
      const edited: Expense = { ...taxi, amountMinor: 1_800, note: 'Taxi, both ways', updatedAt: new Date('2024-06-05T09:00:00Z') };
      expect(await till.saveExpense(uid, edited)).toEqual({ created: false });
      await till.deleteExpense(uid, 'exp-dropped');
      await tillList.until((list) => list.length === 1 && list[0]?.amountMinor === 1_800, 'the edit at the till while offline');

      await goOnline();
      const officeList = observe<Expense[]>((next, error) => office.subscribeExpenses(uid, '2024-06-01', null, next, error), LIVE_TIMEOUT_MS);
      expect(await officeList.until((list) => list.length === 1 && list[0]?.amountMinor === 1_800, 'the expense at the office')).toEqual([edited]);
      tillList.unsubscribe();
      officeList.unsubscribe();
    });
  });
});

describe('Firebase adapter: offline credit', () => {
  /** Digital goods (no stock) sold to `customer` for `totalMinor`, `paidMinor` paid now and the rest on account. */
  const onCredit = (id: string, customer: { id: string; name: string }, totalMinor: number, paidMinor: number, at: Date) =>
    saleOf({ id, at, customer, tenderedMinor: paidMinor, credit: { dueOn: '2024-07-01' }, lines: [{ id: 'delivery', priceMinor: totalMinor, quantity: 1 }] });

  it('sells on credit, takes a payment and refunds a credit sale offline, checked on the cached balance, and the server gets each once', async () => {
    await atTillAndOffice('offline-credit', async ({ till, office, uid, goOffline, goOnline }) => {
      const kofi = { id: await till.addCustomer(uid, { name: 'Kofi', email: '', phone: '', creditLimitMinor: 10_000 }), name: 'Kofi' };
      // What the till's screens keep in its cache: the customers, the balances, the sales.
      const watched = [
        observe((next, error) => till.subscribeCustomers(uid, next, error), LIVE_TIMEOUT_MS),
        observe((next, error) => till.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS),
      ];
      const tillBalances = observe<CustomerBalance[]>((next, error) => till.subscribeBalances(uid, next, error), LIVE_TIMEOUT_MS);
      await tillBalances.until(() => true, 'the balances at the till');
      for (const o of watched) await o.until(() => true, 'the till\'s lists');

      await goOffline();
      const first = onCredit('credit-offline-1', kofi, 8000, 2000, new Date('2024-06-03T12:00:00Z')); // owes 6000
      expect(await till.recordSale(uid, { sale: first, stockDecrements: [] })).toEqual({ recorded: true });
      expect(await till.recordSale(uid, { sale: first, stockDecrements: [] })).toEqual({ recorded: false });
      // The server moves the balance when the sale reaches it; until then the till counts its own
      // queued records on the cached balance (unjudged.ts). Past the limit so: refused at once, nothing queued.
      await expect(till.recordSale(uid, { sale: onCredit('credit-offline-2', kofi, 5000, 0, new Date('2024-06-03T12:05:00Z')), stockDecrements: [] })).rejects.toMatchObject({ code: 'failed-precondition' });
      const repayment: Repayment = { id: 'pay-offline', customer: kofi, amountMinor: 1000, currency: 'GHS', method: 'Cash', createdAt: new Date('2024-06-04T09:00:00Z') };
      expect(await till.recordRepayment(uid, { repayment })).toEqual({ recorded: true });
      expect(await till.recordRepayment(uid, { repayment })).toEqual({ recorded: false });
      await expect(till.recordRepayment(uid, { repayment: { ...repayment, id: 'pay-too-much', amountMinor: 5001 } })).rejects.toMatchObject({ code: 'failed-precondition' });
      const built = buildRefund({ id: 'refund-offline-credit', sale: first, earlier: [], returning: [{ productId: 'delivery', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date('2024-06-05T09:00:00Z'), balanceMinor: 5000 });
      if (!built.ok) throw new Error(built.error);
      expect(built.refund).toMatchObject({ amountMinor: 8000, creditMinor: 5000 });
      expect(await till.recordRefund(uid, { refund: built.refund })).toEqual({ recorded: true });

      await goOnline();
      const officeBalances = observe<CustomerBalance[]>((next, error) => office.subscribeBalances(uid, next, error), LIVE_TIMEOUT_MS);
      await officeBalances.until((list) => list.length === 1 && list[0]?.balanceMinor === 0, 'the balance at the office');
      const officeRecords = observe<AccountRecords>((next, error) => office.subscribeAccountRecords(uid, kofi.id, next, error), LIVE_TIMEOUT_MS);
      const records = await officeRecords.until((r) => r.refunds.length === 1, 'the records at the office');
      expect(records).toEqual({ sales: [first], repayments: [repayment], refunds: [built.refund] });
      expect(accountBalances(records)).toEqual(officeBalances.latest());
      for (const o of [...watched, tillBalances, officeBalances, officeRecords]) o.unsubscribe();
    });
  });

  it('has the server refuse an offline credit sale that passes the limit with a sale made meanwhile elsewhere, moving nothing, and lists it for the owner', async () => {
    await atTillAndOffice('offline-limit', async ({ till, office, uid, goOffline, goOnline }) => {
      const kofi = { id: await till.addCustomer(uid, { name: 'Kofi', email: '', phone: '', creditLimitMinor: 10_000 }), name: 'Kofi' };
      const tillCustomers = observe((next, error) => till.subscribeCustomers(uid, next, error), LIVE_TIMEOUT_MS);
      const tillBalances = observe<CustomerBalance[]>((next, error) => till.subscribeBalances(uid, next, error), LIVE_TIMEOUT_MS);
      await tillCustomers.until(() => true, 'the customers at the till');
      await office.recordSale(uid, { sale: onCredit('office-1', kofi, 6000, 0, new Date('2024-06-03T10:00:00Z')), stockDecrements: [] });
      await tillBalances.until((list) => list[0]?.balanceMinor === 6000, 'the office\'s sale at the till');
      const sync = observe<SyncState>((next, error) => till.subscribeSyncState(uid, next, error), LIVE_TIMEOUT_MS);
      await sync.until((state) => state.waitingSales.length === 0, 'nothing waiting');

      await goOffline();
      // The office sells Kofi 3000 more meanwhile: 9000 owed on the server.
      await office.recordSale(uid, { sale: onCredit('office-2', kofi, 3000, 0, new Date('2024-06-03T11:00:00Z')), stockDecrements: [] });
      // The till, holding 6000, sells him 3000 more: within the limit as it knows it.
      const late = onCredit('till-late', kofi, 3000, 0, new Date('2024-06-03T11:30:00Z'));
      expect(await till.recordSale(uid, { sale: late, stockDecrements: [] })).toEqual({ recorded: true });

      await goOnline();
      // The server judges it on the balance it holds (9000 owed of a 10000 limit): refused, moving
      // nothing, and listed for the owner in words; it counts in no sale list.
      const refused = observe<RefusedRecord[]>((next, error) => office.subscribeRefusedRecords(uid, new Date('2024-06-01T00:00:00Z'), next, error), LIVE_TIMEOUT_MS);
      const [flagged] = await refused.until((list) => list.length === 1, 'the refused sale listed for the owner');
      expect(flagged).toMatchObject({ kind: 'sale', sale: { id: late.id }, refusal: { code: 'over-credit-limit', balanceMinor: 9000, limitMinor: 10_000 } });
      refused.unsubscribe();
      const officeSales = observe<Sale[]>((next, error) => office.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
      expect((await officeSales.until((list) => list.length === 2, 'the office\'s sales')).map((s) => s.id).sort()).toEqual(['office-1', 'office-2']);
      const officeBalances = observe<CustomerBalance[]>((next, error) => office.subscribeBalances(uid, next, error), LIVE_TIMEOUT_MS);
      expect(await officeBalances.until((list) => list.length === 1, 'the balance at the office')).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 9000 }]);
      for (const o of [tillCustomers, tillBalances, sync, officeSales, officeBalances]) o.unsubscribe();
    }, { logError: () => {} });
  });
});

describe('Firebase adapter: offline sale of a product deleted meanwhile', () => {
  it('lands the sale when the network returns and the server moves the stock it can: the deleted product is not made again, and nothing is refused', async () => {
    const logged: string[] = [];
    await atTillAndOffice('deleted', async ({ till, office, uid, goOffline, goOnline }) => {
      const kept = await till.addProduct(uid, productDraft({ name: 'Milo', quantity: 10, priceMinor: 500 }));
      const doomed = await till.addProduct(uid, productDraft({ name: 'Gari', quantity: 10, priceMinor: 200 }));
      const tillProducts = observe<Product[]>((next, error) => till.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      await tillProducts.until((list) => list.length === 2, 'both products at the till');
      const sync = observe<SyncState>((next, error) => till.subscribeSyncState(uid, next, error), LIVE_TIMEOUT_MS);
      await sync.until((state) => state.waitingSales.length === 0, 'nothing waiting');

      await goOffline();
      const sale = sampleSale('offline-deleted-1', new Date('2024-06-04T12:00:00Z'), [
        { productId: kept, quantity: 2, priceMinor: 500 },
        { productId: doomed, quantity: 1, priceMinor: 200 },
      ]);
      expect(await till.recordSale(uid, { sale, stockDecrements: [{ productId: kept, quantitySold: 2 }, { productId: doomed, quantitySold: 1 }] })).toEqual({ recorded: true });
      await sync.until((state) => state.waitingSales.includes('offline-deleted-1'), 'the sale waiting to sync');
      // Meanwhile the office deletes one of the products.
      await office.deleteProduct(uid, doomed);

      await goOnline();
      const officeSales = observe<Sale[]>((next, error) => office.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
      const [arrived] = await officeSales.until((list) => list.length === 1, 'the sale at the office');
      expect(arrived).toEqual(sale);
      const officeProducts = observe<Product[]>((next, error) => office.subscribeProducts(uid, next, error), LIVE_TIMEOUT_MS);
      const products = await officeProducts.until((list) => list.length === 1 && list[0]?.quantity === 8, 'the kept product lowered, the deleted one not recreated');
      expect(products.map((p) => p.id)).toEqual([kept]);
      const state = await sync.until((s) => s.waitingSales.length === 0, 'nothing waiting');
      expect(state.refused).toEqual([]);
      expect(logged).toEqual([]);
      for (const o of [tillProducts, sync, officeSales, officeProducts]) o.unsubscribe();
    }, { logError: (message) => logged.push(message) });
  });
});

describe('Firebase adapter: a sale and its stock move together', () => {
  // The server moves a sale's stock in the same transaction that judges the sale
  // (functions/README.md), so no stock change can be cut off from its sale: a till that closes
  // right after writing, and presses Try again from a new instance, records nothing more.
  it('moves the stock of a sale once, however often the till tries again, even from a new instance', async () => {
    let till = createEmulatedBackend(emulators);
    try {
      const email = uniqueEmail('cutoff');
      await till.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(till, email);
      const { uid } = await till.signIn(email, PASSWORD);
      const milo = await till.addProduct(uid, productDraft({ name: 'Milo', quantity: 10, priceMinor: 500 }));
      const gari = await till.addProduct(uid, productDraft({ name: 'Gari', quantity: 10, priceMinor: 200 }));
      const sale = sampleSale('cutoff-1', new Date('2024-06-05T12:00:00Z'), [
        { productId: milo, quantity: 2, priceMinor: 500 },
        { productId: gari, quantity: 3, priceMinor: 200 },
      ]);
      const input = { sale, stockDecrements: [{ productId: milo, quantitySold: 2 }, { productId: gari, quantitySold: 3 }] };
      expect(await till.recordSale(uid, input)).toEqual({ recorded: true });
      await till.close();
      till = createEmulatedBackend(emulators);
      await till.signIn(email, PASSWORD);
      expect(await till.recordSale(uid, input)).toEqual({ recorded: false });
      await helpers.settled?.(uid);
      expect(await till.recordSale(uid, input)).toEqual({ recorded: false });
      const store = till.services.firestore;
      const stock = async (id: string) => (await getDoc(doc(store, `businesses/${uid}/products/${id}`))).get('quantity') as number;
      expect([await stock(milo), await stock(gari)]).toEqual([8, 7]);
      const movements = observe<StockMovement[]>((next, error) => till.subscribeStockMovements(uid, gari, next, error), LIVE_TIMEOUT_MS);
      const [moved] = await movements.until((list) => list.length === 1, "Gari's movement");
      expect(moved).toMatchObject({ id: `${sale.id}_${gari}`, change: -3, reason: 'sale', saleId: sale.id });
      movements.unsubscribe();
    } finally {
      await till.close();
    }
  });
});

describe('Firebase adapter: error codes', () => {
  it("maps Firebase's codes to the port's, keeping the provider's message", () => {
    expect(backendCodeFor('auth/wrong-password')).toBe('auth/wrong-password');
    expect(backendCodeFor('auth/invalid-credential')).toBe('auth/wrong-password');
    expect(backendCodeFor('auth/cancelled-popup-request')).toBe('auth/popup-closed-by-user');
    expect(backendCodeFor('auth/too-many-requests')).toBe('auth/internal-error');
    expect(backendCodeFor('permission-denied')).toBe('permission-denied');
    expect(backendCodeFor('already-exists')).toBe('failed-precondition');
    expect(backendCodeFor('deadline-exceeded')).toBe('unavailable');
    expect(backendCodeFor('resource-exhausted')).toBe('unavailable');
    expect(backendCodeFor('storage/object-not-found')).toBe('storage/object-not-found');
    expect(backendCodeFor('storage/retry-limit-exceeded')).toBe('storage/unknown');

    const error = toBackendError(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    expect(error.code).toBe('auth/wrong-password');
    expect(error.message).toBe('Firebase: Error (auth/invalid-credential).');
    expect(toBackendError(new Error('boom')).code).toBe('internal');
  });
});
