// One owner's shop in the memory backend: each part of its data a live list that tells its
// listeners of every change, the staff's PINs hashed on first use, a till's state per device, and
// the small moves the adapter's writes share (an account's stored balance, a day's product roll-up).
import type { TillState, TillStateKeeper } from '../staff-store';
import type { Unsubscribe } from '../port';
import { hashPin } from '../../domain/pin';
import type { PinAttempts, PinHash } from '../../domain/pin';
import type { StaffMember } from '../../domain/staff';
import { expensesNewestFirst } from '../../domain/expenses';
import type { Business, Customer, CustomerBalance, DailyStat, Expense, Product, Refund, Repayment, Sale, Shift, StockMovement } from '../../domain/entities';
import { accountBalances } from '../../domain/credit';
import type { AccountRecords } from '../../domain/credit';
import { isCreditSale } from '../../domain/credit-sale';
import type { ProductDayStat } from '../../domain/best-sellers';
import type { RefusedRecord } from '../../domain/refused-records';
import type { OnlineOrder, OnlineStore } from '../../domain/online-store-records';
import type { PublishedStore } from '../port';
import { MEMORY_PIN_ITERATIONS } from './options';
import type { MemoryBackendOptions, StaffSeed } from './options';

/** Listeners of one live list, told of every change until they unsubscribe. */
export function liveList<T>(read: () => T) {
  const listeners = new Set<{ next: (value: T) => void }>();
  return {
    publish: () => listeners.forEach((listener) => listener.next(read())),
    listen(next: (value: T) => void): Unsubscribe {
      const listener = { next };
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && next(read()));
      return () => listeners.delete(listener);
    },
  };
}

export type LiveList<T> = ReturnType<typeof liveList<T>>;

/** A copy with the patch applied; a field set to `undefined` is removed, as the port says. */
export function patched<T extends object>(record: T, patch: object): T {
  const next = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

const copies = <T extends object>(list: readonly T[]): T[] => list.map((item) => ({ ...item }));

/** Products or customers of one shop: the records and their live list. */
function collection<T extends object>(initial: readonly T[] | undefined) {
  let records = copies(initial ?? []);
  const live = liveList(() => copies(records));
  return {
    live,
    all: () => copies(records),
    set(next: readonly T[]) {
      records = copies(next);
      live.publish();
    },
  };
}

/** One record of a shop (or none), live. */
function cell<T extends object>(initial: T | null) {
  let value = initial ? { ...initial } : null;
  const live = liveList(() => (value ? { ...value } : null));
  return {
    live,
    get: () => (value ? { ...value } : null),
    set(next: T | null) {
      value = next ? { ...next } : null;
      live.publish();
    },
  };
}

/** One owner's data, each part a live list. */
export function createShop(
  seed: Pick<MemoryBackendOptions, 'business' | 'products' | 'customers' | 'sales' | 'dailyStats' | 'stockMovements' | 'refunds' | 'expenses' | 'repayments' | 'productStats' | 'staff' | 'shifts' | 'pinIterations' | 'refusedRecords' | 'onlineStore' | 'onlineOrders'> = {},
) {
  let business = seed.business ? { ...seed.business } : null;
  const repayments = collection<Repayment>([...(seed.repayments ?? [])].sort(oldestFirst));
  const balances = collection<CustomerBalance>(accountBalances({ sales: seed.sales ?? [], repayments: seed.repayments ?? [], refunds: seed.refunds ?? [] }));
  const shop = {
    refusedRecords: collection<RefusedRecord>(seed.refusedRecords),
    productStats: collection<ProductDayStat>(seed.productStats),
    repayments,
    balances,
    /** Every account-moving record, published by the writes that add one (accountRecordsOf filters it). */
    accountRecords: liveList((): AccountRecords => ({ sales: [...shop.sales.all()].reverse().filter(isCreditSale), repayments: shop.repayments.all(), refunds: [...shop.refunds.all()].reverse().filter((r) => (r.creditMinor ?? 0) > 0) })),
    products: collection<Product>(seed.products),
    /** The online store's settings, its published record (the page's one read) and its orders, newest placed first. */
    onlineStore: cell<OnlineStore>(seed.onlineStore ?? null),
    published: cell<PublishedStore>(null),
    onlineOrders: collection<OnlineOrder>([...(seed.onlineOrders ?? [])].sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime())),
    customers: collection<Customer>(seed.customers),
    staff: staffOf(seed.staff ?? [], seed.pinIterations ?? MEMORY_PIN_ITERATIONS),
    pinAttempts: new Map<string, PinAttempts>(),
    shifts: collection<Shift>([...(seed.shifts ?? [])].map(copyShift).sort(newestOpenedFirst)),
    sales: collection<Sale>(seed.sales),
    dailyStats: collection<DailyStat>(seed.dailyStats),
    stockMovements: collection<StockMovement>(seed.stockMovements),
    refunds: collection<Refund>(seed.refunds),
    expenses: collection<Expense>(expensesNewestFirst(seed.expenses ?? [])),
    business: liveList(() => (business ? { ...business } : null)),
    readBusiness: () => (business ? { ...business } : null),
    setBusiness(next: Business) {
      business = { ...next };
      shop.business.publish();
    },
  };
  return shop;
}

