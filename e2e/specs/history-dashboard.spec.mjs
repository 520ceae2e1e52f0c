// Sales History and the dashboard end to end, in Chromium on the embedded backend: two sales made
// through the POS appear in the history (found by item name and by order id, with their details,
// and saved as a CSV file),
// the dashboard's revenue and counts move, the period selector changes the range, and ApexCharts
// is never downloaded by the landing page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { saleRecord } from '../support/sale-record.mjs';
import { launchBrowser, openPage, downloadedCsvLines } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedCustomers, seedProducts, seedSales } from '../support/seed.mjs';

const DAY_MS = 86_400_000;
// Something only the ApexCharts bundle contains.
const APEXCHARTS_MARKER = 'apexcharts-canvas';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function withPage(options, run) {
  const opened = await openPage(browser, options);
  try {
    await run(opened);
  } finally {
    await opened.context.close();
  }
}

/** The scripts the page downloads, with a way to read their text afterwards. */
function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return {
    async containing(marker) {
      const hits = [];
      for (const response of scripts) {
        const text = await response.text().catch(() => '');
        if (text.includes(marker)) hits.push(response.url());
      }
      return hits;
    },
  };
}

/** Signs up and waits for the dashboard to finish loading, so a reload aborts nothing. */
async function ownerOnDashboard(page) {
  const owner = await signUpAndLogIn(page);
  await page.getByRole('article', { name: 'Revenue (Last 30 days)' }).waitFor();
  await page.waitForLoadState('networkidle');
  return owner;
}

const card = (page, name) => page.getByRole('article', { name });
const historyRows = (page) => page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');

async function expectText(locator, expected) {
  await locator.filter({ hasText: expected }).first().waitFor({ timeout: 10_000 });
}

/** Sells `items` ([name, times clicked]) through the POS and returns the order id from the receipt. */
async function sellThroughPos(page, items, paymentMethod) {
  const products = page.getByRole('region', { name: 'Products to add' });
  for (const [name, times] of items) {
    for (let i = 0; i < times; i += 1) await products.getByRole('button', { name: new RegExp(name) }).click();
  }
  await page.getByRole('radio', { name: paymentMethod }).check();
  await page.getByRole('button', { name: 'Exact amount' }).click();
  await page.getByRole('button', { name: /^Complete sale · / }).click();
  const receipt = page.getByRole('dialog', { name: 'Sale complete' });
  await receipt.waitFor();
  const description = await receipt.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText());
  const orderId = /#[0-9A-Z]{8}/.exec(description)?.[0];
  assert.ok(orderId, `order id in "${description}"`);
  await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
  await receipt.waitFor({ state: 'detached' });
  return orderId;
}

