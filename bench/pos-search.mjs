// How the till feels with 10 000 products, in Chromium against the production build:
//   - search-to-paint: a query entered in the search box (as a scanner types it) → the filtered
//     list painted (a frame after the list shows the query's matches);
//   - keystroke-to-paint: typing a query one key at a time, each input → the next paint;
//   - add-to-cart: a tap on a product row → its line in the Current Sale painted;
//   - scan: a whole product name entered and Enter pressed (a USB scanner) → the line painted.
// Timed in the page with performance.now() around the input and a requestAnimationFrame (then a
// task) after the DOM shows the result. The owner signs up through the suite's own session; the
// products are written straight into IndexedDB with the e2e seeding fixture.
// Usage: node bench/pos-search.mjs [--no-build] [--smoke]
import { seedProducts } from '../e2e/support/seed.mjs';
import { ms, median, signUpOwner, sized, startSuite, step } from './support.mjs';

const PRODUCTS = sized(10_000, 200);
const RUNS = sized(3, 1);
const BRANDS = ['Golden', 'Royal', 'Mama', 'Kente', 'Sunshine', 'Accra', 'Lagos', 'Tasty', 'Fresh', 'Premium'];
const GOODS = ['Rice 5kg', 'Milo 400g', 'Sugar 1kg', 'Palm oil 1L', 'Soap bar', 'Tomato paste', 'Sardines', 'Noodles', 'Biscuits', 'Gari 2kg'];
const QUERIES = ['r', 'ri', 'ric', 'rice', 'golden rice', 'milo 4', '0042', 'zzz', 'premium soap bar 9999', 'SUGAR', 'oil 1l 12'];
const TYPED = 'sunshine noodles 77';
const ADDS = sized(40, 3);
const SCANS = sized(20, 3);
const VIEW = '/dashboard?view=sales-pos';

const names = Array.from({ length: PRODUCTS }, (_, i) => `${BRANDS[i % BRANDS.length]} ${GOODS[Math.floor(i / 10) % GOODS.length]} ${String(i).padStart(4, '0')}`);

/** In the page: enters `query` in the search box and resolves with ms until `expected` is painted. */
function searchToPaint(page, query, expected) {
  return page.evaluate(
    async ({ query, expected }) => {
      const input = document.querySelector('input[type="search"][placeholder^="Search or scan"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const status = () => document.querySelector('[data-till-results-count]')?.textContent ?? '';
      const shown = () => {
        const results = document.querySelector('[data-till-results]');
        return results && !results.hasAttribute('data-stale') && status() === expected;
      };
      const t0 = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve, reject) => {
        const check = () => {
          if (shown()) requestAnimationFrame(() => setTimeout(resolve));
          else if (performance.now() - t0 > 10_000) reject(new Error(`"${query}": the list shows "${status()}", expected "${expected}"`));
          else setTimeout(check, 1);
        };
        check();
      });
      return performance.now() - t0;
    },
    { query, expected },
  );
}

