// `npm start`: install if needed, build every remote and the shell, and serve the whole suite
// from one process on the embedded local backend.
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ROOT } from './ensure-install.mjs';

ensureInstalled();
const { buildAll } = await import(pathToFileURL(`${ROOT}/tooling/build-all.mjs`).href);
await buildAll();
const { createSuiteServer, listen } = await import(pathToFileURL(`${ROOT}/tooling/serve.mjs`).href);
const url = await listen(createSuiteServer());
console.log(`\nThe shop suite is running at ${url}\n  local mailbox: ${url}mailbox\n  press Ctrl+C to stop`);
