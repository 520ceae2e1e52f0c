// A shop's plan end to end in Chromium, on the embedded backend (issue #44, 'Done when'): a new shop
// on its Pro trial sells; its clock moved past the trial's end shows the grace banner, then moved past
// the grace the shop is view-only — the till says why, while Sales History and its CSV still work;
// the owner pays for Basic for 3 months on the local payments desk (/mailbox/payments-desk) and the
// till sells again; the 11th product is refused in words (Basic holds 10); Pro, paid the same way,
// lifts the limit. The shop's clock is moved past its trial by moving the trial's end back in the
// embedded backend's IndexedDB (what days passing would make of it), then the page is loaded again.
// Not Playwright's context.clock: under it Sales History read a sale's date as no Date
// ("Date.prototype.toISOString called on incompatible receiver") and failed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, downloadedCsvLines } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { signedInUid } from '../support/seed.mjs';

const DAY_MS = 86_400_000;
/** The grace after a plan ends (shared/src/domain/constants.ts PLAN_GRACE_DAYS). */
const GRACE_DAYS = 3;
const LIMIT_WORDS = 'Basic holds up to 10 products. Upgrade to Pro in Settings › Plan for unlimited products.';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const banner = (page) => page.getByRole('alert', { name: 'Your plan' });
const salePanel = (page) => page.getByRole('region', { name: 'Current Sale' });

/** The shop as it finds itself `days` after its trial ended: the trial's end moved back in the embedded backend's own row, and the page loaded again. */
async function trialEndedDaysAgo(page, days) {
  const uid = await signedInUid(page);
  await page.evaluate(
    async ({ uid, endedAt }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('shop-local-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction('businesses', 'readwrite');
        const store = tx.objectStore('businesses');
        const read = store.get(uid);
        read.onsuccess = () => store.put({ ...read.result, trialEndsAt: new Date(endedAt) });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { uid, endedAt: Date.now() - days * DAY_MS },
  );
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** Sells one Rice (5kg) at the till, paid in cash, and closes the receipt. */
async function sellRice(page) {
  await openView(page, 'New Sale (POS)');
  await page.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice \(5kg\)/ }).click();
  await salePanel(page).getByRole('button', { name: 'Complete sale · ₵85.00' }).click();
  const receipt = page.getByRole('dialog', { name: 'Sale complete' });
  await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
  await receipt.waitFor({ state: 'detached' });
}

/** Pays for `plan` ('Basic' or 'Pro') for `period` in Settings › Plan with MTN MoMo, approved on the local payments desk, and comes back. */
async function payOnDesk(page, { plan, period, amount }) {
  await openView(page, 'Plan');
  await page.getByRole('heading', { name: 'Plan', level: 1 }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${plan} `) }).check();
  await page.getByRole('radio', { name: period, exact: true }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(/\/mailbox\/payments-desk\?reference=plan-/);
  await page.getByRole('heading', { name: `${plan} · ${period} — ${amount}` }).waitFor();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('status').filter({ hasText: /^Paid: the plan runs until / }).waitFor();
  await page.getByRole('link', { name: 'Back to Settings › Plan' }).click();
  await page.getByRole('region', { name: 'Your plan' }).getByText(plan, { exact: true }).waitFor();
}

/** Fills Inventory's Add product dialog for a physical product and saves it; returns the dialog. */
async function addProduct(page, name) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('12.50');
  await dialog.getByLabel('Quantity').fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

describe('plans', () => {
  test('trial, grace, view-only, Basic paid on the desk with its 10 products, and Pro', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: 'Africa/Accra' });
    try {
      await signUpAndLogIn(page);
      // Ten products on the trial, through the suite's own session (signUpAndLogIn exposed it).
      await page.evaluate(async () => {
        const { backend } = globalThis.__suiteSession;
        const uid = backend.currentUser().uid;
        const draft = { type: 'Physical', currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 20 };
        await backend.addProduct(uid, { ...draft, name: 'Rice (5kg)', priceMinor: 8500 });
        for (let i = 2; i <= 10; i += 1) await backend.addProduct(uid, { ...draft, name: `Provision ${i}`, priceMinor: 1000 * i });
      });
      await sellRice(page);

      // The trial ended a day ago: the grace, what stops and when.
      await trialEndedDaysAgo(page, 1);
      await banner(page).getByText(/^Your Pro trial ended on .+ — 2 days to pay$/).waitFor();
      assert.match(await banner(page).innerText(), /the shop becomes view-only: new sales, products, deliveries, stock counts, customers and expenses stop/);
      await banner(page).getByRole('link', { name: 'Upgrade' }).waitFor();

      // Past the grace: view-only. The till says why and sells nothing; the history reads and exports.
      await trialEndedDaysAgo(page, GRACE_DAYS + 1);
      await banner(page).getByText(/^View-only since /).waitFor();
      await openView(page, 'New Sale (POS)');
      const note = page.getByRole('status', { name: 'View-only' });
      assert.match(await note.innerText(), /^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\./);
      assert.equal(await page.getByRole('region', { name: 'Products to add' }).count(), 0, 'the till offers nothing to sell');
      await openView(page, 'Sales History');
      await page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button').filter({ hasText: '₵85.00' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const csv = await downloadedCsvLines(download);
      assert.match(csv[1] ?? '', /,Rice \(5kg\),1,85\.00,0\.00,85\.00,/);

      // Basic for 3 months, paid on the desk: the till sells again.
      await payOnDesk(page, { plan: 'Basic', period: '3 months', amount: '₵150.00' });
      assert.equal(await page.getByRole('alert', { name: 'Your plan' }).count(), 0, 'no banner on a plan months from its end');
      await sellRice(page);

      // The 11th product on Basic: refused in words, the ten kept.
      await openView(page, 'All Products');
      await page.getByRole('heading', { name: 'Your Inventory', level: 1 }).waitFor();
      const refused = await addProduct(page, 'Peak Milk 160g');
      await refused.getByText(LIMIT_WORDS).waitFor();
      await refused.getByRole('button', { name: 'Cancel' }).click();
      const listed = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
      assert.equal(await listed.filter({ hasText: 'Peak Milk 160g' }).count(), 0);

      // Pro lifts the limit.
      await payOnDesk(page, { plan: 'Pro', period: '1 month', amount: '₵100.00' });
      await openView(page, 'All Products');
      const added = await addProduct(page, 'Peak Milk 160g');
      await added.waitFor({ state: 'detached' });
      await listed.filter({ hasText: 'Peak Milk 160g' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
