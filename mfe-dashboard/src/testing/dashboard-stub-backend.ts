// A backend for stories and tests that answers the dashboard's subscriptions from memory and
// records what was subscribed to and released. Nothing else is served.
import { lastDayKeys } from '@shop/shared/domain';
import type { Customer, DailyStat, Product } from '@shop/shared/domain';
import type { Backend, BackendUser } from '@shop/shared/session';

export type StubAnswer<T> = T | 'loading' | Error;

export const STUB_OWNER: BackendUser = { uid: 'owner-1', email: 'ama@example.com', displayName: 'Ama Mensah', emailVerified: true };

export interface DashboardStubOptions {
  stats: StubAnswer<DailyStat[]>;
  /** How many products and customers the shop has. */
  products?: StubAnswer<number>;
  customers?: StubAnswer<number>;
  /** Null: nobody is signed in. */
  user?: BackendUser | null;
  /** `Backend.kind`; 'local' is the embedded backend, whose data lives in this browser. Default 'stub'. */
  kind?: string;
}

export interface SubscriptionLog {
  /** `dailyStats:<sinceKey>`, `products`, `customers`, in order. */
  opened: string[];
  closed: string[];
  readonly open: string[];
}

export interface DashboardStub {
  backend: Backend;
  log: SubscriptionLog;
}

function serve<T>(answer: StubAnswer<T>, next: (value: T) => void, fail: (error: Error) => void): void {
  if (answer === 'loading') return;
  if (answer instanceof Error) fail(answer);
  else next(answer);
}

export function dashboardStubBackend({ stats, products = 12, customers = 5, user = STUB_OWNER, kind = 'stub' }: DashboardStubOptions): DashboardStub {
  const opened: string[] = [];
  const closed: string[] = [];
  const log: SubscriptionLog = {
    opened,
    closed,
    get open() {
      const remaining = [...opened];
      for (const name of closed) remaining.splice(remaining.indexOf(name), 1);
      return remaining;
    },
  };
  const subscription = <T>(name: string, answer: () => StubAnswer<T>, next: (value: T) => void, fail: (error: Error) => void) => {
    let active = true;
    opened.push(name);
    queueMicrotask(() => {
      if (active) serve(answer(), next, fail);
    });
    return () => {
      if (!active) return;
      active = false;
      closed.push(name);
    };
  };
  const list = <T>(answer: StubAnswer<number>, make: (i: number) => T): StubAnswer<T[]> =>
    typeof answer === 'number' ? Array.from({ length: answer }, (_, i) => make(i)) : answer;

  const backend = {
    kind,
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),
    onAuthStateChanged(next: (user: BackendUser | null) => void) {
      queueMicrotask(() => next(user));
      return () => {};
    },
    subscribeDailyStats(_uid: string, sinceKey: string, next: (stats: DailyStat[]) => void, fail: (error: Error) => void) {
      return subscription(
        `dailyStats:${sinceKey}`,
        () => (Array.isArray(stats) ? stats.filter((stat) => stat.date >= sinceKey) : stats),
        next,
        fail,
      );
    },
    subscribeProducts(_uid: string, next: (products: Product[]) => void, fail: (error: Error) => void) {
      // Stock from −2 upwards: the first products are below zero, out, then low on stock.
      return subscription('products', () => list(products, (i) => ({ id: `p${i}`, name: `Product ${i}`, type: 'Physical', quantity: i - 2 }) as Product), next, fail);
    },
    subscribeCustomers(_uid: string, next: (customers: Customer[]) => void, fail: (error: Error) => void) {
      return subscription('customers', () => list(customers, (i) => ({ id: `c${i}`, name: `Customer ${i}` }) as Customer), next, fail);
    },
  };
  return { backend: backend as unknown as Backend, log };
}

/**
 * Roll-ups for each of the last `days` days before `now`, with revenue that rises over the weeks
 * and dips at weekends; a few days have no sales.
 */
export function sampleDailyStats(days: number, now: Date): DailyStat[] {
  return lastDayKeys(days, now).flatMap((date, i) => {
    if (i % 11 === 5) return [];
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const salesCount = (weekend ? 4 : 9) + (i % 5);
    const revenueMinor = salesCount * (4_250 + i * 37) + (i % 7) * 199;
    return [{ date, revenueMinor: { GHS: revenueMinor }, salesCount }];
  });
}
