// Makes sure the workspace's dependencies are installed, with nothing but Node and npm needed:
// pnpm itself is fetched through npx when it is not on the machine.
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const PNPM_VERSION = '12.21.0';

export function pnpmCommand() {
  try {
    const version = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  } catch {
    /* not installed */
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  if (existsSync(marker)) return;
  console.log('Installing dependencies (first run)...');
  const [command, ...args] = pnpmCommand();
  run(command, [...args, 'install', '--frozen-lockfile']);
}
