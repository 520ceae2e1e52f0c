// This remote's own page: creates the session (the embedded local backend), as the shell does,
// then mounts the till alone, for work and review outside the shell.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as lifecycles from './app';

async function start(root: HTMLElement) {
  await createSession({ type: 'local' });
  await mountStandalone(lifecycles, 'shop_pos', root);
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error(error);
    root.textContent = 'The till could not start. Reload the page to try again.';
  });
}
