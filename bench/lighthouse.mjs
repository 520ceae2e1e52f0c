// Lighthouse's performance and accessibility figures for pages of the production build, served
// as `npm start` serves it, in Debian's Chromium. Each page is measured N times (a fresh Lighthouse
// run each time) and the medians are printed. Mobile is Lighthouse's default configuration;
// `--desktop` is Lighthouse's own desktop configuration (its throttling and screen, unchanged).
// `--signed-in` first signs a verified owner up and in, in the same browser, and keeps the browser's
// storage between runs, so /dashboard is measured as an owner sees it (not redirected to /).
// Usage: node bench/lighthouse.mjs [--no-build] [--desktop] [--signed-in] [--runs=N] [path ...]   (default: /, N = 3)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/support/browser.mjs';
import { signUpOwner } from './support.mjs';

const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith('--'));
const desktop = args.includes('--desktop');
const signedIn = args.includes('--signed-in');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N needs a whole number of at least 1');
if (!args.includes('--no-build')) await buildAll({ quiet: true });

const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint', 'ms'],
  ['largest-contentful-paint', 'Largest Contentful Paint', 'ms'],
  ['total-blocking-time', 'Total Blocking Time', 'ms'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift', ''],
  ['speed-index', 'Speed Index', 'ms'],
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const show = (value, unit) => (unit === 'ms' ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : value.toFixed(3));

const server = createSuiteServer();
const base = await listen(server, 0);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  if (signedIn) {
    // Through the browser Lighthouse drives, so the owner's session is in its storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/mailbox', base).href);
    await signUpOwner(page, 'lighthouse');
    await page.close();
    await browser.close();
  }
  for (const path of paths.length ? paths : ['/']) {
    const url = new URL(path, base).href;
    const samples = [];
    const failing = new Set();
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: signedIn },
        desktop ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        ...Object.fromEntries(METRICS.map(([id]) => [id, audits[id].numericValue])),
      });
      for (const ref of categories.accessibility.auditRefs) {
        const audit = audits[ref.id];
        if (audit.scoreDisplayMode === 'binary' && audit.score === 0) failing.add(audit.title);
      }
      console.error(`${path} run ${run + 1}/${runs}: performance ${Math.round(samples.at(-1).performance)}`);
    }
    const of = (key) => median(samples.map((s) => s[key]));
    console.log(
      `${path} (${desktop ? 'desktop' : 'mobile'}${signedIn ? ', signed in' : ''}, median of ${runs}): performance ${Math.round(of('performance'))}, accessibility ${Math.round(of('accessibility'))}` +
        `  [performance per run: ${samples.map((s) => Math.round(s.performance)).join(', ')}]`,
    );
    for (const [id, title, unit] of METRICS) console.log(`  ${title}: ${show(of(id), unit)}`);
    for (const title of failing) console.log(`  accessibility: ${title}`);
  }
} finally {
  chrome.kill();
  server.close();
}
