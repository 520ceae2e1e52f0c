// Bundles the server's code with the domain it runs (shared/src/domain, reached as
// @shop/shared/domain) into lib/index.js, the file Cloud Functions loads. The deployed package
// installs only firebase-functions and firebase-admin: the domain travels inside the bundle, so the
// server runs the very rules the till runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

export function functionsConfig({ mode = 'production' } = {}) {
  return {
    mode,
    target: 'node20',
    context: here,
    entry: { index: './src/index.ts' },
    output: { path: path.join(here, 'lib'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      alias: {
        '@shop/shared/domain': path.join(here, '..', 'shared', 'src', 'domain', 'index.ts'),
        '@shop/shared/records': path.join(here, '..', 'shared', 'src', 'records', 'index.ts'),
      },
    },
    // Installed beside the bundle where it runs (package.json's dependencies).
    externals: [({ request }, callback) => (/^firebase-(admin|functions)(\/|$)/.test(request ?? '') ? callback(undefined, `commonjs ${request}`) : callback())],
    externalsPresets: { node: true },
    module: {
      rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' }],
    },
    optimization: { minimize: false },
    devtool: false,
  };
}

export function buildFunctions(options) {
  return new Promise((resolve, reject) => {
    rspack(functionsConfig(options)).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildFunctions();
  console.log(`functions/lib/index.js built in ${Math.round(performance.now() - started)} ms`);
}
