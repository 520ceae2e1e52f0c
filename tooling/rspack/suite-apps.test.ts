import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/src/domain/constants';
import { REMOTE_KEYS } from '../../shell/src/runtime-config';
import { REMOTES, servedRemoteLocations } from './suite-apps.mjs';

// suite-apps.mjs is the one list of remotes: the build and the lint rules read it; the shell's
// runtime configuration type and its served runtime-config.json are checked against it here.
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the list of remotes', () => {
  it('is the list the shell knows, in the same order', () => {
    expect([...REMOTE_KEYS]).toEqual(REMOTES.map((remote) => remote.key));
  });

  it('is what the served runtime-config.json points at: each container by name, each manifest where the server puts it', () => {
    const served = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/runtime-config.json'), 'utf8'));
    const locations = servedRemoteLocations();
    expect(Object.keys(served.remotes)).toEqual(REMOTES.map((remote) => remote.key));
    for (const remote of REMOTES) {
      expect(served.remotes[remote.key]).toEqual({ name: remote.container, entry: locations[remote.key] });
    }
  });

  it('names a folder of the workspace for every remote', () => {
    for (const remote of REMOTES) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, remote.dir, 'package.json'), 'utf8'));
      expect(manifest.name).toBe(`@shop/${remote.dir}`);
    }
  });
});

describe('the build reads the domain time-out', () => {
  it('uses the chunk time-out from the domain constants file, not a copy', () => {
    const config = readFileSync(path.join(import.meta.dirname, 'create-config.mjs'), 'utf8');
    expect(config).not.toMatch(/CHUNK_LOAD_TIMEOUT_MS\s*=\s*\d/);
    expect(config).toContain('loading-limits.json');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
