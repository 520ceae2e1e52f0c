// @vitest-environment happy-dom
// tooling/storefront-page.mjs: the storefront's page as the suite's server sends it, with the
// runtime configuration written into it (read by mfe-store/src/store-api.ts, writtenBackend), and
// on Firebase a store's page preloads its first read (published-store-rest.ts, publishedStoreUrl) and
// any other page opens the connection to that origin; or better, the server reads the published
// record for the page (readForPage) and writes it in, the page then reading no second origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PUBLISHED_STORE_ELEMENT, READ_WAIT_MS, RUNTIME_CONFIG_ELEMENT, firestoreOrigin, publishedStoreAddress, readForPage, storefrontPage } from './storefront-page.mjs';
import { publishedStoreUrl } from '../shared/src/backend/firebase/published-store-rest';
import { PUBLISHED_STORE_ELEMENT as RECORD_ELEMENT_THE_PAGE_READS, RUNTIME_CONFIG_ELEMENT as ELEMENT_THE_PAGE_READS, takeWrittenStore } from '../mfe-store/src/store-api';

const TEMPLATE = readFileSync(path.join(import.meta.dirname, '..', 'mfe-store', 'src', 'page.html'), 'utf8');
const firebase = { projectId: 'demo-shop', apiKey: 'demo-api-key' };

/** What the page reads from its element (store-api.ts, writtenBackend). */
function written(html: string): unknown {
  const found = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT}">(.*?)</script>`).exec(html);
  return found ? JSON.parse(found[1]) : undefined;
}

