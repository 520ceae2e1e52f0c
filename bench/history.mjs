// Sales History with 100 000 sales, in Chromium against the production build:
//  - time to the first rows and to the full list when the view opens,
//  - what one full re-read of the sales costs the local adapter (it re-reads on every change),
//  - search latency: from a key press in the search box to the next paint with the new results.
// Usage: node bench/history.mjs [--no-build] [--sales=100000]
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { DB_NAME, seedManySales, summarize } from './history-seed.mjs';

const args = process.argv.slice(2);
const SALES = Number(args.find((a) => a.startsWith('--sales='))?.split('=')[1] ?? 100_000);
if (!args.includes('--no-build')) await buildAll();
const server = createSuiteServer();
process.env.E2E_BASE_URL = await listen(server, 0);
// Imported once the server's address is known: the support module reads it on load.
const { launchBrowser, openPage } = await import('../e2e/support/browser.mjs');
const { signUpAndLogIn } = await import('../e2e/support/account.mjs');

const browser = await launchBrowser();
try {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await signUpAndLogIn(page);
  const seeded = await seedManySales(page, { count: SALES, days: 365 });
  console.log(`Seeded ${seeded.sales.toLocaleString('en-US')} sales over ${seeded.days} days in ${seeded.ms} ms.`);

  // Opening the view: the newest page first, then the full list.
  await page.goto('/dashboard?view=sales-history');
  const firstRows = await page.waitForFunction(
    () => document.querySelector('[aria-label="Sales, newest first"] button') && performance.now(),
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  const fullList = await page.waitForFunction(
    (count) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === `${count} sales`) && performance.now(),
    SALES.toLocaleString('en-US'),
    { polling: 'raf', timeout: 300_000 },
  );
  console.log(`Time to first rows (from navigation start): ${Math.round(await firstRows.jsonValue())} ms`);
  console.log(`Time to the full list of ${SALES.toLocaleString('en-US')} sales: ${Math.round(await fullList.jsonValue())} ms`);

  // What the adapter's subscribeSales does on every change: all of the owner's sales, newest first.
  const reread = await page.evaluate(async (dbName) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const uid = await new Promise((resolve) => {
      const request = db.transaction('session').objectStore('session').get('current');
      request.onsuccess = () => resolve(request.result.uid);
    });
    const range = IDBKeyRange.bound([uid, new Date(0)], [uid, new Date(8.64e15)]);
    const index = () => db.transaction('sales').objectStore('sales').index('[ownerUid+createdAt]');
    const cursorStarted = performance.now();
    const rows = await new Promise((resolve, reject) => {
      const out = [];
      const request = index().openCursor(range, 'prev');
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(out);
        out.push(cursor.value);
        cursor.continue();
      };
      request.onerror = () => reject(request.error);
    });
    const cursorMs = performance.now() - cursorStarted;
    const getAllStarted = performance.now();
    const all = await new Promise((resolve, reject) => {
      const request = index().getAll(range);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const getAllMs = performance.now() - getAllStarted;
    db.close();
    return { rows: rows.length, cursorMs: Math.round(cursorMs), getAllRows: all.length, getAllMs: Math.round(getAllMs) };
  }, DB_NAME);
  console.log(
    `One full read of the sales as subscribeSales does it (reverse cursor): ${reread.rows.toLocaleString('en-US')} rows in ${reread.cursorMs} ms` +
      ` (getAll in index order: ${reread.getAllMs} ms) — the local adapter repeats it after every change to the owner's sales.`,
  );

  // Search latency: key press → the deferred results committed → the next frame.
  const search = page.getByRole('searchbox', { name: 'Search sales' });
  await page.evaluate(() => {
    const box = document.querySelector('input[type="search"]');
    const list = document.querySelector('[aria-label="Sales, newest first"]').parentElement;
    window.__searchSamples = [];
    // Key presses whose results are not on screen yet (a fast typist can be two ahead of them).
    let pending = [];
    box.addEventListener('keydown', (event) => pending.push({ at: performance.now(), key: event.key, query: box.value }), { capture: true });
    new MutationObserver((mutations) => {
      // The list is marked busy while the results lag the query, and unmarked once they caught up.
      if (!mutations.some((m) => m.oldValue === 'true') || list.hasAttribute('aria-busy') || pending.length === 0) return;
      const pressed = pending;
      pending = [];
      requestAnimationFrame(() =>
        setTimeout(() => {
          const painted = performance.now();
          for (const press of pressed) window.__searchSamples.push({ ms: painted - press.at, key: press.key, before: press.query });
        }, 0),
      );
    }).observe(list, { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
  });
  const firstOrder = (await page.locator('[aria-label="Sales, newest first"] button').first().innerText()).match(/#([0-9A-F]{8})/)[1];
  const queries = ['shea butter 1', 'kente', 'palm oil 42', 'milo', firstOrder.slice(0, 6).toLowerCase(), 'sugar 1kg 9'];
  for (const [i, query] of queries.entries()) {
    if (i > 0) {
      await search.fill('');
      await page.waitForTimeout(400);
    }
    await search.pressSequentially(query, { delay: 120 });
    await page.waitForTimeout(600);
  }
  const presses = await page.evaluate(() => window.__searchSamples);
  const samples = presses.map((press) => press.ms);
  if (args.includes('--verbose')) for (const press of presses) console.log(`  ${JSON.stringify(press.before)} + ${press.key}: ${press.ms.toFixed(1)} ms`);
  const typed = queries.join('').length;
  const cleared = queries.length - 1;
  const stats = summarize(samples);
  console.log(
    `Search latency over ${SALES.toLocaleString('en-US')} sales (key press → next paint with results), ${stats.samples} key presses (${typed} typed, ${cleared} clearing the box): median ${stats.median} ms, 90th percentile ${stats.p90} ms, worst ${stats.worst} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  server.close();
}
