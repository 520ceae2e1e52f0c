// The hooks every screen reads the shop through.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Backend, BackendUser, PendingJoin, ReservedStock, SyncState } from '../backend/port';
import { samePendingJoin, shopUidOf } from '../backend/port';
import type { AccountRecords } from '../domain/credit';
import type { ProductDayStat } from '../domain/best-sellers';
import type { StaffListing, TillOperator } from '../domain/staff';
import type { RefusedRecord } from '../domain/refused-records';
import type { Business, Customer, CustomerBalance, DailyStat, Expense, Product, Sale, Shift, StockMovement } from '../domain/entities';
import { saleCustomerRecord } from '../domain/receipt-share';
import { useBackend, useBackendIfOpen } from './backend-context';
import { useLive } from './use-live';
import type { LiveState } from './use-live';
import { balancesRead, customersRead, dailyStatsRead, expensesRead, productsRead, productStatsRead } from './shop-reads';
import type { ShopRead } from './shop-reads';

interface AuthSnapshot {
  ready: boolean;
  user: BackendUser | null;
}

const authStores = new WeakMap<Backend, { subscribe: (cb: () => void) => () => void; get: () => AuthSnapshot }>();

function authStore(backend: Backend) {
  let store = authStores.get(backend);
  if (!store) {
    let snapshot: AuthSnapshot = { ready: false, user: backend.currentUser() };
    const listeners = new Set<() => void>();
    let unsubscribe: (() => void) | null = null;
    store = {
      subscribe(listener) {
        listeners.add(listener);
        unsubscribe ??= backend.onAuthStateChanged(
          (user) => {
            if (snapshot.ready && snapshot.user?.uid === user?.uid && snapshot.user?.emailVerified === user?.emailVerified && snapshot.user?.member?.staffId === user?.member?.staffId && samePendingJoin(snapshot.user?.pendingJoin, user?.pendingJoin)) return;
            snapshot = { ready: true, user };
            listeners.forEach((l) => l());
          },
          (error) => console.error('Auth state failed', error),
        );
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0 && unsubscribe) {
            unsubscribe();
            unsubscribe = null;
          }
        };
      },
      get: () => snapshot,
    };
    authStores.set(backend, store);
  }
  return store;
}

/** The signed-in user; `ready` is false until the persisted session has been restored. */
export function useAuth(): AuthSnapshot {
  const store = authStore(useBackend());
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const NO_SESSION: AuthSnapshot = { ready: false, user: null };
const noSessionStore = { subscribe: () => () => undefined, get: () => NO_SESSION };

/**
 * `useAuth` for a page that works before the session opens (the landing page): no user until it
 * opens, then the signed-in user as `useAuth` gives it.
 */
export function useAuthIfOpen(): AuthSnapshot {
  const backend = useBackendIfOpen();
  const store = backend ? authStore(backend) : noSessionStore;
  // Hydrating a page rendered at build time starts from what it showed: nobody signed in.
  return useSyncExternalStore(store.subscribe, store.get, noSessionStore.get);
}

/** The uid of the shop the signed-in account works in (its own, or the one it joined as staff) and the backend, for the screens' reads and writes. */
export function useShop(): { uid: string | null; backend: Backend } {
  const backend = useBackend();
  const { user } = useAuth();
  return { uid: user ? shopUidOf(user) : null, backend };
}

export type BusinessState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'ready'; business: Business }
  | { status: 'missing' }
  | { status: 'error'; error: Error; retry: () => void }
  /** The account works nowhere yet: an invitation to answer, or a look-up that failed (BackendUser.pendingJoin). */
  | { status: 'joining'; pendingJoin: PendingJoin };

/**
 * The signed-in owner's business profile, created if missing, then followed live. An account
 * waiting on an invitation (or on a failed look-up for one) gets none made: 'joining'.
 * 'missing' and 'error' are the frame's two error states (docs/product-rules.md).
 */
