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

/**
 * Where e2e/run.mjs hands the spec files its one browser (a Playwright browser server's address):
 * each spec file connects to it instead of launching its own, which cost most of a core-second per
 * file here. Contexts keep each test's pages, storage and service workers apart as before.
 */
export const SHARED_BROWSER_ENV = 'SHOP_E2E_BROWSER';

function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's: apt-get install -y chromium`);
  }
}

/**
 * A browser: e2e/run.mjs's shared one when it gave one (SHARED_BROWSER_ENV), else one of its own;
 * `extraArgs`: more Chromium switches (a fake camera; a bench that keeps several pages in the
 * foreground at once), always in a browser of its own. Closing a shared one closes only this
 * file's contexts.
 */
export async function launchBrowser({ extraArgs = [] } = {}) {
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared && !extraArgs.length) return chromium.connect(shared);
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...extraArgs] });
}

/** The browser e2e/run.mjs shares with its spec files: a Playwright browser server (`wsEndpoint()`, `close()`). */
export async function launchSharedBrowser() {
  ensureChromium();
  return chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** A download's bytes, read through Playwright's stream: `download.path()` throws in a browser connected to. */
export async function downloadedBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A downloaded CSV's lines, without its byte-order mark. */
export async function downloadedCsvLines(download) {
  return (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
}

/**
 * A browser with a profile on disk, as a person's is (a temporary one): what Chromium refuses to an
 * incognito context, such as installing an app, works there. Close the context to close it.
 */
export async function launchPersistentContext({ baseURL = BASE_URL, viewport = { width: 1280, height: 900 } } = {}) {
  ensureChromium();
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
