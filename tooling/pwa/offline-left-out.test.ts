import { describe, expect, it } from 'vitest';
import { OFFLINE_LEFT_OUT_NAME } from '../../shell/src/offline/suite-snapshot';
import { OFFLINE_LEFT_OUT, ONLINE_ONLY_PREFIX, chunksOfEachBackend, chunksTheSuiteLoads, exposeGroupName, sharedKeyOf } from './offline-left-out.mjs';

// A remote's chunk graph as rspack builds it (module identifiers as rspack writes them, shortened):
// its container entry provides what it shares and loads each expose; an expose consumes the shared
// modules, whose fallbacks are the remote's own copies.
const CONTAINER_ENTRY = 'container entry (default) [["./app",{"import":["./src/app.tsx"]}]]';
const PROVIDE_REACT = 'provide shared module (default) react@19.3.1 = /node_modules/react/index.js';
const CONSUME_REACT = 'consume shared module (default) react@^19.3.1 (strict) (fallback: /node_modules/react/index.js)';
const CONSUME_SESSION = 'consume shared module (default) @shop/shared/session@^0.1.0 (strict) (fallback: /shared/src/session/index.ts)';
const PROVIDE_CHART = 'provide shared module (default) chart-kit@2.0.0 = /node_modules/chart-kit/index.js';
const CONSUME_CHART = 'consume shared module (default) chart-kit@^2.0.0 (strict) (fallback: /node_modules/chart-kit/index.js)';

function remoteGraph() {
  const chunks = ['remoteEntry', 'expose', 'split', 'react', 'session', 'firebase', 'sdk', 'receipt', 'chart', 'page'] as const;
  const modulesOfChunk = new Map<string, string[]>([
    ['remoteEntry', [CONTAINER_ENTRY, PROVIDE_REACT, PROVIDE_CHART]],
    // app.tsx is concatenated into the expose's module: its own modules are listed too.
    ['expose', ['/mfe-x/src/app.tsx|concatenated', '/mfe-x/src/app.tsx', CONSUME_REACT, CONSUME_SESSION, CONSUME_CHART]],
    ['split', ['/shared/src/ui/button.tsx']],
    ['react', ['/node_modules/react/index.js']],
    ['session', ['/shared/src/session/index.ts', '/shared/src/session/session.ts']],
    ['firebase', ['/shared/src/backend/firebase/index.ts']],
    ['sdk', ['/node_modules/firebase/firestore.js']],
    ['receipt', ['/mfe-x/src/receipt.tsx']],
    ['chart', ['/node_modules/chart-kit/index.js']],
    ['page', ['/mfe-x/src/index.ts']],
  ]);
  const chunkGroups = [
    { name: 'shop_x', chunks: ['remoteEntry'], origins: [null] },
    { name: 'main', chunks: ['page'], origins: [null] },
    { name: '__federation_expose_app', chunks: ['expose', 'split'], origins: [CONTAINER_ENTRY] },
    { chunks: ['react'], origins: [PROVIDE_REACT, CONSUME_REACT] },
    { chunks: ['session', 'split'], origins: [CONSUME_SESSION] },
    { name: 'firebase-backend', chunks: ['firebase', 'sdk'], origins: ['/shared/src/session/session.ts'] },
    { chunks: ['receipt'], origins: ['/mfe-x/src/app.tsx'] },
    { chunks: ['chart'], origins: [PROVIDE_CHART, CONSUME_CHART] },
  ];
  return { chunks, modulesOfChunk, chunkGroups };
}

