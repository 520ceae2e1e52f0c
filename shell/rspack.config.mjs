import { createServiceWorkerConfig, createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { SHELL, devRemoteLocations, REMOTES } from '../tooling/rspack/suite-apps.mjs';

const shell = createSuiteConfig({
  dir: import.meta.dirname,
  container: SHELL.container,
  devPort: SHELL.devPort,
  title: 'Shop — point of sale, inventory and customers',
  // The shell offers its federation runtime to the remotes, which then ship without one.
  runtime: 'provide',
  // The shell's page also answers /dashboard and /mailbox/verify, so its scripts load from the root.
  publicPath: '/',
  // The partner widget's one-script loader, at a stable address (the current major) and pinned to
  // v1; it loads the POS remote's hashed files, which are cached for good (examples/partner-site).
  copy: [
    { from: 'widget-loader/pos-widget.js', to: 'widget/pos-widget.js' },
    { from: 'widget-loader/pos-widget.js', to: 'widget/v1/pos-widget.js' },
  ],
  // The service worker is built beside the shell's files (its own build, below).
  keep: 'sw.js',
  // In development each remote runs its own dev server; the runtime configuration says where.
  devMiddleware: (req, res, next) => {
    if (!req.url?.startsWith('/runtime-config.json')) return next();
    const locations = devRemoteLocations();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(
      JSON.stringify({
        remotes: Object.fromEntries(REMOTES.map((r) => [r.key, { name: r.container, entry: locations[r.key] }])),
        backend: { type: 'local' },
      }),
    );
  },
});

// In development the shell alone is served (tooling/dev.mjs serves a part's first build): no
// service worker is built or registered there.
export default process.env.NODE_ENV === 'development'
  ? shell
  : [shell, createServiceWorkerConfig({ dir: import.meta.dirname, entry: './src/offline/service-worker.ts' })];
