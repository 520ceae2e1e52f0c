// What the service worker leaves out when it keeps a version of the suite for offline use
// (shell/src/offline/suite-snapshot.ts), read from each part's chunk graph as it is built:
//
// - Of a remote, the files of its federation manifest the suite never loads (`offline-left-out.json`
//   beside the manifest). A remote carries its own copy of every module it shares — React, the
//   session and, through the session's backends, Dexie and the Firebase SDK — so that its own page
//   works without the shell; inside the suite the shell's copies serve every remote (the shell
//   registers its shared modules first, at the same versions since one workspace builds them all,
//   and `shareStrategy: 'loaded-first'` keeps them), so the remote's copies and the chunks only they
//   import are never fetched, though the manifest lists them.
// - Of a remote, the chunks of an import() named `online-only-…` (ONLINE_ONLY_PREFIX): what only a
//   device with that hardware or task loads, too heavy to keep on every phone for it — the receipt
//   printer's encoder, the camera scanner, the catalogue file readers and writer, the labels'
//   barcode drawing, the store's QR code. Such a file, once fetched, joins the version the page runs
//   (the service worker keeps every content-hashed file it fetches: FromPagesVersion), so a till that
//   printed or scanned once online does so offline too; one that never did says it failed in words
//   (the printer offers the browser's print) and the rest of the suite works.
// - Of the shell, the files only one backend loads (`offline-backends.json`, read by
//   tooling/pwa/offline-files.mjs): the session loads one adapter by kind, in chunk groups named
//   '<kind>-backend' (shared/src/session/session.ts), so a version runs on one backend and keeps
//   the files of that one alone.
import { rspack } from '@rspack/core';

export const OFFLINE_LEFT_OUT = 'offline-left-out.json';
export const OFFLINE_BACKENDS = 'offline-backends.json';
/** The chunk name (`/* webpackChunkName: "online-only-…" *\/` on an import()) of what a version does not keep. */
export const ONLINE_ONLY_PREFIX = 'online-only-';
/** The backends the session loads by kind (BackendConfig's `type`). */
export const BACKEND_KINDS = ['local', 'firebase'];

const SHARED_MODULE = /^(?:consume|provide) shared module \([^)]*\) (.+?)@/;

/** The shared module a federation module stands for (`react`, `@shop/shared/session`…), or null for any other module. */
export function sharedKeyOf(identifier) {
  return SHARED_MODULE.exec(identifier)?.[1] ?? null;
}

/**
 * The chunks a page loads: those of the chunk groups it starts with, then of every group an
 * import() of a module so loaded brings in (a group's origins are those modules), unless `follows`
 * says that import is never taken.
 * @template Chunk
 * @param {object} graph
 * @param {{ name?: string, chunks: Chunk[], origins: (string | null)[] }[]} graph.chunkGroups
 *   each group's chunks, and the identifiers of the modules that load it
 * @param {Map<Chunk, string[]>} graph.modulesOfChunk the identifiers of each chunk's modules (a
 *   concatenated module's own modules among them)
 * @param {(group: { name?: string }) => boolean} graph.starts the groups the page starts with
 * @param {(origin: string, group: { name?: string }) => boolean} [graph.follows]
 * @returns {Set<Chunk>}
 */
export function chunksLoaded({ chunkGroups, modulesOfChunk, starts, follows = () => true }) {
  const loaded = new Set();
  const loadedModules = new Set();
  const load = (group) => {
    for (const chunk of group.chunks) {
      loaded.add(chunk);
      for (const module of modulesOfChunk.get(chunk) ?? []) loadedModules.add(module);
    }
  };
  chunkGroups.filter(starts).forEach(load);
  for (let grew = true; grew; ) {
    grew = false;
    for (const group of chunkGroups) {
      if (group.chunks.every((chunk) => loaded.has(chunk))) continue;
      if (!group.origins.some((origin) => origin !== null && loadedModules.has(origin) && follows(origin, group))) continue;
      load(group);
      grew = true;
    }
  }
  return loaded;
}

