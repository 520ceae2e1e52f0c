// How fast the embedded local backend is in a real browser (Chromium's IndexedDB):
//   - load 10 000 products: from subscribeProducts() to its first answer;
//   - record a sale: recordSale() (sale + stock decrement + daily roll-up in one transaction);
//   - sign in: signIn() with the right password (a PBKDF2-SHA-256 hash at the backend's iterations,
//     then the session row and its secret written).
// It drives the suite's own session through the page (the session module is a federation
// singleton, reachable from the share scope once the shell has created it).
// Usage: node bench/local-backend.mjs [--no-build] [--smoke]
import { BENCH_PASSWORD, ms, median, signUpOwner, sized, startSuite } from './support.mjs';
import { tillSale } from '../e2e/support/sale-record.mjs';
import { seedProducts } from '../e2e/support/seed.mjs';

const PRODUCTS = sized(10_000, 50);
const SALES = sized(200, 3);

const suite = await startSuite();
try {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(suite.url);
  const uid = await signUpOwner(page, 'bench.backend');
  const now = Date.now();
  await seedProducts(
    page,
    Array.from({ length: PRODUCTS }, (_, i) => ({
      id: `p${String(i).padStart(5, '0')}`,
      name: `Product ${i}`,
      price: 1 + (i % 500) / 4,
      quantity: 1_000_000,
      createdAt: new Date(now - (PRODUCTS - i) * 1000),
    })),
  );

  const result = await page.evaluate(
    async ({ PRODUCTS, SALES, uid, BENCH_PASSWORD, template }) => {
      const { backend } = globalThis.__suiteSession;


      const loads = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await new Promise((resolve, reject) => {
          const stop = backend.subscribeProducts(uid, (products) => {
            if (products.length === PRODUCTS) {
              queueMicrotask(() => stop());
              resolve();
            }
          }, reject);
        });
        loads.push(performance.now() - started);
      }

      const records = [];
      for (let i = 0; i < SALES; i++) {
        const productId = `p${String(i % PRODUCTS).padStart(5, '0')}`;
        const sale = { ...template, id: crypto.randomUUID(), items: [{ ...template.items[0], id: productId, name: `Product ${i}` }], createdAt: new Date() };
        const started = performance.now();
        await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] });
        records.push(performance.now() - started);
      }
      const email = backend.currentUser().email;
      const signIns = [];
      for (let run = 0; run < 5; run++) {
        await backend.signOut();
        const started = performance.now();
        await backend.signIn(email, BENCH_PASSWORD);
        signIns.push(performance.now() - started);
      }
      return { loads, records, signIns, iterations: backend.passwordIterations };
    },
    { PRODUCTS, SALES, uid, BENCH_PASSWORD, template: tillSale({ lines: [{ id: 'p', price: 12.5, quantity: 2 }], tendered: 30 }) },
  );

  const worst = (values) => Math.max(...values);
  console.log(`local backend in Chromium (${PRODUCTS} products, ${SALES} sales recorded)`);
  console.log(`  load ${PRODUCTS} products (subscribeProducts → first answer): median ${ms(median(result.loads))}, worst ${ms(worst(result.loads))} over ${result.loads.length} runs`);
  console.log(`  record a sale (sale + stock + daily roll-up, one transaction): median ${ms(median(result.records))}, worst ${ms(worst(result.records))} over ${result.records.length} sales`);
  console.log(`  sign in (PBKDF2-SHA-256 at ${result.iterations.toLocaleString('en-US')} iterations, session written): median ${ms(median(result.signIns))}, worst ${ms(worst(result.signIns))} over ${result.signIns.length} sign-ins`);
  await context.close();
} finally {
  await suite.close();
}
