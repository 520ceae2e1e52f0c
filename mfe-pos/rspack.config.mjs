import { createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'pos');

export default createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'New Sale (POS)',
  // The partner widget loads this remote on pages without the shell, so it keeps its own runtime.
  runtime: 'own',
  exposes: { './app': './src/app.tsx', './widget': './src/widget/index.ts' },
});
