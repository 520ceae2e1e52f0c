// Shared by the benchmarks: serve the production build and open it in Debian's Chromium.
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/** Builds (unless --no-build), serves the suite and launches Chromium; returns a cleanup. */
export async function startSuite() {
  if (!process.argv.includes('--no-build')) await buildAll({ quiet: true });
  const server = createSuiteServer();
  const url = await listen(server, 0);
  const browser = await launchBrowser();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