describe('storefrontPage', () => {
  it('writes the configuration into the element the page reads it from', () => {
    expect(RUNTIME_CONFIG_ELEMENT).toBe(ELEMENT_THE_PAGE_READS);
  });

  it('the embedded backend: its configuration in the page instead of the preload, and no preconnect', () => {
    const html = storefrontPage(TEMPLATE, JSON.stringify({ remotes: { pos: '/mfe-pos/' }, backend: { type: 'local' } }));
    expect(written(html)).toEqual({ backend: { type: 'local' } });
    expect(html).not.toContain('/runtime-config.json');
    expect(html).not.toContain('preconnect');
  });

  it('Firebase on the emulators: a store’s page preloads the read of its published record', () => {
    const backend = { type: 'firebase', firebase, emulators: { firestore: '127.0.0.1:8080' } };
    const html = storefrontPage(TEMPLATE, JSON.stringify({ backend }), '/s/Amas-Fabrics');
    expect(written(html)).toEqual({ backend });
    const read = publishedStoreUrl('amas-fabrics', { ...firebase, emulatorHost: '127.0.0.1:8080' });
    expect(html).toContain(`<link rel="preload" href="${read}" as="fetch" crossorigin>`);
  });

  it('Firebase in production: the preload is the read’s own address, its key included', () => {
    const backend = { type: 'firebase', firebase };
    expect(publishedStoreAddress(backend, 'amas-fabrics')).toBe(publishedStoreUrl('amas-fabrics', firebase));
    expect(storefrontPage(TEMPLATE, JSON.stringify({ backend }), '/s/amas-fabrics/')).toContain(`href="${publishedStoreUrl('amas-fabrics', firebase).replace(/&/g, '&amp;')}"`);
    expect(firestoreOrigin(backend)).toBe(new URL(publishedStoreUrl('amas-fabrics', firebase)).origin);
    expect(firestoreOrigin({ type: 'local' })).toBeNull();
  });

  it('Firebase, an order’s page or no store’s name: a preconnect to the origin the store is read from, no preload', () => {
    const backend = { type: 'firebase', firebase, emulators: { firestore: '127.0.0.1:8080' } };
    const origin = new URL(publishedStoreUrl('amas-fabrics', { ...firebase, emulatorHost: '127.0.0.1:8080' })).origin;
    for (const pathname of ['/s/amas-fabrics/o/AB12', '/s/%E0%A4%A', '/s/not%20a%20name']) {
      const html = storefrontPage(TEMPLATE, JSON.stringify({ backend }), pathname);
      expect(html).toContain(`<link rel="preconnect" href="${origin}" crossorigin>`);
      expect(html).not.toContain('rel="preload"');
    }
  });

  it('nothing in the configuration ends its element early', () => {
    const html = storefrontPage(TEMPLATE, JSON.stringify({ backend: { type: 'local', dbName: '</script><script>alert(1)</script>' } }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(written(html)).toEqual({ backend: { type: 'local', dbName: '</script><script>alert(1)</script>' } });
  });

  it('a configuration that is not JSON leaves the page as it is: the page fetches it', () => {
    expect(storefrontPage(TEMPLATE, '')).toBe(TEMPLATE);
    expect(storefrontPage(TEMPLATE, '{ not json')).toBe(TEMPLATE);
  });
});

describe('readForPage and the record written into the page', () => {
  const backend = { type: 'firebase', firebase, emulators: { firestore: '127.0.0.1:8080' } };
  const config = JSON.stringify({ backend });
  const record = { name: 'projects/demo-shop/databases/(default)/documents/publishedStores/amas-fabrics', fields: { shopName: { stringValue: '</script><script>alert(1)</script>' } } };
  const answering = (status: number, body: unknown = {}) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('Firebase: reads a store page’s record as the page would, with no credentials, and writes it in place of the preload', async () => {
    const fetch = answering(200, record);
    const read = await readForPage(config, '/s/Amas-Fabrics', { fetch });
    expect(read).toEqual({ name: 'amas-fabrics', document: record });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(publishedStoreUrl('amas-fabrics', { ...firebase, emulatorHost: '127.0.0.1:8080' }));
    expect(fetch.mock.calls[0][1]?.credentials).toBe('omit');
    const html = storefrontPage(TEMPLATE, config, '/s/Amas-Fabrics', read);
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // What the page takes from it (store-api.ts, takeWrittenStore) is what Firestore answered.
    expect(PUBLISHED_STORE_ELEMENT).toBe(RECORD_ELEMENT_THE_PAGE_READS);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(takeWrittenStore('amas-fabrics', page)).toEqual(record);
  });

  it('no such store: the page is told so and reads nothing', async () => {
    const read = await readForPage(config, '/s/no-such-shop', { fetch: answering(404) });
    expect(read).toEqual({ name: 'no-such-shop', document: null });
    const page = new DOMParser().parseFromString(storefrontPage(TEMPLATE, config, '/s/no-such-shop', read), 'text/html');
    expect(takeWrittenStore('no-such-shop', page)).toBeNull();
  });

  it('a read refused, failed or slower than READ_WAIT_MS: the page is sent with its preload and reads the record itself', async () => {
    expect(await readForPage(config, '/s/amas-fabrics', { fetch: answering(503) })).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await readForPage(config, '/s/amas-fabrics', { fetch: offline })).toBeNull();
    const slow = vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const started = performance.now();
    expect(await readForPage(config, '/s/amas-fabrics', { fetch: slow, waitMs: 50 })).toBeNull();
    expect(performance.now() - started).toBeLessThan(READ_WAIT_MS);
    expect(storefrontPage(TEMPLATE, config, '/s/amas-fabrics', null)).toContain('rel="preload"');
  });

  it('reads nothing off Firebase, for an order’s page or a name no store may have, and writes no record read for another store', async () => {
    const fetch = answering(200, record);
    expect(await readForPage(JSON.stringify({ backend: { type: 'local' } }), '/s/amas-fabrics', { fetch })).toBeNull();
    expect(await readForPage(config, '/s/amas-fabrics/o/AB12', { fetch })).toBeNull();
    expect(await readForPage(config, '/s/not%20a%20name', { fetch })).toBeNull();
    expect(await readForPage('{ not json', '/s/amas-fabrics', { fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const html = storefrontPage(TEMPLATE, config, '/s/kofi-rice', { name: 'amas-fabrics', document: record });
    expect(html).not.toContain(PUBLISHED_STORE_ELEMENT);
    expect(html).toContain('rel="preload"');
  });
});
