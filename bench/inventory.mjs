// How the inventory feels with 10 000 products, in Chromium against the production build:
//   - open: from navigation (or from the sidebar click) to the first rows of the list painted;
//   - search: per keystroke, input → next paint, and input → the filtered list painted.
// The owner is signed up through the suite's own session; the products are written straight into
// IndexedDB with the e2e seeding fixture.
// Usage: node bench/inventory.mjs [--no-build] [--smoke]
import { seedProducts } from '../e2e/support/seed.mjs';
import { ms, median, signUpOwner, sized, startSuite } from './support.mjs';

const PRODUCTS = sized(10_000, 50);
const RUNS = sized(3, 1);
const QUERY = 'tin 12';
const WORDS = ['Milo 400g tin', 'Peak Milk 160g', 'Gari (1 olonka)', 'Indomie Chicken 70g', 'Kente stole', 'Ankara fabric (6 yards)', 'Shea butter', 'Palm oil 1L'];
const VIEW = '/dashboard?view=inventory-all';

// Records, in the page, when the inventory's heading (the remote is mounted) and the list's first
// rows have been painted: a frame after each appears.
function watchFirstRows() {
  const paintedWhen = (selector) =>
    new Promise((resolve) => {
      const check = () => {
        if (!document.querySelector(selector)) return false;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        return true;
      };
      const observer = new MutationObserver(check);
      const start = () => check() || observer.observe(document.body, { childList: true, subtree: true });
      if (document.body) start();
      else document.addEventListener('DOMContentLoaded', start);
    });
  window.__headingPainted = paintedWhen('#inventory-title');
  window.__firstRowsPainted = paintedWhen('[role="region"][aria-label="Products"] li');
}

const suite = await startSuite();
try {
  const context = await suite.browser.newContext({ baseURL: suite.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await signUpOwner(page, 'bench.inventory');

  const now = Date.now();
  await seedProducts(
    page,
    Array.from({ length: PRODUCTS }, (_, i) => ({
      name: `${WORDS[i % WORDS.length]} ${i + 1}`,
      price: 1 + ((i * 37) % 5000) / 10,
      currency: i % 3 === 0 ? 'NGN' : 'GHS',
      type: 'Physical',
      quantity: (i * 7) % 60,
      createdAt: new Date(now - (PRODUCTS - i) * 1000),
    })),
  );
  await page.addInitScript(watchFirstRows);

  // Opening the page on the inventory view: navigation start → first rows painted.
  const opens = [];
  const openHeadings = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(VIEW);
    opens.push(await page.evaluate(() => window.__firstRowsPainted));
    openHeadings.push(await page.evaluate(() => window.__headingPainted));
  }
  const count = await page.getByText(`${PRODUCTS.toLocaleString('en-US')} products`).count();
  if (count !== 1) throw new Error(`the inventory does not show ${PRODUCTS} products`);

  // Switching to the view from the sidebar (remote already loaded once): click → first rows painted.
  const switches = [];
  const switchHeadings = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: 'Your Inventory' }).waitFor({ state: 'detached' });
    await page.evaluate(watchFirstRows);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Products', exact: true }).click();
    switches.push((await page.evaluate(() => window.__firstRowsPainted)) - clickedAt);
    switchHeadings.push((await page.evaluate(() => window.__headingPainted)) - clickedAt);
  }

  // Typing a query, one key at a time.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const nextPaint = [];
  const listPaint = [];
  for (let run = 0; run < RUNS; run++) {
    await search.fill('');
    await page.locator('[data-query=""]').waitFor();
    await search.focus();
    for (const key of QUERY) {
      await page.evaluate(() => {
        const bench = { done: false };
        window.__keystroke = bench;
        const input = document.querySelector('input[type="search"]');
        const painted = (field) => requestAnimationFrame(() => setTimeout(() => {
          bench[field] = performance.now() - bench.start;
          bench.done = bench.next !== undefined && bench.list !== undefined;
        }));
        input.addEventListener('keydown', (event) => { bench.start = event.timeStamp; }, { once: true });
        input.addEventListener('input', () => {
          painted('next');
          const wanted = input.value;
          const shown = () => document.querySelector('[data-query]')?.getAttribute('data-query') === wanted;
          if (shown()) return painted('list');
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            painted('list');
          });
          observer.observe(document.body, { attributes: true, childList: true, subtree: true, attributeFilter: ['data-query'] });
        }, { once: true });
      });
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction(() => window.__keystroke.done);
      const { next, list } = await page.evaluate(() => window.__keystroke);
      nextPaint.push(next);
      listPaint.push(list);
    }
  }
  const matches = await page.locator('[data-query]').innerText();
  if (process.env.BENCH_VERBOSE) console.log({ opens, openHeadings, switches, switchHeadings, nextPaint, listPaint });

  const worst = (values) => Math.max(...values);
  console.log(`inventory with ${PRODUCTS.toLocaleString('en-US')} products in Chromium (${RUNS} runs each)`);
  console.log(`  open /dashboard?view=inventory-all (from navigation start):`);
  console.log(`    → screen painted (remote mounted): median ${ms(median(openHeadings))}, worst ${ms(worst(openHeadings))}`);
  console.log(`    → first rows painted: median ${ms(median(opens))}, worst ${ms(worst(opens))}`);
  console.log(`  sidebar "All Products" click (remote already loaded once):`);
  console.log(`    → screen painted: median ${ms(median(switchHeadings))}, worst ${ms(worst(switchHeadings))}`);
  console.log(`    → first rows painted: median ${ms(median(switches))}, worst ${ms(worst(switches))}`);
  console.log(`  search "${QUERY}" typed key by key (${nextPaint.length} keystrokes; ${matches}):`);
  console.log(`    input → next paint: median ${ms(median(nextPaint))}, worst ${ms(worst(nextPaint))}`);
  console.log(`    input → filtered list painted: median ${ms(median(listPaint))}, worst ${ms(worst(listPaint))}`);
  await context.close();
} finally {
  await suite.close();
}
