// One rspack configuration for every part of the suite: each remote and the shell call this
// with what differs (name, exposes), so federation, sharing and loaders are set in one place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { OfflineListPlugin } from '../pwa/offline-left-out.mjs';
import { SHELL } from './suite-apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';
/** The standalone page of a remote that has no src/index.html of its own. */
const REMOTE_PAGE = path.join(import.meta.dirname, 'remote-page.html');
const federationVersion = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@module-federation/enhanced'))), '../../package.json'), 'utf8'),
).version;
const sharedPackage = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
const loadingLimits = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/domain/loading-limits.json'), 'utf8'));
// Script chunks give up after the domain's CHUNK_LOAD_TIMEOUT_MS, read from its one home.
const CHUNK_LOAD_TIMEOUT_MS = loadingLimits.chunkLoadTimeoutMs;

/**
 * The modules every part shares as singletons: what holds state — React (one renderer, one set
 * of hooks), the session (one signed-in user), single-spa, the Firebase SDK. Stateless code (the
 * domain, the design system) is not shared: each part bundles just what it uses, tree-shaken,
 * where a shared module would arrive whole. Only entries the part depends on are declared, so a
 * remote never asks for a package it cannot resolve.
 */
function sharedModules(dependencies) {
  const reactVersion = dependencies.react;
  const entries = {};
  if (dependencies.react) {
    for (const name of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime']) {
      entries[name] = { singleton: true, requiredVersion: `^${reactVersion}` };
    }
  }
  if (dependencies['react-dom']) {
    for (const name of ['react-dom', 'react-dom/client']) {
      entries[name] = { singleton: true, requiredVersion: `^${reactVersion}` };
    }
  }
  if (dependencies['@shop/shared']) {
    entries['@shop/shared/session'] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  for (const name of ['single-spa', 'firebase/app', 'firebase/auth', 'firebase/firestore', 'firebase/storage']) {
    const pkg = name.split('/')[0];
    if (dependencies[pkg]) entries[name] = { singleton: true, requiredVersion: `^${dependencies[pkg]}` };
  }
  return entries;
}

/** The modules the shell shares with every remote it hosts (sharedModules of its dependencies). */
function sharedByShell() {
  const shell = JSON.parse(readFileSync(path.join(ROOT, SHELL.dir, 'package.json'), 'utf8'));
  return Object.keys(sharedModules(shell.dependencies ?? {}));
}

/**
 * Adds the runtime provider's script tag at the top of the remote's own page, so it runs before
 * the (deferred) entry that expects the runtime.
 */
class RuntimeProviderTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeProviderTagPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('RuntimeProviderTagPlugin', async (data) => {
        data.html = data.html.replace('<head>', `<head><script src="${RUNTIME_PROVIDER_FILE}"></script>`);
        return data;
      });
    });
  }
}

/** How TypeScript, CSS Modules, CSS and images are built: the same for every part and bundle. */
function moduleRules(production) {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          jsc: {
            // The libraries we ship (React 19, Dexie 4, the Firebase SDK) already need an ES2020
            // browser, so our own code is not lowered to ES5 either: no helpers, smaller chunks.
            target: 'es2020',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
      },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
    ],
    parser: { 'css/module': { namedExports: false } },
    generator: {
      'css/module': { localIdentName: production ? '[hash:8]' : '[path][name]__[local]' },
    },
  };
}

/**
 * How imports resolve in the browser's builds (the parts and the widget's bundle). Dexie's package
 * hands bundlers its ES5 build; its ES2018 one (`dist/modern`) is the same library, about 2 KB
 * gzip lighter, and needs no more of the browser than React 19 and our own ES2020 code do.
 */
function browserResolve() {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: { dexie$: 'dexie/dist/modern/dexie.mjs' },
  };
}

