// The Firebase adapter's owner records: the business profile at `businesses/{uid}`, its products
// and customers, each written by its owner only and followed live.
import { deleteDoc, deleteField, doc, getDoc, orderBy, query, runTransaction, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import type { CollectionReference, QuerySnapshot } from 'firebase/firestore';
import { deleteObject, ref as storageRef } from 'firebase/storage';
import type { Business } from '../../domain/entities';
import { businessFromGoogleProfile } from '../../domain/validation';
import { startingStockMovement } from '../../domain/stock-movements';
import type { BusinessApi, CatalogueApi, CustomerPatch, ProductPatch } from '../port';
import { checkedCatalogueWrites } from '../records';
import { ownerOfImagePath } from '../../domain/ids';
import type { FirebaseContext } from './context';
import { plainFromStore, recordFromStore } from './convert';
import { customerDraftToStored, customerFromStored, productDraftToStored, productFromStored, productPatchToStored, stockMovementToStored } from '../codecs';
import type { StoredCustomer, StoredProduct } from '../codecs';
import { goneOrRefused, mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, CUSTOMER_FIELDS, pickFields, PRODUCT_FIELDS, PRODUCT_STOCK_MARK, SHOP_SETTINGS_FIELDS, STOCK_MOVEMENT_FIELDS } from './fields';
import type { FirebaseWatchers } from './live';

export type FirebaseCatalogue = BusinessApi & Omit<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

/**
 * A patch as Firestore fields: known fields only, `undefined` meaning "remove the field". As with
 * pickFields, every field must be one of the patch's own (a product patch goes in its stored shape,
 * `productPatchToStored`).
 */
function patchFields<T extends object>(patch: T, fields: readonly (keyof T | 'createdAt')[]): Record<string, unknown> {
  const source = patch as Record<string, unknown>;
  const update: Record<string, unknown> = {};
  for (const key of fields) {
    const field = key as string;
    if (field === 'createdAt' || !Object.hasOwn(source, field)) continue;
    update[field] = source[field] === undefined ? deleteField() : source[field];
  }
  return update;
}

/** A stored product as the port's Product: without the mark of its last stock movement. */
const toProducts = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((d) => {
    const { [PRODUCT_STOCK_MARK]: _mark, ...fields } = d.data();
    return productFromStored(recordFromStore<StoredProduct>(d.id, fields));
  });
/** Stored customers as the port's: a credit limit in minor units (codecs.ts). */
const toCustomers = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => customerFromStored(recordFromStore<StoredCustomer>(d.id, d.data())));

