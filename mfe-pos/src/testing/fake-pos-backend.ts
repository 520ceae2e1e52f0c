// An in-memory stand-in for the Backend port with what the till uses (auth, business, products,
// customers, recordSale), for component tests and stories. Writes are live: subscribers see them.
import { BackendError } from '@shop/shared/session';
import type { Backend, BackendUser } from '@shop/shared/session';
import type { Business, Customer, CustomerDraft, Product, Sale, StockDecrement } from '@shop/shared/domain';

export const OWNER: BackendUser = { uid: 'owner-1', email: 'ama@example.com', displayName: 'Ama Mensah', emailVerified: true };

export const BUSINESS: Business = {
  ownerUid: OWNER.uid,
  businessName: "Ama's Provisions",
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Osu, Accra',
  email: OWNER.email,
  createdAt: new Date('2026-01-05T09:00:00Z'),
  plan: 'trialing',
  trialEndsAt: new Date('2026-02-04T09:00:00Z'),
};

let counter = 0;

export function sampleProduct(fields: Partial<Product> & Pick<Product, 'name' | 'price'>): Product {
  counter += 1;
  const type = fields.type ?? 'Physical';
  const product: Product = {
    id: fields.id ?? `p-${counter}`,
    name: fields.name,
    type,
    price: fields.price,
    currency: fields.currency ?? 'GHS',
    description: fields.description ?? '',
    imageUrl: null,
    imagePath: null,
    createdAt: fields.createdAt ?? new Date('2026-01-06T10:00:00Z'),
  };
  if (type === 'Physical') product.quantity = fields.quantity ?? 10;
  return product;
}

export const SAMPLE_PRODUCTS: Product[] = [
  sampleProduct({ id: 'rice', name: 'Rice (5kg)', price: 85, quantity: 12 }),
  sampleProduct({ id: 'milo', name: 'Milo 400g', price: 42.5, quantity: 2 }),
  sampleProduct({ id: 'oil', name: 'Frytol Cooking Oil 1L', price: 38, quantity: 0 }),
  sampleProduct({ id: 'airtime', name: 'MTN Airtime Voucher', price: 10, type: 'Digital' }),
  sampleProduct({ id: 'ticket', name: 'Chale Wote Festival Ticket', price: 150, type: 'Ticket' }),
];

export const SAMPLE_CUSTOMERS: Customer[] = [
  { id: 'c-1', name: 'Kofi Boateng', email: 'kofi@example.com', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') },
  { id: 'c-2', name: 'Adaeze Okafor', email: '', phone: '+234 803 555 0101', createdAt: new Date('2026-01-08T10:00:00Z') },
];

export interface FakePosOptions {
  user?: BackendUser | null;
  products?: Product[];
  /** Makes the products subscription fail with this error. */
  productsError?: Error;
  customers?: Customer[];
  /** Replaces recordSale's behaviour (e.g. to fail, or never settle). */
  recordSale?: (sale: Sale, stockDecrements: readonly StockDecrement[]) => Promise<void>;
  addCustomer?: (draft: CustomerDraft) => Promise<void>;
  signIn?: (email: string, password: string) => Promise<void>;
}

export interface FakePosBackend {
  backend: Backend;
  /** Every recordSale call, successful or not. */
  recordCalls: Sale[];
  /** The sales actually stored (one per id). */
  sales: Sale[];
  products(): Product[];
  setProducts(products: Product[]): void;
  signInCalls: Array<{ email: string; password: string }>;
}

export function createFakePosBackend(options: FakePosOptions = {}): FakePosBackend {
  let user = options.user === undefined ? OWNER : options.user;
  let products = (options.products ?? SAMPLE_PRODUCTS).map((p) => ({ ...p }));
  let customers = (options.customers ?? SAMPLE_CUSTOMERS).map((c) => ({ ...c }));
  const sales: Sale[] = [];
  const recordCalls: Sale[] = [];
  const signInCalls: Array<{ email: string; password: string }> = [];
  const authListeners = new Set<(u: BackendUser | null) => void>();
  const productListeners = new Set<(p: Product[]) => void>();
  const customerListeners = new Set<(c: Customer[]) => void>();

  const emitProducts = () => productListeners.forEach((l) => l(products.map((p) => ({ ...p }))));
  const emitCustomers = () => customerListeners.forEach((l) => l(customers.map((c) => ({ ...c }))));
  const setUser = (next: BackendUser | null) => {
    user = next;
    authListeners.forEach((l) => l(user));
  };
  const unsupported = (name: string) => () => Promise.reject(new Error(`${name} is not part of the fake till backend`));

  const backend = {
    kind: 'fake',
    signUp: unsupported('signUp'),
    async signIn(email: string, password: string) {
      signInCalls.push({ email, password });
      await (options.signIn?.(email, password) ?? Promise.resolve());
      const next = { ...OWNER, email };
      setUser(next);
      return next;
    },
    signInWithGoogle: unsupported('signInWithGoogle'),
    sendPasswordReset: unsupported('sendPasswordReset'),
    async signOut() {
      setUser(null);
    },
    onAuthStateChanged(onNext: (u: BackendUser | null) => void) {
      authListeners.add(onNext);
      queueMicrotask(() => onNext(user));
      return () => {
        authListeners.delete(onNext);
      };
    },
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),
    getOrCreateBusiness: () => Promise.resolve(BUSINESS),
    subscribeBusiness(_uid: string, onNext: (b: Business | null) => void) {
      queueMicrotask(() => onNext(BUSINESS));
      return () => {};
    },
    subscribeProducts(_uid: string, onNext: (p: Product[]) => void, onError: (error: Error) => void) {
      if (options.productsError) {
        const error = options.productsError;
        queueMicrotask(() => onError(error));
        return () => {};
      }
      productListeners.add(onNext);
      queueMicrotask(() => onNext(products.map((p) => ({ ...p }))));
      return () => {
        productListeners.delete(onNext);
      };
    },
    subscribeCustomers(_uid: string, onNext: (c: Customer[]) => void) {
      customerListeners.add(onNext);
      queueMicrotask(() => onNext(customers.map((c) => ({ ...c }))));
      return () => {
        customerListeners.delete(onNext);
      };
    },
    async addCustomer(_uid: string, draft: CustomerDraft) {
      await (options.addCustomer?.(draft) ?? Promise.resolve());
      const id = `c-new-${customers.length + 1}`;
      customers = [...customers, { ...draft, id, createdAt: new Date() }];
      emitCustomers();
      return id;
    },
    async recordSale(_uid: string, { sale, stockDecrements }: { sale: Sale; stockDecrements: readonly StockDecrement[] }) {
      recordCalls.push(sale);
      await (options.recordSale?.(sale, stockDecrements) ?? Promise.resolve());
      if (sales.some((s) => s.id === sale.id)) return { recorded: false };
      for (const { productId } of stockDecrements) {
        if (!products.some((p) => p.id === productId)) throw new BackendError('not-found', `No document to update: ${productId}`);
      }
      products = products.map((p) => {
        const sold = stockDecrements.find((d) => d.productId === p.id);
        return sold ? { ...p, quantity: (p.quantity ?? 0) - sold.quantitySold } : p;
      });
      sales.push(sale);
      emitProducts();
      return { recorded: true };
    },
  };

  return {
    backend: backend as unknown as Backend,
    recordCalls,
    sales,
    products: () => products,
    setProducts(next) {
      products = next.map((p) => ({ ...p }));
      emitProducts();
    },
    signInCalls,
  };
}
