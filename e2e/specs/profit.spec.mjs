// Cost, expenses and profit end to end, in Chromium on the embedded backend, on a device in Accra
// (UTC, so the dashboard's day and End of Day's are the same): a product at a cost price, a
// delivery at a new unit cost moving the cost to the weighted average, a sale at the till, an
// expense paid from the till; then the dashboard shows the gross and net profit and End of Day the
// gross profit and the cash the drawer should hold. The receipt never shows a cost. A second sale
// (a product with a cost, one without) then puts the dashboard's Best sellers by profit in order,
// also on a 360 px phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });

/** Adds a product through the inventory's form; `cost` left out: no cost price. */
async function addProduct(page, { name, price, cost, quantity }) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add product' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('spinbutton', { name: 'Price', exact: true }).fill(price);
  if (cost !== undefined) await add.getByRole('spinbutton', { name: 'Cost price (optional)' }).fill(cost);
  await add.getByLabel('Quantity').fill(quantity);
  await add.getByRole('button', { name: 'Save' }).click();
  await add.waitFor({ state: 'detached' });
  await productRow(page, name).waitFor();
}

/** The cells of a table's body rows, as text. */
const tableCells = (table) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.cells].map((cell) => cell.innerText.trim())));

describe('profit', () => {
  test('a delivery at a new cost, a sale and an expense paid from the till: the dashboard and End of Day show the right profit and cash', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: 'Africa/Accra' });
    try {
      await signUpAndLogIn(page);

      // 10 tins at a cost of ₵30.00, sold at ₵45.00.
      await openView(page, 'All Products');
      await page.getByRole('heading', { name: 'Your Inventory' }).waitFor();
      await page.getByRole('button', { name: 'Add product' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add product' });
      await add.getByLabel('Name').fill('Milo 400g tin');
      await add.getByRole('spinbutton', { name: 'Price', exact: true }).fill('45');
      await add.getByRole('spinbutton', { name: 'Cost price (optional)' }).fill('30');
      await add.getByLabel('Quantity').fill('10');
      await add.getByRole('button', { name: 'Save' }).click();
      await add.waitFor({ state: 'detached' });
      const row = productRow(page, 'Milo 400g tin');
      await row.getByText('Margin ₵15.00 · 33%').waitFor();

      // 10 more at ₵36.00 a unit: the cost becomes (10 × 30 + 10 × 36) ÷ 20 = ₵33.00.
      await row.getByRole('button', { name: 'Stock of Milo 400g tin' }).click();
      const stock = page.getByRole('dialog', { name: 'Stock of Milo 400g tin' });
      assert.equal(await stock.getByRole('textbox', { name: /^Unit cost/ }).inputValue(), '30.00', 'Unit cost starts at the current cost');
      await stock.getByLabel('Units received').fill('10');
      await stock.getByRole('textbox', { name: /^Unit cost/ }).fill('36');
      await stock.getByText('Cost becomes ₵33.00 a unit.').waitFor();
      await stock.getByRole('button', { name: 'Add stock' }).click();
      const history = stock.getByRole('region', { name: 'Stock history' });
      await history.getByText('Delivery at ₵36.00 a unit').waitFor();
      await history.getByText('Cost after: ₵33.00 a unit').waitFor();
      await stock.getByRole('button', { name: 'Done' }).click();
      await row.getByText('20 in stock').waitFor();
      await row.getByText('Margin ₵12.00 · 27%').waitFor();

      // Two tins sold for cash, exact: ₵90.00 taken, ₵66.00 of cost, ₵24.00 gross profit.
      await openView(page, 'New Sale (POS)');
      const products = page.getByRole('region', { name: 'Products to add' });
      for (let i = 0; i < 2; i += 1) await products.getByRole('button', { name: /Milo 400g tin/ }).click();
      await page.getByRole('radio', { name: 'Cash' }).check();
      await page.getByRole('button', { name: 'Exact amount' }).click();
      await page.getByRole('button', { name: 'Complete sale · ₵90.00' }).click();
      const receipt = page.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor();
      const receiptText = await receipt.innerText();
      assert.doesNotMatch(receiptText, /cost|33\.00|66\.00|profit/i, 'the receipt says nothing of cost or profit');
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();

      // ₵10.00 of transport, paid in cash from the till.
      await openView(page, 'Expenses');
      await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
      await page.getByRole('button', { name: 'Add expense' }).first().click();
      const expense = page.getByRole('dialog', { name: 'Add expense' });
      await expense.getByLabel('Amount').fill('10');
      await expense.getByLabel('Category').selectOption('Transport');
      await expense.getByLabel('Payment method').selectOption('Cash');
      await expense.getByLabel('Paid from the till').check();
      await expense.getByLabel('Note').fill('Trotro to Makola');
      await expense.getByRole('button', { name: 'Save' }).click();
      await expense.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^Edit Transport expense of ₵10\.00 on / }).waitFor();

      // The dashboard: revenue ₵90.00, gross profit ₵24.00, net profit ₵14.00 after ₵10.00 of expenses.
      await openView(page, 'Dashboard');
      const card = (title) => page.getByRole('article', { name: title });
      await card('Revenue (Last 30 days)').getByText('₵90.00').waitFor();
      await card('Gross profit (Last 30 days)').getByText('₵24.00').waitFor();
      await card('Net profit (Last 30 days)').getByText('₵14.00').waitFor();
      await card('Net profit (Last 30 days)').getByText('Expenses ₵10.00').waitFor();

      // End of Day: the gross profit, and ₵80.00 in the drawer (₵90.00 taken less ₵10.00 paid out).
      await openView(page, 'End of Day');
      const cedi = page.getByRole('region', { name: /^GHS/ });
      await cedi.getByRole('article', { name: 'Gross profit', exact: true }).getByText('₵24.00').waitFor();
      await cedi.getByRole('article', { name: 'Expenses paid from the till', exact: true }).getByText('₵10.00').waitFor();
      await cedi.getByRole('article', { name: 'Cash expected in drawer', exact: true }).getByText('₵80.00').waitFor();

      // A second sale: three jars of shito at ₵20.00 (cost ₵8.00) and a kente stole at ₵150.00 with no cost price.
      await openView(page, 'All Products');
      await page.getByRole('heading', { name: 'Your Inventory' }).waitFor();
      await addProduct(page, { name: 'Shito 250g', price: '20', cost: '8', quantity: '10' });
      await addProduct(page, { name: 'Kente stole', price: '150', quantity: '3' });
      await openView(page, 'New Sale (POS)');
      for (let i = 0; i < 3; i += 1) await products.getByRole('button', { name: /Shito 250g/ }).click();
      await products.getByRole('button', { name: /Kente stole/ }).click();
      await page.getByRole('radio', { name: 'Cash' }).check();
      await page.getByRole('button', { name: 'Exact amount' }).click();
      await page.getByRole('button', { name: 'Complete sale · ₵210.00' }).click();
      await receipt.waitFor();
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();

      // Best sellers, from the product roll-ups: by revenue the kente stole leads; by profit the
      // shito (₵36.00) comes before the Milo (₵24.00), and the kente stole, with no cost, is last.
      await openView(page, 'Dashboard');
      const best = page.getByRole('region', { name: 'Best sellers', exact: true });
      const byRevenue = best.getByRole('table', { name: 'Best sellers by revenue, Last 30 Days, in GHS' });
      await byRevenue.waitFor();
      assert.deepEqual(
        (await tableCells(byRevenue)).map((row) => row[0]),
        ['Kente stole', 'Milo 400g tin', 'Shito 250g'],
      );
      await best.getByRole('radio', { name: 'By profit' }).click();
      const byProfit = best.getByRole('table', { name: 'Best sellers by profit, Last 30 Days, in GHS' });
      await byProfit.waitFor();
      assert.deepEqual(await tableCells(byProfit), [
        ['Shito 250g', '3', '₵60.00', '₵36.00', '60%'],
        ['Milo 400g tin', '2', '₵90.00', '₵24.00', '27%'],
        ['Kente stole', '1', '₵150.00', 'Cost unknown', '—'],
      ]);
      await card('Gross profit (Last 30 days)').getByText('₵60.00', { exact: true }).waitFor();
      await card('Gross profit (Last 30 days)').getByText('₵150.00 of sales had no cost price').waitFor();

      // Opened on a 360 px phone: the table scrolls in its own region, the page does not scroll sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await best.getByRole('radio', { name: 'By profit' }).click();
      await byProfit.waitFor();
      assert.deepEqual((await tableCells(byProfit)).map((row) => row[0]), ['Shito 250g', 'Milo 400g tin', 'Kente stole']);
      await best.scrollIntoViewIfNeeded();
      const panelBox = await best.boundingBox();
      assert.ok(panelBox && panelBox.x >= 0 && panelBox.x + panelBox.width <= 360, `the panel fits the phone (${JSON.stringify(panelBox)})`);
      const scroller = best.getByRole('region', { name: 'Best sellers by profit, Last 30 Days, in GHS' });
      const scrollerBox = await scroller.boundingBox();
      assert.ok(scrollerBox && scrollerBox.x >= 0 && scrollerBox.x + scrollerBox.width <= 360, `the table's region fits the phone (${JSON.stringify(scrollerBox)})`);
      await page.getByRole('region', { name: 'Sales Performance' }).locator('svg').first().waitFor();
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(width.scroll <= width.client, `no sideways scrolling (${width.scroll}px in ${width.client}px)`);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the Expenses screen on a 360 × 740 phone: the form and the list fit, no sideways scrolling', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: 'Africa/Accra', viewport: { width: 360, height: 740 } });
    try {
      await signUpAndLogIn(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'Expenses');
      await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
      await page.getByRole('button', { name: /^(Add expense|Record an expense)$/ }).first().click();
      const expense = page.getByRole('dialog', { name: 'Add expense' });
      await expense.getByLabel('Amount').fill('1500');
      await expense.getByLabel('Category').selectOption('Rent');
      await expense.getByLabel('Note').fill('Shop rent for November, paid to the landlord at Makola market');
      const save = await expense.getByRole('button', { name: 'Save' }).boundingBox();
      assert.ok(save && save.x >= 0 && save.x + save.width <= 360, `Save is on screen (${JSON.stringify(save)})`);
      await expense.getByRole('button', { name: 'Save' }).click();
      await expense.waitFor({ state: 'detached' });
      const row = page.getByRole('button', { name: /^Edit Rent expense of ₵1,500\.00 on / });
      await row.waitFor();
      const box = await row.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the expense's row fits the phone (${JSON.stringify(box)})`);
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(width.scroll <= width.client, `no sideways scrolling (${width.scroll}px in ${width.client}px)`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
