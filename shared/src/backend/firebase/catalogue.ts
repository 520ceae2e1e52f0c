// The Firebase adapter's owner records: the business profile at `businesses/{uid}`, its products
// (each product's unit cost in a document of its own, `productCosts/{id}`: fields.ts,
// PRODUCT_COST_FIELDS) and customers, each written by its owner only and followed live.
import { deleteDoc, deleteField, doc, getDoc, getDocs, orderBy, query, runTransaction, serverTimestamp, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import type { CollectionReference, DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref as storageRef, uploadBytes } from 'firebase/storage';
import { barcodeTakenProblem, barcodeVariants } from '../../domain/barcodes';
import { ERROR_MESSAGES } from '../../domain/messages';
import type { Business, Product, ProductDraft, ProductVariantOf } from '../../domain/entities';
import { businessFromGoogleProfile } from '../../domain/validation';
import { startingStockMovement } from '../../domain/stock-movements';
import type { BusinessApi, CatalogueApi, CustomerPatch, ErrorCallback, ProductPatch, Unsubscribe } from '../port';
import { BackendError } from '../errors';
import { checkedCatalogueWrites } from '../product-checks';
import { ownerOfImagePath, productImagePath } from '../../domain/ids';
import { barcodeKeysOf, claimsNaming, claimWrites, readClaim } from './barcode-claims';
import type { FirebaseContext } from './context';
import { plainFromStore, recordFromStore } from './convert';
import { customerDraftToStored, customerFromStored, productDraftToStored, productFromStored, productPatchToStored, stockMovementToStored } from '../codecs';
import type { StoredCustomer, StoredProduct } from '../codecs';
import { goneOrRefused, mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, CUSTOMER_FIELDS, pickFields, PRODUCT_STOCK_MARK, PRODUCT_WRITTEN_FIELDS, SHOP_SETTINGS_FIELDS, STOCK_MOVEMENT_FIELDS } from './fields';
import type { FirebaseWatchers } from './live';
import { invitationAddress } from './membership';
import type { PendingStock } from './pending-stock';

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

/**
 * Each product's cost as its cost document holds it (`cost`: two decimals, null, or undefined for
 * none), by product id; 'hidden' when the account may not read costs (a cashier's).
 */
export type ProductCosts = ReadonlyMap<string, unknown> | 'hidden';

/**
 * Stored products as the port's Products, each without the mark of its last stock movement and
 * with its cost document's cost; a product without one keeps the legacy `cost` its document may
 * still carry. Costs hidden, no product has a `costMinor` at all (as if none were known).
 */
export function productsWithCosts(products: readonly { id: string; data(): DocumentData }[], costs: ProductCosts): Product[] {
  return products.map((d) => {
    const { [PRODUCT_STOCK_MARK]: _mark, cost: legacy, ...fields } = d.data();
    const cost: unknown = costs === 'hidden' ? undefined : costs.has(d.id) ? costs.get(d.id) : legacy;
    return productFromStored(recordFromStore<StoredProduct>(d.id, cost === undefined ? fields : { ...fields, cost }));
  });
}

/** Products whose legacy `cost` moves to its cost document in one transaction: each writes two documents, 400 in all. */
const LEGACY_COSTS_PER_WRITE = 200;

/** Why an account waiting on an invitation, or on its look-up, is made no shop of its own (membership.ts). */
const NOT_JOINED_YET = 'This account has not joined a shop yet.';

/** Stored customers as the port's: a credit limit in minor units (codecs.ts). */
const toCustomers = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => customerFromStored(recordFromStore<StoredCustomer>(d.id, d.data())));

/** A product document as a barcode's holder (barcodeTakenProblem): its name and codes, its packs' too. */
function barcodeHolder(d: DocumentSnapshot) {
  const barcode: unknown = d.get('barcode');
  const packs: unknown = d.get('packs');
  return {
    id: d.id,
    name: String(d.get('name')),
    ...(typeof barcode === 'string' ? { barcode } : {}),
    packs: Array.isArray(packs) ? packs.map((pack: { barcode?: unknown }) => (typeof pack.barcode === 'string' ? { barcode: pack.barcode } : {})) : [],
  };
}

