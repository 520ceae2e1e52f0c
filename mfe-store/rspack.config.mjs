import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createBundleConfig, createSuiteConfig } from '../tooling/rspack/create-config.mjs';
import { STOREFRONT } from '../tooling/rspack/suite-apps.mjs';
import { InlineFirstViewPlugin } from './inline-first-view.mjs';

/**
 * The storefront's page (`/s/<name>`, served by tooling/serve.mjs) is a plain bundle rendered with
 * Preact's React-compatible runtime, as the partner widget is (mfe-pos/rspack.config.mjs): a
 * customer's first view on a cheap phone is the shop's first impression, and React DOM alone is
 * about the whole 60 KB gzip that view may spend (issue 43, point 6). On that page the storefront
 * is an app of its own and shares React with nothing. The federated './app' keeps React.
 */
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const PAGE_RUNTIME = {
  react$: path.join(preact, 'compat/dist/compat.mjs'),
  'react-dom$': path.join(preact, 'compat/dist/compat.mjs'),
  'react-dom/client$': path.join(preact, 'compat/client.mjs'),
  'react/jsx-runtime$': path.join(preact, 'compat/jsx-runtime.mjs'),
  'react/jsx-dev-runtime$': path.join(preact, 'compat/jsx-dev-runtime.mjs'),
};

// The server answers every `/s/...` route with this folder's index.html (tooling/serve.mjs).
const PAGE_FOLDER = STOREFRONT.pageFolder;

const page = createBundleConfig({ dir: import.meta.dirname, name: 'storefront', entry: './src/page.tsx', folder: PAGE_FOLDER });
page.resolve = { ...page.resolve, alias: { ...page.resolve.alias, ...PAGE_RUNTIME } };
// Absolute: the page answers deep routes (/s/<name>/o/<id>), where a relative script would not resolve.
page.output = { ...page.output, publicPath: `/${STOREFRONT.dir}/${PAGE_FOLDER}/`, filename: '[name].[contenthash:10].js' };
page.plugins = [
  ...page.plugins,
  new rspack.HtmlRspackPlugin({ template: path.join(import.meta.dirname, 'src/page.html'), chunks: ['storefront'] }),
  // The page's script and style written into its HTML: no request of their own before the first view.
  new InlineFirstViewPlugin(),
];

// The catalogue embed (src/embed/catalogue.ts): a plain bundle at a stable address,
// /mfe-store/embed/catalogue.js, for partners' pages on other origins. Its chunks load from where
// the script came from (publicPath 'auto'), on the same Preact runtime as the page.
const EMBED_FOLDER = 'embed';
const embed = createBundleConfig({ dir: import.meta.dirname, name: 'catalogue', entry: './src/embed/catalogue.ts', folder: EMBED_FOLDER });
embed.resolve = { ...embed.resolve, alias: { ...embed.resolve.alias, ...PAGE_RUNTIME } };

export default [
  createSuiteConfig({
    dir: import.meta.dirname,
    container: STOREFRONT.container,
    devPort: STOREFRONT.devPort,
    title: 'Online store',
    // Its own federation runtime: the storefront is never hosted by the shell's page.
    runtime: 'own',
    exposes: { './app': './src/app.tsx' },
    // Both plain bundles' folders, which their own builds write (rspack names a file relative to dist/ or whole).
    keep: (file) =>
      [PAGE_FOLDER, EMBED_FOLDER].some((folder) => file === folder || file.startsWith(`${folder}/`) || file.startsWith(path.join(import.meta.dirname, 'dist', folder))),
  }),
  page,
  embed,
];
