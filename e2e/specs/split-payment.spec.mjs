// Split payment in Chromium on the embedded backend (docs/product-rules.md, 'Split payment'): a
// ₵70.00 sale paid as ₵50.00 Mobile Money and ₵25.00 cash gives ₵5.00 change from the cash; the
// receipt, Sales History's Sale Details and the stored sale list both parts; the partner widget
// takes a split too; and on a 360-px phone the parts editor fits without sideways scroll and is
// worked from the keyboard alone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'airtime', name: 'MTN Airtime', price: 10, type: 'Digital' },
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Problems other than requests a reload cut short. */
const realProblems = (problems) => problems.filter((p) => !p.includes('net::ERR_ABORTED'));

async function ownerWithShop(page) {
  await signUpAndLogIn(page);
  await seedProducts(page, PRODUCTS);
  await page.reload();
}

/** The owner's sales straight from IndexedDB. */
function storedSales(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('shop-local-backend');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise((resolve, reject) => {
      const request = db.transaction('sales').objectStore('sales').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return JSON.parse(JSON.stringify(rows));
  });
}

/** Seven airtime vouchers (₵70.00) in the till's sale; `till` is the page or the widget. */
async function ringUpSeventy(till) {
  await till.getByRole('button', { name: /^MTN Airtime/ }).click();
  const quantity = till.getByRole('textbox', { name: 'Quantity of MTN Airtime' });
  await quantity.fill('7');
  await quantity.press('Enter');
  await till.getByTestId('sale-total').filter({ hasText: '₵70.00' }).waitFor();
}

const method = (till, part) => till.getByRole('combobox', { name: `Method of part ${part}` });
const amount = (till, part) => till.getByRole('textbox', { name: new RegExp(`^Amount of part ${part}`) });

/** Pays the ₵70.00 as ₵50.00 Mobile Money and ₵25.00 cash, checking the live line on the way; returns the receipt dialog. */
async function payFiftyMomoTwentyFiveCash(till) {
  await till.getByRole('checkbox', { name: 'Split payment' }).check();
  // The parts replace the one method and the amount tendered.
  assert.equal(await till.getByRole('radio', { name: 'Mobile Money' }).count(), 0);
  assert.equal(await till.getByRole('textbox', { name: /^Amount tendered/ }).count(), 0);
  const status = till.getByTestId('split-status');
  assert.equal(await status.innerText(), '₵70.00 still to pay.');

  await method(till, 1).selectOption('Mobile Money');
  await method(till, 2).selectOption('Cash');
  await amount(till, 1).fill('50');
  await status.filter({ hasText: '₵20.00 still to pay.' }).waitFor();
  const complete = till.getByRole('button', { name: /^Complete sale/ });
  assert.ok(await complete.isDisabled(), 'Complete waits for the parts to cover the total');
  // The reason shows beside the button, not only in the editor.
  const reason = till.locator(`#${await complete.getAttribute('aria-describedby')}`);
  assert.ok(await reason.isVisible(), 'the reason Complete is held back is on screen');
  assert.equal(await reason.innerText(), '₵20.00 still to pay.');

  await amount(till, 2).fill('25');
  await status.filter({ hasText: 'Change (from cash): ₵5.00' }).waitFor();
  assert.equal(await till.getByTestId('change-due').innerText(), '₵5.00');
  await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).click();
  const dialog = till.getByRole('dialog', { name: 'Sale complete' });
  await dialog.waitFor();
  return dialog;
}

async function assertReceiptLists(dialog) {
  const text = await dialog.getByLabel('Receipt', { exact: true }).innerText();
  for (const line of ['Total: ₵70.00', 'Tendered: ₵75.00', 'Change: ₵5.00', 'Payment: Split\n  Mobile Money: ₵50.00\n  Cash: ₵25.00']) {
    assert.ok(text.includes(line), `the receipt has "${line}":\n${text}`);
  }
}

function assertStoredSplit(sale) {
  assert.deepEqual(sale.payments, [
    { method: 'Mobile Money', amount: 50 },
    { method: 'Cash', amount: 25 },
  ]);
  assert.equal(sale.paymentMethod, 'Mobile Money');
  assert.equal(sale.tenderedAmount, 75);
  assert.equal(sale.changeDue, 5);
}

