import { createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'inventory');

export default createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'All Products',
  exposes: { './app': './src/app.tsx', './import': './src/import/import-app.tsx' },
});
