// Refunds end to end, in Chromium on the embedded backend: a sale of 2 Physical units and 1
// Digital one made through the POS; 1 unit given back from Sale Details (the sale then Partly
// refunded with what is left, the refund listed in Sales History and found by search, its receipt
// copied and printed, the stock up by 1, the dashboard's revenue down by the refund); then the rest
// given back on a phone-width screen with Confirm pressed twice at once (recorded once), the sale
// Refunded and its Refund button off; the CSV lists the refunds as negative rows.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage, downloadedCsvLines } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const card = (page, name) => page.getByRole('article', { name });
const historyRows = (page) => page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });

async function expectText(locator, expected) {
  await locator.filter({ hasText: expected }).first().waitFor({ timeout: 10_000 });
}

/** Sells `items` ([name, times clicked]) through the POS for the exact amount and returns the order id from the receipt. */
async function sellThroughPos(page, items) {
  const products = page.getByRole('region', { name: 'Products to add' });
  for (const [name, times] of items) {
    for (let i = 0; i < times; i += 1) await products.getByRole('button', { name: new RegExp(name) }).click();
  }
  await page.getByRole('radio', { name: 'Cash' }).check();
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

async function stockReads(page, name, text) {
  await openView(page, 'All Products');
  await productRow(page, name).getByText(text).waitFor({ timeout: 10_000 });
}

async function openSale(page, orderId) {
  await openView(page, 'Sales History');
  await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
  await historyRows(page).filter({ hasText: orderId }).filter({ hasNotText: `for ${orderId}` }).first().click();
  const details = page.getByRole('dialog', { name: 'Sale Details' });
  await details.waitFor();
  return details;
}

describe('Refunds', () => {
  test('a sale given back in two parts: stock, history, search, receipt, dashboard, and a replay recorded once', async () => {
    const { page, context, problems } = await openPage(browser, {});
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signUpAndLogIn(page);
      await card(page, 'Revenue (Last 30 days)').waitFor();
      await page.waitForLoadState('networkidle');
      await seedProducts(page, [
        { name: 'Shea Butter Jar', price: 19.99, quantity: 10 },
        { name: 'Tiger Nut Milk', price: 5, type: 'Digital' },
      ]);
      await page.reload();
      await expectText(card(page, 'Revenue (Last 30 days)'), '₵0.00');

      // ₵19.99 × 2 + ₵5.00 = ₵44.98.
      await openView(page, 'New Sale (POS)');
      const orderId = await sellThroughPos(page, [['Shea Butter Jar', 2], ['Tiger Nut Milk', 1]]);
      await stockReads(page, 'Shea Butter Jar', '8 in stock');

      // Give back 1 jar from Sale Details.
      let details = await openSale(page, orderId);
      await details.getByRole('button', { name: 'Refund', exact: true }).click();
      let form = page.getByRole('dialog', { name: 'Refund', exact: true });
      await form.waitFor();
      const jars = form.getByRole('spinbutton', { name: 'Units of Shea Butter Jar to give back' });
      const milk = form.getByRole('spinbutton', { name: 'Units of Tiger Nut Milk to give back' });
      assert.equal(await jars.inputValue(), '2', 'all that was sold, by default');
      assert.equal(await milk.inputValue(), '1');
      await expectText(form, '₵44.98');
      assert.equal(await form.getByRole('combobox', { name: 'Give back by' }).inputValue(), 'Cash');
      await form.getByRole('button', { name: 'One fewer Shea Butter Jar' }).click();
      await milk.fill('0');
      await expectText(form, 'To give back₵19.99');
      // More than was sold is refused, with the reason on the field.
      await jars.fill('3');
      await expectText(form, 'At most 2 of Shea Butter Jar can be given back.');
      await form.getByRole('button', { name: 'Confirm refund' }).click();
      assert.ok(await form.isVisible(), 'nothing is recorded');
      await jars.fill('1');
      await form.getByLabel('Reason').fill('Jar cracked');
      await form.getByRole('button', { name: 'Confirm refund' }).click();

      const recorded = page.getByRole('dialog', { name: 'Refund recorded' });
      await recorded.waitFor();
      const description = await recorded.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText());
      const refundId = /^Refund (#[0-9A-Z]{8})/.exec(description)?.[1];
      assert.ok(refundId, `refund id in "${description}"`);
      assert.ok(description.includes(`for order ${orderId}`), description);
      await recorded.getByRole('button', { name: 'Copy Receipt' }).click();
      await recorded.getByRole('button', { name: 'Copied!' }).waitFor();
      const receipt = await page.evaluate(() => navigator.clipboard.readText());
      for (const line of ['REFUND', `Refund: ${refundId}`, `For order: ${orderId}`, '  1 x ₵19.99 returned', 'Refunded: ₵19.99', 'Given back by: Cash', 'Reason: Jar cracked']) {
        assert.ok(receipt.includes(line), `refund receipt has "${line}":\n${receipt}`);
      }
      await recorded.getByRole('link', { name: /Share on WhatsApp/ }).waitFor();
      await page.emulateMedia({ media: 'print' });
      assert.ok(await recorded.getByLabel('Refund receipt', { exact: true }).isVisible(), 'the refund receipt prints');
      assert.ok(!(await recorded.getByRole('table').isVisible()), 'the details around it do not print');
      await page.emulateMedia({ media: 'screen' });
      await recorded.getByRole('button', { name: 'Done' }).click();

      // Back on the sale: partly refunded, with what is left.
      details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.locator('[data-refund-status="partly"]').getByText('Partly refunded').waitFor();
      const detailsText = await details.innerText();
      assert.match(detailsText, /Refunded\s*-₵19\.99/);
      assert.match(detailsText, /Refundable\s*₵24\.99/);
      await page.screenshot({ path: artifactPath('sale-details-partly-refunded.png'), fullPage: true });
      assert.ok(detailsText.includes(refundId), 'the sale lists its refund');
      await details.getByRole('button', { name: 'Done' }).click();
      await details.waitFor({ state: 'detached' });

      // The refund in the history, newest, marked and linked; found by search.
      await expectText(page.getByRole('status'), '1 sale, 1 refund');
      const refundRow = historyRows(page).first();
      const refundText = await refundRow.innerText();
      for (const expected of [refundId, 'Refund', `for ${orderId}`, 'Shea Butter Jar', '-₵19.99']) assert.ok(refundText.includes(expected), `refund row shows ${expected}: ${refundText}`);
      assert.ok((await historyRows(page).nth(1).innerText()).includes('Partly refunded'));
      const search = page.getByRole('searchbox', { name: 'Search sales' });
      await search.fill(refundId.slice(1).toLowerCase());
      await expectText(page.getByRole('status'), '0 sales, 1 refund found');
      await search.fill(orderId);
      await expectText(page.getByRole('status'), '1 sale, 1 refund found');
      await historyRows(page).first().click();
      const refundDetails = page.getByRole('dialog', { name: 'Refund Details' });
      await refundDetails.waitFor();
      await expectText(refundDetails, 'Jar cracked');
      await refundDetails.getByRole('button', { name: 'Done' }).click();
      await search.fill('');

      // The jar is back on the shelf, and the revenue is down by the refund.
      await stockReads(page, 'Shea Butter Jar', '9 in stock');
      await openView(page, 'Dashboard');
      await expectText(card(page, 'Revenue (Last 30 days)'), '₵24.99');

      // The rest, on a phone-width screen: the form fits, and Confirm pressed twice records once.
      details = await openSale(page, orderId);
      await page.setViewportSize({ width: 360, height: 740 });
      await details.getByRole('button', { name: 'Refund', exact: true }).click();
      form = page.getByRole('dialog', { name: 'Refund', exact: true });
      await form.waitFor();
      assert.equal(await form.getByRole('spinbutton', { name: 'Units of Shea Butter Jar to give back' }).inputValue(), '1', 'only what is left');
      await expectText(form, 'To give back₵24.99');
      const box = await form.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the form fits a 360-px screen (${JSON.stringify(box)})`);
      await page.screenshot({ path: artifactPath('refund-form-phone.png') });
      const overflow = await form.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling in the form (overflow ${overflow}px)`);
      // Confirm twice before the screen can answer the first: one refund is recorded.
      await form.locator('form').evaluate((element) => {
        element.requestSubmit();
        element.requestSubmit();
      });
      await page.getByRole('dialog', { name: 'Refund recorded' }).getByRole('button', { name: 'Done' }).click();
      await page.setViewportSize({ width: 1280, height: 900 });

      details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.locator('[data-refund-status="full"]').getByText('Refunded').waitFor();
      assert.ok(!(await details.innerText()).includes('Partly refunded'));
      assert.match(await details.innerText(), /Refundable\s*₵0\.00/);
      const refundButton = details.getByRole('button', { name: 'Refund', exact: true });
      assert.ok(await refundButton.isDisabled(), 'nothing more to give back');
      await expectText(details, 'Everything on this sale has been given back.');
      assert.equal(await details.getByRole('table', { name: /^Refunds/ }).getByRole('row').count(), 3, 'a header and two refunds');
      await details.getByRole('button', { name: 'Done' }).click();
      await expectText(page.getByRole('status'), '1 sale, 2 refunds');
      assert.equal(await historyRows(page).count(), 3);
      assert.ok((await historyRows(page).nth(2).innerText()).includes('Refunded'));
      await page.screenshot({ path: artifactPath('history-with-refunds.png') });

      // The CSV: the sale and its two refunds, which net it to nothing.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const csv = await downloadedCsvLines(download);
      assert.ok(csv[0].endsWith(',Refund of,Paid now,On account,Due,Sold by'), csv[0]);
      // The owner's own account sold and refunded (no staff): their name under Sold by.
      assert.match(csv[1], new RegExp(`^#[0-9A-Z]{8},.*,-2,-24\\.99,0\\.00,-24\\.99,,,GHS,Cash,Walk-in customer,,${orderId},-24\\.99,,,Ama Mensah$`));
      assert.match(csv[2], new RegExp(`^${refundId},.*,Shea Butter Jar,-1,-19\\.99,0\\.00,-19\\.99,,,GHS,Cash,Walk-in customer,,${orderId},-19\\.99,,,Ama Mensah$`));
      assert.match(csv[3], new RegExp(`^${orderId},.*,44\\.98,.*,,44\\.98,,,Ama Mensah$`));

      await stockReads(page, 'Shea Butter Jar', '10 in stock');
      await openView(page, 'Dashboard');
      await expectText(card(page, 'Revenue (Last 30 days)'), '₵0.00');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
