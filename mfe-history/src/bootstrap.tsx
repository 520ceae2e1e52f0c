// This remote's own page: creates the session on the embedded backend (as the shell does), then
// mounts the remote alone, for work and review outside the shell. Sign in on the suite's landing
// page of the same origin and this page shows that owner's sales; `?view=end-of-day` shows End of
// Day instead.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as history from './app';
import * as endOfDay from './end-of-day/end-of-day-app';

const lifecycles = new URLSearchParams(window.location.search).get('view') === 'end-of-day' ? endOfDay : history;

const root = document.getElementById('root');
if (root) {
  void createSession({ type: 'local' })
    .then(() => mountStandalone(lifecycles, 'shop_history', root))
    .catch((error: unknown) => console.error(error));
}
