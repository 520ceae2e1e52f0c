// An in-memory Backend for component tests and stories. It keeps the port's rules: the signed-in
// owner reaches only their own data, every list is a live subscription that sees each write
// (its own or one made through `setProducts`/`setCustomers`, as another till would), and a sale
// is recorded once with its stock and its day's roll-up. Any call can be slowed (`latencyMs`),
// held or failed on some calls only (`before`), or failed outright or left unanswered (`fail`).
// The returned handle tells a test what was asked (`calls`) and what is stored now.
import { BackendError, permissionDenied } from '../backend/errors';
import type {
  Backend,
  BackendUser,
  CustomerPatch,
  ErrorCallback,
  ProductPatch,
  SignUpInput,
  Unsubscribe,
} from '../backend/port';
import { checkImage, sumDecrements } from '../backend/records';
import { applySaleToDailyStat, dailyStatKey } from '../domain/dashboard';
import { stockAfterSale } from '../domain/sale';
import { businessFromGoogleProfile } from '../domain/validation';
import type { Business, Customer, CustomerDraft, DailyStat, Product, ProductDraft, Sale } from '../domain/entities';

/** The shop owner the memory backend signs in unless told otherwise. */
export const SAMPLE_OWNER: BackendUser = {
  uid: 'owner-ama',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  emailVerified: true,
};

export type MemorySubscription =
  | 'subscribeBusiness'
  | 'subscribeProducts'
  | 'subscribeCustomers'
  | 'subscribeSales'
  | 'subscribeSalesSince'
  | 'subscribeDailyStats';

export type MemoryCall =
  | 'signUp'
  | 'signIn'
  | 'signInWithGoogle'
  | 'sendPasswordReset'
  | 'signOut'
  | 'getOrCreateBusiness'
  | 'addProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'addCustomer'
  | 'updateCustomer'
  | 'deleteCustomer'
  | 'recordSale'
  | 'uploadProductImage'
  | 'getImageUrl'
  | 'deleteImage';

type Args<M extends MemoryCall> = Parameters<Backend[M]>;

export interface MemoryBackendOptions {
  /** What the backend calls itself (`Backend.kind`); 'local' shows what only the embedded backend shows (the mailbox note). Default 'memory'. */
  kind?: string;
  /** The owner's account, whom `signIn` (with the e-mail typed) and `signInWithGoogle` sign in. Default SAMPLE_OWNER. */
  account?: BackendUser;
  /** Who is signed in at the start; null: nobody. Default: the account. */
  user?: BackendUser | null;
  /** The owner's business profile; none by default (`getOrCreateBusiness` creates it). */
  business?: Business | null;
  products?: Product[];
  customers?: Customer[];
  /** Newest first, as the backend orders them. */
  sales?: Sale[];
  /** Daily roll-ups, oldest first; `recordSale` adds to them. */
  dailyStats?: DailyStat[];
  /** Milliseconds every call waits before doing its work, to show busy states. */
  latencyMs?: number;
  /**
   * Awaited by a call once it is recorded and before it does its work: a promise the test settles
   * holds the call; a rejection fails it (for instance only on the first attempt).
   */
  before?: { [M in MemoryCall]?: (...args: Args<M>) => Promise<unknown> };
  /**
   * A subscription reports the error instead of answering, a call rejects with it once recorded;
   * 'pending': the subscription or call never answers.
   */
  fail?: Partial<Record<MemorySubscription | MemoryCall, Error | 'pending'>>;
}

/** What each call was asked, in order, whether it succeeded or not. */
export interface MemoryCalls {
  /** The sign-ups asked for; the account is not created and nobody is signed in (as after a real sign-up, before verification). */
  signUp: SignUpInput[];
  signIn: Array<{ email: string; password: string }>;
  /** How many times. */
  signInWithGoogle: number;
  sendPasswordReset: string[];
  addProduct: ProductDraft[];
  updateProduct: Array<{ id: string; patch: ProductPatch }>;
  deleteProduct: string[];
  addCustomer: CustomerDraft[];
  updateCustomer: Array<{ id: string; patch: CustomerPatch }>;
  deleteCustomer: string[];
  recordSale: Sale[];
  /** The file names. */
  uploadProductImage: string[];
  deleteImage: string[];
}

export interface MemoryBackend {
  backend: Backend;
  calls: MemoryCalls;
  user(): BackendUser | null;
  business(): Business | null;
  products(): Product[];
  customers(): Customer[];
  /** Newest first. */
  sales(): Sale[];
  dailyStats(): DailyStat[];
  /** The paths of the images stored now. */
  images(): string[];
  /** Replaces the stored products, as another till or tab would. */
  setProducts(products: Product[]): void;
  /** Replaces the stored customers, as another till or tab would. */
  setCustomers(customers: Customer[]): void;
}

/** Listeners of one live list, told of every change until they unsubscribe. */
function liveList<T>(read: () => T) {
  const listeners = new Set<{ next: (value: T) => void }>();
  return {
    publish: () => listeners.forEach((listener) => listener.next(read())),
    listen(next: (value: T) => void): Unsubscribe {
      const listener = { next };
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && next(read()));
      return () => listeners.delete(listener);
    },
  };
}

