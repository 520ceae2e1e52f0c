// The shell's own files, listed for the service worker (shell/src/offline/suite-snapshot.ts reads
// the list at /offline-files.json): every file of the shell's build a page may need, with a revision
// (a content digest) each. Written last by tooling/build-all.mjs, after the landing is prerendered
// into index.html and the web manifest is written. The remotes need no such list: their federation
// manifests are theirs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OFFLINE_FILES = 'offline-files.json';

/** Not for pages: source maps, build statistics, the worker itself, the list, the runtime config
 * (kept by the worker on its own, as served) and the partner widget's loader (for other sites). */
const LEFT_OUT = [/\.map$/, /^mf-manifest-stats\.json$/, /^sw\.js$/, /^offline-files\.json$/, /^runtime-config\.json$/, /^widget\//];

function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

export function offlineFiles(dist) {
  return walk(dist)
    .filter((name) => !LEFT_OUT.some((pattern) => pattern.test(name)))
    .sort()
    .map((name) => ({ url: `/${name}`, revision: createHash('sha256').update(readFileSync(path.join(dist, name))).digest('hex').slice(0, 16) }));
}

export function writeOfflineFiles(dist) {
  const files = offlineFiles(dist);
  writeFileSync(path.join(dist, OFFLINE_FILES), `${JSON.stringify({ files }, null, 1)}\n`);
  return files;
}
