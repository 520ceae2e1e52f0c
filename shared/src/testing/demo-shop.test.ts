import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { cartTotals } from '../domain/totals';
import type { Customer, DailyStat, Product, Sale } from '../domain/entities';
import { observe } from './contract';
import { createLocalBackend } from '../backend/local/local-backend';
import type { LocalBackend } from '../backend/local/local-backend';
import { seedLocalAccount } from './local-seed';
import { dailyStatsOf, demoCustomers, demoOwner, demoProducts, demoSales, seedDemoShop } from './demo-shop';

const NOW = new Date('2026-03-14T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const open: { backend: LocalBackend; name: string }[] = [];

afterEach(async () => {
  for (const { backend, name } of open.splice(0)) {
    backend.close();
    await Dexie.delete(name);
  }
});

async function signedInShop(): Promise<{ backend: LocalBackend; uid: string }> {
  const name = `demo-${crypto.randomUUID()}`;
  const backend = createLocalBackend({ dbName: name, passwordIterations: 1000 });
  open.push({ backend, name });
  const owner = demoOwner('GH');
  const user = await seedLocalAccount(backend, { email: owner.email, password: 'Makola-Market-1', profile: owner.profile });
  await backend.signIn(owner.email, 'Makola-Market-1');
  return { backend, uid: user.uid };
}

async function firstValue<T>(subscribe: (next: (value: T) => void, error: (e: Error) => void) => () => void): Promise<T> {
  const observed = observe<T>(subscribe);
  const value = await observed.until(() => true, 'a first value');
  observed.unsubscribe();
  return value;
}

describe('the demo shop', () => {
  it('has the cedi catalogue in Accra and the naira one in Lagos, with sold-out and low-stock lines', () => {
    const accra = demoProducts('GH', undefined, NOW);
    expect(accra.map((p) => p.name)).toEqual(expect.arrayContaining(['Milo 400g tin', 'Gari (1 olonka)', 'Kente stole', 'Sachet water (bag of 30)']));
    expect(new Set(accra.map((p) => p.currency))).toEqual(new Set(['GHS']));
    expect(accra.some((p) => p.type === 'Physical' && p.quantity === 0)).toBe(true);
    expect(accra.some((p) => p.type === 'Digital' && p.quantity === undefined)).toBe(true);

    const lagos = demoProducts('NG', undefined, NOW);
    expect(new Set(lagos.map((p) => p.currency))).toEqual(new Set(['NGN']));
    expect(lagos.find((p) => p.name === 'Indomie Chicken 70g')?.priceMinor).toBe(25_000);
  });

  it('grows to ten thousand distinct products for the large-shop stories', () => {
    const many = demoProducts('GH', 10_000, NOW);
    expect(many).toHaveLength(10_000);
    expect(new Set(many.map((p) => p.id)).size).toBe(10_000);
    expect(new Set(many.map((p) => p.name)).size).toBe(10_000);
  });

  it('names customers from the market and gives every one a phone number', () => {
    const customers = demoCustomers('GH', 20, NOW);
    expect(customers[0]?.name).toBe('Ama Owusu');
    expect(customers.every((c) => c.phone.startsWith('+233 24 '))).toBe(true);
    expect(new Set(customers.map((c) => c.name)).size).toBe(20);
    expect(customers.some((c) => c.email === '')).toBe(true);
  });

  it('builds sales the domain agrees with, within the period, mostly paid by mobile money or cash', () => {
    const products = demoProducts('GH', undefined, NOW);
    const customers: Customer[] = demoCustomers('GH', undefined, NOW);
    const sales = demoSales('GH', products, customers, { now: NOW, sales: 300, days: 90 });
    expect(sales).toHaveLength(300);
    for (const sale of sales) {
      expect(sale.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(sale.createdAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 90 * DAY_MS);
      const totals = cartTotals({
        lines: sale.items.map((item) => ({ unitPriceMinor: item.priceMinor, quantity: item.quantity })),
        discountType: sale.discountType,
        discountHundredths: sale.discountHundredths,
        tenderedMinor: sale.tenderedMinor,
      });
      expect(sale.totalMinor).toBe(totals.totalMinor);
      expect(sale.changeMinor).toBe(totals.changeMinor);
      for (const item of sale.items) {
        const product = products.find((p) => p.id === item.id) as Product;
        if (product.type === 'Physical') expect(item.quantity).toBeLessThanOrEqual(product.quantity ?? 0);
      }
    }
    const mobileOrCash = sales.filter((s) => s.paymentMethod === 'Mobile Money' || s.paymentMethod === 'Cash').length;
    expect(mobileOrCash / sales.length).toBeGreaterThan(0.6);
    expect(sales.some((s) => s.discountMinor > 0)).toBe(true);
    expect(sales.some((s) => s.customer !== null)).toBe(true);
    expect(demoSales('GH', products, customers, { now: NOW, sales: 300 })).toEqual(sales);
  });

  it('sells nothing when nothing can be sold', () => {
    expect(demoSales('NG', [], [], { now: NOW })).toEqual([]);
  });

  it('sums each day of sales into its roll-up', () => {
    const sales = [
      { createdAt: new Date('2026-03-01T10:00:00Z'), totalMinor: 1010 },
      { createdAt: new Date('2026-03-01T23:59:00Z'), totalMinor: 20 },
      { createdAt: new Date('2026-03-02T00:01:00Z'), totalMinor: 500 },
    ] as Sale[];
    expect(dailyStatsOf(sales)).toEqual<DailyStat[]>([
      { date: '2026-03-01', revenueMinor: { GHS: 1030 }, salesCount: 2 },
      { date: '2026-03-02', revenueMinor: { GHS: 500 }, salesCount: 1 },
    ]);
  });

  it('seeds a signed-in shop that the port reads back, roll-ups matching the sales', async () => {
    const { backend, uid } = await signedInShop();
    const seeded = await seedDemoShop(backend, uid, { now: NOW, sales: 120 });
    const products = await firstValue<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
    const customers = await firstValue<Customer[]>((next, error) => backend.subscribeCustomers(uid, next, error));
    const sales = await firstValue<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
    const stats = await firstValue<DailyStat[]>((next, error) => backend.subscribeDailyStats(uid, '2000-01-01', next, error));
    expect(products).toHaveLength(seeded.products.length);
    expect(customers).toHaveLength(seeded.customers.length);
    expect(sales).toHaveLength(120);
    expect(sales[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(sales[1]?.createdAt.getTime() ?? 0);
    const revenue = sales.reduce((sum, s) => sum + s.totalMinor, 0);
    expect(stats.reduce((sum, s) => sum + (s.revenueMinor.GHS ?? 0), 0)).toBe(revenue);
    expect(stats.reduce((sum, s) => sum + s.salesCount, 0)).toBe(120);
  });
});
