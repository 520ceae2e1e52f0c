// Long lists as a person sees them, in Chromium on the embedded backend: a shop with 2,000
// products, 2,000 customers and 2,000 sales (286 of them to one customer). Every screen whose list
// is the shared VirtualList (shared/src/ui/virtual-list.tsx, windowed by virtual-rows.ts) — the
// till's products, All Products, All Customers, a customer's purchases and Sales History — at
// 1280 × 900 and at 360 × 740: at the top, a third and two thirds of the way down (the last by the
// mouse wheel) and at the bottom, the rendered rows sit one under the other with no overlap and no
// gap, fill the list's box, and the scroller's height is the rows'; at the bottom the last item is
// on screen, and back at the top the first. On the till, Tab walks the products one by one past
// the rows first rendered (a frame between presses), End on the list reaches the last product, and
// a product far down is found by search and added to the sale. What the checks saw (row heights,
// drags to the bottom, where Tab lands, the phone's "View sale" bar over the list) is printed last.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { saleRecord } from '../support/sale-record.mjs';
import { seedCustomers, seedProducts, seedSales } from '../support/seed.mjs';
import { layoutProblems, measure, pressUntilEnd, rowOnScreen, scrollListTo, scrollListToBottom, settle, showScroller } from '../support/virtual-list.mjs';

const COUNT = 2000;
const MINUTE_MS = 60_000;
const WORDS = ['Milo 400g tin', 'Peak Milk 160g', 'Gari (1 olonka)', 'Indomie Chicken 70g', 'Kente stole', 'Ankara fabric (6 yards)', 'Shea butter', 'Palm oil 1L'];
const number = (i) => String(i + 1).padStart(4, '0');
// A product far down the till's list, found by its name.
const FAR = { index: 137, name: 'Sobolo hibiscus drink 1L' };
const EFUA = { id: 'c-efua', name: 'Efua Sarpong' };

let browser;
let opened;
const problems = () => opened.problems.filter((p) => !p.includes('net::ERR_ABORTED'));

async function seedShop(page) {
  const now = Date.now();
  await seedProducts(
    page,
    Array.from({ length: COUNT }, (_, i) => ({
      id: `p-${number(i)}`,
      name: i === FAR.index ? FAR.name : `${WORDS[i % WORDS.length]} #${number(i)}`,
      price: 1 + ((i * 37) % 5000) / 10,
      quantity: 5 + (i % 50),
      // Oldest first: product #0001 was added first.
      createdAt: new Date(now - (COUNT - i) * MINUTE_MS),
    })),
  );
  await seedCustomers(page, [
    { ...EFUA, phone: '024 000 1111', createdAt: new Date(now - (COUNT + 1) * MINUTE_MS) },
    ...Array.from({ length: COUNT - 1 }, (_, i) => ({
      id: `c-${number(i)}`,
      name: `Customer ${number(i)}`,
      phone: `020 ${String(1000 + i).slice(-4)} ${number(i)}`,
      email: i % 3 === 0 ? `customer${number(i)}@example.com` : '',
      createdAt: new Date(now - (COUNT - i) * MINUTE_MS),
    })),
  ]);
  // 2,000 sales over the last 40 days, one in seven to Efua; one call keeps the roll-ups right.
  await seedSales(
    page,
    Array.from({ length: COUNT }, (_, i) =>
      saleRecord({
        id: `s-${number(i)}-${'0'.repeat(28)}`,
        lines: [{ id: `p-${number(i)}`, name: `${WORDS[i % WORDS.length]} #${number(i)}`, price: 2 + (i % 90), quantity: 1 + (i % 3) }],
        tendered: null,
        paymentMethod: ['Cash', 'Mobile Money', 'Card'][i % 3],
        customer: i % 7 === 0 ? EFUA : null,
        at: new Date(now - (COUNT - i) * 29 * MINUTE_MS),
      }),
    ),
  );
}

before(async () => {
  browser = await launchBrowser();
  opened = await openPage(browser);
  await signUpAndLogIn(opened.page);
  await seedShop(opened.page);
  await opened.page.reload();
});
after(async () => {
  await opened?.context.close();
  await browser?.close();
});

const nextFrame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));

/**
 * On a phone the till's sticky "View sale" bar (once the sale has an item) sits at the bottom of
 * the window, where the product list's box may end: the list leaves room after its last product so
 * that, scrolled to its end, no product stays under the bar (products-panel.module.css).
 */
async function clearOfSaleBar(page, scroller, index, what, shot) {
  const row = await rowOnScreen(scroller, index);
  if (!row.uncovered && shot) await page.screenshot({ path: artifactPath(shot) });
  assert.ok(row.uncovered, `${what} is not under anything, the "View sale" bar included (${JSON.stringify(row)})`);
}

