// A believable shop for Storybook, demos and reviews: a provisions store in Accra priced in cedis,
// or one in Lagos priced in naira, with real-looking products, customers and 90 days of sales.
// Sales are built with the domain's own cart and sale rules, and the daily roll-ups are computed
// from them, so every screen (history, dashboard, customers' totals) agrees with every other.
import type { Customer, CurrencyCode, DailyStat, PaymentMethod, Product, ProductType, Sale } from '../../domain/entities';
import { addToCart, emptyCart } from '../../domain/cart';
import type { Cart } from '../../domain/cart';
import { buildSale } from '../../domain/sale';
import { fromMinor, toMinor } from '../../domain/money';
import { DAY_MS, utcDateKey } from '../../domain/calendar';
import type { SignUpProfile } from '../port';
import { applySaleToDailyStat } from '../../domain/dashboard';
import type { CustomerRow, DailyStatRow, ProductRow, SaleRow } from './db';
import type { LocalBackend } from './local-backend';

export type DemoMarket = 'GH' | 'NG';

interface CatalogueEntry {
  name: string;
  /** Price in major units of the market's currency. */
  price: number;
  type?: ProductType;
  /** Stock on hand (Physical only); a few are low or sold out on purpose. */
  stock?: number;
  description?: string;
}

interface Market {
  currency: CurrencyCode;
  owner: SignUpProfile;
  email: string;
  catalogue: readonly CatalogueEntry[];
  customers: readonly string[];
  phonePrefix: string;
  /** Used to build more products for the very large shop: brand × variant. */
  brands: readonly string[];
  variants: readonly { label: string; price: number }[];
}

const ACCRA: Market = {
  currency: 'GHS',
  email: 'akosua@provisions.example.com',
  owner: {
    businessName: "Akosua's Provisions",
    ownerName: 'Akosua Mensah',
    businessType: 'Provisions store',
    phone: '+233 24 555 0142',
    address: 'Stall 14, Makola Market, Accra',
  },
  catalogue: [
    { name: 'Milo 400g tin', price: 45, stock: 36 },
    { name: 'Gari (1 olonka)', price: 30, stock: 18 },
    { name: 'Indomie Chicken 70g', price: 4.5, stock: 240 },
    { name: 'Peak Milk 160g', price: 12, stock: 3 },
    { name: 'Kente stole', price: 350, stock: 6, description: 'Hand-woven in Bonwire, 2 m.' },
    { name: 'Ankara fabric (6 yards)', price: 280, stock: 11 },
    { name: 'Shito (pepper sauce) 250ml', price: 25, stock: 0 },
    { name: 'Sachet water (bag of 30)', price: 12, stock: 60 },
    { name: 'Frytol cooking oil 1L', price: 38, stock: 22 },
    { name: 'Royal Aroma rice 5kg', price: 165, stock: 14 },
    { name: 'Ideal Milk 160g', price: 11.5, stock: 48 },
    { name: 'Gino tomato paste 70g', price: 3.5, stock: 150 },
    { name: 'Titus sardines 125g', price: 16, stock: 2 },
    { name: 'Shea butter 250g', price: 40, stock: 25, description: 'Unrefined, from Tamale.' },
    { name: 'Key soap (bar)', price: 9, stock: 80 },
    { name: 'Omo detergent 500g', price: 28, stock: 19 },
    { name: 'Kalyppo 200ml', price: 4, stock: 96 },
    { name: 'Voltic water 1.5L', price: 7, stock: 4 },
    { name: 'Sugar cubes (St Louis)', price: 22, stock: 30 },
    { name: 'Nido milk powder 400g', price: 72, stock: 9 },
    { name: 'Tom Brown (1kg)', price: 35, stock: 12 },
    { name: 'Plantain chips (pack)', price: 8, stock: 55 },
    { name: 'MTN airtime voucher ₵10', price: 10, type: 'Digital' },
    { name: 'Vodafone data bundle 5GB', price: 50, type: 'Digital' },
    { name: 'Chale Wote festival ticket', price: 120, type: 'Ticket' },
    { name: 'Cooking class at the stall (Saturday)', price: 200, type: 'Ticket' },
  ],
  customers: [
    'Ama Owusu',
    'Kwame Asante',
    'Efua Boateng',
    'Kofi Agyeman',
    'Abena Darko',
    'Yaw Mensah',
    'Adwoa Sarpong',
    'Kojo Appiah',
    'Esi Quaye',
    'Nana Ama Ofori',
    'Kwabena Osei',
    'Akua Danso',
    'Fiifi Acquah',
    'Afia Bonsu',
    'Chinedu Okafor',
    'Aisha Mahama',
  ],
  phonePrefix: '+233 24',
  brands: ['Milo', 'Peak', 'Ideal', 'Indomie', 'Gino', 'Frytol', 'Royal Aroma', 'Titus', 'Nido', 'Kalyppo', 'Voltic', 'Key soap', 'Omo', 'Tom Brown', 'Golden Tree'],
  variants: [
    { label: 'small', price: 6.5 },
    { label: 'medium', price: 14 },
    { label: 'large', price: 32 },
    { label: 'family pack', price: 58 },
    { label: 'carton', price: 210 },
  ],
};

