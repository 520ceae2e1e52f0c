// What only the owner's screens ask of the local adapter, loaded on its first use (lazy-part.ts,
// lazyBackOffice): a till that signs in and sells — the partner widget, with its 150 KB budget —
// never edits a product or the shop's settings, nor reads the sales history and the figures.
// Products' edits (their stored shape, codecs.ts; a deleted product's image goes with it), the
// shop's settings (on its business record), the sales lists (History, End of Day, a shift's
// sales) and the day's and products' roll-ups (the Dashboard) that sales.ts writes.
import type { DailyStat, Sale } from '../../domain/entities';
import type { ProductDayStat } from '../../domain/best-sellers';
import type { RefusedRecord } from '../../domain/refused-records';
import { ownerOfImagePath } from '../../domain/ids';
import { productDraftToStored, productPatchToStored, saleFromStored } from '../codecs';
import type { StoredProduct, StoredProductDraft, StoredSale } from '../codecs';
import { documentNotFound } from '../errors';
import { lazyPart } from '../lazy-part';
import type { BackOfficeApi } from '../lazy-part';
import type { ProductPatch, SalesQuery } from '../port';
import { checkedProductWrites } from '../product-checks';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalImages } from './images';
import { ownedRows } from './owned-rows';
import type { LocalSession } from './session';

/** A stored row as the domain's record. */
const saleOfRow = (row: StoredSale & { ownerUid: string }): Sale => saleFromStored(withoutOwner(row));

export function createLocalBackOffice(
  db: LocalDatabase,
  session: LocalSession,
  images: LocalImages,
  options: { now: () => Date; randomId: () => string },
): BackOfficeApi {
  const { requireOwner, live } = session;
  const products = ownedRows<StoredProduct, StoredProductDraft>(db, session, db.products, 'products', options);

  return {
    // The shop's settings live on its business record, changed in place (the rest of it as it was).
    async updateShopSettings(uid, settings) {
      requireOwner(uid);
      // The check loads when the owner first saves settings (shop-settings-check.ts).
      const { checkShopSettings, withShopSettings } = await import('../shop-settings-check');
      const checked = checkShopSettings(settings);
      await db.transaction('rw', db.businesses, async () => {
        const row = await db.businesses.get(uid);
        if (!row) throw documentNotFound(`businesses/${uid}`);
        await db.businesses.put(withShopSettings(row, checked));
      });
    },

    // The catalogue's import (catalogue-import.ts), loaded when the owner first imports or opens Inventory › Import.
    ...lazyPart(async () => (await import('./catalogue-import')).createLocalCatalogueImport(db, session, options), [], ['importCatalogue', 'lastCatalogueImport', 'undoCatalogueImport']),

    // A barcode another of the shop's products carries is refused (product-checks.ts).
    ...checkedProductWrites(
      {
        addProduct: (uid, draft) => products.add(uid, productDraftToStored(draft)),
        updateProduct: (uid, id, patch: ProductPatch) => products.update(uid, id, productPatchToStored(patch)),
      },
      (uid) => products.list(uid),
      // A variant its product cannot take is refused too (variants.ts).
      (uid) => products.list(uid),
    ),

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

    subscribeSales(uid, onNext, onError, query?: SalesQuery) {
      const owned = () => db.sales.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true);
      if (query?.limit !== undefined) {
        const limit = query.limit;
        return live<Sale[]>(
          async () => {
            requireOwner(uid);
            return (await owned().reverse().limit(limit).toArray()).map(saleOfRow);
          },
          onNext,
          onError,
        );
      }
      // Sales are only ever added (the port records them; nothing edits or deletes one), so after
      // the first full read a change is followed by reading just the sales at or after the newest
      // one held — a new sale costs a small read, not a re-read of 100 000. The count over the
      // owner's whole range keeps the query watching every insert, and sends it back to a full
      // read when a sale arrives out of order (say, a retry stamped before the newest).
      let held: Sale[] | null = null;
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const total = await owned().count();
          const newest = held?.[0];
          if (held && newest) {
            const [, upper] = ownerRange(uid);
            const latest = await db.sales.where('[ownerUid+createdAt]').between([uid, newest.createdAt], upper, true, true).reverse().toArray();
            const known = new Set(held.slice(0, latest.length + 1).map((sale) => sale.id));
            const fresh = latest.filter((row) => !known.has(row.id)).map(saleOfRow);
            if (held.length + fresh.length === total) {
              if (fresh.length > 0) held = [...fresh, ...held];
              return held;
            }
          }
          held = (await owned().reverse().toArray()).map(saleOfRow);
          return held;
        },
        onNext,
        onError,
      );
    },

    subscribeSalesSince(uid, since, onNext, onError, before?: Date) {
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.sales
            .where('[ownerUid+createdAt]')
            .between([uid, since], before ? [uid, before] : upper, true, !before)
            .reverse()
            .toArray();
          return rows.map(saleOfRow);
        },
        onNext,
        onError,
      );
    },

    // The embedded backend judges every sale as it is written: none is ever refused later.
    subscribeRefusedRecords(uid, _since, onNext, onError) {
      return live<RefusedRecord[]>(
        async () => {
          requireOwner(uid);
          return [];
        },
        onNext,
        onError,
      );
    },

    subscribeProductStats(uid, sinceDateKey, onNext, onError) {
      return live<ProductDayStat[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.productStats.where('[ownerUid+date]').between([uid, sinceDateKey], upper, true, true).toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      return live<DailyStat[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.dailyStats.where('[ownerUid+date]').between([uid, sinceDateKey], upper, true, true).toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },
  };
}
