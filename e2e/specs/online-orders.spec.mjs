// Sales › Online orders end to end (issue #43 point 3), in Chromium on the embedded backend, on a
// phone in Accra (360 × 740): the owner's store takes two orders placed on its page in the same
// browser (the embedded backend's preview); the sidebar counts them; the owner confirms one (its
// rice reserved), marks it paid by mobile money and sees the one sale it became, then finds that
// sale in Sales History; the other is cancelled only once a reason is given, and the customer's
// WhatsApp message is offered. Nothing scrolls sideways.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { readLocalRows } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Accra';
const PHONE = { width: 360, height: 740 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const short = (id) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

describe('Online orders', () => {
  test('the owner confirms, marks paid (one sale) and cancels orders placed on the store', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: PHONE });
    try {
      await signUpAndLogIn(page);
      // The store and two orders from its page, through the suite's own session (signUpAndLogIn exposed it).
      const [first, second] = await page.evaluate(async () => {
        const { backend } = globalThis.__suiteSession;
        const uid = backend.currentUser().uid;
        const draft = { type: 'Physical', currency: 'GHS', description: '', imageUrl: null, imagePath: null };
        const rice = await backend.addProduct(uid, { ...draft, name: 'Rice (5kg)', priceMinor: 8500, quantity: 10 });
        await backend.saveOnlineStore(uid, {
          enabled: true, name: `ama-${Date.now().toString(36)}`, currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '',
          timeZone: 'Africa/Accra', openingHours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { opensMinute: 0, closesMinute: 1440 }])),
          pickup: true, delivery: true, deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
          payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false },
          whatsAppNumber: '233244123456', holdHours: 24,
        });
        const name = (await backend.publishOnlineStore(uid)).name;
        const place = async (customer, quantity, total) => {
          const result = await backend.placeOnlineOrder(name, {
            lines: [{ productId: rice, quantity }],
            checkout: { name: customer, phone: '024 412 3456', method: 'delivery', areaId: 'osu', address: '5 Cantonments Road', paymentOption: 'mobile-money', note: '' },
            expectedTotalMinor: total,
          });
          if (!result.placed) throw new Error(JSON.stringify(result.refusal));
          return result.order.id;
        };
        return [await place('Kofi Boateng', 2, 18500), await place('Abena Osei', 1, 10000)];
      });

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Online orders\s*,?\s*2 new$/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Online orders' }).waitFor();
      const firstCard = page.getByRole('article', { name: `Order ${short(first)}` });
      await firstCard.waitFor();
      assert.match(await firstCard.textContent(), /2 × Rice \(5kg\)₵170\.00.*Total₵185\.00/);
      assert.ok((await sideways(page)) <= 0, `no sideways scrolling on a 360 px phone (${await sideways(page)} px)`);

      await firstCard.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(`Order ${short(first)} is now confirmed.`).waitFor();
      const reserved = (await readLocalRows(page, 'onlineOrders')).find((row) => row.id === first);
      assert.equal(reserved.status, 'confirmed');

      await page.getByRole('radio', { name: /^In progress/ }).click();
      await firstCard.getByRole('button', { name: 'Mark paid' }).click();
      const paying = page.getByRole('dialog', { name: 'Mark paid' });
      assert.equal(await paying.getByRole('combobox', { name: 'Payment method' }).inputValue(), 'Mobile Money');
      await paying.getByRole('button', { name: 'Mark paid' }).click();
      await page.getByText(`Order ${short(first)} is paid: recorded as sale ${short(first)} in Sales History.`).waitFor();
      await firstCard.getByText('Paid ₵185.00 by mobile money').waitFor();
      const sales = await readLocalRows(page, 'sales');
      assert.deepEqual(sales.map((sale) => [sale.id, sale.totalAmount, sale.paymentMethod]), [[first, 185, 'Mobile Money']]);

      await page.getByRole('radio', { name: /^New/ }).click();
      const secondCard = page.getByRole('article', { name: `Order ${short(second)}` });
      await secondCard.getByRole('button', { name: 'Cancel order' }).click();
      const cancelling = page.getByRole('dialog', { name: 'Cancel order' });
      await cancelling.getByRole('button', { name: 'Cancel order' }).click();
      await cancelling.getByText('Say why the order is cancelled: the customer is told.').waitFor();
      await cancelling.getByRole('textbox', { name: 'Reason' }).fill('Rice ran out');
      await cancelling.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByText(`Order ${short(second)} is now cancelled.`).waitFor();
      assert.match(await page.getByRole('link', { name: 'Send the cancellation on WhatsApp' }).getAttribute('href'), /^https:\/\/wa\.me\/233244123456\?text=.*Rice%20ran%20out/);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      await page.getByText(short(first)).first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
