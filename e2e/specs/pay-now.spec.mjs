// Pay now on an online order (issue #44 point 5) end to end, in Chromium on the embedded backend,
// on a phone in Accra (360 × 740): a shop in its Pro trial connects its own Paystack account
// (Settings › Plan's card, through the suite's session here) and publishes its store; a customer
// orders on the store's page in the same browser (the embedded backend's preview), presses Pay
// now and is sent to the local payments desk, which plays Paystack's page; the desk's Pay marks
// the order paid through the shop's own moves, and the order's page says so. The order is exactly
// one sale in Sales History, and the desk answered again makes no second one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { readLocalRows } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Accra';
const PHONE = { width: 360, height: 740 };
const KEY = 'sk_test_4f1c0a9e7b2d4c6e8a0b1c2d3e4f1234';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const short = (id) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

describe('Pay now', () => {
  test("a customer pays an order through the shop's own account on the local desk: paid, one sale", async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: PHONE });
    try {
      await signUpAndLogIn(page);
      const name = await page.evaluate(async (key) => {
        const { backend } = globalThis.__suiteSession;
        const uid = backend.currentUser().uid;
        await backend.addProduct(uid, { type: 'Physical', currency: 'GHS', description: '', imageUrl: null, imagePath: null, name: 'Rice (5kg)', priceMinor: 8500, quantity: 10 });
        await backend.saveOnlineStore(uid, {
          enabled: true, name: `ama-${Date.now().toString(36)}`, currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '',
          timeZone: 'Africa/Accra', openingHours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { opensMinute: 0, closesMinute: 1440 }])),
          pickup: true, delivery: false, deliveryAreas: [],
          payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false },
          whatsAppNumber: '233244123456', holdHours: 24,
        });
        await backend.connectStoreGateway(uid, key);
        return (await backend.publishOnlineStore(uid)).name;
      }, KEY);

      // The customer orders on the store's page.
      const customer = await context.newPage();
      await customer.goto(`/s/${name}`);
      await customer.getByRole('button', { name: 'Add Rice (5kg) to basket' }).click();
      await customer.getByRole('button', { name: 'Check out' }).click();
      await customer.getByLabel('Your name').fill('Kofi Boateng');
      await customer.getByLabel('Phone number').fill('024 412 3457');
      await customer.getByRole('radio', { name: 'Pickup', exact: true }).check();
      await customer.getByRole('radio', { name: 'Cash on pickup' }).check();
      await customer.getByRole('button', { name: /Place order — .*85\.00/ }).click();
      await customer.getByRole('link', { name: 'Follow your order' }).click();
      await customer.waitForURL(new RegExp(`/s/${name}/o/`));
      const orderId = decodeURIComponent(new URL(customer.url()).pathname.split('/o/')[1]);

      // Pay now: the backend starts the payment for the order's own total and sends the customer to the desk.
      await customer.getByRole('button', { name: /^Pay now — .*85\.00$/ }).click();
      await customer.waitForURL(/\/mailbox\/payments-desk\?reference=store-/);
      const reference = new URL(customer.url()).searchParams.get('reference');
      await customer.getByRole('heading', { name: /Online order — .*85\.00/ }).waitFor();
      await customer.getByRole('radio', { name: 'Card' }).check();
      await customer.getByRole('button', { name: 'Pay', exact: true }).click();
      await customer.getByRole('status').filter({ hasText: 'Paid. The shop has the order as paid.' }).waitFor();
      assert.ok((await sideways(customer)) <= 0, `the desk does not scroll sideways on a 360 px phone (${await sideways(customer)} px)`);

      // Back on the order's page: paid.
      await customer.getByRole('link', { name: 'Back to your order' }).click();
      await customer.waitForURL(new RegExp(`/s/${name}/o/`));
      await customer.getByText(/^Paid: .*85\.00 by Card\. Thank you\.$/).waitFor({ timeout: 30_000 });
      assert.equal(await customer.getByRole('button', { name: /^Pay now/ }).count(), 0);
      assert.ok((await sideways(customer)) <= 0, `the order's page does not scroll sideways (${await sideways(customer)} px)`);

      // The desk answered again (a payment told twice) changes nothing: still one sale.
      await page.evaluate(async (ref) => globalThis.__suiteSession.backend.orderPaymentsDesk.answerOrderPayment(ref, true, 'Card'), reference);
      const sales = await readLocalRows(page, 'sales');
      assert.deepEqual(sales.map((sale) => [sale.id, sale.totalAmount, sale.paymentMethod]), [[orderId, 85, 'Card']]);
      const [order] = (await readLocalRows(page, 'onlineOrders')).filter((row) => row.id === orderId);
      assert.equal(order.status, 'confirmed');
      assert.equal(order.refusedPayments, undefined);

      // The owner finds it in Sales History.
      await page.bringToFront();
      await page.reload();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      await page.getByText(short(orderId)).first().waitFor({ timeout: 30_000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
