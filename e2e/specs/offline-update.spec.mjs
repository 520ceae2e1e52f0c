// One version at a time: a remote deployed on its own reaches an open till only as a whole new
// version of the suite, when the owner chooses Reload, and a release that cannot be fetched whole
// never reaches it. In Chromium, with the suite's service worker allowed.
//
// How the release is made (rebuilding the suite takes minutes on two cores): each test serves the
// build through a server of its own (e2e/support/offline.mjs, startSwitchableSuite), then copies the
// built mfe-history/dist to a temporary folder and changes it as a release of that remote alone
// would: its ./app script gets a marker (window.__shopRelease) and a new content-hashed name, which
// its mf-manifest.json and remoteEntry.js then name. From then on the server answers /mfe-history/
// from the copy; every other remote and the shell stay as built.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';
import { askWorker, cacheNames, releaseMissingAFile, releaseWithMarker, startSwitchableSuite, waitForOfflineReady } from '../support/offline.mjs';

const REMOTE_DIRS = ['mfe-landing', 'mfe-pos', 'mfe-inventory', 'mfe-customers', 'mfe-history', 'mfe-dashboard'];
const UPDATE_READY = 'A new version is ready';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A signed-in owner with one product, on Sales History (the history remote loaded), the version kept. */
async function ownerOnHistory(suite) {
  const opened = await openPage(browser, { serviceWorkers: 'allow', baseURL: suite.url });
  await signUpAndLogIn(opened.page);
  await seedProducts(opened.page, [{ id: 'shito-jar', name: 'Shito (jar)', price: 25, quantity: 6 }]);
  await opened.page.reload();
  await openView(opened.page, 'Sales History');
  await opened.page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
  const kept = await waitForOfflineReady(opened.page);
  return { ...opened, kept };
}

const historyRelease = (page) => page.evaluate(() => window.__shopRelease ?? null);
const loadedFiles = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

/** The manifests a page gets (through its worker) against what the server serves now. */
async function manifestsSeen(page, baseURL) {
  const seen = {};
  for (const dir of REMOTE_DIRS) {
    const inPage = await page.evaluate(async (url) => (await fetch(url)).text(), `/${dir}/mf-manifest.json`);
    const served = await (await fetch(new URL(`/${dir}/mf-manifest.json`, baseURL))).text();
    seen[dir] = inPage === served;
  }
  return seen;
}

describe('a remote deployed on its own', () => {
  test('reaches the till as a whole new version: the prompt appears, nothing mixes, the cart survives Reload, and every remote is then the new one', async () => {
    const suite = await startSwitchableSuite();
    const { context, page, problems, kept } = await ownerOnHistory(suite);
    try {
      assert.equal(await historyRelease(page), null);
      // A sale in progress.
      await openView(page, 'New Sale (POS)');
      await page.getByRole('button', { name: /^Shito \(jar\)/ }).click();
      const sale = page.getByRole('region', { name: 'Current Sale' });
      await sale.getByRole('textbox', { name: 'Quantity of Shito (jar)' }).waitFor();

      const release = suite.copyOfRemote('mfe-history', 'history-2');
      const { after: newScript } = releaseWithMarker(release, 'history-2');
      suite.deploy('mfe-history', release);

      // Another tab of the same till opens on the old version before the new one is ready.
      const other = await context.newPage();
      await other.goto('/dashboard');
      await other.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      // The owner comes back to the till: it still runs what it ran, and says a new version is ready.
      await page.reload();
      const notice = page.getByRole('status').filter({ hasText: UPDATE_READY });
      await notice.waitFor({ timeout: 60_000 });
      assert.equal((await notice.innerText()).replace(/\s+/g, ' ').trim(), `${UPDATE_READY} — Reload`);
      await page.screenshot({ path: artifactPath('offline-update-ready.png') });
      await sale.getByRole('textbox', { name: 'Quantity of Shito (jar)' }).waitFor();
      await openView(page, 'Sales History');
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      assert.equal(await historyRelease(page), null, 'the old history remote until Reload');
      assert.ok(!(await loadedFiles(page)).some((file) => file.endsWith(newScript)), 'no file of the new release in the old page');

      // Reload: the cart is still there and every remote is the one now live.
      await openView(page, 'New Sale (POS)');
      // Listen before the click: the new version comes from the worker's cache, so the page can
      // finish loading before the click returns, and a listener added after would wait forever.
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await sale.getByRole('textbox', { name: 'Quantity of Shito (jar)' }).waitFor();
      assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Shito (jar)' }).inputValue(), '1', 'the cart survived the reload');
      await openView(page, 'Sales History');
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      assert.equal(await historyRelease(page), 'history-2');
      assert.deepEqual(await manifestsSeen(page, suite.url), Object.fromEntries(REMOTE_DIRS.map((dir) => [dir, true])));
      assert.equal(await page.getByRole('status').filter({ hasText: UPDATE_READY }).count(), 0, 'no prompt once on the new version');

      // The other tab, opened on the old version, still runs it whole: its history is the old one.
      await openView(other, 'Sales History');
      await other.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      assert.equal(await historyRelease(other), null, 'a page never mixes two versions');
      await other.getByRole('status').filter({ hasText: UPDATE_READY }).waitFor();
      await other.close();

      // The old version's cache goes once no page runs it.
      await askWorker(page, { type: 'SUITE_CHECK' });
      const versions = (await cacheNames(page)).filter((name) => name.startsWith('shop-suite-'));
      const now = await askWorker(page, { type: 'SUITE_INFO' });
      assert.notEqual(now.running, kept.running);
      assert.deepEqual(versions, [`shop-suite-${now.running}`]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await suite.close();
    }
  });

  test('a release that cannot be fetched whole leaves the old version in place, offline too', async () => {
    const suite = await startSwitchableSuite();
    const { context, page, problems, kept } = await ownerOnHistory(suite);
    try {
      const release = suite.copyOfRemote('mfe-history', 'history-broken');
      releaseWithMarker(release, 'history-broken');
      releaseMissingAFile(release);
      suite.deploy('mfe-history', release);

      const status = await askWorker(page, { type: 'SUITE_CHECK' });
      assert.equal(status.updateReady, false);
      assert.match(status.failure ?? '', /999\.0000000000\.js answered 404/);
      assert.deepEqual((await cacheNames(page)).filter((name) => name.startsWith('shop-suite-')), [`shop-suite-${kept.running}`]);
      await page.reload();
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      await page.waitForTimeout(1_500);
      assert.equal(await page.getByRole('status').filter({ hasText: UPDATE_READY }).count(), 0);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      assert.equal(await historyRelease(page), null, 'the old history remote, whole');
      // The failed check while offline and the request it made are the test's doing.
      assert.deepEqual(
        problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED')),
        [],
      );
    } finally {
      await context.close();
      await suite.close();
    }
  });
});
