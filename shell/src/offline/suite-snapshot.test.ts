import { describe, expect, it } from 'vitest';
import { backendOfRuntimeConfig, filesOfManifest, filesOfSuite, isContentHashed, isSuiteRequest, leftOutUrlOf, pageForRoute, remotesOfRuntimeConfig, versionId } from './suite-snapshot';
import type { SuiteSources } from './suite-snapshot';

const ORIGIN = 'https://shop.test';

// The shape module federation 2's manifest plugin writes (mfe-history's, cut short).
const historyManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'app',
      assets: {
        js: { sync: ['235.8fb74ec329.js', '__federation_expose_app.f655a4c478.js'], async: ['143.853783c821.js'] },
        css: { sync: ['__federation_expose_app.1b443a53a8.css'], async: [] },
      },
    },
    {
      name: 'end-of-day',
      assets: { js: { sync: ['235.8fb74ec329.js', '491.d361176163.js'], async: ['__federation_expose_app.f655a4c478.js'] }, css: { sync: [], async: ['181.f35cf00c79.css'] } },
    },
  ],
  shared: [{ assets: { js: { sync: ['435.ecca1f3444.js'], async: [] }, css: { sync: [], async: [] } } }],
};

function sources(overrides: Partial<SuiteSources> = {}): SuiteSources {
  return {
    runtimeConfigText: JSON.stringify({ remotes: { history: { name: 'shop_history', entry: '/mfe-history/mf-manifest.json' } }, backend: { type: 'local' } }),
    offlineFilesText: JSON.stringify({ files: [{ url: '/index.html', revision: 'aaa' }, { url: '/main.0123456789.js', revision: 'bbb' }] }),
    remotes: [{ key: 'history', manifestUrl: `${ORIGIN}/mfe-history/mf-manifest.json`, text: JSON.stringify(historyManifest), leftOutText: null }],
    ...overrides,
  };
}

