// Shared by the benchmarks: serve the production build and open it in Debian's Chromium.
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { exposeSession, signUpThroughSession } from '../e2e/support/suite-session.mjs';

export { exposeSession };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * `--smoke`: the benchmark runs at a size of seconds, to prove it still works (`npm test` runs every
 * benchmark so, bench/smoke.mjs); its figures then mean nothing. `sized(full, smoke)` picks the size.
 */
export const SMOKE = process.argv.includes('--smoke');
export const sized = (full, smoke) => (SMOKE ? smoke : full);

/**
 * What a server has sent over the wire (bytes written to its sockets: headers and bodies, as
 * compressed) and the requests it answered, counted from now.
 */
function countTransfer(server) {
  const open = new Set();
  let closedBytes = 0;
  let requests = 0;
  server.on('connection', (socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      closedBytes += socket.bytesWritten;
    });
  });
  server.on('request', () => requests++);
  return () => ({ bytes: closedBytes + [...open].reduce((sum, socket) => sum + socket.bytesWritten, 0), requests });
}

/**
 * Builds (unless --no-build), serves the suite and launches Chromium (with `browserArgs`); returns a
 * cleanup, and `transfer()`: the bytes and requests the suite's server has sent so far.
 */
export async function startSuite({ browserArgs = [] } = {}) {
  if (!process.argv.includes('--no-build')) await buildAll({ quiet: true });
  const server = createSuiteServer();
  const transfer = countTransfer(server);
  const url = await listen(server, 0);
  const browser = await launchBrowser({ extraArgs: browserArgs });
  return {
    url,
    browser,
    transfer,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** The password of every owner signUpOwner makes. */
export const BENCH_PASSWORD = 'Bench-password-2026';

/**
 * Signs a new, verified owner up and in through the suite's own session, inside the page, and
 * leaves the session exposed (see exposeSession). Returns the owner's uid.
 */
export function signUpOwner(page, label = 'bench') {
  const profile = { businessName: 'Bench Provisions', ownerName: 'Ama', businessType: 'Provisions', phone: '0240000000', address: 'Accra' };
  return signUpThroughSession(page, { email: `${label}.${Date.now()}@example.com`, password: BENCH_PASSWORD, profile });
}

/** Logs a progress line to stderr (the figures go to stdout). */
export const step = (message) => process.stderr.write(`· ${message}\n`);
