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
 * A fresh browser context (its own IndexedDB, so tests never see each other's shops) and a page
 * that records console errors and failed requests for the test to assert on; `timezoneId` sets
 * the device's time zone (the machine's unless told).
 */
export async function openPage(browser, { viewport = { width: 1280, height: 900 }, timezoneId } = {}) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, ...(timezoneId ? { timezoneId } : {}) });
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
