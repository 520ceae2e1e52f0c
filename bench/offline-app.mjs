// The installable, offline app (shell/src/offline), in Chromium against the production build with
// its service worker: a signed-in owner's /dashboard reloaded with the network cut, to the
// dashboard painted (its heading and its three cards' figures), median of --runs; the same
// reload online for comparison (still served by the worker); and what the worker keeps for one
// version of the suite — KB as stored (uncompressed), for the shell and for each remote, which is
// how the cache grows with every remote added.
// Usage: node bench/offline-app.mjs [--no-build] [--runs=7]
import { median, ms, startSuite, step } from './support.mjs';
import { openPage } from '../e2e/support/browser.mjs';
import { signUpAndLogIn } from '../e2e/support/account.mjs';
import { waitForOfflineReady } from '../e2e/support/offline.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

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
} finally {
  await suite.close();
}
