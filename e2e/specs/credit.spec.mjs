// Selling on credit ("Pay later") in Chromium on the embedded backend (docs/product-rules.md,
// 'Credit'): a ₵70.00 sale to Kofi with ₵20.00 paid now by Mobile Money puts ₵50.00 on his account,
// due 30 days after the device's day, on the receipt and in the stored sale and balance; the
// shop's days to pay, set to 14 on "Owed to you" (a bad value refused first), become the till's
// default due date; the partner widget offers Pay later only with its pay-later attribute and tells the partner what was
// paid and what was put on account; a sale past Kofi's credit limit is refused with his balance and
// limit, the cart kept; and on a 360-px phone the Pay later panel fits without sideways scroll.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedCustomers, seedProducts, readLocalRows } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'airtime', name: 'MTN Airtime', price: 10, type: 'Digital' },
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
];
const KOFI = { id: 'kofi-boateng', name: 'Kofi Boateng', phone: '024 412 3456' };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Problems other than requests a reload cut short. */
const realProblems = (problems) => problems.filter((p) => !p.includes('net::ERR_ABORTED'));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-12-26` → `Dec 26, 2026`, as the till writes a day. */
const dayText = (key) => {
  const [year, month, day] = key.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
/** `key` plus `days` calendar days. */
const addDays = (key, days) => new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The device's day in the browser, `YYYY-MM-DD`. */
const deviceToday = (page) =>
  page.evaluate(() => {
    const now = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });

/** Gives a stored customer a credit limit (in major units, as the local adapter stores it). */
function setCreditLimit(page, customerId, limit) {
  return page.evaluate(
    async ({ customerId, limit }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('shop-local-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction('customers', 'readwrite');
        const store = tx.objectStore('customers');
        const request = store.getAll();
        request.onsuccess = () => {
          for (const row of request.result) if (row.id === customerId) store.put({ ...row, creditLimit: limit });
        };
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { customerId, limit },
  );
}

async function ownerWithShop(page, { limit } = {}) {
  await signUpAndLogIn(page);
  await seedProducts(page, PRODUCTS);
  await seedCustomers(page, [KOFI]);
  if (limit !== undefined) await setCreditLimit(page, KOFI.id, limit);
  await page.reload();
}

/** `count` airtime vouchers (₵10.00 each) in the till's sale; `till` is the page or the widget. */
async function ringUpAirtime(till, count, total) {
  await till.getByRole('button', { name: /^MTN Airtime/ }).click();
  const quantity = till.getByRole('textbox', { name: 'Quantity of MTN Airtime' });
  await quantity.fill(String(count));
  await quantity.press('Enter');
  await till.getByTestId('sale-total').filter({ hasText: total }).waitFor();
}

async function chooseKofi(till) {
  const search = till.getByRole('searchbox', { name: 'Find a customer by name or phone' });
  if (!(await search.isVisible())) await till.getByRole('button', { name: 'Customer', exact: true }).click();
  await search.fill('Kofi');
  await till.getByRole('button', { name: /^Kofi Boateng/ }).click();
}

const payLater = (till) => till.getByRole('checkbox', { name: 'Pay later' });
const paidNow = (till) => till.getByRole('textbox', { name: /^Paid now/ });
const dueOn = (till) => till.getByLabel(/^Due on/);

/**
 * Pay later for Kofi, ₵20.00 of ₵70.00 paid now by Mobile Money; checks the panel on the way;
 * returns the receipt dialog. `shop` holds the products (the page, or the widget), `till` the sale.
 */
async function sellSeventyToKofiPayingTwenty(page, shop, till) {
  await ringUpAirtime(shop, 7, '₵70.00');
  // A walk-in customer cannot buy on credit: Pay later asks for the customer first, and takes
  // the sale on credit once Kofi is chosen.
  await payLater(till).click();
  await till.getByText('a walk-in customer cannot buy on credit').waitFor();
  assert.equal(await dueOn(till).count(), 0, 'nothing on credit before the customer');
  await chooseKofi(till);
  await dueOn(till).waitFor();
  assert.ok(await payLater(till).isChecked());
  const today = await deviceToday(page);
  const due = addDays(today, 30);
  await dueOn(till).waitFor();
  assert.equal(await dueOn(till).inputValue(), due);
  assert.equal(await dueOn(till).getAttribute('min'), today);
  await till.getByRole('radio', { name: 'Mobile Money' }).check();
  await paidNow(till).fill('20');
  await till.getByTestId('credit-owed').filter({ hasText: `₵50.00 goes on the account, due ${dayText(due)}.` }).waitFor();
  assert.equal(await till.getByTestId('change-due').count(), 0, 'no change on credit');
  await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).click();
  // The receipt is a modal: in the page, or in the widget's shadow root.
  const dialog = shop.getByRole('dialog', { name: 'Sale complete' });
  await dialog.waitFor();
  return { dialog, due };
}

async function assertCreditReceipt(dialog, due) {
  const summary = dialog.getByTestId('credit-summary');
  assert.match((await summary.innerText()).replace(/\s+/g, ' '), new RegExp(`Paid now ₵20\\.00 On account ₵50\\.00 Due on ${dayText(due)}`));
  const text = await dialog.getByLabel('Receipt', { exact: true }).innerText();
  for (const line of ['Total: ₵70.00', 'Customer: Kofi Boateng', 'Paid now: ₵20.00', 'On account: ₵50.00', `Due: ${dayText(due)}`]) {
    assert.ok(text.includes(line), `the receipt has "${line}":\n${text}`);
  }
}

describe('Selling on credit', () => {
  test('a part-paid sale: ₵20.00 by Mobile Money now, ₵50.00 on Kofi’s account, due in 30 days', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    await openView(page, 'New Sale (POS)');
    const till = page.getByRole('region', { name: 'Current Sale' });
    const { dialog, due } = await sellSeventyToKofiPayingTwenty(page, page, till);
    await assertCreditReceipt(dialog, due);
    await page.screenshot({ path: artifactPath('credit-receipt.png') });
    await dialog.getByRole('button', { name: 'New Sale', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await payLater(till).isChecked(), false, 'the next sale is paid in full again');

    const [sale] = await readLocalRows(page, 'sales');
    assert.equal(sale.totalAmount, 70);
    assert.equal(sale.tenderedAmount, 20);
    assert.equal(sale.changeDue, 0);
    assert.equal(sale.paymentMethod, 'Mobile Money');
    assert.equal(sale.owed, 50);
    assert.equal(sale.dueOn, due);
    assert.deepEqual(sale.customer, { id: KOFI.id, name: KOFI.name });
    const accounts = await readLocalRows(page, 'customerAccounts');
    assert.deepEqual(
      accounts.map(({ customerId, currency, balanceMinor }) => ({ customerId, currency, balanceMinor })),
      [{ customerId: KOFI.id, currency: 'GHS', balanceMinor: 5000 }],
    );
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test("the shop's days to pay, set on Owed to you, become the till's default due date", async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    await openView(page, 'Owed to you');
    await page.getByRole('heading', { name: 'Owed to you', level: 1 }).waitFor();
    const settings = page.getByRole('form', { name: 'Days to pay' });
    const days = settings.getByRole('textbox', { name: 'New credit sales fall due after' });
    assert.equal(await days.inputValue(), '30');
    // More than a year is refused with the domain's words, what was typed kept; nothing stored.
    await days.fill('400');
    await days.press('Enter');
    await settings.getByText('Days to pay must be from 1 to 366.').waitFor();
    assert.equal(await days.getAttribute('aria-invalid'), 'true');
    assert.equal(await days.inputValue(), '400');
    assert.equal((await readLocalRows(page, 'businesses'))[0].creditDays, undefined);
    // From the keyboard: 14, then Enter.
    await days.fill('14');
    await days.press('Enter');
    await settings.getByRole('status').filter({ hasText: 'Saved: new credit sales fall due after 14 days.' }).waitFor();
    assert.equal((await readLocalRows(page, 'businesses'))[0].creditDays, 14);
    await settings.screenshot({ path: artifactPath('credit-days-to-pay.png') });

    await openView(page, 'New Sale (POS)');
    const till = page.getByRole('region', { name: 'Current Sale' });
    await ringUpAirtime(page, 7, '₵70.00');
    await chooseKofi(till);
    await payLater(till).check();
    const due = addDays(await deviceToday(page), 14);
    await till.getByTestId('credit-owed').filter({ hasText: `₵70.00 goes on the account, due ${dayText(due)}.` }).waitFor();
    assert.equal(await dueOn(till).inputValue(), due);
    await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    const [sale] = await readLocalRows(page, 'sales');
    assert.equal(sale.dueOn, due);
    assert.equal(sale.owed, 70);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('the partner widget offers Pay later only with its pay-later attribute, and says what was paid and owed', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    // Every script the widget fetches, to see when the Pay later panel's code arrives.
    const scripts = [];
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) scripts.push(response.text().catch(() => ''));
    });
    const panelCodeFetched = async () => (await Promise.all(scripts)).some((body) => body.includes('credit-owed'));
    await page.goto('/partner-site/');
    const till = page.locator('pos-widget');
    await till.getByRole('button', { name: /^MTN Airtime/ }).waitFor();
    assert.equal(await payLater(till).count(), 0, 'off unless the partner turns it on');
    await page.evaluate(() => document.getElementById('pos-till').setAttribute('pay-later', ''));
    await till.getByRole('button', { name: /^MTN Airtime/ }).waitFor();
    await payLater(till).waitFor();
    assert.equal(await panelCodeFetched(), false, 'the Pay later panel is not among the scripts the till starts with');

    const { dialog, due } = await sellSeventyToKofiPayingTwenty(page, till, till);
    assert.equal(await panelCodeFetched(), true, 'the Pay later panel came in its own chunk once switched on');
    await assertCreditReceipt(dialog, due);
    // The panel's styles reached the shadow root too.
    await page.screenshot({ path: artifactPath('credit-widget.png'), fullPage: true });
    await page.getByRole('list', { name: 'Till events' }).getByText(/^pos-widget:sale/).waitFor();
    const event = await page.evaluate(() => JSON.parse(document.getElementById('widget-events').lastElementChild.textContent.replace(/^\S+ /, '')));
    assert.equal(event.total, 70);
    assert.equal(event.paid, 20);
    assert.equal(event.paidMinor, 2000);
    assert.equal(event.owed, 50);
    assert.equal(event.owedMinor, 5000);
    assert.equal(event.dueOn, due);
    assert.deepEqual(event.payments, [{ method: 'Mobile Money', amount: 20, minor: 2000 }]);
    assert.ok(!JSON.stringify(event).includes('Kofi'), 'nothing of the customer');
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('a sale past the credit limit is refused with the balance and the limit, and the cart stays', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page, { limit: 60 });
    await openView(page, 'New Sale (POS)');
    const till = page.getByRole('region', { name: 'Current Sale' });
    // First ₵50.00 on the account, nothing paid now.
    await ringUpAirtime(page, 5, '₵50.00');
    await chooseKofi(till);
    await payLater(till).check();
    await till.getByTestId('credit-owed').filter({ hasText: /^₵50\.00 goes on the account/ }).waitFor();
    await till.getByRole('button', { name: 'Complete sale · ₵50.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sale complete' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'New Sale', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Then ₵70.00 with ₵40.00 paid: ₵30.00 more would make ₵80.00, past the ₵60.00 limit.
    await ringUpAirtime(page, 7, '₵70.00');
    await chooseKofi(till);
    await payLater(till).check();
    await paidNow(till).fill('40');
    await till.getByText('Kofi Boateng owes ₵50.00 now; their limit is ₵60.00.').waitFor();
    await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).click();
    const alert = till.getByRole('alert');
    await alert.waitFor();
    assert.match(
      await alert.innerText(),
      /This sale would put ₵30\.00 on Kofi Boateng's account: they owe ₵50\.00 and their limit is ₵60\.00\. Take more now or lower the sale\./,
    );
    await page.screenshot({ path: artifactPath('credit-over-limit.png') });
    // Nothing was lost, and nothing was recorded.
    assert.equal(await till.getByTestId('sale-total').innerText(), '₵70.00');
    assert.equal(await till.getByRole('textbox', { name: 'Quantity of MTN Airtime' }).inputValue(), '7');
    assert.equal(await paidNow(till).inputValue(), '40');
    assert.ok(await payLater(till).isChecked());
    assert.equal((await readLocalRows(page, 'sales')).length, 1);

    // ₵50.00 paid now leaves ₵20.00: within the limit.
    await paidNow(till).fill('60');
    await alert.waitFor({ state: 'detached' });
    await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    const sales = await readLocalRows(page, 'sales');
    assert.equal(sales.length, 2);
    const [account] = await readLocalRows(page, 'customerAccounts');
    assert.equal(account.balanceMinor, 6000);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('on a 360-px phone the Pay later panel fits without sideways scroll, every control on screen', async () => {
    const { page, context, problems } = await openPage(browser);
    await ownerWithShop(page);
    await openView(page, 'New Sale (POS)');
    await page.setViewportSize({ width: 360, height: 740 });
    const till = page.getByRole('region', { name: 'Current Sale' });
    await ringUpAirtime(page, 7, '₵70.00');
    await chooseKofi(till);
    await payLater(till).check();
    await paidNow(till).fill('20');
    await till.getByRole('checkbox', { name: 'Split payment' }).check();
    await till.getByRole('textbox', { name: /^Amount of part 1/ }).fill('10');
    await till.getByRole('textbox', { name: /^Amount of part 2/ }).fill('15');
    await till.getByTestId('credit-owed').filter({ hasText: /^₵45\.00 goes on the account/ }).waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll (${overflow}px too wide)`);
    const panel = till.getByRole('group', { name: 'Pay later' });
    await panel.scrollIntoViewIfNeeded();
    const inner = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(inner <= 0, `the panel does not scroll sideways (${inner}px)`);
    for (const control of [payLater(till), dueOn(till), till.getByTestId('credit-owed'), till.getByRole('button', { name: /^Complete sale/ })]) {
      await control.scrollIntoViewIfNeeded();
      assert.ok(await control.isVisible(), 'the control is visible');
      const box = await control.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the control is within the screen (${box?.x}…${box && box.x + box.width})`);
    }
    await panel.screenshot({ path: artifactPath('credit-phone-360-panel.png') });
    await page.screenshot({ path: artifactPath('credit-phone-360.png'), fullPage: true });

    // From the keyboard: a due date typed in the field, then Complete.
    await dueOn(till).focus();
    const today = await deviceToday(page);
    await dueOn(till).fill(addDays(today, 7));
    await till.getByTestId('credit-owed').filter({ hasText: `₵45.00 goes on the account, due ${dayText(addDays(today, 7))}.` }).waitFor();
    await till.getByRole('button', { name: 'Complete sale · ₵70.00' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    const [sale] = await readLocalRows(page, 'sales');
    assert.equal(sale.owed, 45);
    assert.deepEqual(sale.payments, [
      { method: 'Cash', amount: 10 },
      { method: 'Mobile Money', amount: 15 },
    ]);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });
});
