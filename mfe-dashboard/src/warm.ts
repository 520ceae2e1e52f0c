// The dashboard's reads, started by the shell as soon as the session opens on the owner's home
// (shell/src/root-config.ts), while the frame still loads and renders: the screen
// (use-dashboard-figures.ts) then takes each over through useLive instead of starting its own
// (bench/offline-app.mjs: an offline reopen to the figures painted). Exported by the app (app.tsx),
// so the suite's other pages carry none of it.
import { DEFAULT_DASHBOARD_PERIOD, periodFirstDayKey } from '@shop/shared/domain';
import { balancesRead, customersRead, dailyStatsRead, expensesRead, productsRead, productStatsRead, warmLive } from '@shop/shared/session';
import type { Backend, ShopRead } from '@shop/shared/session';

const warm = <T>(read: ShopRead<T>) => warmLive(read.key, read.subscribe);

/**
 * Starts the reads the dashboard makes on opening (its default period) for the owner signed in on
 * `backend`; nothing for anyone else: staff see the dashboard as their role allows, and a cashier's
 * home is the till.
 */
export function warmDashboardReads(backend: Backend, now: Date = new Date()): void {
  const user = backend.currentUser();
  if (!user || !user.emailVerified || user.member || user.pendingJoin) return;
  const uid = user.uid;
  const sinceKey = periodFirstDayKey(DEFAULT_DASHBOARD_PERIOD, now);
  warm(dailyStatsRead(backend, uid, sinceKey));
  warm(productsRead(backend, uid));
  warm(customersRead(backend, uid));
  warm(expensesRead(backend, uid, sinceKey, null));
  warm(balancesRead(backend, uid));
  warm(productStatsRead(backend, uid, sinceKey));
}