/** The chunk group rspack names for an expose ('./end-of-day' → '__federation_expose_end_of_day'). */
export function exposeGroupName(expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/\W/g, '_')}`;
}

/**
 * Of a remote: the chunks the suite loads (from its container entry, never into the copy of a
 * module the shell shares, nor an online-only import, nor an expose the part does not keep offline: create-config.mjs notKeptOffline).
 */
export function chunksTheSuiteLoads({ chunkGroups, modulesOfChunk, container, sharedByShell, notKeptOffline = [] }) {
  const unused = new Set(notKeptOffline.map(exposeGroupName));
  if (!chunkGroups.some((group) => group.name === container)) throw new Error(`No entry named ${container}: the remote's container is not in this build.`);
  return chunksLoaded({
    chunkGroups,
    modulesOfChunk,
    starts: (group) => group.name === container,
    follows: (origin, group) => !sharedByShell.has(sharedKeyOf(origin)) && !group.name?.startsWith(ONLINE_ONLY_PREFIX) && !unused.has(group.name),
  });
}

/** Of the shell: the chunks each backend alone loads, by kind. */
export function chunksOfEachBackend({ chunkGroups, modulesOfChunk, entries }) {
  const starts = (group) => entries.includes(group.name);
  const all = chunksLoaded({ chunkGroups, modulesOfChunk, starts });
  return Object.fromEntries(
    BACKEND_KINDS.map((kind) => {
      const without = chunksLoaded({ chunkGroups, modulesOfChunk, starts, follows: (_, group) => group.name !== `${kind}-backend` });
      return [kind, new Set([...all].filter((chunk) => !without.has(chunk)))];
    }),
  );
}

/** The compilation's chunk graph as chunksLoaded reads it. */
function graphOf(compilation) {
  const modulesOfChunk = new Map(
    [...compilation.chunks].map((chunk) => [
      chunk,
      compilation.chunkGraph.getChunkModules(chunk).flatMap((module) => [module, ...(module.modules ?? [])].map((inner) => inner.identifier())),
    ]),
  );
  const chunkGroups = compilation.chunkGroups.map((group) => ({ name: group.name, chunks: group.chunks, origins: group.origins.map((origin) => origin.module?.identifier() ?? null) }));
  return { chunkGroups, modulesOfChunk };
}

/** The scripts and styles of some chunks, by file name, sorted. */
function filesOf(chunks) {
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(?:js|css)$/.test(file)))].sort();
}

function emitJson(compilation, name, value) {
  compilation.emitAsset(name, new rspack.sources.RawSource(`${JSON.stringify(value, null, 1)}\n`));
}

/** Writes a part's offline list as its build ends: `offline-left-out.json` for a remote, `offline-backends.json` for the shell. */
export class OfflineListPlugin {
  /**
   * @param {{ part: 'remote', container: string, sharedByShell: Iterable<string>, notKeptOffline?: string[] } | { part: 'shell', entries: string[] }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OfflineListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineListPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const graph = graphOf(compilation);
        if (this.options.part === 'remote') {
          const loaded = chunksTheSuiteLoads({ ...graph, container: this.options.container, sharedByShell: new Set(this.options.sharedByShell), notKeptOffline: this.options.notKeptOffline });
          const kept = new Set(filesOf(loaded));
          emitJson(compilation, OFFLINE_LEFT_OUT, { files: filesOf(compilation.chunks).filter((file) => !kept.has(file)) });
        } else {
          const backends = chunksOfEachBackend({ ...graph, entries: this.options.entries });
          emitJson(compilation, OFFLINE_BACKENDS, Object.fromEntries(Object.entries(backends).map(([kind, chunks]) => [kind, filesOf(chunks)])));
        }
      });
    });
  }
}
