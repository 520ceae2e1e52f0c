// The storefront's first view (store-api.ts, createStorefront): the light reader's store at once,
// the backend loaded only on the first interaction; on the embedded backend the backend's read
// then replaces it, and decides alone a store the light reader does not find; on Firebase the
// light reader's answer is final, "no such store" included, and the backend reads nothing.
import { describe, expect, it, vi } from 'vitest';
import type { BackendConfig } from '@shop/shared/session';
import type { PublishedStoreReader } from '@shop/shared/store-reader';
import { createStorefront, firstInteraction, PUBLISHED_STORE_ELEMENT, RUNTIME_CONFIG_ELEMENT, takeWrittenStore, writtenBackend, type StoreApi } from './store-api';
import { sampleStore, storeApiStandIn } from './testing/sample-store';

const kept = sampleStore({ shopName: 'As last published' });
const rebuilt = sampleStore({ shopName: 'As the backend rebuilt it' });

function storefrontOn(type: BackendConfig['type'], read: PublishedStoreReader['read']) {
  let interact = () => undefined as void;
  const interacted = new Promise<void>((resolve) => (interact = resolve));
  const backend = storeApiStandIn({ store: rebuilt });
  const load = vi.fn(async () => backend as StoreApi);
  const readerOf = vi.fn((config: BackendConfig, _options: { written: (name: string) => unknown }): PublishedStoreReader => ({ final: config.type === 'firebase', read }));
  const written = vi.fn(() => undefined);
  const storefront = createStorefront({ backendOf: async () => ({ type }), interacted, readerOf, load, written });
  const seen: (string | null)[] = [];
  const errors: unknown[] = [];
  storefront.watchStore(kept.name, (store) => seen.push(store ? store.shopName : null), (error) => errors.push(error));
  return { seen, errors, load, readerOf, interact, written };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createStorefront', () => {
  it('embedded backend: shows the kept record without loading the backend, then the backend’s read once the customer interacts', async () => {
    const page = storefrontOn('local', async () => kept);
    await settle();
    expect(page.seen).toEqual(['As last published']);
    expect(page.load).not.toHaveBeenCalled();
    page.interact();
    await vi.waitFor(() => expect(page.seen).toEqual(['As last published', 'As the backend rebuilt it']));
    expect(page.readerOf).toHaveBeenCalledWith({ type: 'local' }, { written: page.written });
  });

  it('embedded backend: a store the browser has not published yet is the backend’s to answer, at once', async () => {
    const page = storefrontOn('local', async () => null);
    await vi.waitFor(() => expect(page.seen).toEqual(['As the backend rebuilt it']));
    expect(page.load).toHaveBeenCalled();
  });

  it('Firebase: the light read is final, a store or no such store, and the backend loads only on the first interaction', async () => {
    const found = storefrontOn('firebase', async () => kept);
    const missing = storefrontOn('firebase', async () => null);
    await settle();
    expect(found.seen).toEqual(['As last published']);
    expect(missing.seen).toEqual([null]);
    expect(found.load).not.toHaveBeenCalled();
    found.interact();
    await vi.waitFor(() => expect(found.load).toHaveBeenCalled());
    await settle();
    expect(found.seen).toEqual(['As last published']);
  });

  it('a light read that fails leaves the answer to the backend', async () => {
    const page = storefrontOn('firebase', async () => {
      throw new Error('refused');
    });
    await vi.waitFor(() => expect(page.seen).toEqual(['As the backend rebuilt it']));
    expect(page.errors).toEqual([]);
  });
});

describe('firstInteraction', () => {
  it('resolves on the first tap or key, not before', async () => {
    const target = new EventTarget();
    let done = false;
    void firstInteraction(target).then(() => (done = true));
    target.dispatchEvent(new Event('scroll'));
    await settle();
    expect(done).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    await settle();
    expect(done).toBe(true);
  });
});

describe('writtenBackend', () => {
  /** A page as the suite's server sends it (tooling/storefront-page.mjs), with `text` in the configuration's element. */
  function pageWith(text: string | null) {
    const page = document.implementation.createHTMLDocument('Online store');
    if (text !== null) {
      const element = page.createElement('script');
      element.type = 'application/json';
      element.id = RUNTIME_CONFIG_ELEMENT;
      element.textContent = text;
      page.head.append(element);
    }
    return page;
  }

  it('reads the backend the server wrote into the page, so the store is read without fetching the configuration', () => {
    expect(writtenBackend(pageWith('{"backend":{"type":"firebase","firebase":{"projectId":"demo-shop"}}}'))).toEqual({ found: true, backend: { type: 'firebase', firebase: { projectId: 'demo-shop' } } });
  });

  it('finds none on a page served without it, or with something unreadable: the configuration is fetched', () => {
    expect(writtenBackend(pageWith(null))).toEqual({ found: false });
    expect(writtenBackend(pageWith('{ not json'))).toEqual({ found: false });
    expect(writtenBackend(undefined)).toEqual({ found: false });
  });
});

describe('takeWrittenStore', () => {
  /** A store's page as the suite's server sends it on Firebase (tooling/storefront-page.mjs, readForPage), with `text` in the record's element. */
  function pageWith(text: string) {
    const page = document.implementation.createHTMLDocument('Online store');
    const element = page.createElement('script');
    element.type = 'application/json';
    element.id = PUBLISHED_STORE_ELEMENT;
    element.textContent = text;
    page.head.append(element);
    return page;
  }

  it('gives the record the server read for this store once: a later read of the store is its own', () => {
    const record = { fields: { shopName: { stringValue: "Ama's Fabrics" } } };
    const page = pageWith(JSON.stringify({ name: 'ama-fabrics', document: record }));
    expect(takeWrittenStore('ama-fabrics', page)).toEqual(record);
    expect(page.getElementById(PUBLISHED_STORE_ELEMENT)).toBeNull();
    expect(takeWrittenStore('ama-fabrics', page)).toBeUndefined();
  });

  it('"no such store" as the server was answered; nothing for another store, a page without one or something unreadable', () => {
    expect(takeWrittenStore('gone-shop', pageWith('{"name":"gone-shop","document":null}'))).toBeNull();
    expect(takeWrittenStore('kofi-rice', pageWith('{"name":"ama-fabrics","document":{"fields":{}}}'))).toBeUndefined();
    expect(takeWrittenStore('ama-fabrics', pageWith('{ not json'))).toBeUndefined();
    expect(takeWrittenStore('ama-fabrics', pageWith('{"name":"ama-fabrics"}'))).toBeUndefined();
    expect(takeWrittenStore('ama-fabrics', document.implementation.createHTMLDocument('Online store'))).toBeUndefined();
    expect(takeWrittenStore('ama-fabrics', undefined)).toBeUndefined();
  });
});
