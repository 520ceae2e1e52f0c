import { createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'history');

export default createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'Sales History',
  exposes: {
    './app': './src/app.tsx',
    './end-of-day': './src/end-of-day/end-of-day-app.tsx',
    './online-orders': './src/online-orders/online-orders-app.tsx',
  },
});