describe('Sales History and the dashboard', () => {
  test('two POS sales show in the history and move the dashboard; ApexCharts stays off the landing page', async () => {
    await withPage({}, async ({ page, context, problems }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const scripts = recordScripts(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await scripts.containing(APEXCHARTS_MARKER), [], 'the landing page downloads no chart library');

      await ownerOnDashboard(page);
      await seedProducts(page, [
        { name: 'Shea Butter Jar', price: 19.99, quantity: 10 },
        { name: 'Kente Scarf', price: 45.5, quantity: 3 },
        { name: 'Tiger Nut Milk', price: 0.2, type: 'Digital' },
      ]);
      await seedCustomers(page, [{ name: 'Kofi Boateng', phone: '024 412 3456' }]);
      await page.reload();

      // The dashboard before any sale.
      await expectText(card(page, 'Revenue (Last 30 days)'), '₵0.00');
      await expectText(card(page, 'Total Products'), '3');
      await expectText(card(page, 'Total Customers'), '1');

      await openView(page, 'New Sale (POS)');
      const first = await sellThroughPos(page, [['Shea Butter Jar', 2]], 'Cash');
      const second = await sellThroughPos(page, [['Kente Scarf', 1], ['Tiger Nut Milk', 1]], 'Mobile Money');
      assert.notEqual(first, second);

      // The history: newest first, searchable by item name and by order id.
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      await expectText(page.getByRole('status'), '2 sales');
      assert.equal(await historyRows(page).count(), 2);
      assert.match(await historyRows(page).nth(0).innerText(), new RegExp(second.slice(1)));
      assert.match(await historyRows(page).nth(0).innerText(), /₵45\.70/);
      assert.match(await historyRows(page).nth(1).innerText(), /₵39\.98/);

      const search = page.getByRole('searchbox', { name: 'Search sales' });
      await search.fill('tiger nut');
      await expectText(page.getByRole('status'), '1 sale found');
      assert.match(await historyRows(page).first().innerText(), new RegExp(second.slice(1)));
      assert.match(await historyRows(page).first().innerText(), /Mobile Money/);

      await search.fill(first.slice(1).toLowerCase());
      await expectText(page.getByRole('status'), '1 sale found');
      assert.match(await historyRows(page).first().innerText(), /Shea Butter Jar ×2/);

      // Sale Details, by keyboard.
      await historyRows(page).first().focus();
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.waitFor();
      const items = details.getByRole('table', { name: /^Items/ });
      assert.deepEqual(
        (await items.getByRole('row').nth(1).innerText()).split(/\s*\t\s*|\n/).filter(Boolean),
        ['Shea Butter Jar', '2', '₵19.99', '₵39.98'],
      );
      const detailsText = await details.innerText();
      for (const expected of [first, 'Cash', 'Walk-in customer', '₵39.98', 'Fixed amount', 'Change due']) {
        assert.ok(detailsText.includes(expected), `Sale Details shows ${expected}`);
      }
      // The receipt again, for the customer: copied as the till gave it, and printed alone.
      await details.getByRole('button', { name: 'Copy Receipt' }).click();
      await details.getByRole('button', { name: 'Copied!' }).waitFor();
      const receipt = await page.evaluate(() => navigator.clipboard.readText());
      for (const line of [`Order: ${first}`, 'Shea Butter Jar', '  2 x ₵19.99 = ₵39.98', 'Total: ₵39.98', 'Payment: Cash']) {
        assert.ok(receipt.includes(line), `receipt has "${line}":\n${receipt}`);
      }
      await page.emulateMedia({ media: 'print' });
      assert.ok(await details.getByLabel('Receipt', { exact: true }).isVisible(), 'the receipt prints, its section closed or not');
      assert.ok(!(await details.getByRole('table', { name: /^Items/ }).isVisible()), 'the details around it do not print');
      await page.emulateMedia({ media: 'screen' });
      // Emulating print hid the focused button, which sends focus to the page: back into the dialog.
      await details.getByRole('button', { name: 'Copy Receipt' }).focus();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await page.emulateMedia({ media: 'print' });
      assert.ok(await historyRows(page).first().isVisible(), 'the history prints as it is when no receipt is open');
      await page.emulateMedia({ media: 'screen' });

      // Both sales saved as a spreadsheet file, amounts to the penny.
      await search.fill('');
      await expectText(page.getByRole('status'), '2 sales');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.match(download.suggestedFilename(), /^sales-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await downloadedCsvLines(download);
      assert.equal(csv[0], 'Order,Date,Items,Units,Subtotal,Discount,Total,Tendered,Change,Currency,Payment method,Customer,Payments,Refund of,Paid now,On account,Due,Sold by');
      // Sold by the owner's own account (no staff): the owner's name (docs/product-rules.md, 'Staff at the till').
      assert.match(csv[1], new RegExp(`^${second},.*,Kente Scarf; Tiger Nut Milk,2,45\\.70,0\\.00,45\\.70,45\\.70,0\\.00,GHS,Mobile Money,Walk-in customer,,,45\\.70,,,Ama Mensah$`));
      assert.match(csv[2], new RegExp(`^${first},.*,Shea Butter Jar ×2,2,39\\.98,0\\.00,39\\.98,39\\.98,0\\.00,GHS,Cash,Walk-in customer,,,39\\.98,,,Ama Mensah$`));
      assert.equal(csv.length, 4, 'a header, two sales and the final line end');

      // The dashboard moved: revenue of both sales, the chart drawn, the period switchable.
      await openView(page, 'Dashboard');
      await expectText(card(page, 'Revenue (Last 30 days)'), '₵85.68');
      await expectText(card(page, 'Revenue (Last 30 days)'), 'From 2 sales');
      const chart = page.getByRole('region', { name: 'Sales Performance' });
      await chart.locator('.apexcharts-canvas path.apexcharts-area').first().waitFor();
      assert.ok((await scripts.containing(APEXCHARTS_MARKER)).length > 0, 'the dashboard loads the chart chunk');
      await chart.getByRole('radio', { name: 'Last 7 Days' }).click();
      await expectText(card(page, 'Revenue (Last 7 days)'), '₵85.68');
      await chart.getByRole('table', { name: 'Sales Revenue, Last 7 Days', includeHidden: true }).waitFor({ state: 'attached' });

      assert.deepEqual(problems, []);
    });
  });

  test('seeded sales over 90 days: the period picks its days, the history reads well on a 390-px phone', async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
      await ownerOnDashboard(page);
      const now = Date.now();
      const sale = (daysAgo, price, name) => saleRecord({ lines: [{ id: `p-${name}`, name, price }], at: new Date(now - daysAgo * DAY_MS) });
      // One call per day keeps the fixture's roll-ups right.
      await seedSales(page, [sale(2, 10.1, 'Palm Oil')]);
      await seedSales(page, [sale(20, 20.2, 'Garri 5kg')]);
      await seedSales(page, [sale(60, 30.3, '<b>Cocoa</b> Butter')]);
      // A naira sale: its revenue is listed beside the cedis, never added to them.
      await seedSales(page, [saleRecord({ lines: [{ id: 'p-indomie', name: 'Indomie carton', price: 3500 }], currency: 'NGN', at: new Date(now - 3 * DAY_MS) })]);
      await page.reload();

      await expectText(card(page, 'Revenue (Last 30 days)'), '₵30.30');
      const naira = card(page, 'Revenue (Last 30 days)').getByText('Also ₦3,500.00');
      await naira.waitFor();
      const [figureBox, nairaBox] = [await card(page, 'Revenue (Last 30 days)').getByText('₵30.30').boundingBox(), await naira.boundingBox()];
      assert.ok(figureBox && nairaBox && nairaBox.height > 0 && nairaBox.y > figureBox.y, 'the other currency shows on its own line under the figure');
      const chart = page.getByRole('region', { name: 'Sales Performance' });
      await chart.getByRole('radio', { name: 'Last 90 Days' }).click();
      await expectText(card(page, 'Revenue (Last 90 days)'), '₵60.60');
      await chart.getByRole('radio', { name: 'Last 7 Days' }).click();
      await expectText(card(page, 'Revenue (Last 7 days)'), '₵10.10');
      await chart.getByRole('button', { name: 'Show as table' }).click();
      const table = chart.getByRole('table', { name: 'Sales Revenue, Last 7 Days' });
      assert.equal(await table.getByRole('row').count(), 8);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'Sales History');
      await expectText(page.getByRole('status'), '4 sales');
      assert.match(await historyRows(page).nth(3).innerText(), /<b>Cocoa<\/b> Butter/);
      // Each sale is a small card on a phone: its total is on screen, not cut off at the side.
      const total = await historyRows(page).first().locator('[data-currency]').boundingBox();
      assert.ok(total && total.x + total.width <= 390, `the total is on screen (${JSON.stringify(total)})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling on a phone (overflow ${overflow}px)`);
      assert.deepEqual(problems, []);
    });
  });

  test('on a phone the dashboard does not move as it loads: the cards, their footnotes and the chart keep their place; the chart is fetched and drawn only once scrolled to', async () => {
    // Lighthouse's mobile screen, and a CPU four times slower, so the figures come one by one.
    await withPage({ viewport: { width: 412, height: 823 } }, async ({ context, page, problems }) => {
      await ownerOnDashboard(page);
      // A footnote on two cards ('From 1 sale', '1 need restocking'), in a line each card keeps for it.
      await seedProducts(page, [
        { id: 'p-milo', name: 'Milo 400g', price: 45, quantity: 2 },
        { id: 'p-rice', name: 'Rice (5kg)', price: 85, quantity: 40 },
      ]);
      await seedSales(page, [saleRecord({ lines: [{ id: 'p-rice', name: 'Rice (5kg)', price: 85 }], at: new Date(Date.now() - DAY_MS) })]);
      await context.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((source) => source.node?.textContent?.trim().slice(0, 40) ?? '?');
            window.__shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const scripts = recordScripts(page);
      await page.reload();
      const chart = page.getByRole('region', { name: 'Sales Performance' });
      await chart.getByRole('button', { name: 'Show as table' }).waitFor();
      await expectText(card(page, 'Total Products'), '1 need restocking');
      await expectText(card(page, 'Revenue (Last 30 days)'), 'From 1 sale');
      // The page opens on the cards, the chart a screen further down: ApexCharts waits for the
      // owner to scroll towards it (mfe-dashboard use-near-screen.ts), its place held meanwhile.
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await scripts.containing(APEXCHARTS_MARKER), [], 'the chart library is not fetched for a chart below the screen');
      assert.equal(await chart.locator('svg').count(), 0, 'nothing drawn below the screen');
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('.apexcharts-canvas path.apexcharts-area').first().waitFor();
      assert.ok((await scripts.containing(APEXCHARTS_MARKER)).length > 0, 'scrolled to, the chart loads and is drawn');
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      assert.ok(total < 0.001, `nothing moves as the dashboard loads (layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts)})`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      assert.deepEqual(problems, []);
    });
  });
});
