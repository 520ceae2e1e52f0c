// The production adapter: the whole Backend port on Firebase with the modular SDK.
// - Auth: e-mail/password with a verification e-mail (sign-in is refused until the address is
//   verified), Google popup sign-in, password reset, sign-out. An account whose address is not yet
//   verified never counts as signed in: listeners and `currentUser()` see nobody.
// - Firestore: `businesses/{uid}` and its products, customers, sales and dailyStats/{YYYY-MM-DD}.
//   In the browser the cache is persistent and shared by the tabs, so a shop keeps selling when the
//   network drops; writes made offline are applied locally at once and sent when it returns.
// - Storage: product images at `products/{uid}/{timestamp}_{filename}`.
// Every method that takes a uid refuses anyone but that signed-in owner before asking the server;
// the security rules (firebase/*.rules) refuse the same on the server.
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import {
  applyActionCode,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged as onFirebaseAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
} from 'firebase/auth';
import type { Auth, User, UserCredential } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  increment,
  initializeFirestore,
  limit,
  memoryLocalCache,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  runTransaction,
  setDoc,
  terminate,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore, FirestoreSettings, Query, QuerySnapshot } from 'firebase/firestore';
import { connectStorageEmulator, deleteObject, getDownloadURL, getStorage, ref as storageRef, uploadBytes } from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import type { Business, Customer, DailyStat, Product, Sale } from '../../domain/entities';
import { BackendError, documentNotFound, isBackendError, permissionDenied } from '../errors';
import type {
  Backend,
  BackendUser,
  CustomerPatch,
  ErrorCallback,
  ImageFile,
  ProductPatch,
  RecordSaleInput,
  RecordSaleResult,
  SalesQuery,
  SignUpInput,
  Unsubscribe,
  UploadedImage,
} from '../port';
import {
  checkImage,
  checkSale,
  ownerOfImagePath,
  productImagePath,
  sumDecrements,
} from '../records';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { OPERATION_RETRY_LIMIT_MS, UPLOAD_RETRY_LIMIT_MS } from '../../domain/constants';
import { businessFromGoogleProfile, newBusinessProfile } from '../../domain/validation';
import { plainFromStore, recordFromStore } from './convert';
import { mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, CUSTOMER_FIELDS, pickFields, PRODUCT_FIELDS, SALE_FIELDS } from './fields';

/** The web app's configuration from the Firebase console (Project settings → Your apps). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  appId?: string;
  messagingSenderId?: string;
  measurementId?: string;
}

/** Where the local emulators listen, when the suite runs against them. */
export interface FirebaseEmulators {
  /** 'http://127.0.0.1:9099' */
  auth?: string;
  /** '127.0.0.1:8080' */
  firestore?: string;
  /** '127.0.0.1:9199' (or 'http://127.0.0.1:9199') */
  storage?: string;
}

export interface FirebaseBackendOptions {
  config: FirebaseWebConfig;
  emulators?: FirebaseEmulators;
  /** The Firebase app's name; give each backend its own when several live in one page or process. */
  appName?: string;
  /** 'persistent' (IndexedDB, shared by tabs; the default where IndexedDB exists) or 'memory'. */
  cache?: 'persistent' | 'memory';
  /** Signs in with Google; the default opens Google's popup. */
  googleSignIn?: (auth: Auth) => Promise<UserCredential>;
  /** Whether the network is reachable (default: `navigator.onLine`, or true where it is unknown). */
  isOnline?: () => boolean;
  now?: () => Date;
  /** Where failures of writes finished in the background go (default: console.error). */
  logError?: (message: string, error: unknown) => void;
}

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  storage: FirebaseStorage;
}

export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  /** The SDK's instances, for the emulator harness and for tools; screens use the port only. */
  readonly services: FirebaseServices;
  /** Applies an out-of-band code (the link of a verification e-mail). */
  applyActionCode(code: string): Promise<void>;
  /** Stops every listener and releases the Firebase app. */
  close(): Promise<void>;
}

/** How long a first snapshot from the local cache waits for the server's before it is shown. */
const CACHE_GRACE_MS = 1_500;

function hostAndPort(address: string, defaultPort: number): { host: string; port: number } {
  const url = new URL(address.includes('://') ? address : `http://${address}`);
  return { host: url.hostname, port: url.port ? Number(url.port) : defaultPort };
}

