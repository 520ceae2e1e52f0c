// A believable shop for Storybook, demos and reviews: a provisions store in Accra priced in cedis,
// or one in Lagos priced in naira, with real-looking products, customers and 90 days of sales.
// Sales are built with the domain's own cart and sale rules, and the daily roll-ups are computed
// from them, so every screen (history, dashboard, customers' totals) agrees with every other.
import type { Customer, DailyStat, PaymentMethod, Product, ProductType, Sale } from '../domain/entities';
import { addToCart, emptyCart } from '../domain/cart';
import type { Cart } from '../domain/cart';
import { buildSale } from '../domain/sale';
import { saleMovements } from '../domain/stock-movements';
import { cartTotals } from '../domain/totals';
import { DAY_MS, utcDateKey } from '../domain/calendar';
import { applySaleToDailyStat } from '../domain/dashboard';
import { applySaleToProductDayStat } from '../domain/best-sellers';
import type { ProductDayStat } from '../domain/best-sellers';
import { productToStored, saleToStored } from '../backend/codecs';
import type { CustomerRow, DailyStatRow, ProductRow, SaleRow } from '../backend/local/db';
import type { LocalBackend } from '../backend/local/local-backend';
import { MARKETS } from './demo-markets';
import type { CatalogueEntry, DemoMarket } from './demo-markets';

export type { DemoMarket } from './demo-markets';
export { demoOwner } from './demo-markets';

export interface DemoShopOptions {
  market?: DemoMarket;
  /** Total products; beyond the hand-written catalogue, more are made from brands and sizes. Default: the catalogue. */
  products?: number;
  /** Default: the market's customer list. */
  customers?: number;
  /** Default 400. */
  sales?: number;
  /** Sales are spread over this many days up to `now` (default 90). */
  days?: number;
  now?: Date;
  /** Seed of the pseudo-random choices, so the same shop comes back every time (default 7). */
  seed?: number;
}

export interface DemoShopResult {
  products: Product[];
  customers: Customer[];
  sales: Sale[];
  dailyStats: DailyStat[];
}

/** Mobile money first: the share of each way to pay in a Ghanaian or Nigerian shop's day. */
const PAYMENT_WEIGHTS: readonly (readonly [PaymentMethod, number])[] = [
  ['Mobile Money', 0.45],
  ['Cash', 0.35],
  ['Card', 0.1],
  ['Bank Transfer', 0.07],
  ['Other', 0.03],
];

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

function emailFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
}

/** The demo shop's products: the catalogue first, then brand × size lines up to `count`. */
export function demoProducts(market: DemoMarket, count: number | undefined, start: Date): Product[] {
  const { catalogue, currency, brands, variants } = MARKETS[market];
  const total = count ?? catalogue.length;
  const products: Product[] = [];
  for (let i = 0; i < total; i += 1) {
    const entry: CatalogueEntry | undefined = catalogue[i];
    let name: string;
    let priceMinor: number;
    let type: ProductType = 'Physical';
    let stock: number | undefined;
    if (entry) {
      name = entry.name;
      priceMinor = entry.priceMinor;
      type = entry.type ?? 'Physical';
      stock = entry.stock;
    } else {
      const n = i - catalogue.length;
      const brand = brands[n % brands.length] as string;
      const variant = variants[Math.floor(n / brands.length) % variants.length] as { label: string; priceMinor: number };
      const batch = Math.floor(n / (brands.length * variants.length)) + 1;
      name = `${brand} ${variant.label} · lot ${batch}`;
      priceMinor = variant.priceMinor + (batch % 7) * 50;
      stock = (n * 37) % 120;
    }
    const product: Product = {
      id: `demo-${market.toLowerCase()}-p${i}`,
      name,
      type,
      priceMinor,
      currency,
      description: entry?.description ?? '',
      imageUrl: null,
      imagePath: null,
      createdAt: new Date(start.getTime() + i),
    };
    if (type === 'Physical') product.quantity = stock ?? 20;
    products.push(product);
  }
  return products;
}

/** The demo shop's customers, each with a phone number and most with an e-mail address. */
export function demoCustomers(market: DemoMarket, count: number | undefined, start: Date): Customer[] {
  const { customers: names, phonePrefix } = MARKETS[market];
  const total = count ?? names.length;
  const customers: Customer[] = [];
  for (let i = 0; i < total; i += 1) {
    const base = names[i % names.length] as string;
    const round = Math.floor(i / names.length);
    const name = round === 0 ? base : `${base} (${round + 1})`;
    customers.push({
      id: `demo-${market.toLowerCase()}-c${i}`,
      name,
      email: i % 4 === 3 ? '' : emailFor(round === 0 ? base : `${base} ${round + 1}`),
      phone: `${phonePrefix} ${String(100 + ((i * 7919) % 900)).padStart(3, '0')} ${String(1000 + ((i * 104729) % 9000))}`,
      createdAt: new Date(start.getTime() + i * 60_000),
    });
  }
  return customers;
}

function weightedPayment(random: () => number): PaymentMethod {
  let roll = random();
  for (const [method, weight] of PAYMENT_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return method;
  }
  return 'Cash';
}

/**
 * The demo shop's sales over `days` days up to `now`, newest last, each built by the domain from
 * a cart of in-stock products. Busier on Saturdays; a few with a discount; cash is rounded up.
 */
