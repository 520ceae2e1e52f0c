// Selling on credit in the day's figures, end to end in Chromium on the embedded backend, on a
// device in Accra (docs/product-rules.md, 'Credit' and 'End of day'): today Ama buys ₵150.00 of
// cloth paying ₵50.00 in cash (₵100.00 on her account), a ₵40.00 cash sale, and Kofi pays ₵30.00 in
// cash towards the ₵80.00 he put on his account ten days ago. End of Day shows the ₵100.00 credit
// given apart from the takings and counts the cash repayment in the cash expected (₵120.00), the
// printed report says both, Sales History marks the sale On account, the dashboard's "Owed to you"
// figure is ₵150.00, and End of Day with its credit cards fits a 360 px phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { cardText, currencyRegion, rowCells } from '../support/end-of-day.mjs';
import { saleRecord } from '../support/sale-record.mjs';
import { putRows, seedCustomers, seedSales, signedInUid } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Accra';
const DAY_MS = 86_400_000;
const AMA = { id: 'c-ama', name: 'Ama Mensah' };
const KOFI = { id: 'c-kofi', name: 'Kofi Boateng' };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Today in Accra (UTC all year): its date, the instant it began, and an instant `share` (0–1) of the way from then to now. */
function accraToday() {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const start = Date.parse(`${today}T00:00:00Z`);
  return { today, start, at: (share) => new Date(start + Math.floor((now - start) * share)) };
}

/**
 * A signed-up owner with the day seeded: the credit sales carry what they owe (`owed`, two decimals)
 * and when (`dueOn`), the repayment its stored record, and the customers' balances what the records
 * make (credit sales − repayments: Ama ₵100.00, Kofi ₵50.00).
 */
