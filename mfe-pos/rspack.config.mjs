import { createRequire } from 'node:module';
import path from 'node:path';
import { createBundleConfig, createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'pos');

/**
 * The partner widget's plain bundle renders with Preact's React-compatible runtime instead of React
 * DOM: on partner pages the widget is an app of its own (it shares React with nothing there), and
 * React DOM was two thirds of what a partner downloads to ring up a sale (the budget in
 * e2e/specs/widget.spec.mjs). The till's code is the same; every import of React resolves to the
 * compat layer, and 'react-dom/client' to src/widget/widget-renderer.ts, which adds what of React
 * DOM the till relies on. The suite's own till (the federated './app' and './widget') keeps React.
 */
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const WIDGET_RUNTIME = {
  react$: path.join(preact, 'compat/dist/compat.mjs'),
  'react-dom$': path.join(preact, 'compat/dist/compat.mjs'),
  'react-dom/client$': path.join(import.meta.dirname, 'src/widget/widget-renderer.ts'),
  'react/jsx-runtime$': path.join(preact, 'compat/jsx-runtime.mjs'),
  'react/jsx-dev-runtime$': path.join(preact, 'compat/jsx-dev-runtime.mjs'),
};

// The partner widget as a plain bundle (no federation runtime) at /mfe-pos/widget/till.js, which
// the suite's loader (/widget/pos-widget.js) loads on partner pages.
const widget = createBundleConfig({ dir: import.meta.dirname, name: 'till', entry: './src/widget/bundle.ts', folder: 'widget' });
widget.resolve = { ...widget.resolve, alias: { ...widget.resolve.alias, ...WIDGET_RUNTIME } };

export default [
  createSuiteConfig({
    dir: import.meta.dirname,
    container: remote.container,
    devPort: remote.devPort,
    title: 'New Sale (POS)',
    // Module federation's own runtime, so that the remote's page works without the shell.
    runtime: 'own',
    exposes: { './app': './src/app.tsx', './widget': './src/widget/index.ts', './devices': './src/devices/devices-app.tsx' },
    keep: 'widget',
    // Partner pages load the widget; the suite never does, so its offline version does not keep it.
    notKeptOffline: ['./widget'],
  }),
  widget,
];
