// Settings › Online store end to end (issue #43), in Chromium on the embedded backend, on a phone
// in Accra (360 × 740): the owner of a shop with two products opens the view from the Settings
// group, finds the link suggested from the business name and checked as typed (a name kept for
// the suite refused in words), adds a delivery area with a fee of ₵12.50, saves, and the store is
// published: the page's record is written (readPublishedStore's table) with the fee in pesewas
// (1250), and the view shows the link, Share on WhatsApp and the QR code; turned off and saved, the
// record is gone at once. The store's page opens at the link in another tab of the same browser
// (the embedded backend's preview) with the products it publishes. Nothing scrolls sideways.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { product, putRows, readLocalRows, signedInUid } from '../support/seed.mjs';

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

describe('Online store settings', () => {
  test('the owner publishes the store with a delivery fee per area, then turns it off', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: PHONE });
    try {
      const owner = await signUpAndLogIn(page);
      const uid = await signedInUid(page);
      await putRows(page, {
        products: [product({ name: 'Milo 400g', price: 45, quantity: 12 }), product({ name: 'Palm oil 1L', price: 38, quantity: 0 })].map((row) => ({ ...row, ownerUid: uid })),
      });
      await page.reload();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await openView(page, 'Online store');
      await page.getByRole('heading', { level: 1, name: 'Online store' }).waitFor();

      const suggested = owner.businessName.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-');
      const name = page.getByRole('textbox', { name: /^Store link/ });
      await page.waitForFunction((expected) => document.querySelector('input[name="storeName"]')?.value === expected, suggested);
      await name.fill('admin');
      await page.getByText('This link is kept for ShopDesk. Choose another.').waitFor();
      await name.fill(suggested);
      await page.getByText(`This link is free. /s/${suggested}`).waitFor();

      await page.getByRole('checkbox', { name: 'We deliver' }).check();
      await page.getByRole('button', { name: 'Add area' }).click();
      await page.getByRole('textbox', { name: /^Area 1 name/ }).fill('Osu');
      await page.getByRole('textbox', { name: /^Area 1 delivery fee/ }).fill('12.50');
      await page.getByRole('checkbox', { name: 'Cash on delivery' }).check();
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Saved and published.').waitFor({ timeout: 15_000 });

      const [stored] = await readLocalRows(page, 'onlineStores');
      assert.equal(stored.name, suggested);
      assert.deepEqual(stored.deliveryAreas.map(({ name: area, feeMinor }) => ({ area, feeMinor })), [{ area: 'Osu', feeMinor: 1250 }]);
      const published = await readLocalRows(page, 'publishedStores');
      assert.deepEqual(published.map((row) => row.name), [suggested]);

      const link = new URL(`/s/${suggested}`, page.url()).href;
      await page.getByRole('link', { name: link }).waitFor();
      assert.match(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'), /^https:\/\/wa\.me\/\?text=/);
      await page.getByRole('img', { name: `QR code of ${link}` }).waitFor();
      assert.ok((await sideways(page)) <= 0, `no sideways scrolling on a 360 px phone (${await sideways(page)} px)`);

      // The store's page, in another tab of the same browser (the embedded backend's preview): the products it publishes.
      const customer = await context.newPage();
      await customer.goto(link);
      await customer.getByText('Milo 400g').first().waitFor({ timeout: 15_000 });
      await customer.close();

      await page.getByRole('checkbox', { name: 'Store is on: customers can see the page and order' }).uncheck();
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Saved. The store is off: its page is down.').waitFor({ timeout: 15_000 });
      assert.deepEqual(await readLocalRows(page, 'publishedStores'), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
