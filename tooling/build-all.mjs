// Builds every remote and the shell for production, in one rspack multi-compiler run.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { REMOTES, SHELL, STOREFRONT } from './rspack/suite-apps.mjs';
import { prerenderLanding } from './prerender-landing.mjs';
import { writeWebManifest } from './pwa/web-manifest.mjs';
import { writeOfflineFiles } from './pwa/offline-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function buildAll({ quiet = false } = {}) {
  process.env.NODE_ENV ??= 'production';
  const started = performance.now();
  // The storefront is built beside the suite's parts, never listed to the shell (suite-apps.mjs).
  const parts = [...REMOTES, STOREFRONT, SHELL];
  const configs = (await Promise.all(
    parts.map(async (part) => (await import(pathToFileURL(path.join(ROOT, part.dir, 'rspack.config.mjs')).href)).default),
  )).flat();
  // Several builds write into one part's dist/ (a remote and its runtime provider, the shell and
  // its service worker, the POS and the widget, the storefront's app, page and embed), and rspack's
  // clean of one, run at its own emit, raced another's writes: a fresh-clone build failed with
  // ENOENT on mfe-store/dist/embed/<chunk>.js. So each dist/ is emptied here, once, before any of
  // them writes, and no build of this run cleans.
  const dists = parts.map((part) => path.join(ROOT, part.dir, 'dist'));
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
  for (const config of configs) {
    if (dists.some((dist) => config.output.path === dist || config.output.path.startsWith(`${dist}${path.sep}`))) config.output.clean = false;
  }
  const stats = await new Promise((resolve, reject) => {
    rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    throw new Error('The build failed.');
  }
  prerenderLanding(stats.stats.find((part) => part.compilation.name === SHELL.container));
  // The installable, offline app (shell/src/offline): the web manifest, then the list of the
  // shell's files the service worker keeps (last: it lists the prerendered page and the manifest).
  const shellDist = path.join(ROOT, SHELL.dir, 'dist');
  writeWebManifest(shellDist);
  writeOfflineFiles(shellDist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!quiet) console.log(`Built ${parts.length} parts (${parts.map((p) => p.dir).join(', ')}) in ${seconds} s.`);
  return Number(seconds);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