describe('Split payment', () => {
  test('₵70.00 as ₵50.00 Mobile Money and ₵25.00 cash: ₵5.00 change, the receipt and Sale Details list both parts', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    await openView(page, 'New Sale (POS)');
    const till = page.getByRole('region', { name: 'Current Sale' });
    await ringUpSeventy(page);
    await page.screenshot({ path: artifactPath('split-payment-before.png') });

    const dialog = await payFiftyMomoTwentyFiveCash(page);
    assert.match(await dialog.innerText(), /· Split/);
    await assertReceiptLists(dialog);
    await page.screenshot({ path: artifactPath('split-payment-receipt.png') });
    await dialog.getByRole('button', { name: 'New Sale', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The next sale is paid by one method again.
    assert.equal(await till.getByRole('checkbox', { name: 'Split payment' }).isChecked(), false);

    const [sale] = await storedSales(page);
    assertStoredSplit(sale);

    await openView(page, 'Sales History');
    const rows = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
    await rows.first().waitFor();
    assert.match(await rows.first().innerText(), /\bSplit\b/);
    await rows.first().click();
    const details = page.getByRole('dialog', { name: 'Sale Details' });
    await details.waitFor();
    const parts = details.getByRole('list', { name: 'Payment parts' });
    assert.deepEqual(
      (await parts.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
      ['Mobile Money ₵50.00', 'Cash ₵25.00', 'Change (from cash): ₵5.00'],
    );
    assert.match(await details.innerText(), /Payment method\s*Split/);
    await page.screenshot({ path: artifactPath('split-payment-sale-details.png') });
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('the partner widget takes a split payment too', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    // The widget on the partner's page, on this origin, finds the owner's session and shop.
    await page.goto('/partner-site/');
    const till = page.locator('pos-widget');
    await till.getByRole('button', { name: /^MTN Airtime/ }).waitFor();
    await ringUpSeventy(till);
    const dialog = await payFiftyMomoTwentyFiveCash(till);
    assert.equal(await page.evaluate(() => Boolean(document.getElementById('pos-till').shadowRoot.querySelector('[role=dialog]'))), true);
    await assertReceiptLists(dialog);
    await page.screenshot({ path: artifactPath('split-payment-widget.png'), fullPage: true });
    const [sale] = await storedSales(page);
    assertStoredSplit(sale);
    // The partner's page hears of the sale with what each method took, the change off the cash.
    await page.getByRole('list', { name: 'Till events' }).getByText(/^pos-widget:sale/).waitFor();
    const event = await page.evaluate(() => JSON.parse(document.getElementById('widget-events').lastElementChild.textContent.replace(/^\S+ /, '')));
    assert.equal(event.paymentMethod, 'Mobile Money');
    assert.deepEqual(event.payments, [
      { method: 'Mobile Money', amount: 50, minor: 5000 },
      { method: 'Cash', amount: 20, minor: 2000 },
    ]);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('on a 360-px phone the parts editor fits without sideways scroll, and works from the keyboard', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    await openView(page, 'New Sale (POS)');
    await page.setViewportSize({ width: 360, height: 740 });
    const till = page.getByRole('region', { name: 'Current Sale' });
    await ringUpSeventy(page);

    // From the keyboard: Space turns split on, Tab walks the parts, typing fills them.
    const toggle = till.getByRole('checkbox', { name: 'Split payment' });
    await toggle.focus();
    await page.keyboard.press('Space');
    assert.ok(await toggle.isChecked());
    // The editor is fetched when the toggle is first focused (the partner widget carries it only then): it appears in a moment.
    await method(till, 1).waitFor();
    await page.keyboard.press('Tab');
    assert.ok(await method(till, 1).evaluate((el) => el === document.activeElement), 'the first part’s method follows the toggle');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await page.keyboard.press('Tab');
    // Remove is disabled with two parts, so Tab goes on to the second part's method.
    assert.ok(await method(till, 2).evaluate((el) => el === document.activeElement), 'Remove is skipped while there are two parts');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await till.getByTestId('split-status').filter({ hasText: '₵30.00 still to pay.' }).waitFor();
    // Add part (Enter) offers what is still to pay and puts the focus on its method.
    const add = till.getByRole('button', { name: 'Add part' });
    await add.focus();
    await page.keyboard.press('Enter');
    await amount(till, 3).waitFor();
    assert.equal(await amount(till, 3).inputValue(), '30.00');
    assert.ok(await method(till, 3).evaluate((el) => el === document.activeElement), 'the new part’s method has the focus');
    await till.getByTestId('split-status').filter({ hasText: 'The parts cover the total.' }).waitFor();

    // Nothing overflows: not the page, not the editor, and every control of every part is on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll (${overflow}px too wide)`);
    const editor = till.getByRole('group', { name: 'Payment parts' });
    await editor.scrollIntoViewIfNeeded();
    const inner = await editor.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(inner <= 0, `the editor does not scroll sideways (${inner}px)`);
    for (const part of [1, 2, 3]) {
      for (const control of [method(till, part), amount(till, part), till.getByRole('button', { name: `Remove part ${part}` })]) {
        const box = await control.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `part ${part}'s control is within the screen (${box?.x}…${box && box.x + box.width})`);
      }
    }
    await editor.screenshot({ path: artifactPath('split-payment-phone-360.png') });
    await page.screenshot({ path: artifactPath('split-payment-phone-360-page.png'), fullPage: true });

    // Complete from the keyboard.
    const complete = till.getByRole('button', { name: 'Complete sale · ₵70.00' });
    await complete.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sale complete' });
    await dialog.waitFor();
    assert.match(await dialog.getByLabel('Receipt', { exact: true }).innerText(), /Payment: Split\n {2}Cash: ₵30\.00\n {2}Mobile Money: ₵10\.00\n {2}Card: ₵30\.00/);
    const [sale] = await storedSales(page);
    assert.equal(sale.paymentMethod, 'Cash');
    assert.equal(sale.changeDue, 0);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });
});
