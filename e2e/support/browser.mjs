// Debian's Chromium driven by playwright-core: no browser is ever downloaded.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173/';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** `extraArgs`: more Chromium switches (a bench that keeps several pages in the foreground at once). */
export async function launchBrowser({ extraArgs = [] } = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's: apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...extraArgs] });
}

/**
 * A browser with a profile on disk, as a person's is (a temporary one): what Chromium refuses to an
 * incognito context, such as installing an app, works there. Close the context to close it.
 */
export async function launchPersistentContext({ baseURL = BASE_URL, viewport = { width: 1280, height: 900 } } = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's: apt-get install -y chromium`);
  }
  return chromium.launchPersistentContext(tempProfile(), { executablePath: CHROMIUM, headless: true, args: FLAGS, baseURL, viewport, serviceWorkers: 'allow' });
}

/**
 * Whether pages may register the suite's service worker (shell/src/offline): 'block' unless
 * E2E_SERVICE_WORKERS=allow, so the specs drive the network the page sees (page.route, a
 * runtime-config.json with faults) as without one; e2e/specs/offline-*.spec.mjs allow it.
 */
export const SERVICE_WORKERS = process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block';

/**
 * A fresh browser context (its own IndexedDB, so tests never see each other's shops) and a page
 * that records console errors and failed requests for the test to assert on; `timezoneId` sets
 * the device's time zone (the machine's unless told); `serviceWorkers`: 'allow' or 'block'
 * (SERVICE_WORKERS unless told); `baseURL`: another server of the suite.
 */
export async function openPage(browser, { viewport = { width: 1280, height: 900 }, timezoneId, serviceWorkers = SERVICE_WORKERS, baseURL = BASE_URL } = {}) {
  const context = await browser.newContext({ viewport, baseURL, serviceWorkers, ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cancels the requests still in flight: that is not a failure of the app.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  return { context, page, problems };
}

export function artifactPath(name) {
  const dir = path.join(import.meta.dirname, '..', 'artifacts');
  return path.join(dir, name);
}

export function tempProfile() {
  return mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
}
