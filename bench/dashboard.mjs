// The dashboard's 90-day chart, in Chromium against the production build: time until the chart's
// SVG line is painted (and the Best sellers table listed), and how many documents the dashboard
// reads (daily and per-product roll-ups, products, customers — never the sales) compared with the
// sales of the period.
// Usage: node bench/dashboard.mjs [--no-build] [--per-day=100]
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { DB_NAME, seedManySales } from './history-seed.mjs';

const args = process.argv.slice(2);
const PER_DAY = Number(args.find((a) => a.startsWith('--per-day='))?.split('=')[1] ?? 100);
const DAYS = 90;
const PRODUCTS = 500;
const CUSTOMERS = 200;
if (!args.includes('--no-build')) await buildAll();
const server = createSuiteServer();
process.env.E2E_BASE_URL = await listen(server, 0);
const { launchBrowser, openPage } = await import('../e2e/support/browser.mjs');
const { signUpAndLogIn } = await import('../e2e/support/account.mjs');
const { seedCustomers, seedProducts } = await import('../e2e/support/seed.mjs');

// The per-day product roll-ups (best-sellers.ts) of the seeded sales, written raw as seedManySales
// writes the daily ones. Each seeded sale is one line; its product is told by its name (about as
// many products a day as sales, the heavier case for the roll-up's size), every other one with a
// cost price of 70 % of its price.
async function seedProductStats(page) {
  return page.evaluate(async (dbName) => {
    const open = () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await open();
    const days = new Map();
    await new Promise((resolve, reject) => {
      const request = db.transaction('sales').objectStore('sales').openCursor();
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve();
        const sale = cursor.value;
        const date = sale.createdAt.toISOString().slice(0, 10);
        const day = days.get(date) ?? { ownerUid: sale.ownerUid, date, products: {} };
        const products = (day.products[sale.currency] ??= {});
        const totalMinor = Math.round(sale.totalAmount * 100);
        const subtotalMinor = Math.round(sale.subtotal * 100);
        for (const item of sale.items) {
          const priceMinor = Math.round(item.price * 100);
          const share = subtotalMinor > 0 ? Math.round((priceMinor * item.quantity * totalMinor) / subtotalMinor) : 0;
          const costMinor = item.name.length % 2 === 0 ? Math.round(priceMinor * 0.7) : null;
          const before = products[item.name] ?? { name: item.name, units: 0, revenueMinor: 0, costedRevenueMinor: 0, costMinor: 0 };
          products[item.name] = {
            name: item.name,
            units: before.units + item.quantity,
            revenueMinor: before.revenueMinor + share,
            costedRevenueMinor: before.costedRevenueMinor + (costMinor === null ? 0 : share),
            costMinor: before.costMinor + (costMinor === null ? 0 : costMinor * item.quantity),
          };
        }
        days.set(date, day);
        cursor.continue();
      };
    });
    const tx = db.transaction(['productStats'], 'readwrite');
    for (const day of days.values()) tx.objectStore('productStats').put(day);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const products = [...days.values()].map((day) => Object.keys(day.products.GHS ?? {}).length);
    return { days: days.size, productsPerDay: Math.round(products.reduce((a, b) => a + b, 0) / Math.max(products.length, 1)) };
  }, DB_NAME);
}

// Counts the records IndexedDB hands to the page, per object store (getAll, get, cursors).
function countReads() {
  const reads = {};
  window.__idbReads = reads;
  const add = (store, n) => {
    reads[store] = (reads[store] ?? 0) + n;
  };
  const storeOf = (source) => (source instanceof IDBIndex ? source.objectStore.name : source.name);
  for (const Source of [IDBObjectStore, IDBIndex]) {
    for (const method of ['getAll', 'get']) {
      const original = Source.prototype[method];
      Source.prototype[method] = function (...rest) {
        const request = original.apply(this, rest);
        const store = storeOf(this);
        request.addEventListener('success', () => {
          const result = request.result;
          add(store, Array.isArray(result) ? result.length : result === undefined ? 0 : 1);
        });
        return request;
      };
    }
    const openCursor = Source.prototype.openCursor;
    Source.prototype.openCursor = function (...rest) {
      const request = openCursor.apply(this, rest);
      const store = storeOf(this);
      request.addEventListener('success', () => {
        if (request.result) add(store, 1);
      });
      return request;
    };
  }
}

