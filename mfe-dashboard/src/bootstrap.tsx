// This remote's own page: creates the session on the embedded backend (as the shell does), then
// mounts the remote alone, for work and review outside the shell. Sign in on the suite's landing
// page of the same origin and this page shows that owner's figures.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as lifecycles from './app';

const root = document.getElementById('root');
if (root) {
  void createSession({ type: 'local' })
    .then(() => mountStandalone(lifecycles, 'shop_dashboard', root))
    .catch((error: unknown) => console.error(error));
}