/** Opens a view from the sidebar (through the header's menu on a phone). */
async function goTo(page, phone, label, heading) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await openView(page, label);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Scrolls the list the whole way down and back, checking its layout at each stop; returns the stops' descriptions. */
async function walkList(page, scroller, { name, count = COUNT, first, last, shot }) {
  await scroller.waitFor();
  await showScroller(scroller);
  await settle(scroller);
  const stops = [];
  const check = async (where) => {
    const m = await measure(scroller);
    assert.equal(m.rows[0].setsize, count, `${name} ${where}: the rows say they are of ${count}`);
    assert.deepEqual(layoutProblems(m), [], `${name} ${where}: the rows are laid out one under the other`);
    stops.push(`${where}: rows ${m.rows[0].index}–${m.rows.at(-1).index} rendered, scrollTop ${Math.round(m.scrollTop)} of ${m.scrollHeight}`);
    return m;
  };

  const top = await check('at the top');
  const onTop = await rowOnScreen(scroller, 0);
  assert.ok(onTop.rendered && onTop.inScroller && onTop.inWindow && onTop.uncovered, `${name}: the first item is on screen at the top (${JSON.stringify(onTop)})`);
  assert.match(onTop.text, first, `${name}: the first item is the one expected`);

  await scrollListTo(scroller, Math.round(top.scrollHeight / 3));
  await check('a third of the way down');
  // Two thirds down by the mouse wheel, as a person on a computer scrolls.
  const box = await scroller.boundingBox();
  const visibleTop = Math.max(box.y, 0);
  const visibleBottom = Math.min(box.y + box.height, page.viewportSize().height);
  await page.mouse.move(box.x + box.width / 2, (visibleTop + visibleBottom) / 2);
  const here = await scroller.evaluate((element) => element.scrollTop);
  await page.mouse.wheel(0, Math.round(top.scrollHeight / 3));
  await page.waitForFunction(([element, from]) => element.scrollTop > from, [await scroller.elementHandle(), here]);
  await settle(scroller);
  await check('two thirds of the way down (mouse wheel)');

  const drags = await scrollListToBottom(scroller);
  const bottom = await check('at the bottom');
  const onBottom = await rowOnScreen(scroller, count - 1);
  assert.ok(onBottom.rendered && onBottom.inScroller && onBottom.inWindow && onBottom.uncovered, `${name}: the last item is on screen at the bottom (${JSON.stringify(onBottom)})`);
  assert.match(onBottom.text, last, `${name}: the last item is the one expected`);
  assert.ok(bottom.scrollTop + bottom.clientHeight >= bottom.scrollHeight - 1, `${name}: scrolled to the end`);
  if (shot) await page.screenshot({ path: artifactPath(shot) });

  await scrollListTo(scroller, 0);
  const back = await check('back at the top');
  assert.equal(back.scrollTop, 0);
  const again = await rowOnScreen(scroller, 0);
  assert.ok(again.rendered && again.inScroller && again.inWindow && again.uncovered, `${name}: the first item is on screen back at the top (${JSON.stringify(again)})`);
  assert.match(again.text, first);
  const heights = bottom.rows.map((row) => row.bottom - row.top);
  const rowHeight = `rows ${Math.round(Math.min(...heights))}–${Math.round(Math.max(...heights))}px`;
  return { stops, drags, rowHeight, scrollHeights: [top.scrollHeight, bottom.scrollHeight, back.scrollHeight] };
}

const ALL = COUNT.toLocaleString('en-US');
const report = [];
const notes = [];

