// The permission table on the real engine: every action of STAFF_ACTIONS for every actor — the
// owner, a manager and a cashier each on their own account, a member the owner turned off, and a
// stranger (a verified account that is a member of no shop) — one case each, generated at run time
// from STAFF_ACTIONS and STAFF_PERMISSIONS (shared/src/domain/staff.ts), so a new action or a
// changed cell changes the cases. Each action has a PROBE: the smallest real operation that
// exercises it, shaped as the Firebase adapter makes it (shared/src/backend/firebase/*.ts), written
// or read through firebase/firestore.rules on the official emulator; a record the server judges
// (sales, refunds, repayments, deliveries) is awaited until its `ledger` (functions/README.md).
//
// Expected: the owner may do everything; the stranger and the turned-off member nothing; a manager
// or a cashier exactly what `accessOf(role, action) === 'yes'` gives (on their own account no
// manager's PIN can be typed, so 'manager-pin' is refused: staff.ts, operatorAccess). A refusal is
// the rules' (permission-denied: nothing written, nothing changed) or the server's (the record
// marked refused, with a code, and nothing moved); never silent, never applied.
//
// Where the outcome is decided (the layer of each refusal is recorded and printed at the end):
// - sell, sell-on-credit, discount-over-limit, refund, record-repayment, change-stock: the record
//   through the rules, then the server's judgement (the discount limit is the server's alone).
// - every other write (customers, products, expenses, staff, profile, shifts) and every read: the rules.
// - export: a CSV is built on the device from what its screens read (history: all sales and
//   refunds; inventory: the products' costs), so its probe is those reads — the same as
//   see-all-sales, plus the refunds and the costs.
// Then the server alone: each record it judges is also written past the rules (the Admin SDK), as
// one queued before the rules held it would arrive, and the server's verdict must match the table
// too (refused by who wrote it: seller-/author- codes, or the discount limit).
// No action is the client's alone (CLIENT_ONLY, asserted); cells where the engine disagrees with
// the table would be listed in KNOWN_GAPS (asserted to still disagree) — none today.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, orderBy, query, runTransaction, setDoc, setLogLevel, Timestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { accessOf, STAFF_ACTIONS, STAFF_PERMISSIONS, utcDateKey } from '@shop/shared/domain';
import type { StaffAction, StaffRole } from '@shop/shared/domain';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] permissions matrix skipped: ${reason}`);
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a case waits for the server's `ledger` on a record; each case may take a little longer. */
const LEDGER_WAIT_MS = 90_000;
const CASE_TIMEOUT_MS = LEDGER_WAIT_MS + 30_000;
const RUN = Date.now().toString(36);
const created = new Date('2024-05-01T10:00:00Z');

// ---- The actors ---------------------------------------------------------------------------------

const ACTORS = ['owner', 'manager', 'cashier', 'turned-off', 'stranger'] as const;
type Actor = (typeof ACTORS)[number];

/** Each actor acts in a shop of its own (seeded alike), so no case sees another's writes. */
const shopOf = (actor: Actor) => `perm-${RUN}-${actor}`;

interface Who {
  uid: string;
  email: string;
  /** What a record they make keeps of them (staff.ts, StaffStamp); the owner's own account: their uid and name. */
  stamp: { id: string; name: string };
  /** The role whose table row decides their cells; null: refused every action. */
  role: StaffRole | null;
}

const OWNER_NAME = 'Abena Owusu';
const STAFF = {
  manager: { id: 'mgr', name: 'Kofi', role: 'manager', disabled: false },
  cashier: { id: 'csh', name: 'Efua', role: 'cashier', disabled: false },
  'turned-off': { id: 'off', name: 'Esi', role: 'cashier', disabled: true },
} as const;
/** Another cashier of the shop, whose shift is "another member's figures". */
const OTHER = { id: 'other', name: 'Ama' };

function who(actor: Actor): Who {
  const shop = shopOf(actor);
  if (actor === 'owner') return { uid: shop, email: `owner-${RUN}@example.com`, stamp: { id: shop, name: OWNER_NAME }, role: 'owner' };
  if (actor === 'stranger') return { uid: `stranger-${RUN}`, email: `stranger-${RUN}@example.com`, stamp: { id: 'stranger', name: 'Yaw' }, role: null };
  const staff = STAFF[actor];
  return { uid: `${staff.id}-${RUN}`, email: `${staff.id}-${RUN}@example.com`, stamp: { id: staff.id, name: staff.name }, role: actor === 'turned-off' ? null : staff.role };
}

/** What the table says of a cell: on a member's own account only 'yes' is theirs (no PIN can be typed). */
function expectedOf(actor: Actor, action: StaffAction): 'allowed' | 'refused' {
  const { role } = who(actor);
  if (role === null) return 'refused';
  return accessOf(role, action) === 'yes' ? 'allowed' : 'refused';
}

// ---- Probes ------------------------------------------------------------------------------------

type Outcome = { got: 'allowed'; layer: 'rules' | 'server' } | { got: 'refused'; layer: 'rules' } | { got: 'refused'; layer: 'server'; code: string };

interface Cell {
  actor: Actor;
  action: StaffAction;
  who: Who;
  /** The actor's own client, through the rules. */
  db: Firestore;
  /** A path in the actor's shop. */
  at: (path?: string) => string;
  /** What a record from the actor's till carries of them: a member's stamp and account (the adapter's storedSale etc.); nothing from the owner's own account. */
  mine: Record<string, unknown>;
}

type Probe = (cell: Cell, tools: Tools) => Promise<Outcome>;

interface Tools {
  admin: AdminFirestore;
  /** A write the server judges: through the rules, then its `ledger`; `moved` says whether anything was derived from it. */
  judged(cell: Cell, path: string, write: () => Promise<unknown>, moved: () => Promise<boolean>): Promise<Outcome>;
  /** A write the rules alone decide: a refused one changed nothing. */
  plain(cell: Cell, path: string, write: () => Promise<unknown>): Promise<Outcome>;
  /** Reads the rules decide; `found` is how many records the allowed read gave (it must find the seeded ones). */
  read(run: () => Promise<number>): Promise<Outcome>;
}

const now = () => new Date();
const line = (overrides: Record<string, unknown> = {}) => ({ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 1, ...overrides });
/** A cash sale as the till stores it (saleToStored, SALE_FIELDS): 1 × Rice at ₵85.00, made now. */
const sale = (overrides: Record<string, unknown> = {}) => ({
  items: [line()],
  subtotal: 85,
  discount: 0,
  discountType: 'fixed',
  discountAmount: 0,
  totalAmount: 85,
  tenderedAmount: 85,
  changeDue: 0,
  currency: 'GHS',
  paymentMethod: 'Cash',
  createdAt: now(),
  customer: null,
  ...overrides,
});
const CREDIT_CUSTOMER = { id: 'c-credit', name: 'Kwesi' };
const OWING_CUSTOMER = { id: 'c-owes', name: 'Ngozi' };
const since = () => new Date(Date.now() - 30 * DAY_MS);
/** The start of the till's own day (cashier-reads.ts, startOfTillDay). */
const startOfTillDay = () => {
  const d = now();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
};

/**
 * The records the server judges, by action: where the till writes it, what it writes (`suffix` keeps
 * the server-alone copy apart: its own id, product, customer), and whether anything was derived
 * from it (`moved`). Used twice: through the rules as the till writes it (PROBES), and past them
 * with the Admin SDK, as a record queued before the rules held it would arrive (the server alone).
 */
interface JudgedProbe {
  collection: 'sales' | 'refunds' | 'stockMovements' | 'repayments';
  record: (cell: Cell, suffix: string) => Record<string, unknown>;
  moved: (cell: Cell, id: string, suffix: string, admin: AdminFirestore) => Promise<boolean>;
}
/** The suffix of the server-alone copies' ids. */
const SERVER_ALONE = '-srv';
/**
 * What the server refuses a record for when its author may not do it (sale-audit.ts, refund-audit.ts,
 * repayment-audit.ts, stock-audit.ts): any other code means the probe itself was wrong.
 */
const WHO_REFUSALS = ['seller-unknown', 'seller-disabled', 'seller-not-allowed', 'author-unknown', 'author-disabled', 'author-not-allowed', 'discount-over-limit'];
const exists = async (admin: AdminFirestore, path: string) => (await admin.doc(path).get()).exists;
const JUDGED: Partial<Record<StaffAction, JudgedProbe>> = {
  // The sale alone (sales.ts, recordSaleOnline: a transaction that reads it new, then sets it).
  sell: {
    collection: 'sales',
    record: (cell) => sale(cell.mine),
    moved: (cell, id, _suffix, admin) => exists(admin, cell.at(`/stockMovements/${id}_rice`)),
  },
  // Nothing paid now, all owed by a customer with room under their limit.
  'sell-on-credit': {
    collection: 'sales',
    record: (cell, suffix) => sale({ tenderedAmount: 0, customer: { ...CREDIT_CUSTOMER, id: CREDIT_CUSTOMER.id + suffix }, owed: 85, dueOn: utcDateKey(new Date(Date.now() + 30 * DAY_MS)), ...cell.mine }),
    moved: async (cell, id, suffix, admin) => (await admin.doc(cell.at(`/accounts/${CREDIT_CUSTOMER.id}${suffix}_GHS`)).get()).get('saleId') === id,
  },
  // 20 % off against the shop's 10 % limit (cashierDiscountLimitHundredths: 1000).
  'discount-over-limit': {
    collection: 'sales',
    record: (cell) => sale({ discountType: 'percentage', discount: 20, discountAmount: 17, totalAmount: 68, tenderedAmount: 68, ...cell.mine }),
    moved: (cell, id, _suffix, admin) => exists(admin, cell.at(`/stockMovements/${id}_rice`)),
  },
  // One of the two units of the applied sale `sold` given back in cash (refunds.ts: the refund alone).
  refund: {
    collection: 'refunds',
    record: (cell) => ({ saleId: 'sold', items: [line()], amount: 85, currency: 'GHS', paymentMethod: 'Cash', reason: 'Torn bag', createdAt: now(), customer: null, ...cell.mine }),
    moved: (cell, id, _suffix, admin) => exists(admin, cell.at(`/stockMovements/${id}_rice`)),
  },
  // A delivery of 5 units, no unit cost (sales.ts, storedAdjustment: the movement alone).
  'change-stock': {
    collection: 'stockMovements',
    record: (cell, suffix) => ({ productId: `p-stock${suffix}`, change: 5, reason: 'delivery', counted: null, saleId: null, createdAt: now(), ...cell.mine }),
    moved: async (cell, id, suffix, admin) => (await admin.doc(cell.at(`/products/p-stock${suffix}`)).get()).get('stockMovementId') === id,
  },
  // ₵10.00 of the ₵50.00 Ngozi owes (credit.ts: the repayment alone).
  'record-repayment': {
    collection: 'repayments',
    record: (cell, suffix) => ({ customer: { ...OWING_CUSTOMER, id: OWING_CUSTOMER.id + suffix }, amount: 10, currency: 'GHS', method: 'Cash', createdAt: now(), ...cell.mine }),
    moved: async (cell, id, suffix, admin) => (await admin.doc(cell.at(`/accounts/${OWING_CUSTOMER.id}${suffix}_GHS`)).get()).get('repaymentId') === id,
  },
};

/** A judged probe as the till writes it: through the rules, on the actor's own account. */
const throughTheRules =
  (action: StaffAction, probe: JudgedProbe): Probe =>
  (cell, { judged, admin }) => {
    const id = `p-${action}`;
    const path = cell.at(`/${probe.collection}/${id}`);
    return judged(cell, path, () => setDoc(doc(cell.db, path), probe.record(cell, '')), () => probe.moved(cell, id, '', admin));
  };

/** Every action's probe. An action missing here must be in CLIENT_ONLY, with why. */
const PROBES: Partial<Record<StaffAction, Probe>> = {
  ...Object.fromEntries(Object.entries(JUDGED).map(([action, probe]) => [action, throughTheRules(action as StaffAction, probe)])),
  // catalogue.ts, addCustomer: a new document of the customer's fields (no credit limit from the till).
  'add-customer': (cell, { plain }) => {
    const path = cell.at('/customers/p-new');
    return plain(cell, path, () => setDoc(doc(cell.db, path), { name: 'Kwame', phone: '0240000000', createdAt: now() }));
  },
  // catalogue.ts, updateCustomer: the changed fields, here a credit limit of ₵500.00.
  'edit-customers': (cell, { plain }) => {
    const path = cell.at('/customers/c-edit');
    return plain(cell, path, () => updateDoc(doc(cell.db, path), { name: 'Adwoa Mensah', creditLimit: 500 }));
  },
  // catalogue.ts, updateProduct: a new price alone.
  'edit-products': (cell, { plain }) => {
    const path = cell.at('/products/p-edit');
    return plain(cell, path, () => updateDoc(doc(cell.db, path), { price: 30 }));
  },
  // catalogue.ts: the costs are one collection, read whole.
  'see-costs-and-profit': (cell, { read }) => read(async () => (await getDocs(collection(cell.db, cell.at('/productCosts')))).size),
  // sales.ts: the day's roll-ups and the best sellers since a date.
  'see-shop-figures': (cell, { read }) =>
    read(async () => {
      const key = utcDateKey(since());
      const [days] = await Promise.all([
        getDocs(query(collection(cell.db, cell.at('/dailyStats')), where('date', '>=', key), orderBy('date', 'asc'))),
        getDocs(query(collection(cell.db, cell.at('/productStats')), where('date', '>=', key), orderBy('date', 'asc'))),
      ]);
      return days.size;
    }),
  // ledger.ts, newestFirst: every sale.
  'see-all-sales': (cell, { read }) => read(async () => (await getDocs(query(collection(cell.db, cell.at('/sales')), orderBy('createdAt', 'desc')))).size),
  // cashier-reads.ts, ownRecentQuery: the sales this account rang up since the start of the till's day.
  'see-own-sales-today': (cell, { read }) =>
    read(async () => {
      const own = query(
        collection(cell.db, cell.at('/sales')),
        where('accountUid', '==', cell.who.uid),
        where('createdAt', '>=', Timestamp.fromDate(startOfTillDay())),
        orderBy('createdAt', 'desc'),
      );
      return (await getDocs(own)).docs.filter((d) => d.id === 'own-recent').length;
    }),
  // catalogue.ts: every customer.
  'see-customers': (cell, { read }) => read(async () => (await getDocs(query(collection(cell.db, cell.at('/customers')), orderBy('createdAt', 'asc')))).size),
  // expenses.ts: spent since a day.
  'see-expenses': (cell, { read }) =>
    read(async () => (await getDocs(query(collection(cell.db, cell.at('/expenses')), where('spentOn', '>=', utcDateKey(since())), orderBy('spentOn', 'desc')))).size),
  // expenses.ts: the expense by its form-made id, stamped with whoever recorded it.
  'record-expense': (cell, { plain }) => {
    const path = cell.at('/expenses/p-expense');
    const at = now();
    const expense = { amount: 20, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: false, spentOn: utcDateKey(at), note: 'Trotro', createdAt: at, updatedAt: at, ...(cell.actor === 'owner' ? {} : { madeBy: cell.who.stamp }) };
    return plain(cell, path, () => setDoc(doc(cell.db, path), expense));
  },
  // staff.ts (the adapter): the member and their PIN's hash apart, in one write.
  'manage-staff': (cell, { plain }) => {
    const path = cell.at('/staff/p-new');
    return plain(cell, path, () => {
      const batch = writeBatch(cell.db);
      batch.set(doc(cell.db, path), { name: 'Kojo', role: 'cashier', disabled: false, createdAt: now(), invitationEmail: null });
      batch.set(doc(cell.db, cell.at('/staffPins/p-new')), { algorithm: 'PBKDF2-SHA-256', iterations: 600000, salt: '00112233445566778899aabbccddeeff', hash: 'aa'.repeat(32) }, { merge: true });
      return batch.commit();
    });
  },
  // catalogue.ts, updateShopSettings: the till settings (the discount limit left as it is).
  'edit-business': (cell, { plain }) => {
    const path = cell.at();
    return plain(cell, path, () => updateDoc(doc(cell.db, path), { cashierDiscountLimitHundredths: 1000, idleLockMinutes: 5, countMobileMoneyAtClose: true }));
  },
  // staff.ts, updateShift: a transaction that reads the shift and sets it whole.
  'open-shift': (cell, { plain }) => shiftChange(cell, plain, 'p-open', () => ({ staff: cell.who.stamp, currency: 'GHS', openedAt: now(), float: 50, payInsOuts: [], closedAt: null, countedCash: null })),
  'close-shift': (cell, { plain }) => shiftChange(cell, plain, 'shift-close', (before) => ({ ...before, closedAt: now(), countedCash: 50 })),
  'pay-in': (cell, { plain }) => shiftChange(cell, plain, 'shift-pay-in', (before) => ({ ...before, payInsOuts: [{ id: 'm1', kind: 'pay-in', amount: 10, reason: 'Change from the bank', at: now() }] })),
  'pay-out': (cell, { plain }) => shiftChange(cell, plain, 'shift-pay-out', (before) => ({ ...before, payInsOuts: [{ id: 'm1', kind: 'pay-out', amount: 10, reason: 'Paid the porter', at: now() }] })),
  // staff.ts, subscribeShiftRecords as a shop runner asks it (every member's shifts since a date), and another member's shift.
  'see-other-cashiers-figures': (cell, { read }) =>
    read(async () => {
      const [all, other] = await Promise.all([
        getDocs(query(collection(cell.db, cell.at('/shifts')), where('openedAt', '>=', Timestamp.fromDate(since())), orderBy('openedAt', 'desc'))),
        getDoc(doc(cell.db, cell.at('/shifts/shift-other'))),
      ]);
      return all.docs.filter((d) => d.get('staff.id') === OTHER.id).length + (other.exists() ? 1 : 0);
    }),
  // credit.ts, subscribeAccountRecords for everyone (the owe book, its ageing): the credit sales, the repayments, the refunds that took credit off.
  'see-debts-ageing': (cell, { read }) =>
    read(async () => {
      const [sales] = await Promise.all([
        getDocs(query(collection(cell.db, cell.at('/sales')), where('owed', '>', 0))),
        getDocs(query(collection(cell.db, cell.at('/repayments')))),
        getDocs(query(collection(cell.db, cell.at('/refunds')), where('credit', '>', 0))),
      ]);
      return sales.size;
    }),
  // Every CSV is made on the device from what its screen read: the history's (all sales, all refunds) and the inventory's (the costs).
  export: (cell, { read }) =>
    read(async () => {
      const [sales] = await Promise.all([
        getDocs(query(collection(cell.db, cell.at('/sales')), orderBy('createdAt', 'desc'))),
        getDocs(query(collection(cell.db, cell.at('/refunds')), orderBy('createdAt', 'desc'))),
        getDocs(collection(cell.db, cell.at('/productCosts'))),
      ]);
      return sales.size;
    }),
};

/** Shifts as the adapter changes them (staff.ts, updateShift): read in a transaction, set whole. */
function shiftChange(cell: Cell, plain: Tools['plain'], id: string, next: (before: Record<string, unknown>) => Record<string, unknown>): Promise<Outcome> {
  const path = cell.at(`/shifts/${id}`);
  return plain(cell, path, () =>
    runTransaction(cell.db, async (tx) => {
      const ref = doc(cell.db, path);
      const before = await tx.get(ref);
      tx.set(ref, next(before.data() ?? {}));
    }),
  );
}

/**
 * Actions with no meaning on the server or in the rules, each with why. Empty: every action of the
 * table is held on the engine. A new action must get a probe, or a reason here.
 */
const CLIENT_ONLY: Partial<Record<StaffAction, string>> = {};

/**
 * Cells where the engine disagrees with the table today, each with the layer and why (`actor:action`).
 * A gap is asserted to still disagree, so a fixed one fails until it is removed from here.
 */
const KNOWN_GAPS: Partial<Record<`${Actor}:${StaffAction}`, string>> = {};

// ---- The matrix --------------------------------------------------------------------------------

const CASES = ACTORS.flatMap((actor) => STAFF_ACTIONS.map((action) => ({ actor, action, expected: expectedOf(actor, action) })));
/** The records the server judges, for each actor: written past the rules too (the server alone). */
const SERVER_CASES = CASES.filter((c) => JUDGED[c.action] !== undefined);
/** An actor's record for the server alone: their stamp and account as their own till writes them; no client. */
function serverAloneCell(actor: Actor, action: StaffAction): Cell {
  const me = who(actor);
  return { actor, action, who: me, db: null as unknown as Firestore, at: (path = '') => `businesses/${shopOf(actor)}${path}`, mine: actor === 'owner' ? {} : { madeBy: me.stamp, accountUid: me.uid } };
}
/** What each cell gave, for the table printed at the end. */
const results = new Map<string, string>();

describe.skipIf(reason !== null)('the permission table on the engine: every action × every actor (rules + functions, official emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const started = Date.now();
  /** The server-alone records, written together in beforeAll. */
  let serverAloneWritten: Promise<unknown> = Promise.resolve();

  async function ledgerOf(path: string): Promise<{ state: string; refusal?: { code?: string } }> {
    // A minute and a half, as the emulator harness gives the server to settle: on a loaded machine the triggers lag.
    for (const from = Date.now(); Date.now() - from < LEDGER_WAIT_MS; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const ledger: unknown = (await admin.doc(path).get()).get('ledger');
      if (ledger) return ledger as { state: string; refusal?: { code?: string } };
    }
    throw new Error(`The server never judged ${path}`);
  }

  const denied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';
  async function throughRules(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      if (denied(error)) return false;
      throw error;
    }
  }

  const tools = (): Tools => ({
    admin,
    async judged(cell, path, write, moved) {
      if (!(await throughRules(write))) {
        expect((await admin.doc(path).get()).exists, `${path}: refused by the rules, yet written`).toBe(false);
        expect(await moved(), `${path}: refused by the rules, yet something moved`).toBe(false);
        return { got: 'refused', layer: 'rules' };
      }
      const ledger = await ledgerOf(path);
      expect(['applied', 'refused'], `${path}: an unknown ledger state`).toContain(ledger.state);
      expect(await moved(), `${path}: ${ledger.state}, and what it moves ${ledger.state === 'applied' ? 'is missing' : 'moved anyway'}`).toBe(ledger.state === 'applied');
      if (ledger.state === 'applied') return { got: 'allowed', layer: 'server' };
      const code = ledger.refusal?.code;
      expect(WHO_REFUSALS, `${path}: refused for something else than who wrote it (${JSON.stringify(ledger.refusal)}): the probe is wrong`).toContain(code);
      return { got: 'refused', layer: 'server', code: code as string };
    },
    async plain(_cell, path, write) {
      const before = (await admin.doc(path).get()).data() ?? null;
      if (await throughRules(write)) return { got: 'allowed', layer: 'rules' };
      expect((await admin.doc(path).get()).data() ?? null, `${path}: refused by the rules, yet changed`).toEqual(before);
      return { got: 'refused', layer: 'rules' };
    },
    async read(run) {
      let found = 0;
      if (!(await throughRules(async () => (found = await run())))) return { got: 'refused', layer: 'rules' };
      expect(found, 'an allowed read found nothing of what was seeded: the probe proves nothing').toBeGreaterThan(0);
      return { got: 'allowed', layer: 'rules' };
    },
  });

  /** Each actor's shop, alike: the profile, the staff and their memberships, products, customers, an account owed, sales, an expense, shifts. */
  async function seed() {
    const writes: [string, Record<string, unknown>][] = [];
    const minuteAgo = new Date(Date.now() - 60_000);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const actor of ACTORS) {
      const shop = shopOf(actor);
      const me = who(actor);
      const set = (path: string, data: Record<string, unknown>) => writes.push([`businesses/${shop}${path}`, data]);
      set('', {
        ownerUid: shop, businessName: 'Abena Provisions', ownerName: OWNER_NAME, businessType: 'Retail', phone: '', address: 'Accra', email: who('owner').email,
        createdAt: created, plan: 'trialing', trialEndsAt: new Date(Date.now() + 30 * DAY_MS), cashierDiscountLimitHundredths: 1000,
      });
      for (const member of ['manager', 'cashier', 'turned-off'] as const) {
        const staff = STAFF[member];
        const account = who(member);
        set(`/staff/${staff.id}`, { name: staff.name, role: staff.role, disabled: staff.disabled, createdAt: created, invitationEmail: account.email });
        set(`/members/${account.uid}`, { staffId: staff.id, joinedAt: created });
      }
      set(`/staff/${OTHER.id}`, { name: OTHER.name, role: 'cashier', disabled: false, createdAt: created, invitationEmail: null });
      const product = (name: string, price: number) => ({ name, type: 'Physical', price, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
      set('/products/rice', product('Rice 5kg', 85));
      set('/products/p-edit', product('Palm oil', 25));
      set('/productCosts/rice', { cost: 60 });
      set('/customers/c-edit', { name: 'Adwoa', email: '', phone: '', createdAt: created });
      // What a delivery, a credit sale and a repayment move: one each for the till's write and the server-alone copy.
      for (const suffix of ['', SERVER_ALONE]) {
        set(`/products/p-stock${suffix}`, product('Sugar 1kg', 12));
        set(`/customers/${CREDIT_CUSTOMER.id}${suffix}`, { name: CREDIT_CUSTOMER.name, email: '', phone: '', creditLimit: 1000, createdAt: created });
        set(`/customers/${OWING_CUSTOMER.id}${suffix}`, { name: OWING_CUSTOMER.name, email: '', phone: '', createdAt: created });
        set(`/accounts/${OWING_CUSTOMER.id}${suffix}_GHS`, { customerId: OWING_CUSTOMER.id + suffix, currency: 'GHS', balanceMinor: 5000, saleId: 'owed-sale' });
      }
      // The sale the refund probe gives back from: the owner's till, 2 × Rice, judged by the server.
      set('/sales/sold', sale({ items: [line({ quantity: 2 })], subtotal: 170, totalAmount: 170, tenderedAmount: 170, createdAt: minuteAgo }));
      // Already judged (born with `ledger`, as the server left them): the actor's own sale of today, and Ngozi's credit sale.
      const applied = { state: 'applied', at: minuteAgo };
      set('/sales/own-recent', { ...sale({ createdAt: minuteAgo, accountUid: me.uid, ...(actor === 'owner' ? {} : { madeBy: me.stamp }) }), ledger: applied });
      set('/sales/owed-sale', { ...sale({ createdAt: hourAgo, tenderedAmount: 35, customer: OWING_CUSTOMER, owed: 50, dueOn: utcDateKey(new Date(Date.now() + 7 * DAY_MS)) }), ledger: applied });
      set('/expenses/e1', { amount: 15, currency: 'GHS', category: 'Rent', method: 'Cash', fromTill: false, spentOn: utcDateKey(hourAgo), note: '', createdAt: hourAgo, updatedAt: hourAgo });
      const open = (staff: { id: string; name: string }) => ({ staff, currency: 'GHS', openedAt: hourAgo, float: 50, payInsOuts: [], closedAt: null, countedCash: null });
      for (const id of ['shift-close', 'shift-pay-in', 'shift-pay-out']) set(`/shifts/${id}`, open(me.stamp));
      set('/shifts/shift-other', open(OTHER));
    }
    for (let i = 0; i < writes.length; i += 400) {
      const batch = admin.batch();
      for (const [path, data] of writes.slice(i, i + 400)) batch.set(admin.doc(path), data);
      await batch.commit();
    }
    // The refund probes need their sale applied by the server first.
    for (const actor of ACTORS) expect(await ledgerOf(`businesses/${shopOf(actor)}/sales/sold`)).toMatchObject({ state: 'applied' });
  }

  beforeAll(async () => {
    const [host = '127.0.0.1', port] = emulators.firestore.split(':');
    env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host, port: Number(port) } });
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `permissions-${RUN}`);
    admin = getFirestore(adminApp);
    await seed();
    const batch = admin.batch();
    for (const { actor, action } of SERVER_CASES) {
      const probe = JUDGED[action] as JudgedProbe;
      const cell = serverAloneCell(actor, action);
      batch.create(admin.doc(cell.at(`/${probe.collection}/srv-${action}`)), probe.record(cell, SERVER_ALONE));
    }
    serverAloneWritten = batch.commit();
    await serverAloneWritten;
  }, CASE_TIMEOUT_MS);

  afterAll(async () => {
    const rows = ACTORS.map((actor) => `${actor.padEnd(11)} ${STAFF_ACTIONS.map((action) => `${action}=${results.get(`${actor}:${action}`) ?? '?'}`).join(' ')}`);
    rows.push(...ACTORS.map((actor) => `server alone, ${actor}: ${STAFF_ACTIONS.filter((action) => results.has(`server:${actor}:${action}`)).map((action) => `${action}=${results.get(`server:${actor}:${action}`)}`).join(' ')}`));
    console.info(`[permissions] ${results.size} cells in ${Math.round((Date.now() - started) / 1000)} s\n${rows.join('\n')}`);
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it('has a probe for every action of the table, or says why the action is the client’s alone — never both, never neither', () => {
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual([...STAFF_ACTIONS].sort());
    for (const action of STAFF_ACTIONS) expect([PROBES[action] !== undefined, CLIENT_ONLY[action] !== undefined], action).toSatisfy(([probed, clientOnly]: boolean[]) => probed !== clientOnly);
    expect(Object.keys(PROBES).filter((action) => !(STAFF_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    expect(Object.keys(CLIENT_ONLY).filter((action) => !(STAFF_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    for (const gap of Object.keys(KNOWN_GAPS)) expect(CASES.map((c) => `${c.actor}:${c.action}`), 'a known gap names a cell of the matrix').toContain(gap);
  });

  describe.concurrent.each(ACTORS)('%s', (actor) => {
    it.for(CASES.filter((c) => c.actor === actor))('$action: $expected', { timeout: CASE_TIMEOUT_MS }, async ({ action, expected }, { expect: check }) => {
      const clientOnly = CLIENT_ONLY[action];
      if (clientOnly !== undefined) {
        results.set(`${actor}:${action}`, 'client-only');
        return;
      }
      const probe = PROBES[action];
      check(probe, `no probe for '${action}': add one to PROBES, or its reason to CLIENT_ONLY`).toBeDefined();
      const me = who(actor);
      const shop = shopOf(actor);
      const db = env.authenticatedContext(me.uid, { email: me.email, email_verified: true }).firestore() as unknown as Firestore;
      const cell: Cell = { actor, action, who: me, db, at: (path = '') => `businesses/${shop}${path}`, mine: actor === 'owner' ? {} : { madeBy: me.stamp, accountUid: me.uid } };
      const outcome = await (probe as Probe)(cell, tools());
      const said = outcome.got === 'refused' ? `refused(${outcome.layer}${'code' in outcome ? `:${outcome.code}` : ''})` : `allowed(${outcome.layer})`;
      results.set(`${actor}:${action}`, said);
      const gap = KNOWN_GAPS[`${actor}:${action}`];
      if (gap !== undefined) {
        check(outcome.got, `known gap ${actor}:${action} (${gap}) now agrees with the table: remove it from KNOWN_GAPS`).not.toBe(expected);
        return;
      }
      check(outcome.got, `${actor} × ${action}: the table says ${expected}, the engine said ${said}`).toBe(expected);
    });
  });

  // The server alone: each record it judges, written past the rules with the Admin SDK exactly as
  // the actor's till writes it (as one queued before the owner turned them off, or changed their
  // role, arrives). The server judges its author by its account and must agree with the table too.
  describe.concurrent.each(ACTORS)('the server alone, %s', (actor) => {
    it.for(SERVER_CASES.filter((c) => c.actor === actor))('$action: $expected', { timeout: CASE_TIMEOUT_MS }, async ({ action, expected }, { expect: check }) => {
      const probe = JUDGED[action] as JudgedProbe;
      const cell = serverAloneCell(actor, action);
      const id = `srv-${action}`;
      const path = cell.at(`/${probe.collection}/${id}`);
      // Written in one batch once the shops were seeded (beforeAll), so the server judges them while the matrix above runs.
      const outcome = await tools().judged(cell, path, () => serverAloneWritten, () => probe.moved(cell, id, SERVER_ALONE, admin));
      const said = outcome.got === 'refused' ? `refused(${outcome.layer}${'code' in outcome ? `:${outcome.code}` : ''})` : `allowed(${outcome.layer})`;
      results.set(`server:${actor}:${action}`, said);
      check(outcome.got, `the server alone, ${actor} × ${action}: the table says ${expected}, the server said ${said}`).toBe(expected);
    });
  });
});