async function ownerWithCreditDay(page) {
  await signUpAndLogIn(page);
  const { today, start, at } = accraToday();
  const dueOn = new Date(start + 30 * DAY_MS).toISOString().slice(0, 10);
  const amaOnCredit = {
    ...saleRecord({ lines: [{ id: 'p-kente', name: 'Kente cloth', price: 150 }], tendered: 50, paymentMethod: 'Cash', customer: AMA, at: at(0.2) }),
    owed: 100,
    dueOn,
  };
  const cash = saleRecord({ lines: [{ id: 'p-rice', name: 'Rice 5kg', price: 40 }], tendered: 40, paymentMethod: 'Cash', at: at(0.4) });
  const tenDaysAgo = new Date(start - 10 * DAY_MS + 9 * 3_600_000);
  const kofiOnCredit = {
    ...saleRecord({ lines: [{ id: 'p-oil', name: 'Palm oil 1L', price: 80 }], tendered: 0, paymentMethod: 'Cash', customer: KOFI, at: tenDaysAgo }),
    owed: 80,
    dueOn: new Date(tenDaysAgo.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
  };
  await seedCustomers(page, [AMA, KOFI]);
  // One call per UTC day keeps the fixture's roll-ups right.
  await seedSales(page, [amaOnCredit, cash]);
  await seedSales(page, [kofiOnCredit]);
  const uid = await signedInUid(page);
  await putRows(page, {
    repayments: [{ id: randomUUID(), customer: KOFI, amount: 30, currency: 'GHS', method: 'Cash', createdAt: at(0.6).toISOString(), ownerUid: uid }],
    customerAccounts: [
      { ownerUid: uid, customerId: AMA.id, currency: 'GHS', balanceMinor: 10000 },
      { ownerUid: uid, customerId: KOFI.id, currency: 'GHS', balanceMinor: 5000 },
    ],
  });
  await page.reload();
  return { today, amaOnCredit };
}

const cedi = (page) => currencyRegion(page, 'GHS');

describe('Selling on credit in the day’s figures', () => {
  test('End of Day: credit given apart from the takings, the cash repayment in the cash expected; Sales History and the dashboard', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE });
    try {
      const { amaOnCredit } = await ownerWithCreditDay(page);
      await openView(page, 'End of Day');
      await page.getByRole('heading', { level: 1, name: 'End of Day' }).waitFor();
      const ghs = cedi(page);
      await ghs.waitFor();
      await page.getByText(/: 2 sales, 0 refunds$/).waitFor();

      // ₵100.00 went on Ama's account: credit, not cash, and not in the takings.
      assert.match(await cardText(ghs, 'Credit given'), /₵100\.00/);
      assert.match(await cardText(ghs, 'Credit given'), /Of ₵190\.00 sold; not cash, not in the takings\./);
      // Kofi's ₵30.00 in cash is taken today, by its method.
      assert.match(await cardText(ghs, 'Repayments received'), /₵30\.00/);
      assert.match(await cardText(ghs, 'Repayments received'), /Cash ₵30\.00\./);
      // The drawer: ₵50.00 paid now + ₵40.00 + ₵30.00 repaid.
      assert.match(await cardText(ghs, 'Cash expected in drawer'), /₵120\.00/);
      assert.match(await cardText(ghs, 'Gross takings'), /₵120\.00/);
      assert.match(await cardText(ghs, 'Net total'), /₵120\.00/);
      const table = ghs.getByRole('table', { name: 'Takings by payment method (GHS)' });
      assert.deepEqual(await rowCells(table, 'Cash'), ['Cash', '₵120.00', '₵0.00', '₵120.00']);
      assert.deepEqual(await rowCells(table, 'Total'), ['Total', '₵120.00', '₵0.00', '₵120.00']);

      // The printed report says the same, 32 characters a line.
      await page.getByRole('button', { name: 'Report as printed' }).click();
      const printed = await page.getByLabel('End of day report').innerText();
      for (const line of [/^Repayments received +₵30\.00$/m, /^ {2}Cash +₵30\.00$/m, /^Credit given +₵100\.00$/m, /^Cash expected in drawer +₵120\.00$/m]) assert.match(printed, line);
      for (const line of printed.split('\n')) assert.ok(line.length <= 32, `"${line}" fits 58 mm paper`);
      await page.screenshot({ path: artifactPath('credit-end-of-day.png'), fullPage: true });

      // Sales History marks the sale On account, and its details say what was paid and what is owed.
      await openView(page, 'Sales History');
      const rows = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
      // Found by what she bought: every row also names its seller, the owner Ama Mensah.
      const amaRow = rows.filter({ hasText: 'Kente cloth' });
      await amaRow.first().waitFor();
      assert.match(await amaRow.first().innerText(), /On account\s*₵100\.00/);
      await amaRow.first().click();
      const details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.waitFor();
      const facts = await details.innerText();
      assert.match(facts, /Paid now\s*₵50\.00/);
      assert.match(facts, /On account\s*₵100\.00/);
      assert.match(facts, new RegExp(`Due on\\s*${new Date(`${amaOnCredit.dueOn}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`));
      await details.getByRole('button', { name: 'Done' }).click();

      // The dashboard: what customers owe beside revenue, from their balances.
      await openView(page, 'Dashboard');
      const owed = page.getByRole('article', { name: 'Owed to you' });
      await owed.filter({ hasText: '₵150.00' }).waitFor({ timeout: 10_000 });
      assert.match(await owed.innerText(), /By 2 customers/);
      const cardNames = await page.getByRole('article').locator('h2').allInnerTexts();
      assert.deepEqual(cardNames.slice(0, 2), ['Revenue (Last 30 days)', 'Owed to you']);
      // Revenue stays the sales' totals, credit included: ₵150.00 + ₵40.00 + Kofi's ₵80.00.
      assert.match(await page.getByRole('article', { name: 'Revenue (Last 30 days)' }).innerText(), /₵270\.00/);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('End of Day with credit on a 360 × 740 phone: no sideways scrolling', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: { width: 360, height: 740 } });
    try {
      await ownerWithCreditDay(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'End of Day');
      const ghs = cedi(page);
      await ghs.getByRole('article', { name: 'Credit given', exact: true }).waitFor();
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(width.scroll <= width.client, `no sideways scrolling (${width.scroll}px in ${width.client}px)`);
      for (const title of ['Credit given', 'Repayments received', 'Cash expected in drawer']) {
        const box = await ghs.getByRole('article', { name: title, exact: true }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `${title} is on screen (${JSON.stringify(box)})`);
      }
      await page.screenshot({ path: artifactPath('credit-end-of-day-phone.png'), fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
