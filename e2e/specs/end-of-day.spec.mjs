// End of Day end to end, in Chromium on the embedded backend, on a device in Lagos (UTC+1): the
// Sales group lists it after Sales History; today's seeded sales (cash with change, mobile money
// with a discount, a split payment, a sale in naira, one made at 00:30 local time that is still
// yesterday in UTC) and a cash refund give the figures per currency, the CSV file holds them, the
// printed report is the page alone and fits 58 mm and 80 mm paper, another date shows its own
// day, the screen works from the keyboard and at 360 px, and the remote's own page shows it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { artifactPath, launchBrowser, openPage, downloadedCsvLines } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { saleRecord } from '../support/sale-record.mjs';
import { seedRefunds, seedSales } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Lagos';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** `YYYY-MM-DD` of `date` on a clock in `timeZone`. */
function localDate(date, timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Today in Lagos, the instant it began (Lagos keeps UTC+1 all year) and yesterday's date. */
function lagosToday() {
  const today = localDate(new Date(), TIME_ZONE);
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - HOUR_MS);
  return { today, start, yesterday: localDate(new Date(start.getTime() - MINUTE_MS), TIME_ZONE) };
}

/**
 * The day seeded: in cedis takings ₵280.00 (cash ₵110.00, mobile money ₵170.00), discounts ₵10.00,
 * a ₵12.50 cash refund, net ₵267.50, cash expected ₵97.50; in naira ₦7,000.00 by bank transfer;
 * and yesterday a ₵45.00 card sale.
 */
function theDay(start) {
  const at = (minutes) => new Date(start.getTime() + minutes * MINUTE_MS);
  // 00:30 in Lagos is 23:30 UTC the day before: it counts today on this device.
  const cash = saleRecord({
    lines: [
      { id: 'p-milo', name: 'Milo 400g', price: 45 },
      { id: 'p-bread', name: 'Sugar bread', price: 12.5, quantity: 2 },
    ],
    tendered: 100,
    paymentMethod: 'Cash',
    at: at(30),
  });
  const momo = saleRecord({ lines: [{ id: 'p-kente', name: 'Kente cloth', price: 120 }], discount: 10, paymentMethod: 'Mobile Money', at: at(9 * 60) });
  // A split payment is stored with its parts: ₵60 by mobile money and ₵50 cash for ₵100, ₵10 change from the cash.
  const split = {
    ...saleRecord({ lines: [{ id: 'p-rice', name: 'Royal Aroma rice 5kg', price: 100 }], tendered: 110, paymentMethod: 'Mobile Money', at: at(10 * 60) }),
    payments: [
      { method: 'Mobile Money', amount: 60 },
      { method: 'Cash', amount: 50 },
    ],
  };
  const naira = saleRecord({ lines: [{ id: 'p-garri', name: 'Garri 5kg', price: 3500, quantity: 2 }], currency: 'NGN', paymentMethod: 'Bank Transfer', at: at(11 * 60) });
  const yesterday = saleRecord({ lines: [{ id: 'p-milo', name: 'Milo 400g', price: 45 }], paymentMethod: 'Card', at: at(-60) });
  const refund = {
    id: randomUUID(),
    saleId: cash.id,
    items: [{ id: 'p-bread', name: 'Sugar bread', price: 12.5, currency: 'GHS', quantity: 1 }],
    amount: 12.5,
    currency: 'GHS',
    paymentMethod: 'Cash',
    reason: 'Stale loaf',
    createdAt: at(12 * 60),
    customer: null,
  };
  return { sales: [cash, momo, split, naira, yesterday], refunds: [refund] };
}

