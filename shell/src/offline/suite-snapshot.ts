// What one version of the suite is made of, as the service worker keeps it for offline use: the
// shell's files (the list its build writes, OFFLINE_FILES_URL) but those of the backend the version
// does not run, the runtime configuration, and for each remote it names, the remote's federation
// manifest and every file that manifest lists but those its build says the suite never loads (its
// own copies of what the shell shares: OFFLINE_LEFT_OUT_NAME beside the manifest, written by
// tooling/pwa/offline-left-out.mjs). The builds' own lists are the source, never a hand-kept one: a
// remote deployed on its own changes its manifest, which changes the version. Pure functions, so
// the worker and the tests share them.

/** The list of the shell's own files, written beside its build by tooling/pwa/offline-files.mjs. */
export const OFFLINE_FILES_URL = '/offline-files.json';
export const RUNTIME_CONFIG_URL = '/runtime-config.json';
/** Beside each remote's manifest: the files of it the suite never loads (none when it is missing). */
export const OFFLINE_LEFT_OUT_NAME = 'offline-left-out.json';
/** Every cache of a suite version is named with this prefix and the version's id. */
export const SNAPSHOT_CACHE_PREFIX = 'shop-suite-';

export interface OfflineFiles {
  /**
   * Paths from the site's root with the build's revision (a content hash) of each, and the backend
   * (BackendConfig's `type`) a file is for when no other loads it.
   */
  files: { url: string; revision: string; backend?: string }[];
}

/** A remote's OFFLINE_LEFT_OUT_NAME: file names as its manifest gives them. */
export interface OfflineLeftOut {
  files: string[];
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of an `mf-manifest.json` (module federation 2) that name files. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}

export interface RemoteSource {
  /** The remote's key in runtime-config.json (pos, history, …). */
  key: string;
  /** Where its manifest is, absolute. */
  manifestUrl: string;
  /** The manifest's text as served (null for a remote located by its remoteEntry.js alone). */
  text: string | null;
  /** Its OFFLINE_LEFT_OUT_NAME as served (null when it has none: every file is kept). */
  leftOutText: string | null;
}

/** What the worker read from the network to decide which version is live. */
export interface SuiteSources {
  runtimeConfigText: string;
  offlineFilesText: string;
  remotes: RemoteSource[];
}

export interface SnapshotFile {
  url: string;
  /** Which part of the suite it belongs to: 'shell' or a remote's key. */
  part: string;
  /** The build's revision when it has one; hashed file names are their own revision. */
  revision: string | null;
}

const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:js|css|png|jpe?g|svg|webp|woff2?)$/;

/** A file named by its content never changes: it may be copied from an older version's cache. */
export function isContentHashed(url: string): boolean {
  return HASHED_NAME.test(new URL(url, 'http://x/').pathname);
}

/** The remotes runtime-config.json names, as `{ key, manifestUrl }`, resolved against `base`. */
export function remotesOfRuntimeConfig(text: string, base: string): { key: string; manifestUrl: string }[] {
  const config = JSON.parse(text) as { remotes?: Record<string, { entry?: string }> };
  if (!config.remotes || typeof config.remotes !== 'object') throw new Error('runtime-config.json has no "remotes"');
  return Object.entries(config.remotes).map(([key, location]) => {
    if (!location?.entry) throw new Error(`runtime-config.json gives remote "${key}" no entry`);
    return { key, manifestUrl: new URL(location.entry, base).href };
  });
}

/** Where a remote's OFFLINE_LEFT_OUT_NAME is: beside its manifest. */
export function leftOutUrlOf(manifestUrl: string): string {
  return new URL(OFFLINE_LEFT_OUT_NAME, manifestUrl).href;
}

/** The backend a runtime configuration runs (the shell's default: the local one). */
export function backendOfRuntimeConfig(text: string): string {
  const config = JSON.parse(text) as { backend?: { type?: string } };
  return config.backend?.type ?? 'local';
}

/**
 * Every file a federation manifest lists (its entry, and the scripts and styles of each expose and
 * shared module) but those `leftOut` names, absolute.
 */
export function filesOfManifest(manifest: FederationManifest, manifestUrl: string, leftOut: ReadonlySet<string> = new Set()): string[] {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto' (the suite's remotes): files sit beside the manifest, wherever it is deployed.
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('./', manifestUrl).href;
  const names = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) names.add(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`);
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [item.assets?.js, item.assets?.css]) {
      for (const name of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) if (!leftOut.has(name)) names.add(name);
    }
  }
  return [...names].map((name) => new URL(name, base).href);
}

/**
 * The files of one version: the shell's list (less the other backend's files), the runtime
 * configuration, each manifest and what it lists (less what the remote's list leaves out).
 */
export function filesOfSuite(sources: SuiteSources, origin: string): SnapshotFile[] {
  const files = new Map<string, SnapshotFile>();
  const add = (file: SnapshotFile) => {
    if (!files.has(file.url)) files.set(file.url, file);
  };
  const shell = JSON.parse(sources.offlineFilesText) as OfflineFiles;
  if (!Array.isArray(shell.files)) throw new Error(`${OFFLINE_FILES_URL} has no "files"`);
  add({ url: new URL(RUNTIME_CONFIG_URL, origin).href, part: 'shell', revision: null });
  add({ url: new URL(OFFLINE_FILES_URL, origin).href, part: 'shell', revision: null });
  const backend = backendOfRuntimeConfig(sources.runtimeConfigText);
  for (const file of shell.files) {
    if (file.backend === undefined || file.backend === backend) add({ url: new URL(file.url, origin).href, part: 'shell', revision: file.revision });
  }
  for (const remote of sources.remotes) {
    add({ url: remote.manifestUrl, part: remote.key, revision: null });
    if (remote.text === null) continue;
    const leftOut = new Set(remote.leftOutText === null ? [] : (JSON.parse(remote.leftOutText) as OfflineLeftOut).files);
    for (const url of filesOfManifest(JSON.parse(remote.text) as FederationManifest, remote.manifestUrl, leftOut)) add({ url, part: remote.key, revision: null });
  }
  return [...files.values()];
}

/** A version's id: a digest of everything that decides it (the configuration, the shell's list, each manifest and what it leaves out). */
export async function versionId(sources: SuiteSources, digest: (text: string) => Promise<string> = sha256): Promise<string> {
  const parts = [sources.runtimeConfigText, sources.offlineFilesText, ...sources.remotes.map((r) => `${r.key}\n${r.manifestUrl}\n${r.text ?? ''}\n${r.leftOutText ?? ''}`)];
  return (await digest(parts.join('\n\u0000\n'))).slice(0, 16);
}

async function sha256(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The app's routes (root-config.ts) that the shell's page answers, and which page answers each. */
export function pageForRoute(pathname: string): '/index.html' | '/app.html' | null {
  if (pathname === '/' || pathname === '/index.html') return '/index.html';
  if (/^\/(dashboard|mailbox)(\/|$)/.test(pathname)) return '/app.html';
  return null;
}

/**
 * Whether a request of the suite's origin is the suite's (served from the version a page runs) or
 * something else the origin serves, left to the network: the partner examples and the widget they
 * embed, Storybook, and the worker itself.
 */
export function isSuiteRequest(pathname: string): boolean {
  return !/^\/(partner-site|storybook|widget)\//.test(pathname) && !pathname.startsWith('/mfe-pos/widget/') && pathname !== '/sw.js';
}