describe('what a version of the suite is made of', () => {
  it('lists every file a manifest names — its entry, each expose and shared module, sync and async, scripts and styles — once, beside the manifest', () => {
    expect(filesOfManifest(historyManifest, `${ORIGIN}/mfe-history/mf-manifest.json`)).toEqual(
      [
        'remoteEntry.js',
        '235.8fb74ec329.js',
        '__federation_expose_app.f655a4c478.js',
        '143.853783c821.js',
        '__federation_expose_app.1b443a53a8.css',
        '491.d361176163.js',
        '181.f35cf00c79.css',
        '435.ecca1f3444.js',
      ].map((name) => `${ORIGIN}/mfe-history/${name}`),
    );
  });

  it('follows a manifest that names its own public path (a remote moved to another host)', () => {
    const moved = { ...historyManifest, metaData: { ...historyManifest.metaData, publicPath: 'https://cdn.test/history/v2/' } };
    expect(filesOfManifest(moved, `${ORIGIN}/mfe-history/mf-manifest.json`)[0]).toBe('https://cdn.test/history/v2/remoteEntry.js');
  });

  it('is the shell’s list, the runtime configuration, and each remote’s manifest with its files', () => {
    const files = filesOfSuite(sources(), ORIGIN);
    expect(files.slice(0, 4)).toEqual([
      { url: `${ORIGIN}/runtime-config.json`, part: 'shell', revision: null },
      { url: `${ORIGIN}/offline-files.json`, part: 'shell', revision: null },
      { url: `${ORIGIN}/index.html`, part: 'shell', revision: 'aaa' },
      { url: `${ORIGIN}/main.0123456789.js`, part: 'shell', revision: 'bbb' },
    ]);
    expect(files.filter((f) => f.part === 'history').map((f) => f.url)).toEqual([
      `${ORIGIN}/mfe-history/mf-manifest.json`,
      ...filesOfManifest(historyManifest, `${ORIGIN}/mfe-history/mf-manifest.json`),
    ]);
  });

  it('leaves out of a remote the files its build says the suite never loads (its copies of what the shell shares), and only those', () => {
    const leftOut = { files: ['143.853783c821.js', '435.ecca1f3444.js', 'main.0123456789.js'] };
    const history = { ...sources().remotes[0]!, leftOutText: JSON.stringify(leftOut) };
    const kept = filesOfSuite(sources({ remotes: [history] }), ORIGIN).filter((f) => f.part === 'history').map((f) => f.url);
    expect(kept).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', '235.8fb74ec329.js', '__federation_expose_app.f655a4c478.js', '__federation_expose_app.1b443a53a8.css', '491.d361176163.js', '181.f35cf00c79.css'].map(
        (name) => `${ORIGIN}/mfe-history/${name}`,
      ),
    );
    // The list sits beside the manifest, wherever the manifest is.
    expect(leftOutUrlOf(`${ORIGIN}/mfe-history/mf-manifest.json`)).toBe(`${ORIGIN}/mfe-history/offline-left-out.json`);
    expect(leftOutUrlOf('https://cdn.test/history/v2/mf-manifest.json')).toBe('https://cdn.test/history/v2/offline-left-out.json');
  });

  it('keeps of the shell the files of the backend the configuration runs, and leaves the other backend’s', () => {
    const shellFiles = {
      files: [
        { url: '/main.0123456789.js', revision: 'a' },
        { url: '/143.0123456789.js', revision: 'b', backend: 'firebase' },
        { url: '/firebase-backend.0123456789.js', revision: 'c', backend: 'firebase' },
        { url: '/581.0123456789.js', revision: 'd', backend: 'local' },
      ],
    };
    const shellOf = (runtimeConfigText: string) =>
      filesOfSuite(sources({ runtimeConfigText, offlineFilesText: JSON.stringify(shellFiles) }), ORIGIN)
        .filter((f) => f.part === 'shell' && f.revision !== null)
        .map((f) => new URL(f.url).pathname);
    const local = sources().runtimeConfigText;
    expect(shellOf(local)).toEqual(['/main.0123456789.js', '/581.0123456789.js']);
    expect(shellOf(local.replace('"local"', '"firebase"'))).toEqual(['/main.0123456789.js', '/143.0123456789.js', '/firebase-backend.0123456789.js']);
    // The shell's default when the configuration names none (shell/src/runtime-config.ts).
    expect(backendOfRuntimeConfig('{"remotes":{}}')).toBe('local');
  });

  it('reads the remotes from runtime-config.json, resolved against the site', () => {
    expect(remotesOfRuntimeConfig(sources().runtimeConfigText, ORIGIN)).toEqual([{ key: 'history', manifestUrl: `${ORIGIN}/mfe-history/mf-manifest.json` }]);
    expect(() => remotesOfRuntimeConfig('{}', ORIGIN)).toThrow('no "remotes"');
    expect(() => remotesOfRuntimeConfig('{"remotes":{"pos":{}}}', ORIGIN)).toThrow('remote "pos" no entry');
  });

  it('changes its id when any remote’s manifest or what it leaves out, the shell’s list or the configuration changes, and only then', async () => {
    const base = await versionId(sources());
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(await versionId(sources())).toBe(base);
    const releasedHistory = JSON.stringify({ ...historyManifest, exposes: [] });
    expect(await versionId(sources({ remotes: [{ ...sources().remotes[0]!, text: releasedHistory }] }))).not.toBe(base);
    expect(await versionId(sources({ remotes: [{ ...sources().remotes[0]!, leftOutText: '{"files":["143.853783c821.js"]}' }] }))).not.toBe(base);
    expect(await versionId(sources({ offlineFilesText: '{"files":[]}' }))).not.toBe(base);
    expect(await versionId(sources({ runtimeConfigText: sources().runtimeConfigText.replace('local', 'firebase') }))).not.toBe(base);
  });
});

describe('what the worker serves', () => {
  it('answers the app’s routes with the shell’s pages: / with the prerendered landing, the others with app.html', () => {
    expect(pageForRoute('/')).toBe('/index.html');
    expect(pageForRoute('/dashboard')).toBe('/app.html');
    expect(pageForRoute('/mailbox/verify')).toBe('/app.html');
    expect(pageForRoute('/dashboards')).toBeNull();
    expect(pageForRoute('/partner-site/')).toBeNull();
  });

  it('leaves the partner examples, the widget they embed, Storybook and the worker itself to the network', () => {
    for (const path of ['/partner-site/index.html', '/widget/pos-widget.js', '/mfe-pos/widget/till.js', '/storybook/index.html', '/sw.js']) expect(isSuiteRequest(path)).toBe(false);
    for (const path of ['/runtime-config.json', '/mfe-pos/mf-manifest.json', '/main.0123456789.js']) expect(isSuiteRequest(path)).toBe(true);
  });

  it('copies a content-hashed file from an older version instead of fetching it again', () => {
    expect(isContentHashed(`${ORIGIN}/mfe-pos/143.853783c821.js`)).toBe(true);
    expect(isContentHashed(`${ORIGIN}/mfe-pos/remoteEntry.js`)).toBe(false);
    expect(isContentHashed(`${ORIGIN}/index.html`)).toBe(false);
  });
});
