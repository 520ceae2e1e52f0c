// The installable, offline app (shell/src/offline), in Chromium against the production build with
// its service worker: a signed-in owner's /dashboard reloaded with the network cut, to the
// dashboard painted (its heading and its three cards' figures), median of --runs; the same
// reload online for comparison (still served by the worker); what a first install sends over the
// wire (the server's bytes, compressed as it serves them, from the first page to the version kept
// whole); and what the worker keeps for one version of the suite — KB as stored (uncompressed), for
// the shell and for each remote, which is how the cache grows with every remote added. Exits 1 when
// a version is stored in more than STORED_BUDGET_BYTES (issue 47: the owners' mobile data).
// Usage: node bench/offline-app.mjs [--no-build] [--runs=7]
import { median, ms, startSuite, step } from './support.mjs';
import { openPage } from '../e2e/support/browser.mjs';
import { signUpAndLogIn } from '../e2e/support/account.mjs';
import { waitForOfflineReady } from '../e2e/support/offline.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
/** What one version of the suite may take on the owner's device: 3 MB. */
const STORED_BUDGET_BYTES = 3 * 1024 * 1024;

/** Reloads the page and resolves with the milliseconds from the navigation to the dashboard's figures painted. */
async function reloadToDashboard(page) {
  await page.reload({ waitUntil: 'commit' });
  const painted = await page.waitForFunction(
    () => {
      const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard');
      const cards = [...document.querySelectorAll('main article')];
      const figures = cards.length >= 3 && cards.every((card) => card.getAttribute('aria-busy') !== 'true' && /\d/.test(card.textContent ?? ''));
      return heading && figures ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return painted.jsonValue();
}

const suite = await startSuite();
try {
  const { context, page, problems } = await openPage(suite.browser, { serviceWorkers: 'allow', baseURL: suite.url });
  step('signing up and waiting for the worker to keep the suite');
  await signUpAndLogIn(page);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const kept = await waitForOfflineReady(page);
  const installed = suite.transfer();

  const online = [];
  const offline = [];
  for (let run = 1; run <= RUNS; run++) {
    online.push(await reloadToDashboard(page));
    await context.setOffline(true);
    offline.push(await reloadToDashboard(page));
    await context.setOffline(false);
    step(`run ${run}/${RUNS}: offline ${ms(offline.at(-1))}, online ${ms(online.at(-1))}`);
  }
  if (problems.length) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
  await context.close();

  const remotes = Object.entries(kept.bytesByPart).filter(([part]) => part !== 'shell');
  const perRemote = remotes.map(([, bytes]) => bytes);
  console.log(`offline reload → dashboard painted: median ${ms(median(offline))} (${RUNS} runs, ${offline.map((t) => t.toFixed(0)).join(', ')} ms)`);
  console.log(`online reload (served by the worker) → dashboard painted: median ${ms(median(online))}`);
  console.log(`kept for one version: ${kb(kept.bytes)} in ${kept.files} files — shell ${kb(kept.bytesByPart.shell ?? 0)}; ${remotes.map(([part, bytes]) => `${part} ${kb(bytes)}`).join(', ')}`);
  console.log(`each remote adds ${kb(median(perRemote))} (median; ${kb(Math.min(...perRemote))} to ${kb(Math.max(...perRemote))})`);
  // The page's own loads and the worker's overlap (it installs while the owner signs up); the
  // worker's fetches of files the page loaded already come from the HTTP cache, as on a phone.
  console.log(`first install over the wire: ${kb(installed.bytes)} in ${installed.requests} requests (from the first page to the version kept whole, signing up on the way)`);
  console.log(`stored per version: ${mb(kept.bytes)} of a ${mb(STORED_BUDGET_BYTES)} budget`);
  if (kept.bytes > STORED_BUDGET_BYTES) throw new Error(`One version of the suite is stored in ${mb(kept.bytes)}, over its ${mb(STORED_BUDGET_BYTES)} budget.`);
} finally {
  await suite.close();
}
