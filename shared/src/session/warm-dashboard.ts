// The dashboard is the owner's home and the installed app's start page: its reads can start as
// soon as the session is open, while the frame and the dashboard's own code still load and render
// (bench/offline-app.mjs: an offline reopen to the figures painted). The dashboard's screen
// (use-dashboard-figures.ts in the dashboard remote) then takes each read over through useLive
// instead of starting its own; its test checks that it starts none of these again.
import { shopUidOf } from '../backend/port';
import type { Backend } from '../backend/port';
import { DEFAULT_DASHBOARD_PERIOD } from '../domain/constants';
import { periodFirstDayKey } from '../domain/dashboard-period';
import { balancesRead, customersRead, dailyStatsRead, expensesRead, productsRead, productStatsRead } from './shop-reads';
import type { ShopRead } from './shop-reads';
import { warmLive } from './use-live';

const warm = <T>(read: ShopRead<T>) => warmLive(read.key, read.subscribe);

/**
 * Starts the reads the dashboard makes on opening (its default period), for the owner signed in on
 * `backend`; nothing for anyone else: staff see the dashboard as their role allows, and a cashier's
 * home is the till.
 */
export function warmDashboardReads(backend: Backend, now: Date = new Date()): void {
  const user = backend.currentUser();
  if (!user || !user.emailVerified || user.member || user.pendingJoin) return;
  const uid = shopUidOf(user);
  const sinceKey = periodFirstDayKey(DEFAULT_DASHBOARD_PERIOD, now);
  warm(dailyStatsRead(backend, uid, sinceKey));
  warm(productsRead(backend, uid));
  warm(customersRead(backend, uid));
  warm(expensesRead(backend, uid, sinceKey, null));
  warm(balancesRead(backend, uid));
  warm(productStatsRead(backend, uid, sinceKey));
}