export type Shop = ReturnType<typeof createShop>;

export const copyShift = (shift: Shift): Shift => ({ ...shift, staff: { ...shift.staff }, payInsOuts: shift.payInsOuts.map((move) => ({ ...move })) });
export const newestOpenedFirst = (a: Shift, b: Shift) => b.openedAt.getTime() - a.openedAt.getTime();

/** A shop's staff: the seeded members' PINs hashed once, on first use (`ready`). */
function staffOf(seeds: readonly StaffSeed[], iterations: number) {
  const members = collection<StaffMember>([]);
  let hashing: Promise<void> | null = null;
  return {
    ...members,
    ready(): Promise<void> {
      hashing ??= Promise.all(
        seeds.map(async (seed): Promise<StaffMember> => {
          if (!('pin' in seed)) return { ...seed };
          const { pin, ...member } = seed;
          const pinHash: PinHash = await hashPin(pin, iterations);
          return { ...member, pinHash };
        }),
      ).then((seeded) => members.set([...seeded, ...members.all()]));
      return hashing;
    },
  };
}

/** A till's state on one device, per owner. */
export function tillKeeper(initial: Map<string, TillState>): TillStateKeeper {
  const states = new Map(initial);
  return {
    load: (uid) => states.get(uid) ?? null,
    save(uid, state) {
      if (state === null) states.delete(uid);
      else states.set(uid, { ...state });
    },
  };
}

export const oldestFirst = (a: { createdAt: Date }, b: { createdAt: Date }) => a.createdAt.getTime() - b.createdAt.getTime();

/** One customer's records among all, or all of them when `customerId` is null. */
export function accountRecordsOf(records: AccountRecords, customerId: string | null): AccountRecords {
  if (customerId === null) return records;
  return {
    sales: records.sales.filter((s) => s.customer?.id === customerId),
    repayments: records.repayments.filter((r) => r.customer.id === customerId),
    refunds: records.refunds.filter((r) => r.customer?.id === customerId),
  };
}

/** Moves one account's stored balance by `minor` (a new account starts at 0). */
export function moveBalance(shop: Shop, customerId: string, currency: CustomerBalance['currency'], minor: number): void {
  const all = shop.balances.all();
  const before = all.find((b) => b.customerId === customerId && b.currency === currency);
  const next = { customerId, currency, balanceMinor: (before?.balanceMinor ?? 0) + minor };
  shop.balances.set([...all.filter((b) => b !== before && !(b.customerId === customerId && b.currency === currency)), next]);
}

/** Replaces the product roll-up of its day. */
export function putProductStat(shop: Shop, stat: ProductDayStat): void {
  shop.productStats.set([...shop.productStats.all().filter((s) => s.date !== stat.date), stat].sort((a, b) => a.date.localeCompare(b.date)));
}

export function storedBalance(shop: Shop, customerId: string, currency: CustomerBalance['currency']): number {
  return shop.balances.all().find((b) => b.customerId === customerId && b.currency === currency)?.balanceMinor ?? 0;
}
