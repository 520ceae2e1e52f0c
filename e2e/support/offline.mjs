// The suite's service worker (shell/src/offline) from the specs' side: ask it what it keeps, wait
// until a page runs a version it keeps whole, and a second server whose remotes can be swapped for
// a changed copy (a remote deployed on its own), for the update spec.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSuiteServer, listen } from '../../tooling/serve.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Sends `message` to the worker serving the page and resolves with its answer (protocol.ts). */
export function askWorker(page, message) {
  return page.evaluate(async (message) => {
    const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      worker.postMessage(message, [channel.port2]);
    });
  }, message);
}

/**
 * Waits until the page is controlled by the worker and runs a version the worker keeps whole
 * (registration waits for the page's load and an idle moment); resolves with SUITE_INFO's answer.
 */
export async function waitForOfflineReady(page, { timeout = 90_000 } = {}) {
  const controlled = () => page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: timeout / 3 });
  try {
    await controlled().catch(async () => {
      // The worker claims the pages it finds when it activates; a page that loaded while it was
      // still installing can miss the claim on a busy machine. A navigation under an active worker
      // is always controlled, as a shop owner's next visit would be.
      const active = await page.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state === 'activated');
      if (!active) return controlled();
      await page.reload();
      return controlled();
    });
  } catch (error) {
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker?.getRegistration();
      return found ? { installing: found.installing?.state, waiting: found.waiting?.state, active: found.active?.state } : null;
    });
    throw new Error(`No service worker controls ${page.url()} (registration: ${JSON.stringify(registration)})`, { cause: error });
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    const info = await askWorker(page, { type: 'SUITE_INFO' });
    if (info.running && info.files > 0) return info;
    if (Date.now() > deadline) throw new Error(`The worker keeps no version for this page: ${JSON.stringify(info)}`);
    await page.waitForTimeout(250);
  }
}

/** The suite's caches in this page's origin. */
export function cacheNames(page) {
  return page.evaluate(() => caches.keys());
}

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json' };

/**
 * A server of the built suite whose remotes can be replaced, as if deployed on their own, by a
 * changed copy of their dist/ (`deploy(dir, folder)`): requests under /<dir>/ are then answered from
 * that folder; everything else comes from a server of the build as `npm start` serves it.
 */
export async function startSwitchableSuite() {
  const suite = createSuiteServer();
  const suiteUrl = new URL(await listen(suite, 0));
  const deployed = new Map();
  const front = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const remote = [...deployed.keys()].find((dir) => url.pathname.startsWith(`/${dir}/`));
    if (remote) {
      const file = path.join(deployed.get(remote), decodeURIComponent(url.pathname.slice(remote.length + 2)));
      let body;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end('Not found');
        return;
      }
      const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const forward = httpRequest({ host: suiteUrl.hostname, port: suiteUrl.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const url = await listen(front, 0);
  const temp = mkdtempSync(path.join(tmpdir(), 'shop-e2e-update-'));
  return {
    url,
    /** Answers /<dir>/ from `folder` from now on (null: from the build again). */
    deploy(dir, folder) {
      if (folder) deployed.set(dir, folder);
      else deployed.delete(dir);
    },
    /** A copy of a remote's built dist/ to change, in a temporary folder. */
    copyOfRemote(dir, name) {
      const target = path.join(temp, name);
      cpSync(path.join(ROOT, dir, 'dist'), target, { recursive: true });
      return target;
    },
    async close() {
      await Promise.all([new Promise((resolve) => front.close(resolve)), new Promise((resolve) => suite.close(resolve))]);
      front.closeAllConnections?.();
      suite.closeAllConnections?.();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/**
 * Changes a copy of a remote's dist/ as a new release of it would: the script of its `./app` expose
 * gets `marker` (a global the page can read) and a new content-hashed name, and the manifest lists
 * the new name instead of the old one. Returns the old and new file names.
 */
export function releaseWithMarker(folder, marker) {
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  const before = app.assets.js.sync.find((name) => name.startsWith('__federation_expose_app.'));
  const oldHash = before.match(/\.([0-9a-f]{10})\.js$/)[1];
  const newHash = createHash('sha256').update(marker).digest('hex').slice(0, 10);
  const after = before.replace(oldHash, newHash);
  const code = readFileSync(path.join(folder, before), 'utf8');
  writeFileSync(path.join(folder, after), `window.__shopRelease=${JSON.stringify(marker)};\n${code}`);
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').split(before).join(after));
  // remoteEntry.js finds its chunks by id and hash: the new hash replaces the old one there too.
  const entryFile = path.join(folder, 'remoteEntry.js');
  writeFileSync(entryFile, readFileSync(entryFile, 'utf8').split(`"${oldHash}"`).join(`"${newHash}"`));
  return { before, after };
}

/** Lists a chunk that is not there, as a release whose upload broke half-way would. */
export function releaseMissingAFile(folder) {
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes[0].assets.js.async.push('999.0000000000.js');
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

