import { createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'landing');

export default createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'Landing',
  // The landing page has its own <main>.
  pageRoot: 'div',
  exposes: { './app': './src/app.tsx' },
});