/** A signed-up owner in Lagos with the day seeded, on End of Day. */
async function ownerOnEndOfDay(page, { phone = false } = {}) {
  await signUpAndLogIn(page);
  const { start } = lagosToday();
  const { sales, refunds } = theDay(start);
  // One call per UTC day keeps the fixture's roll-ups right.
  for (const day of new Set(sales.map((s) => s.createdAt.toISOString().slice(0, 10)))) {
    await seedSales(page, sales.filter((s) => s.createdAt.toISOString().slice(0, 10) === day));
  }
  await seedRefunds(page, refunds);
  await page.reload();
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await openView(page, 'End of Day');
  await page.getByRole('heading', { level: 1, name: 'End of Day' }).waitFor();
}

const currency = (page, code) => page.getByRole('region', { name: new RegExp(`^${code}`) });
const cardText = (region, title) => region.getByRole('article', { name: title }).innerText();
const rowCells = async (table, method) =>
  (await table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: method, exact: true }) }).innerText()).split(/\s*\t\s*|\n/).filter(Boolean);

describe('End of Day', () => {
  test('the day’s figures per currency, its CSV, its printed report on 58 and 80 mm paper, another date, by keyboard', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE });
    try {
      await ownerOnEndOfDay(page);
      const { today, yesterday } = lagosToday();
      // A Lagos device's day is not the dashboard's UTC day, and the screen says which it means.
      await page.getByText("This day runs from midnight to midnight Africa/Lagos time; the dashboard's days are UTC.").waitFor();

      // The Sales group lists End of Day after Sales History (then the online orders), and it is the current view.
      const salesGroup = page.getByRole('navigation', { name: 'Main' }).locator('#nav-group-sales');
      assert.deepEqual(await salesGroup.getByRole('button').allInnerTexts(), ['New Sale (POS)', 'Sales History', 'End of Day', 'Online orders']);
      assert.equal(await salesGroup.getByRole('button', { name: 'End of Day' }).getAttribute('aria-current'), 'page');
      assert.match(page.url(), /[?&]view=sales-end-of-day\b/);

      // Today in the device's time zone, its figures per currency.
      assert.equal(await page.getByLabel(/^Date/).inputValue(), today);
      const cedi = currency(page, 'GHS');
      await cedi.waitFor();
      await page.getByText(/: 4 sales, 1 refund$/).waitFor();
      assert.match(await cardText(cedi, 'Net total'), /₵267\.50/);
      assert.match(await cardText(cedi, 'Cash expected in drawer'), /₵97\.50/);
      assert.match(await cardText(cedi, 'Sales'), /^Sales\s+3\s+1 split payment$/);
      assert.match(await cardText(cedi, 'Refunds'), /1\s+₵12\.50 given back/);
      assert.match(await cardText(cedi, 'Gross takings'), /₵280\.00/);
      assert.match(await cardText(cedi, 'Discounts given'), /₵10\.00/);
      const cediTable = cedi.getByRole('table', { name: 'Takings by payment method (GHS)' });
      assert.deepEqual(await rowCells(cediTable, 'Cash'), ['Cash', '₵110.00', '₵12.50', '₵97.50']);
      assert.deepEqual(await rowCells(cediTable, 'Mobile Money'), ['Mobile Money', '₵170.00', '₵0.00', '₵170.00']);
      assert.deepEqual(await rowCells(cediTable, 'Card'), ['Card', '₵0.00', '₵0.00', '₵0.00']);
      assert.deepEqual(await rowCells(cediTable, 'Total'), ['Total', '₵280.00', '₵12.50', '₵267.50']);
      assert.equal(await cedi.getByRole('list', { name: 'Takings by payment method (GHS)' }).isVisible(), false, 'the phone’s list is not shown beside the table');
      const naira = currency(page, 'NGN');
      assert.match(await cardText(naira, 'Net total'), /₦7,000\.00/);
      assert.deepEqual(await rowCells(naira.getByRole('table'), 'Bank Transfer'), ['Bank Transfer', '₦7,000.00', '₦0.00', '₦7,000.00']);

      await page.screenshot({ path: artifactPath('end-of-day.png'), fullPage: true });

      // The CSV file: one row per currency, named by the day.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.equal(download.suggestedFilename(), `end-of-day-${today}.csv`);
      const csv = await downloadedCsvLines(download);
      assert.equal(
        csv[0],
        'Date,Currency,Sales,Split payments,Refunds,Cash takings,Mobile Money takings,Card takings,Bank Transfer takings,Other takings,Gross takings,Discounts given,' +
          'Cash refunded,Mobile Money refunded,Card refunded,Bank Transfer refunded,Other refunded,Refunds given,Net total,Expenses paid from the till,Cash expected in drawer,' +
          'Gross profit,Sales with no cost,Sales total,Credit given,Cash repaid,Mobile Money repaid,Card repaid,Bank Transfer repaid,Other repaid,Repayments received,Refunds off accounts',
      );
      // The seeded sales carry no cost price: no gross profit, all of the net total "with no cost".
      // Then the sales' total, and no credit given, repaid or taken off accounts: a shop that does not sell on credit.
      const noCredit = ',0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00';
      assert.equal(csv[1], `${today},GHS,3,1,1,110.00,170.00,0.00,0.00,0.00,280.00,10.00,12.50,0.00,0.00,0.00,0.00,12.50,267.50,0.00,97.50,0.00,267.50,280.00${noCredit}`);
      assert.equal(csv[2], `${today},NGN,1,0,0,0.00,0.00,0.00,7000.00,0.00,7000.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,7000.00,0.00,0.00,0.00,7000.00,7000.00${noCredit}`);
      assert.equal(csv.length, 4, 'a header, two currencies and the final line end');

      // Printed, the page is the report alone, even with its section closed.
      const report = page.getByLabel('End of day report');
      assert.equal(await report.isVisible(), false, 'the report is closed on screen');
      await page.emulateMedia({ media: 'print' });
      assert.ok(await report.isVisible(), 'the report prints');
      assert.ok(!(await page.getByRole('navigation', { name: 'Main' }).isVisible()), 'the sidebar does not print');
      assert.ok(!(await cediTable.isVisible()), 'the screen’s figures do not print');
      assert.ok(!(await page.getByRole('button', { name: 'Print Report' }).isVisible()), 'the buttons do not print');
      const printed = await report.innerText();
      for (const line of [/^End of day$/m, /^Cash expected in drawer +₵97\.50$/m, /^Net total +₵267\.50$/m, /^ {2}Bank Transfer +₦7,000\.00$/m]) {
        assert.match(printed, line);
      }
      // On each roll, the width left to print on (58 mm paper prints about 48–50 mm, 80 mm about
      // 72 mm): every line of the report on one printed line, nothing cut off at the side.
      for (const [paper, printableMm] of [
        ['58 mm', 50],
        ['80 mm', 72],
      ]) {
        await page.setViewportSize({ width: Math.floor((printableMm * 96) / 25.4), height: 900 });
        const fit = await report.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const rows = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          const box = element.getBoundingClientRect();
          return {
            lines: (element.textContent ?? '').split('\n').length,
            rows: rows.size,
            overflow: element.scrollWidth - element.clientWidth,
            right: box.right,
            page: document.documentElement.clientWidth,
          };
        });
        assert.equal(fit.rows, fit.lines, `on ${paper} paper no line of the report wraps (${fit.rows} printed lines for ${fit.lines})`);
        assert.ok(fit.overflow <= 0 && fit.right <= fit.page, `on ${paper} paper the report fits (${JSON.stringify(fit)})`);
        await page.screenshot({ path: artifactPath(`end-of-day-print-${paper.replace(' ', '')}.png`), fullPage: true });
      }
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Another date, typed in the date box from the keyboard: yesterday's one card sale.
      const date = page.getByLabel(/^Date/);
      await date.focus();
      await date.fill(yesterday);
      await page.getByText(/: 1 sale, 0 refunds$/).waitFor();
      assert.match(await cardText(currency(page, 'GHS'), 'Net total'), /₵45\.00/);
      assert.deepEqual(await rowCells(currency(page, 'GHS').getByRole('table'), 'Card'), ['Card', '₵45.00', '₵0.00', '₵45.00']);
      assert.equal(await currency(page, 'NGN').count(), 0);
      // Tab on (past the date's day, month and year) to Today and press it: back to today's figures.
      for (let i = 0; i < 4 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Today'; i += 1) await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Today');
      await page.keyboard.press('Enter');
      await page.getByText(/: 4 sales, 1 refund$/).waitFor();
      assert.equal(await date.inputValue(), today);

      // A day with no sales.
      await date.fill('2020-01-01');
      await page.getByRole('heading', { level: 2, name: 'No sales on this day' }).waitFor();

      // The remote's own page shows End of Day too, for the owner signed in on this origin.
      await page.goto('/mfe-history/?view=end-of-day');
      await page.getByRole('heading', { level: 1, name: 'End of Day' }).waitFor();
      assert.match(await cardText(currency(page, 'GHS'), 'Net total'), /₵267\.50/);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('reads well on a 360 × 740 phone: what a cashier needs at close on the first screen, no sideways scrolling, the figures by method in rows that fit', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: { width: 360, height: 740 } });
    try {
      await ownerOnEndOfDay(page, { phone: true });
      const cedi = currency(page, 'GHS');
      await cedi.waitFor();
      await currency(page, 'NGN').waitFor();
      // Without scrolling: the takings by method (to the Total row), cash expected in the drawer,
      // the number of sales and the refunds.
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the screen opens at its top');
      await page.screenshot({ path: artifactPath('end-of-day-phone-first-screen.png') });
      const firstScreen = [
        ['the takings by method', cedi.getByRole('list', { name: 'Takings by payment method (GHS)' })],
        ['cash expected in drawer', cedi.getByRole('article', { name: 'Cash expected in drawer', exact: true })],
        ['the sales count', cedi.getByRole('article', { name: 'Sales', exact: true })],
        ['the refunds', cedi.getByRole('article', { name: 'Refunds', exact: true })],
      ];
      for (const [what, element] of firstScreen) {
        const box = await element.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 740, `${what} is within the first screen (${JSON.stringify(box)})`);
      }
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(width.scroll <= width.client, `no sideways scrolling (${width.scroll}px in ${width.client}px)`);
      // The table gives way to a list of the same figures, one method a block, that fits.
      assert.equal(await page.getByRole('table').count(), 0, 'no table is shown on the phone');
      for (const code of ['GHS', 'NGN']) {
        const list = currency(page, code).getByRole('list', { name: `Takings by payment method (${code})` });
        const { width: listWidth, room, overflow } = await list.evaluate((element) => ({
          width: element.getBoundingClientRect().width,
          room: element.parentElement?.clientWidth ?? 0,
          overflow: element.scrollWidth - element.clientWidth,
        }));
        assert.ok(listWidth <= room + 0.5 && overflow <= 0, `the ${code} figures by method fit the phone (${listWidth}px in ${room}px)`);
      }
      const cash = cedi.getByRole('list', { name: 'Takings by payment method (GHS)' }).getByRole('listitem').first();
      assert.deepEqual((await cash.innerText()).split(/\n/).filter(Boolean), ['Cash', 'Taken', '₵110.00', 'Refunded', '₵12.50', 'Kept', '₵97.50']);
      // Each row's three amounts sit in their own column, under the labels shown over the first row.
      const total = cedi.getByRole('list', { name: 'Takings by payment method (GHS)' }).getByRole('listitem').last();
      const columns = async (row) => row.locator('dd').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().right)));
      assert.deepEqual(await columns(total), await columns(cash), 'the Total row lines up with the Cash row');
      assert.deepEqual((await total.innerText()).split(/\n/).filter(Boolean), ['Total', 'Taken', '₵280.00', 'Refunded', '₵12.50', 'Kept', '₵267.50']);
      for (const name of ['Print Report', 'Download CSV', 'Report as printed']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `${name} is on screen`);
      }
      await page.screenshot({ path: artifactPath('end-of-day-phone.png'), fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