/** A copy with the patch applied; a field set to `undefined` is removed, as the port says. */
function patched<T extends object>(record: T, patch: object): T {
  const next = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

const copies = <T extends object>(list: readonly T[]): T[] => list.map((item) => ({ ...item }));

// A small square, so an <img> of an uploaded image has something to show.
const UPLOADED_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f59e0b"/></svg>')}`;

export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const account = options.account ?? SAMPLE_OWNER;
  let user = options.user === undefined ? account : options.user;
  let business = options.business ?? null;
  let sales = copies(options.sales ?? []);
  let dailyStats = copies(options.dailyStats ?? []);
  const images = new Map<string, string>();
  for (const p of options.products ?? []) if (p.imagePath) images.set(p.imagePath, p.imageUrl ?? '');
  const calls: MemoryCalls = {
    signUp: [],
    signIn: [],
    signInWithGoogle: 0,
    sendPasswordReset: [],
    addProduct: [],
    updateProduct: [],
    deleteProduct: [],
    addCustomer: [],
    updateCustomer: [],
    deleteCustomer: [],
    recordSale: [],
    uploadProductImage: [],
    deleteImage: [],
  };
  let sequence = 0;
  const nextId = () => `new-${(sequence += 1)}`;

  const authListeners = new Set<{ next: (user: BackendUser | null) => void }>();
  const businessList = liveList(() => (business ? { ...business } : null));
  const saleList = liveList(() => copies(sales));
  const statList = liveList(() => copies(dailyStats));

  const setUser = (next: BackendUser | null) => {
    user = next;
    authListeners.forEach((listener) => listener.next(user));
  };
  const isOwner = (uid: string) => user !== null && user.uid === uid;
  const requireOwner = (uid: string) => {
    if (!isOwner(uid)) throw permissionDenied();
  };

  /** Latency, then the test's `before` hook, then an injected failure: what every call goes through. */
  async function gate(method: MemoryCall, ...args: unknown[]): Promise<void> {
    if (options.latencyMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const hook = options.before?.[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (hook) await hook(...args);
    const fault = options.fail?.[method];
    if (fault === 'pending') await new Promise<never>(() => undefined);
    if (fault) throw fault;
  }

  /** Owner check and injected failures, then the live list (filtered or cut by `view`). */
  function subscribe<T>(
    method: MemorySubscription,
    uid: string,
    list: { listen(next: (value: T) => void): Unsubscribe },
    onNext: (value: T) => void,
    onError: ErrorCallback,
    view: (value: T) => T = (value) => value,
  ): Unsubscribe {
    const fault = options.fail?.[method];
    if (fault === 'pending') return () => undefined;
    if (fault || !isOwner(uid)) {
      const error = fault || permissionDenied();
      let active = true;
      queueMicrotask(() => active && onError(error));
      return () => {
        active = false;
      };
    }
    return list.listen((value) => onNext(view(value)));
  }

  /** The owner's products or customers: added, patched and deleted through the gate, each change published. */
  function ownedCollection<T extends { id: string; createdAt: Date }, D extends object>(
    initial: readonly T[] | undefined,
    methods: { add: MemoryCall; update: MemoryCall; remove: MemoryCall },
    log: { add: D[]; update: Array<{ id: string; patch: Partial<D> }>; remove: string[] },
    onRemove: (record: T) => void = () => undefined,
  ) {
    let records = copies(initial ?? []);
    const live = liveList(() => copies(records));
    return {
      live,
      all: () => copies(records),
      has: (id: string) => records.some((r) => r.id === id),
      replace(next: readonly T[]) {
        records = copies(next);
        live.publish();
      },
      async add(uid: string, draft: D): Promise<string> {
        requireOwner(uid);
        log.add.push(draft);
        await gate(methods.add, uid, draft);
        const id = nextId();
        records = [...records, { ...draft, id, createdAt: new Date() } as unknown as T];
        live.publish();
        return id;
      },
      async update(uid: string, id: string, patch: Partial<D>): Promise<void> {
        requireOwner(uid);
        log.update.push({ id, patch });
        await gate(methods.update, uid, id, patch);
        if (!records.some((r) => r.id === id)) throw new BackendError('not-found');
        records = records.map((r) => (r.id === id ? patched(r, patch) : r));
        live.publish();
      },
      async remove(uid: string, id: string): Promise<void> {
        requireOwner(uid);
        log.remove.push(id);
        await gate(methods.remove, uid, id);
        const gone = records.find((r) => r.id === id);
        if (gone) onRemove(gone);
        records = records.filter((r) => r.id !== id);
        live.publish();
      },
    };
  }

  const products = ownedCollection<Product, ProductDraft>(
    options.products,
    { add: 'addProduct', update: 'updateProduct', remove: 'deleteProduct' },
    { add: calls.addProduct, update: calls.updateProduct, remove: calls.deleteProduct },
    (gone) => {
      if (gone.imagePath) images.delete(gone.imagePath);
    },
  );
  const customers = ownedCollection<Customer, CustomerDraft>(
    options.customers,
    { add: 'addCustomer', update: 'updateCustomer', remove: 'deleteCustomer' },
    { add: calls.addCustomer, update: calls.updateCustomer, remove: calls.deleteCustomer },
  );

  const backend: Backend = {
    kind: options.kind ?? 'memory',

    async signUp(input) {
      calls.signUp.push(input);
      await gate('signUp', input);
    },
    async signIn(email, password) {
      calls.signIn.push({ email, password });
      await gate('signIn', email, password);
      const signedIn = { ...account, email };
      setUser(signedIn);
      return signedIn;
    },
    async signInWithGoogle() {
      calls.signInWithGoogle += 1;
      await gate('signInWithGoogle');
      setUser(account);
      return account;
    },
    async sendPasswordReset(email) {
      calls.sendPasswordReset.push(email);
      await gate('sendPasswordReset', email);
    },
    async signOut() {
      await gate('signOut');
      setUser(null);
    },
    onAuthStateChanged(onNext) {
      const listener = { next: onNext };
      authListeners.add(listener);
      queueMicrotask(() => authListeners.has(listener) && onNext(user));
      return () => authListeners.delete(listener);
    },
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),

    async getOrCreateBusiness(owner) {
      requireOwner(owner.uid);
      await gate('getOrCreateBusiness', owner);
      if (!business) {
        business = businessFromGoogleProfile({ uid: owner.uid, email: owner.email, displayName: owner.displayName, now: new Date() });
        businessList.publish();
      }
      return { ...business };
    },
    subscribeBusiness: (uid, onNext, onError) => subscribe('subscribeBusiness', uid, businessList, onNext, onError),

    subscribeProducts: (uid, onNext, onError) => subscribe('subscribeProducts', uid, products.live, onNext, onError),
    addProduct: (uid, draft) => products.add(uid, draft),
    updateProduct: (uid, id, patch) => products.update(uid, id, patch),
    deleteProduct: (uid, id) => products.remove(uid, id),

    subscribeCustomers: (uid, onNext, onError) => subscribe('subscribeCustomers', uid, customers.live, onNext, onError),
    addCustomer: (uid, draft) => customers.add(uid, draft),
    updateCustomer: (uid, id, patch) => customers.update(uid, id, patch),
    deleteCustomer: (uid, id) => customers.remove(uid, id),

    subscribeSales: (uid, onNext, onError, query) =>
      subscribe('subscribeSales', uid, saleList, onNext, onError, (list) => (query?.limit === undefined ? list : list.slice(0, query.limit))),
    subscribeSalesSince: (uid, since, onNext, onError) =>
      subscribe('subscribeSalesSince', uid, saleList, onNext, onError, (list) => list.filter((sale) => sale.createdAt >= since)),
    subscribeDailyStats: (uid, sinceDateKey, onNext, onError) =>
      subscribe('subscribeDailyStats', uid, statList, onNext, onError, (list) => list.filter((stat) => stat.date >= sinceDateKey)),
    async recordSale(uid, input) {
      requireOwner(uid);
      calls.recordSale.push(input.sale);
      await gate('recordSale', uid, input);
      const { sale, stockDecrements } = input;
      if (sales.some((s) => s.id === sale.id)) return { recorded: false };
      const sold = sumDecrements(stockDecrements);
      for (const productId of sold.keys()) {
        if (!products.has(productId)) throw new BackendError('not-found', `No document to update: ${productId}`);
      }
      sales = [{ ...sale }, ...sales];
      const day = dailyStatKey(sale);
      const stat = applySaleToDailyStat(dailyStats.find((s) => s.date === day), sale);
      dailyStats = [...dailyStats.filter((s) => s.date !== day), stat].sort((a, b) => a.date.localeCompare(b.date));
      products.replace(products.all().map((p) => (sold.has(p.id) ? { ...p, quantity: stockAfterSale(p.quantity, sold.get(p.id) ?? 0) } : p)));
      saleList.publish();
      statList.publish();
      return { recorded: true };
    },

    async uploadProductImage(uid, file) {
      requireOwner(uid);
      calls.uploadProductImage.push(file.name);
      await gate('uploadProductImage', uid, file);
      checkImage(file);
      const path = `products/${uid}/${(sequence += 1)}_${file.name}`;
      images.set(path, UPLOADED_IMAGE_URL);
      return { path, url: UPLOADED_IMAGE_URL };
    },
    async getImageUrl(path) {
      await gate('getImageUrl', path);
      const url = images.get(path);
      if (url === undefined) throw new BackendError('storage/object-not-found');
      return url;
    },
    async deleteImage(path) {
      calls.deleteImage.push(path);
      await gate('deleteImage', path);
      images.delete(path);
    },
  };

  return {
    backend,
    calls,
    user: () => user,
    business: () => (business ? { ...business } : null),
    products: products.all,
    customers: customers.all,
    sales: () => copies(sales),
    dailyStats: () => copies(dailyStats),
    images: () => [...images.keys()],
    setProducts: products.replace,
    setCustomers: customers.replace,
  };
}