/** The longest the owner's save waits for the logo's picture to be stored. */
const LOGO_UPLOAD_WAIT_MS = 30_000;

export function createFirebaseCatalogue(context: FirebaseContext, watchers: FirebaseWatchers, pendingStock: PendingStock): FirebaseCatalogue {
  const { db, storage, now, logError, paths, requireShop, write } = context;
  const { watchQuery, watchDocument } = watchers;
  const costRef = (uid: string, id: string) => doc(paths.productCosts(uid), id);
  /** The shops whose legacy costs are being moved now, and those whose move failed (not tried again until the adapter is made anew). */
  const moving = new Set<string>();
  const moveFailed = new Set<string>();

  /** The logo's picture stored in the shop's folder (storage.rules: products/{uid}/…), and its address. */
  async function storedLogo(uid: string, dataUrl: string): Promise<string> {
    const [head, base64] = dataUrl.split(',');
    const type = /^data:(image\/[a-z]+);base64$/.exec(head ?? '')?.[1] ?? 'image/png';
    const bytes = Uint8Array.from(atob(base64 ?? ''), (c) => c.charCodeAt(0));
    const target = storageRef(storage, productImagePath(uid, `shop-logo.${type.slice('image/'.length)}`, now()));
    // Storage's SDK retries an upload that gets no answer for minutes: the owner's save is told it failed sooner.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unanswered = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BackendError('unavailable', 'The logo could not be stored: file storage did not answer.')), LOGO_UPLOAD_WAIT_MS);
    });
    try {
      await Promise.race([mapped(() => uploadBytes(target, bytes, { contentType: type })), unanswered]);
    } finally {
      clearTimeout(timer);
    }
    return mapped(() => getDownloadURL(target));
  }

  async function addRecord<T extends object>(uid: string, target: CollectionReference, record: T, fields: readonly (keyof T | 'createdAt')[], label: string): Promise<string> {
    requireShop(uid);
    const ref = doc(target);
    await write(label, setDoc(ref, pickFields({ ...record, createdAt: now() }, fields)));
    return ref.id;
  }

  async function updateRecord<T extends object>(uid: string, target: CollectionReference, id: string, patch: T, fields: readonly (keyof T | 'createdAt')[], label: string): Promise<void> {
    requireShop(uid);
    const ref = doc(target, id);
    await write(label, updateDoc(ref, patchFields(patch, fields)).catch(goneOrRefused(ref)));
  }

  /**
   * The shop's products that carry `code` or may (barcodeTakenProblem picks): those storing any
   * form of it as their own code (a product saved before claims existed has none), and the one its
   * claim names (barcode-claims.ts), packs' codes included. Asked of the server (offline, of what
   * this device has seen).
   */
  async function barcodeHolders(uid: string, code: string) {
    const [found, claim] = await Promise.all([mapped(() => getDocs(query(paths.products(uid), where('barcode', 'in', barcodeVariants(code))))), readClaim(db, uid, code)]);
    const holders = found.docs.map(barcodeHolder);
    if (claim && !holders.some((h) => h.id === claim.productId)) {
      const held = await getDoc(doc(paths.products(uid), claim.productId)).catch(() => null);
      if (held?.exists()) holders.push(barcodeHolder(held));
    }
    return holders;
  }

  /**
   * Waits for a product write that claims `codes` (write). Refused by the rules because another
   * till claimed one of them first (the two checked at once, both finding it free), it is refused
   * in the shop's words, naming the product that has it; any other refusal as it came.
   */
  async function writeClaiming(uid: string, productId: string, codes: readonly string[], what: string, pending: Promise<unknown>): Promise<void> {
    try {
      await write(what, pending);
    } catch (error) {
      if (codes.length > 0 && error instanceof BackendError && error.code === 'permission-denied') {
        for (const code of codes) {
          const problem = barcodeTakenProblem(await barcodeHolders(uid, code).catch(() => []), code, productId);
          if (problem) throw new BackendError('failed-precondition', `${ERROR_MESSAGES.productSaveFailed} ${problem}`);
        }
      }
      throw error;
    }
  }

  // A product with a cost (null: not known) gets its cost document in the same write, and each
  // code it carries (its own, its packs') its claim (barcode-claims.ts).
  async function addProduct(uid: string, draft: ProductDraft): Promise<string> {
    requireShop(uid);
    const { cost, ...stored } = productDraftToStored(draft);
    const ref = doc(paths.products(uid));
    const fields = pickFields({ ...stored, createdAt: now() }, PRODUCT_WRITTEN_FIELDS);
    const codes = barcodeKeysOf(draft);
    const batch = writeBatch(db);
    batch.set(ref, fields);
    if (cost !== undefined) batch.set(costRef(uid, ref.id), { cost });
    await claimWrites(batch, db, uid, ref.id, codes);
    await writeClaiming(uid, ref.id, codes, 'A new product', batch.commit());
    return ref.id;
  }

  /**
   * A product change's claims: the codes the product carries after `patch` (all claimed again,
   * so a product from before claims gets them) and those it drops whose claim names it (deleted).
   * Null when the patch touches no code. Offline without the product in the cache, only the
   * patch's own codes are known.
   */
  async function claimsOfChange(uid: string, id: string, patch: ProductPatch): Promise<{ codes: string[]; released: string[] } | null> {
    if (!Object.hasOwn(patch, 'barcode') && !Object.hasOwn(patch, 'packs')) return null;
    const before = await getDoc(doc(paths.products(uid), id)).catch(() => null);
    const stored = before?.exists() ? before.data() : {};
    const after = {
      barcode: Object.hasOwn(patch, 'barcode') ? patch.barcode : (stored.barcode as string | undefined),
      packs: Object.hasOwn(patch, 'packs') ? patch.packs : (stored.packs as ReadonlyArray<{ barcode?: string }> | undefined),
    };
    const codes = barcodeKeysOf(after);
    const dropped = barcodeKeysOf(stored).filter((code) => !codes.includes(code));
    return { codes, released: await claimsNaming(db, uid, id, dropped) };
  }

  // A product becoming Physical with a starting stock gets it by a count movement in the same
  // write, already applied (the one stock change a client still writes beside the product: every
  // delivery and count after it is a movement alone, which the server applies). An edit of
  // the cost sets or deletes the cost document in the same write, and removes a legacy `cost`
  // from the product document.
  async function updateProduct(uid: string, id: string, patch: ProductPatch): Promise<void> {
    requireShop(uid);
    const { cost, ...stored } = productPatchToStored(patch);
    const costEdited = Object.hasOwn(patch, 'costMinor');
    const quantity = patch.quantity;
    const counted = patch.type === 'Physical' && quantity !== undefined && quantity !== 0;
    const ref = doc(paths.products(uid), id);
    const fields = patchFields(stored, PRODUCT_WRITTEN_FIELDS);
    const claims = await claimsOfChange(uid, id, patch);
    if (!counted && !costEdited && !claims) {
      await write('A product change', updateDoc(ref, fields).catch(goneOrRefused(ref)));
      return;
    }
    const batch = writeBatch(db);
    if (claims) await claimWrites(batch, db, uid, id, claims.codes, claims.released);
    if (costEdited) {
      fields.cost = deleteField();
      if (cost === undefined) batch.delete(costRef(uid, id));
      else batch.set(costRef(uid, id), { cost });
    }
    if (counted) {
      const movementRef = doc(paths.stockMovements(uid));
      // Applied by this very write (the product's stock and its mark): born judged, so the server
      // never applies it again (functions/README.md; firestore.rules, startingStock).
      batch.set(movementRef, { ...pickFields(stockMovementToStored(startingStockMovement(movementRef.id, id, quantity, now())), STOCK_MOVEMENT_FIELDS), ledger: { state: 'applied', at: serverTimestamp() } });
      fields[PRODUCT_STOCK_MARK] = movementRef.id;
    }
    batch.update(ref, fields);
    await writeClaiming(uid, id, claims?.codes ?? [], 'A product change', batch.commit().catch(goneOrRefused(ref)));
  }

  /**
   * Moves the legacy `cost` of product documents written before costs had documents of their own
   * into their cost documents, LEGACY_COSTS_PER_WRITE products a transaction. Each product is read
   * again in the transaction and moved only if it still carries `cost`: every newer write of a cost
   * (an edit, a delivery) removes it in the same write, so a newer cost is never overwritten.
   */
  async function moveLegacyCosts(uid: string, ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += LEGACY_COSTS_PER_WRITE) {
      const chunk = ids.slice(start, start + LEGACY_COSTS_PER_WRITE);
      await runTransaction(db, async (tx) => {
        const products = await Promise.all(chunk.map((id) => tx.get(doc(paths.products(uid), id))));
        for (const product of products) {
          const data = product.data();
          if (!data || !Object.hasOwn(data, 'cost')) continue;
          tx.set(costRef(uid, product.id), { cost: data.cost as unknown });
          tx.update(product.ref, { cost: deleteField() });
        }
      });
    }
  }

  /**
   * Seen by the owner's products listener, signed in as the owner: product documents that still
   * carry a legacy `cost` (those from before costs existed carry none, and are left alone) have it
   * moved in the background, one move at a time per shop; a failure is logged.
   */
  function moveLegacyCostsOf(uid: string, snapshot: QuerySnapshot): void {
    if (context.currentUser()?.uid !== uid || !context.isOnline() || moving.has(uid) || moveFailed.has(uid)) return;
    const legacy = snapshot.docs.filter((d) => Object.hasOwn(d.data(), 'cost')).map((d) => d.id);
    if (legacy.length === 0) return;
    moving.add(uid);
    moveLegacyCosts(uid, legacy)
      .catch((error: unknown) => {
        moveFailed.add(uid);
        logError('The products\' costs could not be moved to documents of their own', toBackendError(error));
      })
      .finally(() => moving.delete(uid));
  }

  // The products and their costs, two listeners joined by id; nothing is sent until both have
  // answered. An account that may read products but not costs (a cashier's) has the costs
  // listener refused: its products come without costs, and the products listener goes on.
  function subscribeProducts(uid: string, onNext: (products: Product[]) => void, onError: ErrorCallback): Unsubscribe {
    let products: QuerySnapshot['docs'] | null = null;
    let costs: ProductCosts | null = null;
    let over = false;
    const stops: Unsubscribe[] = [];
    const stop = () => {
      over = true;
      for (const s of stops.splice(0)) s();
    };
    const fail = (error: unknown) => {
      if (over) return;
      stop();
      onError(toBackendError(error));
    };
    const send = () => {
      if (over || !products || !costs) return;
      let joined: Product[];
      try {
        joined = productsWithCosts(products, costs);
      } catch (error) {
        fail(error);
        return;
      }
      // Less what this till's own sales took that the server has not moved yet (pending-stock.ts).
      const marks = new Map(products.map((d) => [d.id, d.get(PRODUCT_STOCK_MARK) as unknown]));
      onNext(pendingStock.apply(uid, joined, (id) => marks.get(id)));
    };
    stops.push(pendingStock.onChange(send));
    stops.push(
      watchQuery(
        uid,
        () => query(paths.products(uid), orderBy('createdAt', 'asc')),
        (snapshot) => {
          if (costs !== 'hidden') moveLegacyCostsOf(uid, snapshot);
          return snapshot.docs;
        },
        (next) => {
          products = next;
          send();
        },
        fail,
      ),
    );
    if (!over) {
      stops.push(
        watchQuery(
          uid,
          () => query(paths.productCosts(uid)),
          (snapshot) => new Map(snapshot.docs.map((d) => [d.id, d.get('cost') as unknown])),
          (next) => {
            costs = next;
            send();
          },
          (error) => {
            if (over || toBackendError(error).code !== 'permission-denied') {
              fail(error);
              return;
            }
            costs = 'hidden';
            send();
          },
        ),
      );
    }
    return stop;
  }

  return {
    async getOrCreateBusiness(user) {
      // An account waiting on an invitation, or on a look-up that failed, works nowhere yet: it is
      // never made a shop of its own meanwhile (membership.ts).
      if (user.pendingJoin || context.currentUser()?.pendingJoin) throw new BackendError('failed-precondition', NOT_JOINED_YET);
      // A staff account works in the shop it joined (membership.ts), whose profile is its owner's to make.
      if (user.member) {
        const { ownerUid } = user.member;
        requireShop(ownerUid);
        const joined = await mapped(() => getDoc(paths.business(ownerUid)));
        if (!joined.exists()) throw new BackendError('not-found');
        return plainFromStore<Business>(joined.data());
      }
      requireShop(user.uid);
      const ref = paths.business(user.uid);
      const existing = await mapped(() => getDoc(ref));
      if (existing.exists()) return plainFromStore<Business>(existing.data());
      const created = businessFromGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName, now: now() });
      // Two tabs may arrive at once: the transaction keeps whichever profile was stored first. It
      // asks the server, as it makes the shop, whether a shop invited the address: an account asked
      // for before its invitation was looked up (a restored session, another tab, a look-up that
      // dropped) is never made a shop of its own; and offline nothing is made.
      const invitation = user.email && user.emailVerified ? paths.invitation(invitationAddress(user.email)) : null;
      return mapped(() =>
        runTransaction(db, async (tx) => {
          const stored = await tx.get(ref);
          if (stored.exists()) return plainFromStore<Business>(stored.data());
          const invited = invitation ? await tx.get(invitation) : null;
          if (invited?.exists() && invited.get('ownerUid') !== user.uid) throw new BackendError('failed-precondition', NOT_JOINED_YET);
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
      requireShop(uid);
      // The check loads when the owner first saves settings (shop-settings-check.ts).
      const checked = (await import('../shop-settings-check')).checkShopSettings(settings);
      // A logo given as a picture (a data URL: the owner's form draws it) is stored as the product
      // images are (storage.rules) and the profile keeps its address; null takes a setting away.
      if (typeof checked.logoUrl === 'string' && checked.logoUrl.startsWith('data:')) checked.logoUrl = await storedLogo(uid, checked.logoUrl);
      const fields: Record<string, unknown> = pickFields(checked, SHOP_SETTINGS_FIELDS);
      for (const [field, value] of Object.entries(fields)) if (value === null) fields[field] = deleteField();
      const ref = paths.business(uid);
      await write('A change to the shop settings', updateDoc(ref, fields).catch(goneOrRefused(ref)));
    },

    subscribeProducts,

    ...checkedCatalogueWrites(
      {
        addProduct,
        updateProduct,
        addCustomer: (uid, draft) => addRecord(uid, paths.customers(uid), customerDraftToStored(draft), CUSTOMER_FIELDS, 'A new customer'),
        updateCustomer: (uid, id, patch: CustomerPatch) => updateRecord(uid, paths.customers(uid), id, customerDraftToStored(patch), CUSTOMER_FIELDS, 'A customer change'),
      },
      // A barcode another of the shop's products carries is refused in words before the write
      // (barcodeHolders). Two devices saving the same new code in the same moment both pass this;
      // the claims then let one write through and the other is refused (writeClaiming;
      // docs/firebase.md, 'Barcodes').
      barcodeHolders,
      // A variant its product cannot take (variants.ts, variantFamilyProblem): its product's other
      // variants, asked of the server (offline, of what this device has seen) just before the write.
      async (uid, productId) => {
        const found = await mapped(() => getDocs(query(paths.products(uid), where('variant.productId', '==', productId))));
        return found.docs.map((d) => ({ id: d.id, variant: d.get('variant') as ProductVariantOf }));
      },
    ),

    // The product, its cost document and the claims that name it (barcode-claims.ts) go in one write.
    async deleteProduct(uid, id) {
      requireShop(uid);
      const ref = doc(paths.products(uid), id);
      const snapshot = await mapped(() => getDoc(ref));
      const released = snapshot.exists() ? await claimsNaming(db, uid, id, barcodeKeysOf(snapshot.data())) : [];
      const batch = writeBatch(db);
      batch.delete(ref);
      batch.delete(costRef(uid, id));
      await claimWrites(batch, db, uid, id, [], released);
      await write('A product deletion', batch.commit());
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
      requireShop(uid);
      await write('A customer deletion', deleteDoc(doc(paths.customers(uid), id)));
    },
  };
}
