// An in-memory stand-in for the Backend port with what the customers screen calls (auth state,
// customers, sales), for component tests and stories. Each call can be made to fail or to hang.
import { BackendError } from '@shop/shared/session';
import type { Backend, BackendUser } from '@shop/shared/session';
import type { Customer, CustomerDraft, Sale } from '@shop/shared/domain';

type CustomerPatch = Parameters<Backend['updateCustomer']>[2];

export const SAMPLE_OWNER: BackendUser = {
  uid: 'owner-ama',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  emailVerified: true,
};

export interface FakeCustomersOptions {
  /** Null: nobody is signed in. */
  user?: BackendUser | null;
  customers?: Customer[];
  /** Newest first, as the backend orders them. */
  sales?: Sale[];
  loadError?: Error;
  loadPending?: boolean;
  salesError?: Error;
  salesPending?: boolean;
  failSave?: boolean;
  failDelete?: boolean;
  /** Milliseconds every write waits before answering, to show busy states. */
  latencyMs?: number;
}

export interface FakeCustomersBackend {
  backend: Backend;
  customers: () => Customer[];
  calls: { add: CustomerDraft[]; update: Array<{ id: string; patch: CustomerPatch }>; delete: string[] };
  setCustomers: (customers: Customer[]) => void;
}

const notInThisFake = (name: string) => () => Promise.reject(new Error(`${name} is not part of the customers' fake backend`));

export function sampleCustomer(overrides: Partial<Customer> & Pick<Customer, 'name'>): Customer {
  return {
    id: `c-${overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    email: '',
    phone: '',
    createdAt: new Date('2026-03-01T09:00:00Z'),
    ...overrides,
  };
}

export function createFakeCustomersBackend(options: FakeCustomersOptions = {}): FakeCustomersBackend {
  const user = options.user === undefined ? SAMPLE_OWNER : options.user;
  let customers = [...(options.customers ?? [])];
  const sales = [...(options.sales ?? [])];
  const listeners = new Set<(list: Customer[]) => void>();
  const calls: FakeCustomersBackend['calls'] = { add: [], update: [], delete: [] };
  let sequence = 0;

  const publish = () => {
    const snapshot = [...customers];
    listeners.forEach((listener) => listener(snapshot));
  };
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const requireOwner = (uid: string) => {
    if (!user || user.uid !== uid) throw new BackendError('permission-denied');
  };
  function answer<T>(onNext: (value: T) => void, onError: (error: Error) => void, value: T, error?: Error, pending?: boolean) {
    if (pending) return;
    queueMicrotask(() => (error ? onError(error) : onNext(value)));
  }

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

    subscribeProducts: () => () => undefined,
    addProduct: notInThisFake('addProduct'),
    updateProduct: notInThisFake('updateProduct'),
    deleteProduct: notInThisFake('deleteProduct'),

    subscribeCustomers(uid, onNext, onError) {
      requireOwner(uid);
      if (options.loadPending || options.loadError) {
        answer(onNext, onError, [], options.loadError, options.loadPending);
        return () => undefined;
      }
      listeners.add(onNext);
      queueMicrotask(() => listeners.has(onNext) && onNext([...customers]));
      return () => listeners.delete(onNext);
    },
    async addCustomer(uid, draft) {
      requireOwner(uid);
      calls.add.push(draft);
      await wait();
      if (options.failSave) throw new BackendError('unavailable');
      sequence += 1;
      const id = `new-${sequence}`;
      customers = [...customers, { ...draft, id, createdAt: new Date() }];
      publish();
      return id;
    },
    async updateCustomer(uid, id, patch) {
      requireOwner(uid);
      calls.update.push({ id, patch });
      await wait();
      if (options.failSave) throw new BackendError('unavailable');
      if (!customers.some((c) => c.id === id)) throw new BackendError('not-found');
      customers = customers.map((c) => (c.id === id ? { ...c, ...patch } : c));
      publish();
    },
    async deleteCustomer(uid, id) {
      requireOwner(uid);
      calls.delete.push(id);
      await wait();
      if (options.failDelete) throw new BackendError('unavailable');
      customers = customers.filter((c) => c.id !== id);
      publish();
    },

    subscribeSales(uid, onNext, onError) {
      requireOwner(uid);
      answer(onNext, onError, [...sales], options.salesError, options.salesPending);
      return () => undefined;
    },
    subscribeSalesSince: () => () => undefined,
    subscribeDailyStats: () => () => undefined,
    recordSale: notInThisFake('recordSale'),

    uploadProductImage: notInThisFake('uploadProductImage'),
    getImageUrl: notInThisFake('getImageUrl'),
    deleteImage: notInThisFake('deleteImage'),
  };

  return {
    backend,
    customers: () => [...customers],
    calls,
    setCustomers(next) {
      customers = [...next];
      publish();
    },
  };
}
