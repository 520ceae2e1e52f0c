import type { BackendConfig } from '@shop/shared/session';

// The runtime configuration the shell fetches on start: where each remote lives and which backend
// to use. Moving a remote means editing this file, not rebuilding the shell.

export type RemoteKey = 'landing' | 'pos' | 'inventory' | 'customers' | 'history' | 'dashboard';
export const REMOTE_KEYS: readonly RemoteKey[] = ['landing', 'pos', 'inventory', 'customers', 'history', 'dashboard'];

export interface RemoteLocation {
  /** The federation container's name. */
  name: string;
  /** The remote's `mf-manifest.json` (or `remoteEntry.js`), absolute or relative to the page. */
  entry: string;
}

export interface RuntimeConfig {
  remotes: Record<RemoteKey, RemoteLocation>;
  backend: BackendConfig;
  /**
   * Whether the shell registers its service worker (the app installs and opens offline); true
   * unless set to false, which also removes a worker registered before.
   */
  serviceWorker: boolean;
}

export function parseRuntimeConfig(json: unknown, base: string): RuntimeConfig {
  if (!json || typeof json !== 'object') throw new Error('runtime-config.json is not an object');
  const { remotes, backend, serviceWorker } = json as Partial<RuntimeConfig>;
  if (!remotes || typeof remotes !== 'object') throw new Error('runtime-config.json has no "remotes"');
  const resolved = {} as Record<RemoteKey, RemoteLocation>;
  for (const key of REMOTE_KEYS) {
    const location = remotes[key];
    if (!location?.name || !location.entry) throw new Error(`runtime-config.json has no remote "${key}"`);
    resolved[key] = { name: location.name, entry: new URL(location.entry, base).href };
  }
  return { remotes: resolved, backend: backend ?? { type: 'local' }, serviceWorker: serviceWorker !== false };
}

const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The request the entry (index.ts) made before the shell's code arrived, taken by the first fetchRuntimeConfig. */
let early: Promise<Response> | null = null;

/**
 * Asks for the runtime configuration at once, while the root config and its shared modules load:
 * the remotes and the session wait on it (bench/offline-app.mjs, the reload to the dashboard).
 */
export function requestRuntimeConfig(): void {
  early = fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  // Read (and its failure reported) by fetchRuntimeConfig.
  early.catch(() => undefined);
}

export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const requested = url === RUNTIME_CONFIG_PATH ? early : null;
  if (requested) early = null;
  const response = await (requested ?? fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return parseRuntimeConfig(await response.json(), location.href);
}