export function useBusiness(): BusinessState {
  const backend = useBackend();
  const { ready, user } = useAuth();
  const [created, setCreated] = useState<{ uid: string; error: Error | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retryCreate = useCallback(() => {
    setCreated(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    // Not before the backend has told who is signed in: until then an account restored from a
    // previous visit may still be being looked up for an invitation (BackendUser.pendingJoin).
    if (!ready || !user || user.pendingJoin) return undefined;
    let active = true;
    backend.getOrCreateBusiness(user).then(
      () => active && setCreated({ uid: shopUidOf(user), error: null }),
      (error: Error) => active && setCreated({ uid: shopUidOf(user), error }),
    );
    return () => {
      active = false;
    };
  }, [backend, ready, user, attempt]);

  const shopUid = user ? shopUidOf(user) : null;
  const uid = shopUid !== null && created?.uid === shopUid && !created.error ? shopUid : null;
  const live = useLive<Business | null>(uid && `business:${uid}`, (next, fail) => backend.subscribeBusiness(uid as string, next, fail));

  if (!ready) return { status: 'loading' };
  if (!user) return { status: 'signed-out' };
  if (user.pendingJoin) return { status: 'joining', pendingJoin: user.pendingJoin };
  if (created?.uid === shopUid && created.error) return { status: 'error', error: created.error, retry: retryCreate };
  if (live.status === 'error') return { status: 'error', error: live.error, retry: live.retry };
  if (live.status !== 'ready') return { status: 'loading' };
  return live.data ? { status: 'ready', business: live.data } : { status: 'missing' };
}

const NO_READ = () => () => undefined;

/** Follows one of the shop's reads (shop-reads.ts); idle while there is none (nobody signed in). */
function useRead<T>(read: ShopRead<T> | null): LiveState<T> {
  return useLive(read?.key ?? null, read?.subscribe ?? NO_READ);
}

export function useProducts(): LiveState<Product[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? productsRead(backend, uid) : null);
}

export function useCustomers(): LiveState<Customer[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? customersRead(backend, uid) : null);
}

/**
 * The sale's customer as the owner's customers know them now, with their phone (a Sale keeps only
 * id and name): null for a walk-in sale, a customer no longer in the list, or customers that cannot
 * be read; undefined while they are being read.
 */
export function useSaleCustomer(sale: Pick<Sale, 'customer'> | null): Customer | null | undefined {
  const customers = useCustomers();
  if (!sale?.customer) return null;
  if (customers.status === 'loading') return undefined;
  return customers.status === 'ready' ? saleCustomerRecord(sale, customers.data) : null;
}

/** Sales newest first. */
export function useSales(limit?: number): LiveState<Sale[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `sales:${uid}:${limit ?? 'all'}`, (next, fail) =>
    backend.subscribeSales(uid as string, next, fail, limit === undefined ? undefined : { limit }),
  );
}

/** Sales with createdAt on or after `since` (the caller computes it with the domain's period rules). */
export function useSalesSince(since: Date): LiveState<Sale[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `sales-since:${uid}:${since.toISOString()}`, (next, fail) =>
    backend.subscribeSalesSince(uid as string, since, next, fail),
  );
}

/** The records made from `since` to `before` that the server refused when they arrived (port.ts, subscribeRefusedRecords), newest first. */
export function useRefusedRecords(since: Date, before?: Date): LiveState<RefusedRecord[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `refused:${uid}:${since.toISOString()}:${before?.toISOString() ?? ''}`, (next, fail) => backend.subscribeRefusedRecords(uid as string, since, next, fail, before));
}

/** The daily roll-ups from the UTC day `sinceKey` (`YYYY-MM-DD`) on. */
export function useDailyStats(sinceKey: string): LiveState<DailyStat[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? dailyStatsRead(backend, uid, sinceKey) : null);
}

