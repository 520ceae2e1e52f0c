// The shop's reads that screens follow live and that may start before their screen mounts: each is
// its key (what useLive knows it by) and its subscription. The hooks (hooks.ts) and an early start
// (warmLive; the dashboard remote's warm.ts) both build them here, so a read started early carries
// the very key its screen asks for.
import type { Backend } from '../backend/port';
import type { ProductDayStat } from '../domain/best-sellers';
import type { Customer, CustomerBalance, DailyStat, Expense, Product } from '../domain/entities';
import type { Subscribe } from './use-live';

export interface ShopRead<T> {
  key: string;
  subscribe: Subscribe<T>;
}

export const productsRead = (backend: Backend, uid: string): ShopRead<Product[]> => ({
  key: `products:${uid}`,
  subscribe: (next, fail) => backend.subscribeProducts(uid, next, fail),
});

export const customersRead = (backend: Backend, uid: string): ShopRead<Customer[]> => ({
  key: `customers:${uid}`,
  subscribe: (next, fail) => backend.subscribeCustomers(uid, next, fail),
});

export const dailyStatsRead = (backend: Backend, uid: string, sinceKey: string): ShopRead<DailyStat[]> => ({
  key: `daily:${uid}:${sinceKey}`,
  subscribe: (next, fail) => backend.subscribeDailyStats(uid, sinceKey, next, fail),
});

export const productStatsRead = (backend: Backend, uid: string, sinceKey: string): ShopRead<ProductDayStat[]> => ({
  key: `product-stats:${uid}:${sinceKey}`,
  subscribe: (next, fail) => backend.subscribeProductStats(uid, sinceKey, next, fail),
});

export const expensesRead = (backend: Backend, uid: string, sinceKey: string, untilKey: string | null): ShopRead<Expense[]> => ({
  key: `expenses:${uid}:${sinceKey}:${untilKey ?? ''}`,
  subscribe: (next, fail) => backend.subscribeExpenses(uid, sinceKey, untilKey, next, fail),
});

export const balancesRead = (backend: Backend, uid: string): ShopRead<CustomerBalance[]> => ({
  key: `balances:${uid}`,
  subscribe: (next, fail) => backend.subscribeBalances(uid, next, fail),
});
