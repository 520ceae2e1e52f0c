// tooling/firebase/runtime-config.mjs: the web config's emulator addresses reach the built suite's
// runtime configuration, the Functions emulator's too (where the storefront's and the shop's
// callables run: shared/src/backend/firebase/callables.ts), and an unknown emulator is refused.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'runtime-config.mjs');
const firebase = { apiKey: 'demo-api-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-shop', storageBucket: 'demo.appspot.com', appId: 'demo-app-id' };

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(emulators: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'));
  const config = path.join(dir, 'web-config.json');
  const out = path.join(dir, 'runtime-config.json');
  writeFileSync(config, JSON.stringify({ firebase, emulators }));
  writeFileSync(out, JSON.stringify({ remotes: {} }));
  return { config, out };
}

describe('runtime-config.mjs', () => {
  it('writes every emulator address, the Functions emulator included', () => {
    const emulators = { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199', functions: '127.0.0.1:5001' };
    const { config, out } = write(emulators);
    execFileSync(process.execPath, [SCRIPT, '--out', out], { env: { ...process.env, SHOP_FIREBASE_CONFIG: config }, stdio: 'pipe' });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ remotes: {}, backend: { type: 'firebase', firebase, emulators } });
  });

  it('refuses an emulator it does not know', () => {
    const { config, out } = write({ hosting: '127.0.0.1:5000' });
    const run = spawnSync(process.execPath, [SCRIPT, '--out', out], { env: { ...process.env, SHOP_FIREBASE_CONFIG: config }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('unknown emulator "hosting" (expected auth, firestore, storage, functions).');
  });
});