function toUser(user: User): BackendUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName, emailVerified: user.emailVerified };
}

function sameUser(a: BackendUser | null, b: BackendUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.uid === b.uid && a.email === b.email && a.displayName === b.displayName && a.emailVerified === b.emailVerified;
}

/**
 * The person the suite treats as signed in: an e-mail/password account counts only once its
 * address is verified (login is blocked until then: docs/firebase.md, 'Sign-in'); Google vouches for its own.
 */
function effectiveUser(user: User | null): BackendUser | null {
  if (!user) return null;
  const byPassword = user.providerData.some((p) => p.providerId === 'password');
  const byOtherProvider = user.providerData.some((p) => p.providerId !== 'password');
  if (byPassword && !byOtherProvider && !user.emailVerified) return null;
  return toUser(user);
}

function defaultIsOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

function canPersist(): boolean {
  return typeof indexedDB !== 'undefined' && typeof window !== 'undefined';
}

export function createFirebaseBackend(options: FirebaseBackendOptions): FirebaseBackend {
  const app = initializeApp(options.config as FirebaseOptions, options.appName);
  const now = options.now ?? (() => new Date());
  const isOnline = options.isOnline ?? defaultIsOnline;
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const googleSignIn = options.googleSignIn ?? ((auth: Auth) => signInWithPopup(auth, new GoogleAuthProvider()));

  const auth = getAuth(app);
  const persistent = (options.cache ?? (canPersist() ? 'persistent' : 'memory')) === 'persistent';
  const settings: FirestoreSettings = {
    ignoreUndefinedProperties: true,
    localCache: persistent ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  };
  const db = initializeFirestore(app, settings);
  const storage = getStorage(app);
  // The domain's limits (docs/product-rules.md, 'Backend limits').
  storage.maxOperationRetryTime = OPERATION_RETRY_LIMIT_MS;
  storage.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;

  const emulators = options.emulators ?? {};
  if (emulators.auth) {
    const url = emulators.auth.includes('://') ? emulators.auth : `http://${emulators.auth}`;
    connectAuthEmulator(auth, url, { disableWarnings: true });
  }
  if (emulators.firestore) {
    const { host, port } = hostAndPort(emulators.firestore, 8080);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators.storage) {
    const { host, port } = hostAndPort(emulators.storage, 9199);
    connectStorageEmulator(storage, host, port);
  }

  // ---- auth ----------------------------------------------------------------------------------
  function currentUser(): BackendUser | null {
    return effectiveUser(auth.currentUser);
  }

  function requireOwner(uid: string): void {
    const user = currentUser();
    if (!user || user.uid !== uid) throw permissionDenied();
  }

  function requireImageOwner(path: string): void {
    const user = currentUser();
    if (!user) throw new BackendError('storage/unauthenticated');
    if (ownerOfImagePath(path) !== user.uid) throw new BackendError('storage/unauthorized');
  }

  async function signOutQuietly(): Promise<void> {
    try {
      await firebaseSignOut(auth);
    } catch (error) {
      logError('Signing out failed', error);
    }
  }

  // ---- writes ----------------------------------------------------------------------------------
  // Online, a write resolves once the server has it (and rejects with the server's refusal).
  // Offline, the SDK has already applied it to the local cache; waiting for the server would hang
  // the screen until the network returns, so it resolves now and a later refusal is logged.
  async function write(label: string, pending: Promise<unknown>): Promise<void> {
    if (!isOnline()) {
      pending.catch((error: unknown) => logError(`${label} was refused when it reached the server`, error));
      return;
    }
    try {
      await pending;
    } catch (error) {
      throw toBackendError(error);
    }
  }

  // ---- live queries ----------------------------------------------------------------------------
  function refuse(onError: ErrorCallback): Unsubscribe {
    let over = false;
    queueMicrotask(() => {
      if (!over) onError(permissionDenied());
    });
    return () => {
      over = true;
    };
  }

  // Until the server has answered once, a snapshot from the local cache may be stale (a document
  // changed by another till, or by a transaction, since it was cached). It is held back for a
  // moment in case the server's answer follows, and shown at once when the network is down.
  function watch<S extends QuerySnapshot | DocumentSnapshot, T>(
    uid: string,
    listen: (observer: { next: (snapshot: S) => void; error: (error: unknown) => void }) => Unsubscribe,
    /** Whether the snapshot changes the data (listeners also hear of metadata-only changes). */
    changesData: (snapshot: S) => boolean,
    map: (snapshot: S) => T,
    onNext: (value: T) => void,
    onError: ErrorCallback,
  ): Unsubscribe {
    if (currentUser()?.uid !== uid) return refuse(onError);
    let over = false;
    let synced = false;
    let held: S | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const deliver = (snapshot: S) => {
      if (!over) onNext(map(snapshot));
    };
    const stop = listen({
      next: (snapshot) => {
        if (over) return;
        if (synced) {
          if (changesData(snapshot)) deliver(snapshot);
        } else if (!snapshot.metadata.fromCache) {
          synced = true;
          held = null;
          if (timer) clearTimeout(timer);
          deliver(snapshot);
        } else if (!isOnline()) {
          deliver(snapshot);
        } else {
          held = snapshot;
          timer ??= setTimeout(() => {
            timer = null;
            if (held && !synced) deliver(held);
            synced = true;
          }, CACHE_GRACE_MS);
        }
      },
      error: (error) => {
        if (over) return;
        over = true;
        if (timer) clearTimeout(timer);
        onError(toBackendError(error));
      },
    });
    return () => {
      over = true;
      if (timer) clearTimeout(timer);
      stop();
    };
  }

  function watchQuery<T>(uid: string, target: () => Query, map: (snapshot: QuerySnapshot) => T, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
    return watch<QuerySnapshot, T>(
      uid,
      (observer) => onSnapshot(target(), { includeMetadataChanges: true }, observer),
      (snapshot) => snapshot.docChanges().length > 0,
      map,
      onNext,
      onError,
    );
  }

  function watchDocument<T>(uid: string, target: DocumentReference, map: (snapshot: DocumentSnapshot) => T, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
    let last = '';
    const fingerprint = (snapshot: DocumentSnapshot) => (snapshot.exists() ? JSON.stringify(snapshot.data()) : '');
    return watch<DocumentSnapshot, T>(
      uid,
      (observer) => onSnapshot(target, { includeMetadataChanges: true }, observer),
      (snapshot) => fingerprint(snapshot) !== last,
      (snapshot) => {
        last = fingerprint(snapshot);
        return map(snapshot);
      },
      onNext,
      onError,
    );
  }

  // ---- paths -----------------------------------------------------------------------------------
  const businessRef = (uid: string) => doc(db, 'businesses', uid);
  const productsOf = (uid: string) => collection(db, 'businesses', uid, 'products');
  const customersOf = (uid: string) => collection(db, 'businesses', uid, 'customers');
  const salesOf = (uid: string) => collection(db, 'businesses', uid, 'sales');
  const statsOf = (uid: string) => collection(db, 'businesses', uid, 'dailyStats');

  const toProducts = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Product>(d.id, d.data()));
  const toCustomers = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Customer>(d.id, d.data()));
  const toSales = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Sale>(d.id, d.data()));
  const toStats = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => plainFromStore<DailyStat>(d.data()));

  /** A patch as Firestore fields: known fields only, `undefined` meaning "remove the field". */
  function patchFields(patch: object, fields: readonly string[]): Record<string, unknown> {
    const source = patch as Record<string, unknown>;
    const update: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'createdAt' || !Object.hasOwn(source, field)) continue;
      update[field] = source[field] === undefined ? deleteField() : source[field];
    }
    return update;
  }

  async function addRecord(uid: string, target: ReturnType<typeof collection>, record: object, fields: readonly string[], label: string): Promise<string> {
    requireOwner(uid);
    const ref = doc(target);
    await write(label, setDoc(ref, { ...pickFields(record, fields), createdAt: now() }));
    return ref.id;
  }

  async function updateRecord(uid: string, target: ReturnType<typeof collection>, id: string, patch: object, fields: readonly string[], label: string): Promise<void> {
    requireOwner(uid);
    await write(label, updateDoc(doc(target, id), patchFields(patch, fields)));
  }

  // ---- sales -----------------------------------------------------------------------------------
  interface SalePlan {
    saleRef: DocumentReference;
    saleFields: Record<string, unknown>;
    statRef: DocumentReference;
    statFields: Record<string, unknown>;
    sold: Map<string, number>;
    productRef: (id: string) => DocumentReference;
  }

  function planSale(uid: string, { sale, stockDecrements }: RecordSaleInput): SalePlan {
    const day = applySaleToDailyStat(undefined, sale);
    return {
      saleRef: doc(salesOf(uid), sale.id),
      saleFields: pickFields(sale, SALE_FIELDS),
      statRef: doc(statsOf(uid), day.date),
      statFields: { date: day.date, revenueMinor: increment(day.revenueMinor), salesCount: increment(day.salesCount) },
      sold: sumDecrements(stockDecrements),
      productRef: (id: string) => doc(productsOf(uid), id),
    };
  }

  function checkStock(uid: string, id: string, snapshot: DocumentSnapshot): void {
    if (!snapshot.exists()) throw documentNotFound(`businesses/${uid}/products/${id}`);
    if (typeof snapshot.get('quantity') !== 'number') {
      throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
    }
  }

  // Online: one transaction that reads the sale first, so a replayed id records nothing; the stock
  // falls by increment(-sold), so two tills never lose each other's sale.
  async function recordOnline(uid: string, plan: SalePlan): Promise<RecordSaleResult> {
    return runTransaction(db, async (tx) => {
      if ((await tx.get(plan.saleRef)).exists()) return { recorded: false };
      const ids = [...plan.sold.keys()];
      const products = await Promise.all(ids.map((id) => tx.get(plan.productRef(id))));
      products.forEach((snapshot, i) => checkStock(uid, ids[i] ?? '', snapshot));
      for (const [id, quantity] of plan.sold) tx.update(plan.productRef(id), { quantity: increment(-quantity) });
      tx.set(plan.statRef, plan.statFields, { merge: true });
      tx.set(plan.saleRef, plan.saleFields);
      return { recorded: true };
    });
  }

  // Offline (transactions need the server): one batch, applied to the local cache now and sent
  // when the network returns. The cache answers the replay check; on the server the rules let a
  // sale be created but never overwritten, so a replayed batch is refused whole.
  async function recordQueued(uid: string, plan: SalePlan): Promise<RecordSaleResult> {
    const cached = await getDocFromCache(plan.saleRef).catch(() => null);
    if (cached?.exists()) return { recorded: false };
    for (const id of plan.sold.keys()) {
      const product = await getDocFromCache(plan.productRef(id)).catch(() => null);
      if (product) checkStock(uid, id, product);
    }
    const batch = writeBatch(db);
    for (const [id, quantity] of plan.sold) batch.update(plan.productRef(id), { quantity: increment(-quantity) });
    batch.set(plan.statRef, plan.statFields, { merge: true });
    batch.set(plan.saleRef, plan.saleFields);
    await write('A sale recorded offline', batch.commit());
    return { recorded: true };
  }

  // ---- the port --------------------------------------------------------------------------------
  const backend: FirebaseBackend = {
    kind: 'firebase',
    services: { app, auth, firestore: db, storage },

    applyActionCode(code) {
      return mapped(() => applyActionCode(auth, code));
    },

    async close() {
      await terminate(db).catch((error: unknown) => logError('Closing Firestore failed', error));
      await deleteApp(app);
    },

    // -- auth --
    async signUp({ email, password, profile }: SignUpInput) {
      const credential = await mapped(() => createUserWithEmailAndPassword(auth, email.trim(), password));
      const user = credential.user;
      try {
        const business = newBusinessProfile({ ownerUid: user.uid, email: user.email ?? email.trim().toLowerCase(), ...profile, now: now() });
        await mapped(() => setDoc(businessRef(user.uid), pickFields(business, BUSINESS_FIELDS)));
        if (business.ownerName) await mapped(() => updateProfile(user, { displayName: business.ownerName }));
        await mapped(() => sendEmailVerification(user));
      } finally {
        await signOutQuietly();
      }
    },

    async signIn(email, password) {
      const credential = await mapped(() => signInWithEmailAndPassword(auth, email.trim(), password));
      if (!credential.user.emailVerified) {
        await signOutQuietly();
        throw new BackendError('auth/email-not-verified');
      }
      return toUser(credential.user);
    },

    async signInWithGoogle() {
      const credential = await mapped(() => googleSignIn(auth));
      return toUser(credential.user);
    },

    sendPasswordReset(email) {
      return mapped(() => sendPasswordResetEmail(auth, email.trim()));
    },

    signOut() {
      return mapped(() => firebaseSignOut(auth));
    },

    onAuthStateChanged(onNext, onError) {
      let primed = false;
      let last: BackendUser | null = null;
      return onFirebaseAuthStateChanged(
        auth,
        (user) => {
          const next = effectiveUser(user);
          if (primed && sameUser(last, next)) return;
          primed = true;
          last = next;
          onNext(next);
        },
        (error) => onError?.(toBackendError(error)),
      );
    },

    currentUser,

    authStateReady() {
      return auth.authStateReady();
    },

    // -- business --
    async getOrCreateBusiness(user) {
      requireOwner(user.uid);
      const ref = businessRef(user.uid);
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
      return watchDocument(uid, businessRef(uid), (snapshot) => (snapshot.exists() ? plainFromStore<Business>(snapshot.data()) : null), onNext, onError);
    },

    // -- products --
    subscribeProducts(uid, onNext, onError) {
      return watchQuery(uid, () => query(productsOf(uid), orderBy('createdAt', 'asc')), toProducts, onNext, onError);
    },

    addProduct(uid, draft) {
      return addRecord(uid, productsOf(uid), draft, PRODUCT_FIELDS, 'A new product');
    },

    updateProduct(uid, id, patch: ProductPatch) {
      return updateRecord(uid, productsOf(uid), id, patch, PRODUCT_FIELDS, 'A product change');
    },

    async deleteProduct(uid, id) {
      requireOwner(uid);
      const ref = doc(productsOf(uid), id);
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

    // -- customers --
    subscribeCustomers(uid, onNext, onError) {
      return watchQuery(uid, () => query(customersOf(uid), orderBy('createdAt', 'asc')), toCustomers, onNext, onError);
    },

    addCustomer(uid, draft) {
      return addRecord(uid, customersOf(uid), draft, CUSTOMER_FIELDS, 'A new customer');
    },

    updateCustomer(uid, id, patch: CustomerPatch) {
      return updateRecord(uid, customersOf(uid), id, patch, CUSTOMER_FIELDS, 'A customer change');
    },

    async deleteCustomer(uid, id) {
      requireOwner(uid);
      await write('A customer deletion', deleteDoc(doc(customersOf(uid), id)));
    },

    // -- sales --
    subscribeSales(uid, onNext, onError, salesQuery?: SalesQuery) {
      const build = () =>
        salesQuery?.limit !== undefined
          ? query(salesOf(uid), orderBy('createdAt', 'desc'), limit(salesQuery.limit))
          : query(salesOf(uid), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeSalesSince(uid, since, onNext, onError) {
      const build = () => query(salesOf(uid), where('createdAt', '>=', Timestamp.fromDate(since)), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      const build = () => query(statsOf(uid), where('date', '>=', sinceDateKey), orderBy('date', 'asc'));
      return watchQuery(uid, build, toStats, onNext, onError);
    },

    async recordSale(uid, input: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(input.sale, input.stockDecrements);
      const plan = planSale(uid, input);
      if (!isOnline()) return recordQueued(uid, plan);
      try {
        return await recordOnline(uid, plan);
      } catch (error) {
        if (isBackendError(error)) throw error;
        const mappedError = toBackendError(error);
        // The network dropped while the transaction ran: nothing was committed by it.
        if (mappedError.code === 'unavailable') return recordQueued(uid, plan);
        throw mappedError;
      }
    },

    // -- files --
    async uploadProductImage(uid, file: ImageFile): Promise<UploadedImage> {
      const user = currentUser();
      if (!user) throw new BackendError('storage/unauthenticated');
      if (user.uid !== uid) throw new BackendError('storage/unauthorized');
      checkImage(file);
      const path = productImagePath(uid, now().getTime(), file.name);
      const target = storageRef(storage, path);
      await mapped(() => uploadBytes(target, file, { contentType: file.type }));
      const url = await mapped(() => getDownloadURL(target));
      return { path, url };
    },

    async getImageUrl(path) {
      requireImageOwner(path);
      return mapped(() => getDownloadURL(storageRef(storage, path)));
    },

    async deleteImage(path) {
      requireImageOwner(path);
      await mapped(() => deleteObject(storageRef(storage, path)));
    },
  };

  return backend;
}

