import { createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'dashboard');

export default createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'Dashboard',
  exposes: { './app': './src/app.tsx', './expenses': './src/expenses/expenses-app.tsx', './staff': './src/staff/staff-app.tsx', './online-store': './src/online-store/online-store-app.tsx', './plan': './src/plan/plan-app.tsx' },
  // Paying for a plan goes through the payment provider, and publishing the shop's online store
  // through the server: Settings › Plan and Settings › Online store are kept once opened online.
  notKeptOffline: ['./plan', './online-store'],
});
