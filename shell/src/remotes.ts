// Loads remotes through module federation, from the locations in the runtime configuration.
import { registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { Backend } from '@shop/shared/session';
import type { RemoteKey, RuntimeConfig } from './runtime-config';

let registered: RuntimeConfig['remotes'] | null = null;

export function registerSuiteRemotes(remotes: RuntimeConfig['remotes']): void {
  registerRemotes(Object.values(remotes).map(({ name, entry }) => ({ name, entry })));
  registered = remotes;
}

/** The single-spa lifecycles a remote exposes as `./app` (or as another of its apps, e.g. `./end-of-day`). */
export async function loadRemoteApp(key: RemoteKey, expose = './app'): Promise<LifeCycles> {
  if (!registered) throw new Error('Remotes are not registered yet');
  const module = await loadRemote<LifeCycles>(`${registered[key].name}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote "${key}" exposes no ${expose}`);
  return module;
}

/**
 * The dashboard remote's app: its lifecycles, and its reads to start before it mounts
 * (mfe-dashboard/src/app.tsx); a remote built before it had them has none, and reads as it mounts.
 */
export interface DashboardApp extends LifeCycles {
  warmDashboardReads?(backend: Backend): void;
}

export function loadDashboardApp(): Promise<DashboardApp> {
  return loadRemoteApp('dashboard') as Promise<DashboardApp>;
}

/** Fetches a remote's ./app (its scripts and styles, from its manifest) without running it. */
export function preloadRemoteApp(key: RemoteKey): Promise<void> {
  if (!registered) return Promise.reject(new Error('Remotes are not registered yet'));
  return preloadRemote([{ nameOrAlias: registered[key].name, exposes: ['./app'] }]);
}
