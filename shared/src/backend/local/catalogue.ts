// The local adapter's owner records: the business profile with the shop's settings, the products
// and the customers (both in their stored shape, codecs.ts), each readable and writable by its
// owner only, followed live.
import type { Table } from 'dexie';
import type { Business } from '../../domain/entities';
import { customerDraftToStored, customerFromStored, productDraftToStored, productFromStored, productPatchToStored } from '../codecs';
import type { StoredCustomer, StoredCustomerDraft, StoredProduct, StoredProductDraft } from '../codecs';
import { businessFromGoogleProfile } from '../../domain/validation';
import { documentNotFound } from '../errors';
import type { BusinessApi, CatalogueApi, CustomerPatch, ProductPatch } from '../port';
import { checkedCatalogueWrites } from '../records';
import { ownerOfImagePath } from '../../domain/ids';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalImages } from './images';
import type { LocalSession } from './session';

export type LocalCatalogue = BusinessApi & Omit<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

/** The patch's fields without the ones the store owns; `undefined` values mean "remove the field". */
function applyPatch<T extends object>(row: T, patch: object): T {
  const next = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || key === 'createdAt' || key === 'ownerUid') continue;
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function createLocalCatalogue(
  db: LocalDatabase,
  session: LocalSession,
  images: LocalImages,
  options: { now: () => Date; randomId: () => string },
): LocalCatalogue {
  const { now, randomId } = options;
  const { requireOwner, live } = session;

  function ownedCollection<T extends { id: string; createdAt: Date }, Draft extends object>(
    rows: Table<T & { ownerUid: string }, [string, string]>,
    collectionName: string,
  ) {
    type Row = T & { ownerUid: string };
    return {
      async list(uid: string): Promise<T[]> {
        requireOwner(uid);
        const found = await rows.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray();
        return found.map((row): T => withoutOwner(row) as unknown as T);
      },
      async add(uid: string, draft: Draft): Promise<string> {
        requireOwner(uid);
        const id = randomId();
        const row = { ...withoutUndefined(applyPatch({}, draft)), id, createdAt: now(), ownerUid: uid } as unknown as Row;
        await rows.add(row);
        return id;
      },
      /** A patch of the draft's own fields only: a product patch goes in its stored shape (`productPatchToStored`). */
      async update<P extends Partial<Draft>>(uid: string, id: string, patch: P & Record<Exclude<keyof P, keyof Draft>, never>): Promise<void> {
        requireOwner(uid);
        await db.transaction('rw', rows, async () => {
          const row = await rows.get([uid, id]);
          if (!row) throw documentNotFound(`businesses/${uid}/${collectionName}/${id}`);
          await rows.put(applyPatch(row, patch));
        });
      },
    };
  }

  const products = ownedCollection<StoredProduct, StoredProductDraft>(db.products, 'products');
  // A customer carries money too (a credit limit), so it is stored in its stored shape as well.
  const customers = ownedCollection<StoredCustomer, StoredCustomerDraft>(db.customers, 'customers');

  return {
    async getOrCreateBusiness(user) {
      requireOwner(user.uid);
      return db.transaction('rw', db.businesses, async () => {
        const existing = await db.businesses.get(user.uid);
        if (existing) return existing;
        const created = businessFromGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName, now: now() });
        await db.businesses.add(created);
        return created;
      });
    },

    subscribeBusiness(uid, onNext, onError) {
      return live<Business | null>(
        async () => {
          requireOwner(uid);
          return (await db.businesses.get(uid)) ?? null;
        },
        onNext,
        onError,
      );
    },

    // The shop's settings live on its business record, changed in place (the rest of it as it was).
    async updateShopSettings(uid, settings) {
      requireOwner(uid);
      // The check loads when the owner first saves settings (shop-settings-check.ts).
      const checked = (await import('../shop-settings-check')).checkShopSettings(settings);
      await db.transaction('rw', db.businesses, async () => {
        const row = await db.businesses.get(uid);
        if (!row) throw documentNotFound(`businesses/${uid}`);
        await db.businesses.put({ ...row, ...checked });
      });
    },

    subscribeProducts(uid, onNext, onError) {
      return live(async () => images.withImageUrls((await products.list(uid)).map(productFromStored)), onNext, onError);
    },

    ...checkedCatalogueWrites({
      addProduct: (uid, draft) => products.add(uid, productDraftToStored(draft)),
      updateProduct: (uid, id, patch: ProductPatch) => products.update(uid, id, productPatchToStored(patch)),
      addCustomer: (uid, draft) => customers.add(uid, customerDraftToStored(draft)),
      updateCustomer: (uid, id, patch: CustomerPatch) => customers.update(uid, id, customerDraftToStored(patch)),
    }),

    async deleteProduct(uid, id) {
      requireOwner(uid);
      const imagePath = await db.transaction('rw', [db.products, db.images], async () => {
        const row = await db.products.get([uid, id]);
        if (!row) return null;
        await db.products.delete([uid, id]);
        if (row.imagePath && ownerOfImagePath(row.imagePath) === uid) {
          await db.images.delete(row.imagePath);
          return row.imagePath;
        }
        return null;
      });
      if (imagePath) images.forget(imagePath);
    },

    subscribeCustomers(uid, onNext, onError) {
      return live(async () => (await customers.list(uid)).map(customerFromStored), onNext, onError);
    },


    async deleteCustomer(uid, id) {
      requireOwner(uid);
      await db.customers.delete([uid, id]);
    },
  };
}