for (const viewport of [
  { width: 1280, height: 900, phone: false },
  { width: 360, height: 740, phone: true },
]) {
  const at = `${viewport.width}×${viewport.height}`;
  describe(`long lists at ${at}`, () => {
    before(async () => {
      await opened.page.setViewportSize({ width: viewport.width, height: viewport.height });
      await opened.page.reload();
      await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
    });

    test("the till's products", async () => {
      const { page } = opened;
      await goTo(page, viewport.phone, 'New Sale (POS)', 'New Sale');
      await page.getByText(`${ALL} products`).first().waitFor();
      const scroller = page.getByRole('region', { name: 'Products to add' });
      const walked = await walkList(page, scroller, { name: `POS ${at}`, first: /^Milo 400g tin #0001\b/, last: /^Palm oil 1L #2000\b/, shot: `long-lists-pos-${viewport.width}.png` });
      report.push({ screen: `POS ${at}`, ...walked });
      assert.deepEqual(problems(), []);
    });

    test("the till by keyboard, and a product far down found by search and added", async () => {
      const { page } = opened;
      const scroller = page.getByRole('region', { name: 'Products to add' });
      const search = page.getByRole('searchbox', { name: 'Search products' });
      const sale = page.getByRole('region', { name: 'Current Sale' });
      const focused = () =>
        page.evaluate(() => {
          const li = document.activeElement?.closest('[role="region"][aria-label="Products to add"] li');
          return li ? Number(li.dataset.index) : document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName;
        });
      try {
        await scrollListTo(scroller, 0);

        // Tab from the search box: the list (a scrolling region), then the products one by one, well
        // past the rows first rendered; each is on screen when it has the focus.
        await search.focus();
        const path = [];
        for (let i = 0; i < 5 && (await focused()) !== 0; i += 1) {
          await page.keyboard.press('Tab');
          await nextFrame(page);
          path.push(await focused());
        }
        assert.equal(await focused(), 0, `Tab from the search box reaches the first product (${path.join(' → ')})`);
        notes.push(`${at}: Tab from the search box: ${path.map((step) => (typeof step === 'number' ? `product ${step + 1}` : step)).join(' → ')}`);
        const steps = (await measure(scroller)).rows.at(-1).index + 15;
        // A burst as fast as keys can come, past the rows first drawn: each Tab lands on the next
        // product although the list hears of the scroll the focus made only a frame later.
        for (let i = 1; i <= steps; i += 1) await page.keyboard.press('Tab');
        assert.equal(await focused(), steps, `${steps} quick Tabs from the first product reach product ${steps + 1}`);
        for (let i = 1; i <= steps; i += 1) await page.keyboard.press('Shift+Tab');
        assert.equal(await focused(), 0, `as many quick Shift+Tabs go back to the first product`);
        for (let i = 1; i <= steps; i += 1) {
          // At a person's pace: a frame between presses, in which the list hears the scroll the focus made.
          await page.keyboard.press('Tab');
          await nextFrame(page);
          const now = await focused();
          if (now !== i) {
            const m = await measure(scroller);
            assert.fail(`Tab ${i} from the first product focuses ${typeof now === 'number' ? `product ${now + 1}` : now}, not product ${i + 1} (rows ${m.rows[0].index}–${m.rows.at(-1).index} rendered, scrollTop ${m.scrollTop})`);
          }
        }
        await settle(scroller);
        const tabbed = await rowOnScreen(scroller, steps);
        assert.ok(tabbed.inScroller && tabbed.inWindow && tabbed.uncovered, `the product focused by Tab is on screen (${JSON.stringify(tabbed)})`);
        assert.deepEqual(layoutProblems(await measure(scroller)), [], 'the rows stay in place as Tab scrolls the list');
        await page.keyboard.press('Shift+Tab');
        await nextFrame(page);
        assert.equal(await focused(), steps - 1, 'Shift+Tab goes back one product');
        // Enter on the focused product adds it.
        const [chosen] = (await rowOnScreen(scroller, steps - 1)).text.match(/^.*#\d{4}/);
        await page.keyboard.press('Enter');
        assert.equal(await sale.getByRole('textbox', { name: `Quantity of ${chosen}` }).inputValue(), '1');

        // End on the focused list scrolls it to the last product; Tab then reaches a product on
        // screen, and Tab on from there the last one, which Enter adds.
        await scroller.focus();
        const ends = await pressUntilEnd(page, scroller);
        notes.push(`${at}: End pressed ${ends} time(s) to reach the last product`);
        const last = await rowOnScreen(scroller, COUNT - 1);
        assert.ok(last.rendered && last.inScroller && last.inWindow, `End shows the last product (${JSON.stringify(last)})`);
        await clearOfSaleBar(page, scroller, COUNT - 1, `${at}: after End the last product`, `long-lists-pos-end-${viewport.width}.png`);
        await page.keyboard.press('Tab');
        await nextFrame(page);
        const landed = await focused();
        assert.equal(typeof landed, 'number', 'Tab from the list goes into its products');
        await settle(scroller);
        assert.ok((await rowOnScreen(scroller, landed)).inScroller, 'the product Tab focuses after End is shown in the list');
        notes.push(`${at}: after End, Tab from the list focused product ${landed + 1} of ${COUNT}`);
        const hidden = [];
        for (let i = 0; i < 40 && (await focused()) !== COUNT - 1; i += 1) {
          await page.keyboard.press('Tab');
          await nextFrame(page);
          const row = await rowOnScreen(scroller, await focused());
          if (!row.uncovered) hidden.push(`${row.text.match(/#\d{4}/)?.[0]} under "${row.covering}"`);
        }
        assert.equal(await focused(), COUNT - 1, 'Tab reaches the last product');
        if (hidden.length > 0) notes.push(`${at}: products focused by Tab but covered: ${hidden.join('; ')}`);
        await page.keyboard.press('Enter');
        await sale.getByRole('textbox', { name: 'Quantity of Palm oil 1L #2000' }).waitFor();

        // Search: a product far down the list, by part of its name, then tapped.
        await search.fill('hibiscus');
        await page.getByText('1 product found').waitFor();
        await page.getByRole('button', { name: new RegExp(`^${FAR.name}`) }).click();
        assert.equal(await sale.getByRole('textbox', { name: `Quantity of ${FAR.name}` }).inputValue(), '1');
        // A search matching many: its last match, at the bottom of the filtered list, is tapped.
        await search.fill('palm oil');
        await page.getByText(`${COUNT / WORDS.length} products found`).waitFor();
        await scrollListToBottom(scroller);
        const filtered = await measure(scroller);
        assert.deepEqual(layoutProblems(filtered), [], 'the filtered list is laid out one row under the other');
        const lastMatch = await rowOnScreen(scroller, filtered.rows[0].setsize - 1);
        assert.ok(lastMatch.inScroller && lastMatch.inWindow, `the last match is shown (${JSON.stringify(lastMatch)})`);
        await clearOfSaleBar(page, scroller, filtered.rows[0].setsize - 1, `${at}: the last of the products found`);
        assert.match(lastMatch.text, /^Palm oil 1L #2000/);
        await page.getByRole('button', { name: /^Palm oil 1L #2000/ }).click();
        assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Palm oil 1L #2000' }).inputValue(), '2');
        await page.screenshot({ path: artifactPath(`long-lists-pos-search-${viewport.width}.png`) });
      } finally {
        // Leave the till empty for the next viewport.
        await search.fill('');
        const removes = sale.getByRole('button', { name: / from the sale$/ });
        while ((await removes.count()) > 0) await removes.first().click();
        await sale.getByText('No items yet').waitFor();
      }
      assert.deepEqual(problems(), []);
    });

    test('All Products', async () => {
      const { page } = opened;
      await goTo(page, viewport.phone, 'All Products', 'Your Inventory');
      const scroller = page.getByRole('region', { name: 'Products', exact: true });
      const walked = await walkList(page, scroller, { name: `All Products ${at}`, first: /^P Palm oil 1L #2000\b/, last: /^M Milo 400g tin #0001\b/, shot: `long-lists-inventory-${viewport.width}.png` });
      report.push({ screen: `All Products ${at}`, ...walked });
      assert.deepEqual(problems(), []);
    });

    test("All Customers and a customer's purchases", async () => {
      const { page } = opened;
      await goTo(page, viewport.phone, 'All Customers', 'Your Customers');
      const scroller = page.getByRole('region', { name: 'Customers', exact: true });
      const walked = await walkList(page, scroller, { name: `All Customers ${at}`, first: /^C Customer 1999\b/, last: /^E Efua Sarpong\b/, shot: `long-lists-customers-${viewport.width}.png` });
      report.push({ screen: `All Customers ${at}`, ...walked });

      await page.getByRole('searchbox', { name: 'Search customers' }).fill('Efua');
      await page.getByRole('button', { name: `Purchases of ${EFUA.name}` }).click();
      const dialog = page.getByRole('dialog', { name: EFUA.name });
      const purchases = dialog.getByRole('region', { name: `Purchases of ${EFUA.name}` });
      await purchases.waitFor();
      try {
        const inModal = await walkList(page, purchases, { name: `Purchases ${at}`, count: Math.ceil(COUNT / 7), first: /Order #S1996000\b/, last: /Order #S0001000\b/, shot: `long-lists-purchases-${viewport.width}.png` });
        report.push({ screen: `Purchases ${at}`, ...inModal });
      } finally {
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('searchbox', { name: 'Search customers' }).fill('');
      }
      assert.deepEqual(problems(), []);
    });

    test('Sales History', async () => {
      const { page } = opened;
      await goTo(page, viewport.phone, 'Sales History', 'Sales History');
      await page.getByRole('status').filter({ hasText: new RegExp(`^${ALL} sales$`) }).waitFor();
      const scroller = page.getByRole('region', { name: 'Sales, newest first' });
      const walked = await walkList(page, scroller, { name: `Sales History ${at}`, first: /#S2000000\b/, last: /#S0001000\b/, shot: `long-lists-history-${viewport.width}.png` });
      report.push({ screen: `Sales History ${at}`, ...walked });
      assert.deepEqual(problems(), []);
    });
  });
}

after(() => {
  for (const note of notes) console.log(note);
  for (const entry of report) console.log(`${entry.screen}: ${entry.rowHeight}; ${entry.drags} drag(s) to the bottom; scrollHeight ${entry.scrollHeights.join(' → ')}\n  ${entry.stops.join('\n  ')}`);
});