const browser = await launchBrowser();
try {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await signUpAndLogIn(page);
  const seeded = await seedManySales(page, { count: PER_DAY * DAYS, days: DAYS });
  await seedProducts(page, Array.from({ length: PRODUCTS }, (_, i) => ({ name: `Product ${i}`, price: 1 + i / 100, quantity: 50 })));
  await seedCustomers(page, Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Customer ${i}` })));
  const productDays = await seedProductStats(page);
  console.log(
    `Seeded ${seeded.sales.toLocaleString('en-US')} sales over ${seeded.days} days, ${PRODUCTS} products, ${CUSTOMERS} customers; ` +
      `product roll-ups of ${productDays.days} days, ~${productDays.productsPerDay} products a day.`,
  );

  await context.addInitScript(countReads);
  await page.goto('/dashboard');
  const painted30 = await page.waitForFunction(
    () => document.querySelector('.apexcharts-canvas path.apexcharts-area') && performance.now(),
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  console.log(`Cold open of /dashboard until the 30-day chart's line is painted: ${Math.round(await painted30.jsonValue())} ms from navigation start`);
  const listed30 = await page.waitForFunction(
    () => [...document.querySelectorAll('caption')].some((c) => c.textContent.startsWith('Best sellers by revenue, Last 30 Days')) && performance.now(),
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  console.log(`… until the 30-day Best sellers are listed: ${Math.round(await listed30.jsonValue())} ms from navigation start`);
  const coldReads = await page.evaluate(() => ({ ...window.__idbReads }));

  // Switch to 90 days; time until the redrawn line settles (its last change, plus a frame).
  const switched = await page.evaluate(async () => {
    const reads = window.__idbReads;
    for (const store of Object.keys(reads)) reads[store] = 0;
    const canvas = document.querySelector('.apexcharts-canvas').parentElement;
    let last = 0;
    let changes = 0;
    const observer = new MutationObserver(() => {
      last = performance.now();
      changes += 1;
    });
    observer.observe(canvas, { subtree: true, childList: true, attributes: true, attributeFilter: ['d'] });
    const radio = [...document.querySelectorAll('[role="radio"]')].find((r) => r.textContent === 'Last 90 Days');
    const clicked = performance.now();
    radio.click();
    const table = () => [...document.querySelectorAll('caption')].some((c) => c.textContent === 'Sales Revenue, Last 90 Days');
    const bestSellers = () => [...document.querySelectorAll('caption')].some((c) => c.textContent.startsWith('Best sellers by revenue, Last 90 Days'));
    let listed = 0;
    while (!table() || !listed) {
      if (!listed && bestSellers()) listed = performance.now();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    observer.disconnect();
    const painted = await new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    // The line's path: one curve segment per day once the 90-day series is drawn.
    const line = document.querySelector('.apexcharts-canvas path.apexcharts-area');
    const segments = (line?.getAttribute('d') ?? '').match(/C/g)?.length ?? 0;
    return { ms: Math.round((last || painted) - clicked), listedMs: Math.round(listed - clicked), changes, segments, reads: { ...reads } };
  });
  console.log(`Switch to Last 90 Days until the 90-point line is painted: ${switched.ms} ms (${switched.changes} DOM changes, ${switched.segments} curve segments); the 90-day Best sellers listed at ${switched.listedMs} ms`);

  const read = (reads, store) => reads[store] ?? 0;
  const named = ['dailyStats', 'productStats', 'products', 'customers', 'sales'];
  console.log(
    `Documents read on opening: dailyStats ${read(coldReads, 'dailyStats')} (30 days), productStats ${read(coldReads, 'productStats')} (30 days), products ${read(coldReads, 'products')}, customers ${read(coldReads, 'customers')}, sales ${read(coldReads, 'sales')}` +
      ` (other stores: ${Object.entries(coldReads).filter(([k]) => !named.includes(k)).map(([k, v]) => `${k} ${v}`).join(', ')})`,
  );
  console.log(
    `Documents read for the 90-day period: dailyStats ${read(switched.reads, 'dailyStats')}, productStats ${read(switched.reads, 'productStats')}, sales ${read(switched.reads, 'sales')} — plus the ${PRODUCTS} products and ${CUSTOMERS} customers counted once; ` +
      `reading the sales instead would be ${(PER_DAY * DAYS).toLocaleString('en-US')} documents.`,
  );
  await context.close();
} finally {
  await browser.close();
  server.close();
}
