// Sales History with 100 000 sales, in Chromium against the production build:
//  - time to the first rows and to the full list when the view opens,
//  - a sale recorded while the view is open: from recordSale() to its row painted on top,
//  - search latency: from a key press in the search box to the next paint with the new results,
//  - Download CSV of every sale: from the click to the browser's download starting.
// Usage: node bench/history.mjs [--no-build] [--sales=100000]
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { seedManySales, summarize } from './history-seed.mjs';
import { signedInUid } from '../e2e/support/seed.mjs';
import { tillSale } from '../e2e/support/sale-record.mjs';

const args = process.argv.slice(2);
const SALES = Number(args.find((a) => a.startsWith('--sales='))?.split('=')[1] ?? 100_000);
if (!args.includes('--no-build')) await buildAll();
const server = createSuiteServer();
process.env.E2E_BASE_URL = await listen(server, 0);
// Imported once the server's address is known: the support module reads it on load.
const { launchBrowser, openPage } = await import('../e2e/support/browser.mjs');
const { signUpAndLogIn } = await import('../e2e/support/account.mjs');
const { exposeSession } = await import('./support.mjs');

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

  // A sale recorded at a till while the history is open: recordSale() → its row painted at the top
  // and the count moved on. The local adapter reads only the sales newer than those it holds.
  await exposeSession(page);
  const uid = await signedInUid(page);
  const arrivals = await page.evaluate(
    async ({ uid, total, runs, template }) => {
      const { backend } = globalThis.__suiteSession;
      const count = () => [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent);
      const times = [];
      for (let i = 1; i <= runs; i++) {
        const id = crypto.randomUUID();
        const wanted = `${(total + i).toLocaleString('en-US')} sales`;
        const sale = { ...template, id, items: [{ ...template.items[0], id: `bench-${i}`, name: `Bench arrival ${i}` }], createdAt: new Date() };
        const started = performance.now();
        await backend.recordSale(uid, { sale, stockDecrements: [] });
        await new Promise((resolve, reject) => {
          const check = () => {
            const top = document.querySelector('[aria-label="Sales, newest first"] button')?.textContent ?? '';
            if (count().includes(wanted) && top.includes(id.slice(0, 8).toUpperCase())) requestAnimationFrame(() => setTimeout(resolve));
            else if (performance.now() - started > 60_000) reject(new Error(`sale ${i} never reached the list: ${count().join(' | ')}`));
            else setTimeout(check, 2);
          };
          check();
        });
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return times;
    },
    { uid, total: SALES, runs: 10, template: tillSale({ lines: [{ id: 'bench', price: 10 }], tendered: 10, paymentMethod: 'Mobile Money' }) },
  );
  const arrived = summarize(arrivals);
  console.log(
    `A sale recorded while the history is open → its row painted on top (${arrived.samples} sales, over ${SALES.toLocaleString('en-US')}): median ${arrived.median} ms, worst ${arrived.worst} ms`,
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
  // Saving every sale as CSV: the click → the browser's download starting.
  await search.fill('');
  await page.getByRole('status').filter({ hasText: /^[\d,]+ sales$/ }).first().waitFor();
  const exportRuns = [];
  for (let run = 0; run < 3; run++) {
    const clicked = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    exportRuns.push(Date.now() - clicked);
    await download.delete();
  }
  const exported = summarize(exportRuns);
  console.log(`Download CSV of every sale (${(SALES + 10).toLocaleString('en-US')}) (click → download starts), ${exported.samples} runs: median ${exported.median} ms, worst ${exported.worst} ms`);
  await context.close();
} finally {
  await browser.close();
  server.close();
}