/** The per-day product roll-ups (best-sellers.ts) from the UTC day `sinceKey` on. */
export function useProductStats(sinceKey: string): LiveState<ProductDayStat[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? productStatsRead(backend, uid, sinceKey) : null);
}

/** A product's stock movements, newest first; idle while `productId` is null. */
export function useStockMovements(productId: string | null): LiveState<StockMovement[]> {
  const { uid, backend } = useShop();
  return useLive(uid && productId && `stock:${uid}:${productId}`, (next, fail) =>
    backend.subscribeStockMovements(uid as string, productId as string, next, fail),
  );
}

/**
 * The expenses spent from the day `sinceKey` to `untilKey` (`YYYY-MM-DD`, both included; null: no
 * end), newest first.
 */
export function useExpenses(sinceKey: string, untilKey: string | null): LiveState<Expense[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? expensesRead(backend, uid, sinceKey, untilKey) : null);
}

/**
 * The units held for confirmed online orders, by product id, live (reservations.ts; available = in
 * stock − reserved, availableStock). A backend that cannot tell (its read refused or failed)
 * answers with an error: the till and the inventory then read `data` as undefined and count nothing
 * reserved.
 */
export function useReservedStock(): LiveState<ReservedStock> {
  const { uid, backend } = useShop();
  return useLive(uid && `reserved:${uid}`, (next, fail) => backend.subscribeReservedStock(uid as string, next, fail));
}

/** Every customer's account balances (credit.ts), live. */
export function useBalances(): LiveState<CustomerBalance[]> {
  const { uid, backend } = useShop();
  return useRead(uid ? balancesRead(backend, uid) : null);
}

/** The records that move accounts (credit sales, repayments, refunds of credit sales) of one customer, or of all when `customerId` is null. */
export function useAccountRecords(customerId: string | null): LiveState<AccountRecords> {
  const { uid, backend } = useShop();
  return useLive(uid && `account:${uid}:${customerId ?? '*'}`, (next, fail) => backend.subscribeAccountRecords(uid as string, customerId, next, fail));
}

const NOTHING_TO_SYNC: SyncState = { waitingSales: [], waitingRefunds: [], refused: [] };

/** Writes not yet on the server: sales and refunds waiting to sync, and writes the server refused. Nothing while loading or signed out. */
export function useSyncState(): SyncState {
  const { uid, backend } = useShop();
  const live = useLive<SyncState>(uid && `sync:${uid}`, (next, fail) => backend.subscribeSyncState(uid as string, next, fail));
  return live.status === 'ready' ? live.data : NOTHING_TO_SYNC;
}

const operatorStores = new WeakMap<Backend, { subscribe: (cb: () => void) => () => void; get: () => TillOperator | null }>();

/** Who works the till now (StaffApi.currentOperator): the owner's account, a member who unlocked it with their PIN, or null while it is locked. */
export function useTillOperator(): TillOperator | null {
  const backend = useBackend();
  let store = operatorStores.get(backend);
  if (!store) {
    // useSyncExternalStore needs the same snapshot until the operator changes: an equal operator keeps the last one.
    let last: TillOperator | null = null;
    const get = () => {
      const now = backend.currentOperator();
      if (now === last) return last;
      const same = now !== null && last !== null && now.id === last.id && now.name === last.name && now.role === last.role && now.account === last.account;
      if (!same) last = now;
      return last;
    };
    store = { subscribe: (listener) => backend.onOperatorChanged(() => listener()), get };
    operatorStores.set(backend, store);
  }
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The shop's staff, oldest first, without their PINs' hashes (the PIN pad's names, the staff screen). */
export function useStaff(): LiveState<StaffListing[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `staff:${uid}`, (next, fail) => backend.subscribeStaff(uid as string, next, fail));
}

/** Shifts opened on or after `since`, newest first (a cashier's own only). */
export function useShifts(since: Date): LiveState<Shift[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `shifts:${uid}:${since.getTime()}`, (next, fail) => backend.subscribeShifts(uid as string, since, next, fail));
}
