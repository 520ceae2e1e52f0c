// Runs the end-to-end specs in Debian's Chromium against the production build served the way
// `npm start` serves it. Usage: node e2e/run.mjs [--no-build] [spec files...]
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const files = args.filter((a) => !a.startsWith('--'));
const specsDir = path.join(import.meta.dirname, 'specs');
const specs = files.length ? files : readdirSync(specsDir).filter((f) => f.endsWith('.spec.mjs')).map((f) => path.join(specsDir, f));

if (!skipBuild) await buildAll();
mkdirSync(path.join(import.meta.dirname, 'artifacts'), { recursive: true });
// The built Storybook (npm test builds it before this step; the Storybook spec builds it when missing).
const server = createSuiteServer({
  extraMounts: {
    '/storybook/': path.join(import.meta.dirname, '..', 'storybook-static'),
  },
});
const url = await listen(server, 0);
console.log(`e2e: serving the suite at ${url}`);

const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...specs], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: url },
});
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
server.close();
process.exit(code);
