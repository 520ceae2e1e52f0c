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

/**
 * `--smoke`: the benchmark runs at a size of seconds, to prove it still works (`npm test` runs every
 * benchmark so, bench/smoke.mjs); its figures then mean nothing. `sized(full, smoke)` picks the size.
 */
export const SMOKE = process.argv.includes('--smoke');
export const sized = (full, smoke) => (SMOKE ? smoke : full);

/** Builds (unless --no-build), serves the suite and launches Chromium (with `browserArgs`); returns a cleanup. */
export async function startSuite({ browserArgs = [] } = {}) {
  if (!process.argv.includes('--no-build')) await buildAll({ quiet: true });
  const server = createSuiteServer();
  const url = await listen(server, 0);
  const browser = await launchBrowser({ extraArgs: browserArgs });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/**
 * Makes the suite's own session reachable in the page as `globalThis.__benchSession`
 * ({ backend, mailbox }): the session module is a federation singleton, found in the share scope
 * once the shell has created it.
 */
export async function exposeSession(page) {
  // The landing page (/) runs the shell only at a visitor's first move (shared/src/mfe/prerender.ts,
  // INTENT_EVENTS): make one, as a visitor would. Other pages run it at once.
  await page.mouse.move(8, 8);
  await page.waitForFunction(() => globalThis.__FEDERATION__?.__SHARE__);
  await page.evaluate(async () => {
    const findSession = async () => {
      for (const scope of Object.values(globalThis.__FEDERATION__.__SHARE__)) {
        for (const info of Object.values(scope.default?.['@shop/shared/session'] ?? {})) {
          if (info.lib) return info.lib();
          if (info.get) return (await info.get())();
        }
      }
      throw new Error('no session module in the share scope');
    };
    const sessionModule = await findSession();
    // The landing page defers the session until someone opens the login dialog: open it here.
    for (let i = 0; i < 100 && !sessionModule.currentSession(); i++) {
      await sessionModule.openSession().catch(() => new Promise((r) => setTimeout(r, 50)));
    }
    const session = sessionModule.currentSession();
    if (!session) throw new Error('the shell created no session');
    globalThis.__benchSession = session;
  });
}

/** The password of every owner signUpOwner makes. */
export const BENCH_PASSWORD = 'Bench-password-2026';

/**
 * Signs a new, verified owner up and in through the suite's own session, inside the page, and
 * leaves the session exposed (see exposeSession). Returns the owner's uid.
 */
export async function signUpOwner(page, label = 'bench') {
  await exposeSession(page);
  return page.evaluate(async ({ label, BENCH_PASSWORD }) => {
    const { backend, mailbox } = globalThis.__benchSession;
    const email = `${label}.${Date.now()}@example.com`;
    const password = BENCH_PASSWORD;
    await backend.signUp({ email, password, profile: { businessName: 'Bench Provisions', ownerName: 'Ama', businessType: 'Provisions', phone: '0240000000', address: 'Accra' } });
    const mail = await new Promise((resolve, reject) => {
      const stop = mailbox.subscribe(email, (messages) => {
        const found = messages[0];
        if (found) {
          queueMicrotask(() => stop());
          resolve(found);
        }
      }, reject);
    });
    await mailbox.applyVerification(new URL(mail.link, location.href).searchParams.get('token'));
    return (await backend.signIn(email, password)).uid;
  }, { label, BENCH_PASSWORD });
}

/** Logs a progress line to stderr (the figures go to stdout). */
export const step = (message) => process.stderr.write(`· ${message}\n`);
