// Lighthouse's performance and accessibility scores for pages of the production build, served
// as `npm start` serves it, in Debian's Chromium (mobile emulation, Lighthouse's default).
// Usage: node bench/lighthouse.mjs [--no-build] [--desktop] [path ...]   (default: /)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { CHROMIUM } from '../e2e/support/browser.mjs';

const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith('--'));
if (!args.includes('--no-build')) await buildAll({ quiet: true });
const server = createSuiteServer();
const base = await listen(server, 0);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const path of paths.length ? paths : ['/']) {
    const url = new URL(path, base).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(args.includes('--desktop') ? { formFactor: 'desktop', screenEmulation: { disabled: true } } : {}),
    });
    const { categories, audits } = result.lhr;
    const score = (c) => Math.round(c.score * 100);
    console.log(`${path}: performance ${score(categories.performance)}, accessibility ${score(categories.accessibility)}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
    }
    const failing = Object.values(audits).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
    for (const audit of failing) console.log(`  accessibility: ${audit.title}`);
  }
} finally {
  chrome.kill();
  server.close();
}
