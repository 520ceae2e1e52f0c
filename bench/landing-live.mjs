// The landing page under Lighthouse's mobile conditions (150 ms round trips, 1.6 Mbit/s down, CPU
// slowed 4×), as a visitor meets it: the hero painted from the first HTML; then — the shell and
// React load when the page is idle, the landing's own code at the first sign of intent — how long
// from that first move until the page is live (hydrated), and from a tap on "Sign up" until its
// dialog shows, for a visitor who acts at once (at the load event) and one who reads for 3 s first.
// Medians of N fresh visits (default 5).
// Usage: node bench/landing-live.mjs [--no-build] [--runs=N]
import { median, ms, startSuite, step } from './support.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const suite = await startSuite();

async function visit() {
  const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(suite.url, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true })),
  );
  return { context, page, lcp };
}

const READING_MS = [0, 3000];
const figures = { lcp: [], ...Object.fromEntries(READING_MS.flatMap((read) => [[`live${read}`, []], [`dialog${read}`, []]])) };
for (let run = 0; run < runs; run += 1) {
  step(`visit ${run + 1}/${runs}`);
  for (const read of READING_MS) {
    {
      const { context, page, lcp } = await visit();
      figures.lcp.push(lcp);
      await page.waitForTimeout(read);
      const started = Date.now();
      await page.mouse.move(100, 400);
      await page.waitForFunction(() => !document.getElementById('suite-landing').hasAttribute('data-prerendered'), null, { timeout: 60_000 });
      figures[`live${read}`].push(Date.now() - started);
      await context.close();
    }
    {
      const { context, page } = await visit();
      await page.waitForTimeout(read);
      const started = Date.now();
      await page.getByRole('button', { name: 'Start your 30-day free trial' }).tap();
      await page.getByRole('dialog', { name: 'Create your account' }).waitFor({ timeout: 60_000 });
      figures[`dialog${read}`].push(Date.now() - started);
      await context.close();
    }
  }
}
await suite.close();
console.log(`landing page, mobile conditions, median of ${runs}:`);
console.log(`  largest contentful paint: ${ms(median(figures.lcp))}`);
for (const read of READING_MS) {
  const when = read ? `after ${read / 1000} s of reading` : 'at once';
  console.log(`  first move ${when} → page live (hydrated): ${ms(median(figures[`live${read}`]))}  [${figures[`live${read}`].join(', ')}]`);
  console.log(`  tap on "Sign up" ${when} → dialog shown: ${ms(median(figures[`dialog${read}`]))}  [${figures[`dialog${read}`].join(', ')}]`);
}