export function createFirebaseCatalogue(context: FirebaseContext, watchers: FirebaseWatchers): FirebaseCatalogue {
  const { db, storage, now, logError, paths, requireOwner, write } = context;
  const { watchQuery, watchDocument } = watchers;

  async function addRecord<T extends object>(uid: string, target: CollectionReference, record: T, fields: readonly (keyof T | 'createdAt')[], label: string): Promise<string> {
    requireOwner(uid);
    const ref = doc(target);
    await write(label, setDoc(ref, pickFields({ ...record, createdAt: now() }, fields)));
    return ref.id;
  }

  async function updateRecord<T extends object>(uid: string, target: CollectionReference, id: string, patch: T, fields: readonly (keyof T | 'createdAt')[], label: string): Promise<void> {
    requireOwner(uid);
    const ref = doc(target, id);
    await write(label, updateDoc(ref, patchFields(patch, fields)).catch(goneOrRefused(ref)));
  }

  // A product becoming Physical with a starting stock gets it by a count movement in the same
  // write, as every stock change (firestore.rules refuse a stock set by the edit alone).
  async function updateProduct(uid: string, id: string, patch: ProductPatch): Promise<void> {
    const quantity = patch.quantity;
    if (patch.type !== 'Physical' || quantity === undefined || quantity === 0) {
      return updateRecord(uid, paths.products(uid), id, productPatchToStored(patch), PRODUCT_FIELDS, 'A product change');
    }
    requireOwner(uid);
    const ref = doc(paths.products(uid), id);
    const movementRef = doc(paths.stockMovements(uid));
    const batch = writeBatch(db);
    batch.set(movementRef, pickFields(stockMovementToStored(startingStockMovement(movementRef.id, id, quantity, now())), STOCK_MOVEMENT_FIELDS));
    batch.update(ref, { ...patchFields(productPatchToStored(patch), PRODUCT_FIELDS), [PRODUCT_STOCK_MARK]: movementRef.id });
    await write('A product change', batch.commit().catch(goneOrRefused(ref)));
  }

  return {
    async getOrCreateBusiness(user) {
      requireOwner(user.uid);
      const ref = paths.business(user.uid);
      const existing = await mapped(() => getDoc(ref));
      if (existing.exists()) return plainFromStore<Business>(existing.data());
      const created = businessFromGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName, now: now() });
      // Two tabs may arrive at once: the transaction keeps whichever profile was stored first.
      return mapped(() =>
        runTransaction(db, async (tx) => {
          const stored = await tx.get(ref);
          if (stored.exists()) return plainFromStore<Business>(stored.data());
          tx.set(ref, pickFields(created, BUSINESS_FIELDS));
          return created;
        }),
      );
    },

    subscribeBusiness(uid, onNext, onError) {
      return watchDocument(uid, paths.business(uid), (snapshot) => (snapshot.exists() ? plainFromStore<Business>(snapshot.data()) : null), onNext, onError);
    },

    // An update of the profile with the settings given alone (the rules refuse any other change
    // but the owner's details, and a profile that is not there yet reads as 'not-found').
    async updateShopSettings(uid, settings) {
      requireOwner(uid);
      // The check loads when the owner first saves settings (shop-settings-check.ts).
      const checked = (await import('../shop-settings-check')).checkShopSettings(settings);
      const ref = paths.business(uid);
      await write('A change to the shop settings', updateDoc(ref, pickFields(checked, SHOP_SETTINGS_FIELDS)).catch(goneOrRefused(ref)));
    },

    subscribeProducts(uid, onNext, onError) {
      return watchQuery(uid, () => query(paths.products(uid), orderBy('createdAt', 'asc')), toProducts, onNext, onError);
    },

    ...checkedCatalogueWrites({
      addProduct: (uid, draft) => addRecord(uid, paths.products(uid), productDraftToStored(draft), PRODUCT_FIELDS, 'A new product'),
      updateProduct,
      addCustomer: (uid, draft) => addRecord(uid, paths.customers(uid), customerDraftToStored(draft), CUSTOMER_FIELDS, 'A new customer'),
      updateCustomer: (uid, id, patch: CustomerPatch) => updateRecord(uid, paths.customers(uid), id, customerDraftToStored(patch), CUSTOMER_FIELDS, 'A customer change'),
    }),

    async deleteProduct(uid, id) {
      requireOwner(uid);
      const ref = doc(paths.products(uid), id);
      const snapshot = await mapped(() => getDoc(ref));
      await write('A product deletion', deleteDoc(ref));
      const imagePath = snapshot.exists() ? snapshot.get('imagePath') : null;
      if (typeof imagePath === 'string' && ownerOfImagePath(imagePath) === uid) {
        try {
          await deleteObject(storageRef(storage, imagePath));
        } catch (error) {
          const mappedError = toBackendError(error);
          if (mappedError.code !== 'storage/object-not-found') logError(`The image ${imagePath} of a deleted product could not be deleted`, mappedError);
        }
      }
    },

    subscribeCustomers(uid, onNext, onError) {
      return watchQuery(uid, () => query(paths.customers(uid), orderBy('createdAt', 'asc')), toCustomers, onNext, onError);
    },


    async deleteCustomer(uid, id) {
      requireOwner(uid);
      await write('A customer deletion', deleteDoc(doc(paths.customers(uid), id)));
    },
  };
}
