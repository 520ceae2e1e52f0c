// The suite's parts: one place that names every remote, its federation container and its ports.
export const REMOTES = [
  { key: 'landing', dir: 'mfe-landing', container: 'shop_landing', devPort: 3101 },
  { key: 'pos', dir: 'mfe-pos', container: 'shop_pos', devPort: 3102 },
  { key: 'inventory', dir: 'mfe-inventory', container: 'shop_inventory', devPort: 3103 },
  { key: 'customers', dir: 'mfe-customers', container: 'shop_customers', devPort: 3104 },
  { key: 'history', dir: 'mfe-history', container: 'shop_history', devPort: 3105 },
  { key: 'dashboard', dir: 'mfe-dashboard', container: 'shop_dashboard', devPort: 3106 },
];
export const SHELL = { key: 'shell', dir: 'shell', container: 'shop_shell', devPort: 3100 };
/**
 * The shop's public storefront (`/s/<name>`, issue 43): a remote built and served on its own, never
 * one of the shell's REMOTES, so the installed app neither lists nor keeps it offline.
 */
export const STOREFRONT = { key: 'store', dir: 'mfe-store', container: 'shop_store', devPort: 3107, pageFolder: 'page' };

/** Where each remote's manifest lives when one server serves the whole suite (`pnpm start`). */
export function servedRemoteLocations() {
  return Object.fromEntries(REMOTES.map((r) => [r.key, `/${r.dir}/mf-manifest.json`]));
}

/** Where each remote's manifest lives when every part runs its own dev server (`pnpm dev`). */
export function devRemoteLocations(host = 'localhost') {
  return Object.fromEntries(REMOTES.map((r) => [r.key, `http://${host}:${r.devPort}/mf-manifest.json`]));
}
