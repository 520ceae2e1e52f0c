// `npm run dev`: every remote and the shell on their own dev servers with hot reload, in one
// process. Open the shell's URL; each remote's own page is on its port too.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ROOT } from './ensure-install.mjs';

ensureInstalled();
process.env.NODE_ENV = 'development';
const { rspack } = await import('@rspack/core');
const { RspackDevServer } = await import('@rspack/dev-server');
const { REMOTES, SHELL } = await import('./rspack/suite-apps.mjs');

for (const part of [...REMOTES, SHELL]) {
  const exported = (await import(pathToFileURL(path.join(ROOT, part.dir, 'rspack.config.mjs')).href)).default;
  // A part with more than one build (the POS and its partner bundle) serves its first.
  const config = Array.isArray(exported) ? exported[0] : exported;
  const server = new RspackDevServer(config.devServer, rspack(config));
  await server.start();
  console.log(`${part.dir.padEnd(14)} http://localhost:${part.devPort}/`);
}
console.log(`\nOpen http://localhost:${SHELL.devPort}/ — edits reload in place. Ctrl+C stops everything.`);
