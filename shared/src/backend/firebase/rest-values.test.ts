// Firestore's REST value format read back as the adapter's reads give it (rest-values.ts), and the
// published record's REST reader's answers (published-store-rest.ts) without an emulator: the
// document found, none (404), a refusal, no network, and a name that cannot be a link.
import { describe, expect, it } from 'vitest';
import { fieldsFromRest, valueFromRest } from './rest-values';
import type { RestValue } from './rest-values';
import { publishedStoreUrl, readPublishedStoreOverRest } from './published-store-rest';

describe('valueFromRest', () => {
  it('reads each kind a record holds: null, booleans, whole numbers (strings on the wire), doubles, strings, timestamps as Dates', () => {
    expect(valueFromRest({ nullValue: null })).toBeNull();
    expect(valueFromRest({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(valueFromRest({ booleanValue: false })).toBe(false);
    expect(valueFromRest({ integerValue: '12050' })).toBe(12050);
    expect(valueFromRest({ integerValue: '-3' })).toBe(-3);
    expect(valueFromRest({ doubleValue: 1.5 })).toBe(1.5);
    expect(valueFromRest({ stringValue: '' })).toBe('');
    expect(valueFromRest({ timestampValue: '2026-12-02T10:15:30.123456Z' })).toEqual(new Date('2026-12-02T10:15:30.123Z'));
  });

  it('reads arrays and maps however deep, empty ones included', () => {
    const value: RestValue = {
      mapValue: {
        fields: {
          areas: { arrayValue: { values: [{ mapValue: { fields: { id: { stringValue: 'osu' }, feeMinor: { integerValue: '1500' } } } }] } },
          none: { arrayValue: {} },
          empty: { mapValue: {} },
          mon: { mapValue: { fields: { opensMinute: { integerValue: '480' }, at: { timestampValue: '2026-01-01T00:00:00Z' } } } },
        },
      },
    };
    expect(valueFromRest(value)).toEqual({ areas: [{ id: 'osu', feeMinor: 1500 }], none: [], empty: {}, mon: { opensMinute: 480, at: new Date('2026-01-01T00:00:00Z') } });
    expect(fieldsFromRest(undefined)).toEqual({});
  });

  it('refuses a kind no record holds rather than guess', () => {
    expect(() => valueFromRest({ bytesValue: 'AAE=' } as unknown as RestValue)).toThrow(/bytesValue/);
  });
});

describe('readPublishedStoreOverRest', () => {
  const options = { projectId: 'shop-demo', apiKey: 'key-1' };
  const answering = (status: number, body: unknown = {}) => {
    const asked: string[] = [];
    const fetch = async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify(body), { status });
    };
    return { asked, fetch: fetch as typeof globalThis.fetch };
  };

  it('GETs publishedStores/{name}, the name as kept, on the emulator when one is named', async () => {
    expect(publishedStoreUrl('ama-fabrics', options)).toBe('https://firestore.googleapis.com/v1/projects/shop-demo/databases/(default)/documents/publishedStores/ama-fabrics?key=key-1');
    expect(publishedStoreUrl('ama-fabrics', { ...options, emulatorHost: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080/v1/projects/shop-demo/databases/(default)/documents/publishedStores/ama-fabrics');
    const { asked, fetch } = answering(200, {
      name: 'projects/shop-demo/databases/(default)/documents/publishedStores/ama-fabrics',
      fields: {
        name: { stringValue: 'ama-fabrics' },
        shopName: { stringValue: "Ama's Fabrics" },
        products: { arrayValue: { values: [{ mapValue: { fields: { id: { stringValue: 'p1' }, priceMinor: { integerValue: '12050' }, imageUrl: { nullValue: null }, orderableUnits: { integerValue: '0' } } } }] } },
        publishedAt: { timestampValue: '2026-12-02T09:00:00Z' },
      },
    });
    const store = await readPublishedStoreOverRest('  Ama-Fabrics ', { ...options, fetch });
    expect(asked).toEqual([publishedStoreUrl('ama-fabrics', options)]);
    expect(store).toEqual({
      name: 'ama-fabrics',
      shopName: "Ama's Fabrics",
      products: [{ id: 'p1', priceMinor: 12050, imageUrl: null, orderableUnits: 0 }],
      publishedAt: new Date('2026-12-02T09:00:00Z'),
    });
  });

  it('reads the units as they are now: a hold that lapsed since the record was written is taken in (orderableFrom)', async () => {
    const step = (at: string, units: number) => ({ mapValue: { fields: { at: { stringValue: at }, orderableUnits: { integerValue: String(units) } } } });
    const { fetch } = answering(200, {
      name: 'projects/shop-demo/databases/(default)/documents/publishedStores/ama-fabrics',
      fields: {
        name: { stringValue: 'ama-fabrics' },
        products: { arrayValue: { values: [{ mapValue: { fields: { id: { stringValue: 'p1' }, orderableUnits: { integerValue: '1' }, orderableFrom: { arrayValue: { values: [step('2000-01-01T00:00:00.000Z', 3), step('2999-01-01T00:00:00.000Z', 4)] } } } } }] } },
      },
    });
    const store = await readPublishedStoreOverRest('ama-fabrics', { ...options, fetch });
    expect(store?.products).toEqual([{ id: 'p1', orderableUnits: 3, orderableFrom: [{ at: '2999-01-01T00:00:00.000Z', orderableUnits: 4 }] }]);
  });

  it('says "no such store" (null) for a missing document and for a name that cannot be a link, which it never asks for', async () => {
    const missing = answering(404, { error: { code: 404, status: 'NOT_FOUND' } });
    expect(await readPublishedStoreOverRest('no-such-shop', { ...options, fetch: missing.fetch })).toBeNull();
    const never = answering(200);
    expect(await readPublishedStoreOverRest('../businesses', { ...options, fetch: never.fetch })).toBeNull();
    expect(await readPublishedStoreOverRest('', { ...options, fetch: never.fetch })).toBeNull();
    expect(never.asked).toEqual([]);
  });

  it("rejects in the port's codes when refused or offline", async () => {
    await expect(readPublishedStoreOverRest('ama-fabrics', { ...options, fetch: answering(403).fetch })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(readPublishedStoreOverRest('ama-fabrics', { ...options, fetch: answering(503).fetch })).rejects.toMatchObject({ code: 'unavailable' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(readPublishedStoreOverRest('ama-fabrics', { ...options, fetch: offline })).rejects.toMatchObject({ code: 'unavailable' });
  });
});