export function demoSales(market: DemoMarket, products: readonly Product[], customers: readonly Customer[], options: DemoShopOptions = {}): Sale[] {
  const random = generator(options.seed ?? 7);
  const count = options.sales ?? 400;
  const days = options.days ?? 90;
  const end = (options.now ?? new Date()).getTime();
  const sellable = products.filter((p) => p.type !== 'Physical' || (p.quantity ?? 0) > 0);
  const sales: Sale[] = [];
  if (sellable.length === 0) return sales;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  for (let i = 0; i < count; i += 1) {
    let cart: Cart = emptyCart();
    const lines = 1 + Math.floor(random() * 4);
    for (let line = 0; line < lines; line += 1) {
      const product = pick(sellable);
      const quantity = 1 + Math.floor(random() * (product.priceMinor < 2000 || market === 'NG' ? 4 : 2));
      for (let q = 0; q < quantity; q += 1) cart = addToCart(cart, product).cart;
    }
    // Saturdays are market days: pull a share of the sales onto them.
    let when = end - Math.floor(random() * days * DAY_MS);
    const weekday = new Date(when).getUTCDay();
    if (weekday !== 6 && random() < 0.2) when -= ((weekday + 1) % 7) * DAY_MS;
    if (when < end - days * DAY_MS) when += 7 * DAY_MS;

    const discounted = random() < 0.15;
    const percentage = random() < 0.5;
    const paymentMethod = weightedPayment(random);
    const discountType = percentage ? 'percentage' : 'fixed';
    // 5, 10 or 15 % (in basis points), or ₵5 / ₦200 off (in minor units).
    const discountHundredths = discounted ? (percentage ? 500 + Math.floor(random() * 3) * 500 : market === 'NG' ? 20_000 : 500) : 0;
    const { totalMinor } = cartTotals({ lines: cart.lines, discountType, discountHundredths });
    // Cash is handed over in round notes; other ways pay the exact total.
    const noteMinor = market === 'NG' ? 50_000 : 500;
    const tenderedMinor = paymentMethod === 'Cash' ? Math.ceil(totalMinor / noteMinor) * noteMinor : totalMinor;
    const customer = customers.length > 0 && random() < 0.45 ? pick(customers) : null;
    const { sale } = buildSale({
      // The order id shown to people is the first 8 letters and digits of the id: keep those distinct.
      id: `s${String(i).padStart(5, '0')}-demo-${market.toLowerCase()}`,
      cart,
      discountType,
      discountHundredths,
      tenderedMinor,
      paymentMethod,
      customer,
      now: new Date(when),
    });
    sales.push(sale);
  }
  return sales.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The daily roll-ups of a list of sales, oldest day first. */
export function dailyStatsOf(sales: readonly Sale[]): DailyStat[] {
  const stats = new Map<string, DailyStat>();
  for (const sale of sales) {
    const key = utcDateKey(sale.createdAt);
    stats.set(key, applySaleToDailyStat(stats.get(key), sale));
  }
  return [...stats.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The per-day product roll-ups (best-sellers.ts) of a list of sales, oldest day first. */
export function productStatsOf(sales: readonly Sale[]): ProductDayStat[] {
  const stats = new Map<string, ProductDayStat>();
  for (const sale of sales) {
    const key = utcDateKey(sale.createdAt);
    stats.set(key, applySaleToProductDayStat(stats.get(key), sale));
  }
  return [...stats.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Fills the shop of `uid` with the demo products, customers and sales of `market`, and the
 * sales' stock movements and daily roll-ups, in one transaction, products and sales in their stored
 * shape (backend/codecs.ts). The shop should be empty: ids are fixed per market.
 */
export async function seedDemoShop(backend: LocalBackend, uid: string, options: DemoShopOptions = {}): Promise<DemoShopResult> {
  const market = options.market ?? 'GH';
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const start = new Date(now.getTime() - (days + 30) * DAY_MS);
  const products = demoProducts(market, options.products, start);
  const customers = demoCustomers(market, options.customers, start);
  const sales = demoSales(market, products, customers, { ...options, now, days });
  const dailyStats = dailyStatsOf(sales);
  const productStats = productStatsOf(sales);
  const physical = new Set(products.filter((p) => p.type === 'Physical').map((p) => p.id));
  const movements = sales.flatMap((sale) =>
    saleMovements(sale, sale.items.filter((item) => physical.has(item.id)).map((item) => ({ productId: item.id, quantitySold: item.quantity }))),
  );

  const db = backend.database;
  const own = <T extends object>(row: T) => ({ ...row, ownerUid: uid });
  await db.transaction('rw', [db.products, db.customers, db.sales, db.stockMovements, db.dailyStats, db.productStats], async () => {
    if (products.length) await db.products.bulkAdd(products.map((product) => own(productToStored(product))) as ProductRow[]);
    if (movements.length) await db.stockMovements.bulkAdd(movements.map(own));
    if (customers.length) await db.customers.bulkAdd(customers.map(own) as CustomerRow[]);
    if (sales.length) await db.sales.bulkAdd(sales.map((sale) => own(saleToStored(sale))) as SaleRow[]);
    if (dailyStats.length) await db.dailyStats.bulkPut(dailyStats.map(own) as DailyStatRow[]);
    if (productStats.length) await db.productStats.bulkPut(productStats.map(own));
  });
  return { products, customers, sales, dailyStats };
}
