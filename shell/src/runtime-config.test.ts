import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, parseRuntimeConfig, requestRuntimeConfig } from './runtime-config';

const remotes = Object.fromEntries(
  ['landing', 'pos', 'inventory', 'customers', 'history', 'dashboard'].map((k) => [k, { name: `shop_${k}`, entry: `/mfe-${k}/mf-manifest.json` }]),
);

describe('runtime configuration', () => {
  it('resolves remote entries against the page and defaults to the local backend', () => {
    const config = parseRuntimeConfig({ remotes }, 'http://shop.test/dashboard');
    expect(config.remotes.pos).toEqual({ name: 'shop_pos', entry: 'http://shop.test/mfe-pos/mf-manifest.json' });
    expect(config.backend).toEqual({ type: 'local' });
  });
  it('keeps absolute entries, so a remote can live on another host', () => {
    const moved = { ...remotes, pos: { name: 'shop_pos', entry: 'https://cdn.example.com/pos/mf-manifest.json' } };
    expect(parseRuntimeConfig({ remotes: moved }, 'http://shop.test/').remotes.pos.entry).toBe('https://cdn.example.com/pos/mf-manifest.json');
  });
  it('says what is missing', () => {
    expect(() => parseRuntimeConfig(null, 'http://x/')).toThrow('not an object');
    expect(() => parseRuntimeConfig({}, 'http://x/')).toThrow('no "remotes"');
    const { history: _h, ...incomplete } = remotes;
    expect(() => parseRuntimeConfig({ remotes: incomplete }, 'http://x/')).toThrow('no remote "history"');
  });
});

describe('the service worker switch', () => {
  it('is on unless runtime-config.json says "serviceWorker": false', () => {
    expect(parseRuntimeConfig({ remotes }, 'http://x/').serviceWorker).toBe(true);
    expect(parseRuntimeConfig({ remotes, serviceWorker: true }, 'http://x/').serviceWorker).toBe(true);
    expect(parseRuntimeConfig({ remotes, serviceWorker: false }, 'http://x/').serviceWorker).toBe(false);
  });
});

describe('the request made early by the entry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the one the first fetch of /runtime-config.json reads; a later fetch asks again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ remotes }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    requestRuntimeConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect((await fetchRuntimeConfig()).remotes.pos.name).toBe('shop_pos');
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchRuntimeConfig();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports the early request's failure when the configuration is read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    requestRuntimeConfig();
    await expect(fetchRuntimeConfig()).rejects.toThrow('Could not load /runtime-config.json: 503');
  });
});