/** In the page: types `text` one key at a time; per key, ms from the input to the next paint. */
function keystrokesToPaint(page, text) {
  return page.evaluate(async (text) => {
    const input = document.querySelector('input[type="search"][placeholder^="Search or scan"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let i = 1; i <= text.length; i += 1) {
      const t0 = performance.now();
      setValue.call(input, text.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      times.push(performance.now() - t0);
    }
    return times;
  }, text);
}

/** In the page: taps the `index`-th product row that can be added; ms until the sale shows it. */
function addToCartToPaint(page, index) {
  return page.evaluate(async (index) => {
    const rows = [...document.querySelectorAll('[aria-label="Products to add"] li button:not([aria-disabled])')];
    const row = rows[index % rows.length];
    const lines = () => document.querySelector('[aria-label="Items in this sale"]')?.textContent ?? '';
    const before = lines();
    const t0 = performance.now();
    row.click();
    await new Promise((resolve, reject) => {
      const check = () => {
        if (lines() !== before) requestAnimationFrame(() => setTimeout(resolve));
        else if (performance.now() - t0 > 10_000) reject(new Error(`tapping "${row.textContent}" changed nothing in the sale`));
        else setTimeout(check, 1);
      };
      check();
    });
    return performance.now() - t0;
  }, index);
}

/**
 * In the page: scans `name` as a USB scanner does (the name typed into the search box, then Enter);
 * ms from the input until the sale shows the product painted.
 */
function scanToPaint(page, name) {
  return page.evaluate(async (name) => {
    const input = document.querySelector('input[type="search"][placeholder^="Search or scan"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const lines = () => document.querySelector('[aria-label="Items in this sale"]')?.textContent ?? '';
    const before = lines();
    const t0 = performance.now();
    input.focus();
    setValue.call(input, name);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    await new Promise((resolve, reject) => {
      const check = () => {
        if (lines() !== before && input.value === '') requestAnimationFrame(() => setTimeout(resolve));
        else if (performance.now() - t0 > 10_000) reject(new Error(`scanning "${name}" added nothing to the sale`));
        else setTimeout(check, 1);
      };
      check();
    });
    return performance.now() - t0;
  }, name);
}

/** Back to the whole list between measurements. */
async function clearSearch(page) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill('');
  await page.waitForFunction(() => {
    const results = document.querySelector('[data-till-results]');
    return results && !results.hasAttribute('data-stale') && document.querySelector('[data-till-results-count]')?.textContent === '';
  });
}

function expectedStatus(query) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return '';
  const count = names.filter((name) => name.toLowerCase().includes(needle)).length;
  if (count === 0) return 'No products match your search.';
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'} found`;
}

const report = (label, values) => console.log(`${label.padEnd(34)} median ${ms(median(values)).padStart(9)}   worst ${ms(Math.max(...values)).padStart(9)}   (n=${values.length})`);

const suite = await startSuite();
try {
  const context = await suite.browser.newContext({ baseURL: suite.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/');
  step('signing the owner up');
  await signUpOwner(page, 'bench.pos');
  step(`seeding ${PRODUCTS} products`);
  await seedProducts(
    page,
    names.map((name, i) => ({ name, price: 1 + ((i * 37) % 5000) / 10, type: 'Physical', quantity: i % 50 === 0 ? 0 : 20 + ((i * 7) % 80), createdAt: new Date(Date.now() - (PRODUCTS - i) * 1000) })),
  );

  step('opening the till');
  const opened = Date.now();
  await page.goto(VIEW);
  await page.getByText(`${PRODUCTS.toLocaleString('en-US')} products`).waitFor({ timeout: 60_000 });
  await page.locator('[aria-label="Products to add"] li').first().waitFor();
  console.log(`POS with ${PRODUCTS.toLocaleString('en-US')} products: view ready in ${Date.now() - opened} ms (navigation to first rows, incl. IndexedDB load)`);

  step('searching');
  // Warm up once, then measure every query three times.
  await page.bringToFront();
  await searchToPaint(page, 'warm', expectedStatus('warm'));
  await clearSearch(page);
  const search = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const query of QUERIES) search.push(await searchToPaint(page, query, expectedStatus(query)));
  }
  await clearSearch(page);
  step('typing');
  const keys = [];
  for (let run = 0; run < RUNS; run += 1) {
    keys.push(...(await keystrokesToPaint(page, TYPED)));
    await clearSearch(page);
  }
  step('adding to the sale');
  const adds = [];
  for (let i = 0; i < ADDS; i += 1) adds.push(await addToCartToPaint(page, i));

  step('scanning');
  await clearSearch(page);
  const scans = [];
  for (let i = 0; i < SCANS; i += 1) scans.push(await scanToPaint(page, names[(i * 487 + 1) % PRODUCTS]));

  report('search → filtered list painted', search);
  report('keystroke → next paint', keys);
  report('add to cart → sale line painted', adds);
  report('scan (name + Enter) → line painted', scans);
  await context.close();
} finally {
  await suite.close();
}