/** A tiny build of the federation runtime alone, written beside a remote's own output. */
function runtimeProviderConfig(dir, container) {
  return {
    name: `${container}_runtime_provider`,
    context: dir,
    mode: 'production',
    devtool: false,
    entry: { provider: path.join(import.meta.dirname, 'federation-runtime-provider.js') },
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_PROVIDER_FILE, clean: false, iife: true },
    plugins: [new rspack.DefinePlugin({ __FEDERATION_RUNTIME_VERSION__: JSON.stringify(federationVersion) })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir          the package folder (absolute)
 * @param {string} options.container    the federation container name
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.title        the page title of the package's own page
 * @param {'main' | 'div'} [options.pageRoot] the element the package's own page mounts into: the
 *   page's main landmark, unless the app brings its own (the landing page does). A package with a
 *   `src/index.html` uses that page instead of the standalone remote page.
 * @param {number} options.devPort
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} [options.devMiddleware]
 *   extra dev-server routes, answered before the built files
 * @param {'provide' | 'own' | 'external'} [options.runtime] where the federation runtime comes from:
 *   'provide' — bundled and offered to the remotes (the shell); 'own' — bundled for this part alone
 *   (a remote that must also work without the shell, such as the POS with its partner widget);
 *   'external' — taken from the shell, with a provider script for the remote's own page.
 * @param {string} [options.publicPath] where the part's files are served from; 'auto' (a remote works
 *   wherever it is deployed) unless its page answers deep routes, as the shell's does.
 * @param {{ from: string, to: string }[]} [options.copy] files copied into the build as they are, beside `public/`
 * @param {string} [options.keep] a folder of dist/ that another build of the same part writes (not cleaned)
 * @param {string[]} [options.notKeptOffline] exposes the offline version leaves out: one the shell
 *   never loads (the POS's './widget', for partner pages), or a view of no use without the network
 *   (Settings › Plan pays through the payment provider); a view opened once online is kept from then
 *   on (the worker keeps every content-hashed file a page fetches)
 * @returns a configuration, or for an 'external' remote in production, the remote's and its
 *   runtime provider's.
 */
export function createSuiteConfig({ dir, container, exposes = {}, title, pageRoot = 'main', devPort, devMiddleware, runtime = 'external', publicPath = 'auto', copy = [], keep, notKeptOffline = [] }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  // In development every part keeps its own runtime: dev servers reload parts one at a time.
  const external = production && runtime === 'external';

  const config = {
    name: container,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: container,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: external ? { keep: RUNTIME_PROVIDER_FILE } : keep ? { keep } : true,
    },
    resolve: browserResolve(),
    module: moduleRules(production),
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(pkg.dependencies ?? {}),
        // Use what is already loaded (the shell's React and session) instead of fetching every
        // remote's entry up front to compare versions: a page loads only the remotes it shows,
        // and one remote that is down cannot stop the others.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Remotes are found by their manifest, which lets the runtime fetch an expose's scripts and
        // styles side by side (a remote found by its remoteEntry.js alone paints before its CSS).
        experiments: {
          ...(runtime === 'provide' ? { provideExternalRuntime: true } : external ? { externalRuntime: true } : {}),
          optimization: { target: 'web' },
        },
      }),
      new rspack.HtmlRspackPlugin({
        template: existsSync(path.join(dir, 'src/index.html')) ? path.join(dir, 'src/index.html') : REMOTE_PAGE,
        title,
        templateParameters: { title, pageRoot },
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }, ...copy.map(({ from, to }) => ({ from: path.join(dir, from), to }))],
      }),
      ...(external ? [new RuntimeProviderTagPlugin()] : []),
      // What the service worker leaves out of a version: a remote's copies of what the shell
      // shares, the shell's files of the backend the version does not run.
      ...(production ? [new OfflineListPlugin(runtime === 'provide' ? { part: 'shell', entries: ['main'] } : { part: 'remote', container, sharedByShell: sharedByShell(), notKeptOffline })] : []),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    // CSS Modules are scoped, so the order in which two chunks list them cannot change a style.
    ignoreWarnings: [/Conflicting order/],
    stats: 'errors-warnings',
    // The manifest plugin notes on every build that publicPath 'auto' resolves through the host:
    // that is the intent here, so only errors are worth printing.
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: devPort,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares) =>
        devMiddleware ? [{ name: `${container}-routes`, middleware: devMiddleware }, ...middlewares] : middlewares,
    },
  };
  return external ? [config, runtimeProviderConfig(dir, container)] : config;
}

/**
 * A part's code as one plain bundle, without module federation: `entry` becomes `dist/<folder>/<name>.js`
 * (a stable name, revalidated), its chunks and styles content-hashed beside it. The partner widget is
 * built so (mfe-pos), to load on pages that have no shell without carrying the federation runtime.
 * @param {{ dir: string, name: string, entry: string, folder: string }} options
 */
export function createBundleConfig({ dir, name, entry, folder }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}_bundle`,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { [name]: entry },
    output: {
      path: path.join(dir, 'dist', folder),
      publicPath: 'auto',
      uniqueName: `${name}_bundle`,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: browserResolve(),
    module: moduleRules(production),
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __SHOP_PLAIN_BUNDLE__: 'true',
      }),
    ],
    optimization: {
      minimize: production,
      // A page loads the widget in few pieces: React comes with the till (never without it), and
      // each backend (session.ts names them '…-backend') arrives whole with its library (Dexie,
      // the Firebase SDK) and the backend modules both adapters use: a session runs one adapter,
      // so what the two share is stored twice but never downloaded twice. Fewer pieces compress
      // better (one gzip stream each). Lazy parts still share their common modules as chunks.
      splitChunks: { chunks: (chunk) => !/-backend$/.test(chunk.name ?? ''), cacheGroups: { defaultVendors: false } },
    },
    performance: { hints: false },
    ignoreWarnings: [/Conflicting order/],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The shell's service worker (shell/src/offline/service-worker.ts) as one classic script at a
 * stable address, `dist/sw.js`: the browser fetches it itself to look for a new version, so its
 * name carries no hash (it is served revalidated, like the page).
 * @param {{ dir: string, entry: string }} options
 */
export function createServiceWorkerConfig({ dir, entry }) {
  return {
    name: 'service_worker',
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: entry },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, iife: true, publicPath: '/' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: moduleRules(true),
    // Workbox logs only in development builds.
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: true, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A part's page rendered to HTML at build time: `entry` is built for Node (React's server renderer,
 * CSS Modules as class names only, named exactly as in the part's browser build: same context and
 * `uniqueName`) into `<dir>/build/prerender.cjs`, which tooling/prerender-landing.mjs runs.
 * @param {{ dir: string, container: string, entry: string }} options
 */
export function createPrerenderConfig({ dir, container, entry }) {
  const rules = moduleRules(true);
  return {
    name: `${container}_prerender`,
    context: dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: path.join(dir, 'build'),
      uniqueName: container,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      ...rules,
      generator: { 'css/module': { ...rules.generator['css/module'], exportsOnly: true } },
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
