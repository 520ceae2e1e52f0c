// End of Day at shop scale, in Chromium against the production build: with a year of sales (100 000
// by default) in the embedded backend, the time from opening the view to today's figures, and from
// choosing another date (a week ago, half a year ago, a year ago) to that day's figures. The view
// reads the sales and refunds of the chosen day only (subscribeSalesSince with an end), so an old
// date costs what today costs. Median of 3 runs each.
// Usage: node bench/end-of-day.mjs [--no-build] [--sales=100000]
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { seedManySales, summarize } from './history-seed.mjs';

const args = process.argv.slice(2);
const SALES = Number(args.find((a) => a.startsWith('--sales='))?.split('=')[1] ?? 100_000);
const RUNS = 3;
const DAY_MS = 86_400_000;
if (!args.includes('--no-build')) await buildAll();
const server = createSuiteServer();
process.env.E2E_BASE_URL = await listen(server, 0);
// Imported once the server's address is known: the support module reads it on load.
const { launchBrowser, openPage } = await import('../e2e/support/browser.mjs');
const { signUpAndLogIn } = await import('../e2e/support/account.mjs');

/** `Nov 25, 2026`, as the view's summary starts (UTC, as the page runs here). */
const shown = (date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayKey = (date) => date.toISOString().slice(0, 10);

/** Resolves with performance.now() once the summary names `label`. */
const summaryNames = (page, label) =>
  page.waitForFunction(
    (wanted) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.startsWith(`${wanted}:`)) && performance.now(),
    label,
    { polling: 'raf', timeout: 120_000 },
  );

const browser = await launchBrowser();
try {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  await signUpAndLogIn(page);
  const seeded = await seedManySales(page, { count: SALES, days: 365 });
  console.log(`Seeded ${seeded.sales.toLocaleString('en-US')} sales over ${seeded.days} days in ${seeded.ms} ms.`);

  const now = new Date();
  const opening = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/dashboard?view=sales-end-of-day');
    opening.push(await (await summaryNames(page, shown(now))).jsonValue());
  }
  const open = summarize(opening);
  console.log(`Opening End of Day → today's figures (from navigation start), ${open.samples} runs: median ${open.median} ms, worst ${open.worst} ms`);

  for (const [what, daysAgo] of [['a week ago', 7], ['half a year ago', 182], ['a year ago', 364]]) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/dashboard?view=sales-end-of-day');
      await summaryNames(page, shown(now));
      const started = await page.evaluate(() => performance.now());
      await page.getByLabel(/^Date/).fill(dayKey(day));
      times.push((await (await summaryNames(page, shown(day))).jsonValue()) - started);
    }
    const picked = summarize(times);
    const summary = await page.locator('[role="status"]').filter({ hasText: `${shown(day)}:` }).first().innerText();
    console.log(`Choosing ${what} → its figures, ${picked.samples} runs: median ${picked.median} ms, worst ${picked.worst} ms (${summary})`);
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
