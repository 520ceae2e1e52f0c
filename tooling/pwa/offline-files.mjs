// The shell's own files, listed for the service worker (shell/src/offline/suite-snapshot.ts reads
// the list at /offline-files.json): every file of the shell's build a page may need, with a revision
// (a content digest) each, and the backend a file is for when only one backend loads it (the
// build's offline-backends.json, tooling/pwa/offline-left-out.mjs). Written last by
// tooling/build-all.mjs, after the landing is prerendered into index.html and the web manifest is
// written. The remotes need no such list: their federation manifests are theirs, less their
// offline-left-out.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_BACKENDS } from './offline-left-out.mjs';

export const OFFLINE_FILES = 'offline-files.json';

/** Not for pages: source maps, build statistics, the worker itself, the lists, the runtime config
 * (kept by the worker on its own, as served) and the partner widget's loader (for other sites). */
const LEFT_OUT = [/\.map$/, /^mf-manifest-stats\.json$/, /^sw\.js$/, /^offline-files\.json$/, /^offline-backends\.json$/, /^runtime-config\.json$/, /^widget\//];

function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The backend each file is for, by file name, when only that backend loads it. */
function backendOfFiles(dist) {
  const file = path.join(dist, OFFLINE_BACKENDS);
  if (!existsSync(file)) return new Map();
  const backends = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(Object.entries(backends).flatMap(([kind, names]) => names.map((name) => [name, kind])));
}

export function offlineFiles(dist) {
  const backends = backendOfFiles(dist);
  return walk(dist)
    .filter((name) => !LEFT_OUT.some((pattern) => pattern.test(name)))
    .sort()
    .map((name) => ({
      url: `/${name}`,
      revision: createHash('sha256').update(readFileSync(path.join(dist, name))).digest('hex').slice(0, 16),
      ...(backends.has(name) ? { backend: backends.get(name) } : {}),
    }));
}

export function writeOfflineFiles(dist) {
  const files = offlineFiles(dist);
  writeFileSync(path.join(dist, OFFLINE_FILES), `${JSON.stringify({ files }, null, 1)}\n`);
  return files;
}
