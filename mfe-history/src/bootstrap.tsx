// This remote's own page: creates the session on the embedded backend (as the shell does), then
// mounts the remote alone, for work and review outside the shell. Sign in on the suite's landing
// page of the same origin and this page shows that owner's sales; `?view=end-of-day` shows End of
// Day instead, `?view=online-orders` the online orders.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as history from './app';
import * as endOfDay from './end-of-day/end-of-day-app';
import * as onlineOrders from './online-orders/online-orders-app';

const APPS = { 'end-of-day': endOfDay, 'online-orders': onlineOrders } as const;
const view = new URLSearchParams(window.location.search).get('view');
const lifecycles = view === 'end-of-day' || view === 'online-orders' ? APPS[view] : history;

const root = document.getElementById('root');
if (root) {
  void createSession({ type: 'local' })
    .then(() => mountStandalone(lifecycles, 'shop_history', root))
    .catch((error: unknown) => console.error(error));
}
