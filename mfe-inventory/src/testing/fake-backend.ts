// An in-memory stand-in for the Backend port with what the inventory calls (auth state, products,
// images), for component tests and stories. Each call can be made to fail or to hang.
import { BackendError } from '@shop/shared/session';
import type { Backend, BackendUser } from '@shop/shared/session';
import type { Product, ProductDraft } from '@shop/shared/domain';

type ImageFile = Parameters<Backend['uploadProductImage']>[1];
type ProductPatch = Parameters<Backend['updateProduct']>[2];

export const SAMPLE_OWNER: BackendUser = {
  uid: 'owner-ama',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  emailVerified: true,
};

export interface FakeInventoryOptions {
  /** Null: nobody is signed in. */
  user?: BackendUser | null;
  products?: Product[];
  /** The products subscription reports this error instead of a list. */
  loadError?: Error;
  /** The products subscription never answers (the loading state). */
  loadPending?: boolean;
  failUpload?: boolean;
  failSave?: boolean;
  failDelete?: boolean;
  /** Milliseconds every write waits before answering, to show busy states. */
  latencyMs?: number;
}

export interface FakeInventoryBackend {
  backend: Backend;
  /** The products as stored now. */
  products: () => Product[];
  /** Paths of the images stored now. */
  images: () => string[];
  calls: { upload: string[]; add: ProductDraft[]; update: Array<{ id: string; patch: ProductPatch }>; delete: string[]; deleteImage: string[] };
  /** Replaces the stored products, as another till or tab would. */
  setProducts: (products: Product[]) => void;
  options: FakeInventoryOptions;
}

const notInThisFake = (name: string) => () => Promise.reject(new Error(`${name} is not part of the inventory's fake backend`));

export function sampleProduct(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  return {
    id: `p-${overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    type: 'Physical',
    price: 10,
    currency: 'GHS',
    description: '',
    imageUrl: null,
    imagePath: null,
    quantity: 20,
    createdAt: new Date('2026-03-01T09:00:00Z'),
    ...overrides,
  };
}

export function createFakeInventoryBackend(options: FakeInventoryOptions = {}): FakeInventoryBackend {
  const user = options.user === undefined ? SAMPLE_OWNER : options.user;
  let products = [...(options.products ?? [])];
  const images = new Map<string, string>();
  for (const p of products) if (p.imagePath) images.set(p.imagePath, p.imageUrl ?? '');
  const listeners = new Set<(list: Product[]) => void>();
  const calls: FakeInventoryBackend['calls'] = { upload: [], add: [], update: [], delete: [], deleteImage: [] };
  let sequence = 0;

  const publish = () => {
    const snapshot = [...products];
    listeners.forEach((listener) => listener(snapshot));
  };
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const requireOwner = (uid: string) => {
    if (!user || user.uid !== uid) throw new BackendError('permission-denied');
  };

  const backend: Backend = {
    kind: 'fake',
    signUp: notInThisFake('signUp'),
    signIn: notInThisFake('signIn'),
    signInWithGoogle: notInThisFake('signInWithGoogle'),
    sendPasswordReset: notInThisFake('sendPasswordReset'),
    signOut: () => Promise.resolve(),
    onAuthStateChanged(onNext) {
      queueMicrotask(() => onNext(user));
      return () => undefined;
    },
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),
    getOrCreateBusiness: notInThisFake('getOrCreateBusiness'),
    subscribeBusiness: () => () => undefined,

    subscribeProducts(uid, onNext, onError) {
      requireOwner(uid);
      if (options.loadPending) return () => undefined;
      if (options.loadError) {
        const error = options.loadError;
        queueMicrotask(() => onError(error));
        return () => undefined;
      }
      listeners.add(onNext);
      queueMicrotask(() => listeners.has(onNext) && onNext([...products]));
      return () => listeners.delete(onNext);
    },
    async addProduct(uid, draft) {
      requireOwner(uid);
      calls.add.push(draft);
      await wait();
      if (options.failSave) throw new BackendError('unavailable');
      sequence += 1;
      const id = `new-${sequence}`;
      products = [...products, { ...draft, id, createdAt: new Date() }];
      publish();
      return id;
    },
    async updateProduct(uid, id, patch) {
      requireOwner(uid);
      calls.update.push({ id, patch });
      await wait();
      if (options.failSave) throw new BackendError('unavailable');
      const index = products.findIndex((p) => p.id === id);
      const current = products[index];
      if (!current) throw new BackendError('not-found');
      const next: Product = { ...current };
      for (const [key, value] of Object.entries(patch) as [keyof ProductDraft, unknown][]) {
        if (value === undefined) delete next[key];
        else Object.assign(next, { [key]: value });
      }
      products = products.map((p, i) => (i === index ? next : p));
      publish();
    },
    async deleteProduct(uid, id) {
      requireOwner(uid);
      calls.delete.push(id);
      await wait();
      if (options.failDelete) throw new BackendError('unavailable');
      const gone = products.find((p) => p.id === id);
      if (gone?.imagePath) images.delete(gone.imagePath);
      products = products.filter((p) => p.id !== id);
      publish();
    },

    subscribeCustomers: () => () => undefined,
    addCustomer: notInThisFake('addCustomer'),
    updateCustomer: notInThisFake('updateCustomer'),
    deleteCustomer: notInThisFake('deleteCustomer'),
    subscribeSales: () => () => undefined,
    subscribeSalesSince: () => () => undefined,
    subscribeDailyStats: () => () => undefined,
    recordSale: notInThisFake('recordSale'),

    async uploadProductImage(uid, file: ImageFile) {
      requireOwner(uid);
      calls.upload.push(file.name);
      await wait();
      if (options.failUpload) throw new BackendError('storage/unknown');
      sequence += 1;
      const path = `products/${uid}/${sequence}_${file.name}`;
      const url = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f59e0b"/></svg>')}`;
      images.set(path, url);
      return { path, url };
    },
    async getImageUrl(path) {
      const url = images.get(path);
      if (url === undefined) throw new BackendError('storage/object-not-found');
      return url;
    },
    async deleteImage(path) {
      calls.deleteImage.push(path);
      images.delete(path);
    },
  };

  return {
    backend,
    products: () => [...products],
    images: () => [...images.keys()],
    calls,
    setProducts(next) {
      products = [...next];
      publish();
    },
    options,
  };
}
