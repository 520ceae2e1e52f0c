// tooling/storefront-page.mjs: the storefront's page as the suite's server sends it, with the
// runtime configuration written into it (read by mfe-store/src/store-api.ts, writtenBackend), and
// on Firebase a store's page preloads its first read (published-store-rest.ts, publishedStoreUrl) and
// any other page opens the connection to that origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT, firestoreOrigin, publishedStoreAddress, storefrontPage } from './storefront-page.mjs';
import { publishedStoreUrl } from '../shared/src/backend/firebase/published-store-rest';
import { RUNTIME_CONFIG_ELEMENT as ELEMENT_THE_PAGE_READS } from '../mfe-store/src/store-api';

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
