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

export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return parseRuntimeConfig(await response.json(), location.href);
}
