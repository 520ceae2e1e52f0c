import { createBundleConfig, createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'pos');

export default [
  createSuiteConfig({
    dir: import.meta.dirname,
    container: remote.container,
    devPort: remote.devPort,
    title: 'New Sale (POS)',
    // Module federation's own runtime, so that the remote's page works without the shell.
    runtime: 'own',
    exposes: { './app': './src/app.tsx', './widget': './src/widget/index.ts' },
    keep: 'widget',
  }),
  // The partner widget as a plain bundle (no federation runtime) at /mfe-pos/widget/till.js, which
  // the suite's loader (/widget/pos-widget.js) loads on partner pages.
  createBundleConfig({ dir: import.meta.dirname, name: 'till', entry: './src/widget/bundle.ts', folder: 'widget' }),
];
