// Filling the local store quickly, for tests, benches, demos and standalone remotes: rows are
// written with bulk operations straight into the database (no permission checks, no live-query
// churn per row), and the daily roll-ups are computed to match the seeded sales. Records are made
// in the domain's minor units and written in their stored shape by the adapters' codecs
// (backend/codecs.ts), as the local adapter itself writes them.
import type { CurrencyCode, Customer, DailyStat, PaymentMethod, Product, ProductType, Sale, SaleItem } from '../domain/entities';
import { PAYMENT_METHODS, PRODUCT_TYPES } from '../domain/constants';
import { DAY_MS, utcDateKey } from '../domain/calendar';
import { productToStored, saleToStored } from '../backend/codecs';
import { BackendError } from '../backend/errors';
import type { BackendUser, SignUpProfile } from '../backend/port';
import { checkEmail } from '../backend/records';
import { addAmounts, applySaleToDailyStat } from '../domain/dashboard';
import { addProductFigures, applySaleToProductDayStat } from '../domain/best-sellers';
import type { ProductDayStat, ProductFigures } from '../domain/best-sellers';
import { newBusinessProfile } from '../domain/validation';
import { hashPassword } from '../backend/local/crypto';
import type { AccountRow, CustomerRow, DailyStatRow, ProductRow, SaleRow } from '../backend/local/db';
import type { LocalBackend } from '../backend/local/local-backend';

export interface SeedAccountInput {
  email: string;
  password: string;
  /** Defaults to a small shop named after the e-mail address. */
  profile?: Partial<SignUpProfile>;
  /** Defaults to true: the account can sign in at once. */
  verified?: boolean;
  /** When the account and its business were created (the trial runs from here); defaults to now. */
  signedUpAt?: Date;
}

/** Creates an account and its business directly, skipping the mailbox. */
export async function seedLocalAccount(backend: LocalBackend, input: SeedAccountInput): Promise<BackendUser> {
  const db = backend.database;
  const email = checkEmail(input.email);
  const local = email.split('@')[0] ?? 'owner';
  const profile: SignUpProfile = {
    businessName: `${local}'s shop`,
    ownerName: local,
    businessType: 'Retail',
    phone: '+233 20 000 0000',
    address: 'Accra',
    ...input.profile,
  };
  const createdAt = input.signedUpAt ?? new Date();
  const account: AccountRow = {
    uid: `seed-${crypto.randomUUID()}`,
    email,
    displayName: profile.ownerName,
    emailVerified: input.verified ?? true,
    providers: ['password'],
    password: await hashPassword(input.password, backend.passwordIterations),
    createdAt,
  };
  await db.transaction('rw', [db.accounts, db.businesses], async () => {
    if (await db.accounts.where('email').equals(email).count()) throw new BackendError('auth/email-already-in-use');
    await db.accounts.add(account);
    await db.businesses.put(newBusinessProfile({ ownerUid: account.uid, email, ...profile, now: createdAt }));
  });
  return { uid: account.uid, email, displayName: account.displayName, emailVerified: account.emailVerified };
}

export interface SeedShopOptions {
  products?: number;
  customers?: number;
  sales?: number;
  /** Sales are spread over this many days before `now` (default 90). */
  days?: number;
  now?: Date;
  /** Seed of the pseudo-random choices, so a run can be repeated exactly (default 1). */
  seed?: number;
  currency?: CurrencyCode;
  /** Prefix of the seeded ids, so several seedings of one shop do not collide (default 'seed'). */
  idPrefix?: string;
}

export interface SeedShopResult {
  productIds: string[];
  customerIds: string[];
  saleIds: string[];
  /** The roll-ups as written (merged with any that existed). */
  dailyStats: DailyStat[];
}

const WORDS = ['Shea', 'Butter', 'Kente', 'Cloth', 'Rice', 'Palm', 'Oil', 'Garri', 'Plantain', 'Cocoa', 'Soap', 'Yam', 'Pepper', 'Tomato', 'Beans', 'Sugar', 'Milo', 'Bread', 'Fish', 'Tea'];
const NAMES = ['Ama', 'Kofi', 'Abena', 'Kwame', 'Efua', 'Yaw', 'Chinedu', 'Ngozi', 'Tunde', 'Aisha', 'Emeka', 'Funmi', 'Kojo', 'Adwoa', 'Ifeoma'];
const SURNAMES = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Okafor', 'Adeyemi', 'Nwosu', 'Bello', 'Appiah', 'Danso'];

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds `products` products, `customers` customers and `sales` sales to the shop of `uid`, with
 * matching daily roll-ups, in one transaction. Physical stock is seeded high and left as is
 * (seeded sales do not lower it).
 */
