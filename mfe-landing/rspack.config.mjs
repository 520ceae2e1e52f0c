import { createPrerenderConfig, createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { REMOTES } from '../tooling/rspack/suite-apps.mjs';

const remote = REMOTES.find((r) => r.key === 'landing');

const suite = createSuiteConfig({
  dir: import.meta.dirname,
  container: remote.container,
  devPort: remote.devPort,
  title: 'Landing',
  // The landing page has its own <main>.
  pageRoot: 'div',
  exposes: { './app': './src/app.tsx' },
});

// In production the page is also rendered to HTML for the shell's / (tooling/prerender-landing.mjs).
export default process.env.NODE_ENV === 'development'
  ? suite
  : [suite, createPrerenderConfig({ dir: import.meta.dirname, container: remote.container, entry: './src/prerender.tsx' })].flat();
