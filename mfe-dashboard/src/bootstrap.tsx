// This remote's own page: creates the session on the embedded backend (as the shell does), then
// mounts the remote alone, for work and review outside the shell. Sign in on the suite's landing
// page of the same origin and this page shows that owner's figures; `?view=expenses` shows
// Expenses instead.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as dashboard from './app';
import * as expenses from './expenses/expenses-app';

const lifecycles = new URLSearchParams(window.location.search).get('view') === 'expenses' ? expenses : dashboard;

const root = document.getElementById('root');
if (root) {
  void createSession({ type: 'local' })
    .then(() => mountStandalone(lifecycles, 'shop_dashboard', root))
    .catch((error: unknown) => console.error(error));
}