export async function seedLocalShop(backend: LocalBackend, uid: string, options: SeedShopOptions = {}): Promise<SeedShopResult> {
  const db = backend.database;
  const random = generator(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const currency = options.currency ?? 'GHS';
  const prefix = options.idPrefix ?? 'seed';
  const end = (options.now ?? new Date()).getTime();
  const days = options.days ?? 90;

  const products: Product[] = [];
  for (let i = 0; i < (options.products ?? 0); i += 1) {
    const type: ProductType = random() < 0.8 ? 'Physical' : pick(PRODUCT_TYPES);
    const product: Product = {
      id: `${prefix}-p${i}`,
      name: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
      type,
      priceMinor: 100 + Math.floor(random() * 50_000),
      currency,
      description: '',
      imageUrl: null,
      imagePath: null,
      createdAt: new Date(end - days * DAY_MS + i),
    };
    if (type === 'Physical') product.quantity = 10 + Math.floor(random() * 1000);
    products.push(product);
  }
  const productRows: ProductRow[] = products.map((product) => ({ ...productToStored(product), ownerUid: uid }));

  const customerRows: CustomerRow[] = [];
  for (let i = 0; i < (options.customers ?? 0); i += 1) {
    const name = `${pick(NAMES)} ${pick(SURNAMES)}`;
    const customer: Customer = {
      id: `${prefix}-c${i}`,
      name,
      email: random() < 0.5 ? `${name.toLowerCase().replace(' ', '.')}${i}@example.com` : '',
      phone: random() < 0.7 ? `+233 24 ${String(1_000_000 + i).slice(-7)}` : '',
      createdAt: new Date(end - days * DAY_MS + i),
    };
    customerRows.push({ ...customer, ownerUid: uid });
  }

  const saleRows: SaleRow[] = [];
  const stats = new Map<string, DailyStat>();
  const productStats = new Map<string, ProductDayStat>();
  const catalogue = products.length > 0 ? products : null;
  for (let i = 0; i < (options.sales ?? 0); i += 1) {
    const items: SaleItem[] = [];
    const lines = 1 + Math.floor(random() * 4);
    for (let line = 0; line < lines; line += 1) {
      const product = catalogue ? pick(catalogue) : null;
      items.push({
        id: product?.id ?? `${prefix}-item${line}`,
        name: product?.name ?? `${pick(WORDS)} ${pick(WORDS)}`,
        priceMinor: product?.priceMinor ?? 100 + Math.floor(random() * 10_000),
        currency,
        quantity: 1 + Math.floor(random() * 3),
        costMinor: product?.costMinor ?? null,
      });
    }
    const subtotalMinor = items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
    const discountMinor = random() < 0.2 ? Math.floor(subtotalMinor * 0.1) : 0;
    const totalMinor = subtotalMinor - discountMinor;
    const customer = customerRows.length > 0 && random() < 0.4 ? pick(customerRows) : null;
    const sale: Sale = {
      id: `${prefix}-s${i}`,
      items,
      subtotalMinor,
      // 10 % (in basis points) when there is a discount.
      discountHundredths: discountMinor > 0 ? 1000 : 0,
      discountType: 'percentage',
      discountMinor,
      totalMinor,
      tenderedMinor: totalMinor,
      changeMinor: 0,
      currency,
      paymentMethod: pick<PaymentMethod>(PAYMENT_METHODS),
      createdAt: new Date(end - Math.floor(random() * days * DAY_MS)),
      customer: customer ? { id: customer.id, name: customer.name } : null,
    };
    saleRows.push({ ...saleToStored(sale), ownerUid: uid });
    const key = utcDateKey(sale.createdAt);
    stats.set(key, applySaleToDailyStat(stats.get(key), sale));
    productStats.set(key, applySaleToProductDayStat(productStats.get(key), sale));
  }

  const written = await db.transaction('rw', [db.products, db.customers, db.sales, db.dailyStats, db.productStats], async () => {
    if (productRows.length) await db.products.bulkAdd(productRows);
    if (customerRows.length) await db.customers.bulkAdd(customerRows);
    if (saleRows.length) await db.sales.bulkAdd(saleRows);
    const keys = [...stats.keys()].map((date) => [uid, date] as [string, string]);
    const existing = await db.dailyStats.bulkGet(keys);
    const merged: DailyStatRow[] = keys.map(([, date], i) => {
      const added = stats.get(date) as DailyStat;
      const before = existing[i];
      return {
        ownerUid: uid,
        date,
        revenueMinor: addAmounts(added.revenueMinor, before?.revenueMinor),
        salesCount: added.salesCount + (before?.salesCount ?? 0),
      };
    });
    if (merged.length) await db.dailyStats.bulkPut(merged);
    // Each day's products' figures (best-sellers.ts), added to what the day already holds.
    const existingProducts = await db.productStats.bulkGet(keys);
    const products = keys.map(([, date], i) => {
      const added = productStats.get(date) as ProductDayStat;
      const before = existingProducts[i];
      let products = before?.products ?? {};
      for (const [currency, figures] of Object.entries(added.products) as [CurrencyCode, ProductFigures][]) products = { ...products, [currency]: addProductFigures(products[currency], figures) };
      return { ownerUid: uid, date, products };
    });
    if (products.length) await db.productStats.bulkPut(products);
    return merged;
  });

  return {
    productIds: productRows.map((p) => p.id),
    customerIds: customerRows.map((c) => c.id),
    saleIds: saleRows.map((s) => s.id),
    dailyStats: written.map(({ date, revenueMinor, salesCount }) => ({ date, revenueMinor, salesCount })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
