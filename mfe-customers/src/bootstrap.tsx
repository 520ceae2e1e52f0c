// This remote's own page: creates the session on the embedded backend (as the shell does), then
// mounts the customers screen alone, for work and review outside the shell. Signed in at / on the same
// origin, it shows that owner's customers; `?view=owed` shows "Owed to you" instead.
import { mountStandalone } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as customers from './app';
import * as owed from './owe-book/owed-app';

const lifecycles = new URLSearchParams(window.location.search).get('view') === 'owed' ? owed : customers;

async function start(root: HTMLElement) {
  await createSession({ type: 'local' });
  await mountStandalone(lifecycles, 'shop_customers', root);
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => console.error('The customers page could not start', error));