const LAGOS: Market = {
  currency: 'NGN',
  email: 'chioma@mamachi.example.com',
  owner: {
    businessName: 'Mama Chi Stores',
    ownerName: 'Chioma Eze',
    businessType: 'Supermarket',
    phone: '+234 803 555 0199',
    address: '12 Balogun Street, Lagos Island, Lagos',
  },
  catalogue: [
    { name: 'Indomie Chicken 70g', price: 250, stock: 320 },
    { name: 'Peak Milk 160g', price: 650, stock: 44 },
    { name: 'Milo 400g tin', price: 4200, stock: 15 },
    { name: 'Gari Ijebu (paint bucket)', price: 3500, stock: 9 },
    { name: 'Ankara fabric (6 yards)', price: 18500, stock: 7 },
    { name: 'Golden Penny semovita 1kg', price: 1900, stock: 26 },
    { name: 'Dangote sugar 500g', price: 1100, stock: 2 },
    { name: 'Kings vegetable oil 1L', price: 3800, stock: 21 },
    { name: 'Mama Gold rice 5kg', price: 12500, stock: 0 },
    { name: 'Sachet water (bag of 20)', price: 400, stock: 75 },
    { name: 'Bournvita 450g', price: 3900, stock: 12 },
    { name: 'Titus sardines 125g', price: 1200, stock: 36 },
    { name: 'Cabin biscuit', price: 200, stock: 140 },
    { name: 'Zobo drink 50cl', price: 500, stock: 4 },
    { name: 'Ofada rice (mudu)', price: 2800, stock: 17 },
    { name: 'Palm oil 1L', price: 2500, stock: 13 },
    { name: 'MTN airtime ₦1,000', price: 1000, type: 'Digital' },
    { name: 'DStv Compact subscription', price: 15700, type: 'Digital' },
    { name: 'Afrobeats night ticket', price: 10000, type: 'Ticket' },
  ],
  customers: [
    'Chinedu Okafor',
    'Ngozi Nwosu',
    'Tunde Bakare',
    'Aisha Bello',
    'Emeka Obi',
    'Funmilayo Adeyemi',
    'Ifeoma Chukwu',
    'Segun Adebayo',
    'Halima Yusuf',
    'Obinna Eze',
    'Yetunde Ogunleye',
    'Ama Owusu',
  ],
  phonePrefix: '+234 803',
  brands: ['Indomie', 'Peak', 'Milo', 'Bournvita', 'Golden Penny', 'Dangote', 'Kings', 'Mama Gold', 'Titus', 'Cabin', 'Honeywell', 'Power Oil'],
  variants: [
    { label: 'small', price: 350 },
    { label: 'medium', price: 900 },
    { label: 'large', price: 2400 },
    { label: 'family pack', price: 5200 },
    { label: 'carton', price: 18000 },
  ],
};

const MARKETS: Readonly<Record<DemoMarket, Market>> = { GH: ACCRA, NG: LAGOS };

/** The owner of the demo shop of a market: their business profile and e-mail address. */
export function demoOwner(market: DemoMarket = 'GH'): { email: string; profile: SignUpProfile } {
  const { email, owner } = MARKETS[market];
  return { email, profile: { ...owner } };
}

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
    let price: number;
    let type: ProductType = 'Physical';
    let stock: number | undefined;
    if (entry) {
      name = entry.name;
      price = entry.price;
      type = entry.type ?? 'Physical';
      stock = entry.stock;
    } else {
      const n = i - catalogue.length;
      const brand = brands[n % brands.length] as string;
      const variant = variants[Math.floor(n / brands.length) % variants.length] as { label: string; price: number };
      const batch = Math.floor(n / (brands.length * variants.length)) + 1;
      name = `${brand} ${variant.label} · lot ${batch}`;
      price = fromMinor(toMinor(variant.price) + (batch % 7) * 50);
      stock = (n * 37) % 120;
    }
    const product: Product = {
      id: `demo-${market.toLowerCase()}-p${i}`,
      name,
      type,
      price,
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
      const quantity = 1 + Math.floor(random() * (product.price < 20 || market === 'NG' ? 4 : 2));
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
    const provisional = buildSale({
      id: 'draft',
      cart,
      discountType: percentage ? 'percentage' : 'fixed',
      discountValue: discounted ? (percentage ? 5 + Math.floor(random() * 3) * 5 : market === 'NG' ? 200 : 5) : 0,
      paymentMethod,
      now: new Date(when),
    }).sale;
    // Cash is handed over in round notes; other ways pay the exact total.
    const note = market === 'NG' ? 500 : 5;
    const tendered = paymentMethod === 'Cash' ? Math.ceil(provisional.totalAmount / note) * note : provisional.totalAmount;
    const customer = customers.length > 0 && random() < 0.45 ? pick(customers) : null;
    const { sale } = buildSale({
      // The order id shown to people is the first 8 letters and digits of the id: keep those distinct.
      id: `s${String(i).padStart(5, '0')}-demo-${market.toLowerCase()}`,
      cart,
      discountType: provisional.discountType,
      discountValue: provisional.discount,
      tendered,
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

/**
 * Fills the shop of `uid` with the demo products, customers and sales of `market`, and the
 * matching daily roll-ups, in one transaction. The shop should be empty: ids are fixed per market.
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

  const db = backend.database;
  const own = <T extends object>(row: T) => ({ ...row, ownerUid: uid });
  await db.transaction('rw', [db.products, db.customers, db.sales, db.dailyStats], async () => {
    if (products.length) await db.products.bulkAdd(products.map(own) as ProductRow[]);
    if (customers.length) await db.customers.bulkAdd(customers.map(own) as CustomerRow[]);
    if (sales.length) await db.sales.bulkAdd(sales.map(own) as SaleRow[]);
    if (dailyStats.length) await db.dailyStats.bulkPut(dailyStats.map(own) as DailyStatRow[]);
  });
  return { products, customers, sales, dailyStats };
}