describe('what the suite loads of a remote', () => {
  it('is its container entry, its exposes and what they import, never its copies of what the shell shares nor what only those copies import', () => {
    const { chunkGroups, modulesOfChunk } = remoteGraph();
    const loaded = chunksTheSuiteLoads({ chunkGroups, modulesOfChunk, container: 'shop_x', sharedByShell: new Set(['react', '@shop/shared/session']) });
    // chart-kit is not the shell's to share: the remote's own copy is the one fetched.
    expect([...loaded].sort()).toEqual(['chart', 'expose', 'receipt', 'remoteEntry', 'split']);
  });

  it('keeps a remote’s copy of a module the shell does not share', () => {
    const { chunkGroups, modulesOfChunk } = remoteGraph();
    const loaded = chunksTheSuiteLoads({ chunkGroups, modulesOfChunk, container: 'shop_x', sharedByShell: new Set(['react']) });
    expect([...loaded]).toEqual(expect.arrayContaining(['session', 'firebase', 'sdk']));
    expect(loaded.has('react')).toBe(false);
    expect(loaded.has('page')).toBe(false);
  });

  it('leaves out what an import() named online-only brings, and only that', () => {
    const { chunkGroups, modulesOfChunk } = remoteGraph();
    const named = chunkGroups.map((group) => (group.chunks.includes('receipt') ? { ...group, name: `${ONLINE_ONLY_PREFIX}receipt` } : group));
    const loaded = chunksTheSuiteLoads({ chunkGroups: named, modulesOfChunk, container: 'shop_x', sharedByShell: new Set(['react', '@shop/shared/session']) });
    expect([...loaded].sort()).toEqual(['chart', 'expose', 'remoteEntry', 'split']);
  });

  it('leaves out an expose the part does not keep offline, and what only it imports', () => {
    const { chunkGroups, modulesOfChunk } = remoteGraph();
    const loaded = chunksTheSuiteLoads({ chunkGroups, modulesOfChunk, container: 'shop_x', sharedByShell: new Set(['react', '@shop/shared/session']), notKeptOffline: ['./app'] });
    expect([...loaded].sort()).toEqual(['chart', 'remoteEntry']);
    expect(exposeGroupName('./end-of-day')).toBe('__federation_expose_end_of_day');
    expect(exposeGroupName('./app')).toBe('__federation_expose_app');
  });

  it('refuses a build without the remote’s container', () => {
    const { chunkGroups, modulesOfChunk } = remoteGraph();
    expect(() => chunksTheSuiteLoads({ chunkGroups, modulesOfChunk, container: 'shop_y', sharedByShell: new Set() })).toThrow('No entry named shop_y');
  });

  it('reads the shared module a federation module stands for', () => {
    expect(sharedKeyOf(CONSUME_SESSION)).toBe('@shop/shared/session');
    expect(sharedKeyOf(PROVIDE_REACT)).toBe('react');
    expect(sharedKeyOf('/mfe-x/src/app.tsx')).toBeNull();
  });

  it('is written where the service worker looks for it', () => {
    expect(OFFLINE_LEFT_OUT).toBe(OFFLINE_LEFT_OUT_NAME);
  });
});

describe('what each backend alone loads of the shell', () => {
  it('is the chunks only its adapter’s import brings, not those both adapters use', () => {
    const modulesOfChunk = new Map<string, string[]>([
      ['main', ['/shell/src/index.ts', '/shared/src/session/session.ts']],
      ['firebase', ['/shared/src/backend/firebase/firebase-backend.ts']],
      ['sdk', ['/node_modules/firebase/firestore.js']],
      ['expenses', ['/shared/src/backend/firebase/expenses.ts']],
      ['local', ['/shared/src/backend/local/local-backend.ts']],
      ['dexie', ['/node_modules/dexie/dexie.mjs']],
      ['guard', ['/shared/src/backend/till-guard.ts']],
    ]);
    const chunkGroups = [
      { name: 'main', chunks: ['main'], origins: [null] },
      { name: 'firebase-backend', chunks: ['firebase', 'sdk', 'guard'], origins: ['/shared/src/session/session.ts'] },
      { name: 'local-backend', chunks: ['local', 'dexie', 'guard'], origins: ['/shared/src/session/session.ts'] },
      { chunks: ['expenses'], origins: ['/shared/src/backend/firebase/firebase-backend.ts'] },
    ];
    const backends = chunksOfEachBackend({ chunkGroups, modulesOfChunk, entries: ['main'] });
    expect([...backends.firebase!].sort()).toEqual(['expenses', 'firebase', 'sdk']);
    expect([...backends.local!].sort()).toEqual(['dexie', 'local']);
  });
});
