// Paying for a plan end to end in Chromium, on the embedded backend (issue #44, points 4 and 6): a
// new shop on its Pro trial opens Settings › Plan, chooses Basic for 3 months by mobile money and
// pays; the local payments desk (/mailbox/payments-desk, playing Paystack's page) shows the payment,
// the owner picks Telecel Cash there and approves; back in Settings › Plan the shop is on Basic,
// the months run on from the trial's end, and the payment is in the history with its receipt.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from '../support/browser.mjs';
import { withOwnerOnView } from '../support/account.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('plan payment', () => {
  test('upgrades to Basic for 3 months through the local payments desk', async () => {
    await withOwnerOnView(browser, { timezoneId: 'Africa/Accra' }, { view: 'Plan', heading: 'Plan' }, async ({ page, problems }) => {
      const current = page.getByRole('region', { name: 'Your plan' });
      await current.getByText('Pro trial', { exact: true }).waitFor();
      await page.getByRole('radio', { name: '3 months' }).check();
      await page.getByRole('radio', { name: 'MTN MoMo' }).check();
      await page.getByRole('button', { name: 'Pay ₵150.00' }).click();

      await page.waitForURL(/\/mailbox\/payments-desk\?reference=plan-/);
      await page.getByRole('heading', { name: 'Local payments desk', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Basic · 3 months — ₵150.00' }).waitFor();
      await page.getByRole('radio', { name: 'Telecel Cash' }).check();
      await page.getByRole('button', { name: 'Approve payment' }).click();
      const paid = await page.getByRole('status').textContent();
      assert.match(paid ?? '', /^Paid: the plan runs until [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);

      await page.getByRole('link', { name: 'Back to Settings › Plan' }).click();
      await page.getByRole('heading', { name: 'Plan', level: 1 }).waitFor();
      await current.getByText('Basic', { exact: true }).waitFor();
      // A new shop's trial has 30 days left: paid in it, the 3 months run on from its end.
      assert.match((await current.getByText(/days left/).textContent()) ?? '', /^1[12]\d days left — until /);
      const row = page.getByRole('row', { name: /Basic · 3 months/ });
      await row.getByText('Paid', { exact: true }).waitFor();
      await row.getByText('₵150.00').waitFor();
      await row.getByRole('button', { name: /^Receipt for Basic · 3 months/ }).click();
      const receipt = page.getByRole('dialog', { name: 'Payment receipt' });
      // Paid with what the owner picked on the desk.
      await receipt.getByText('Telecel Cash').waitFor();
      await receipt.getByRole('button', { name: 'Print' }).waitFor();
      assert.deepEqual(problems, []);
    });
  });
});
