// The offline app on Firebase (Auth emulator + the official Firestore emulator, rules enforced;
// e2e/support/firebase.mjs starts them and a server of the build pointing at them): an owner's till
// reloaded with the network cut opens signed in, sells and shows the sale waiting to sync, and when
// the network returns the queue drains: the sale is on the server once and its stock moved once. A
// password login or a sign-up offline says "You're offline — connect to sign in" at once.
// Skipped, with the reason, where the official emulator cannot run.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser } from '../support/browser.mjs';
import { fillSignup, newOwner, openAuthModal, openView } from '../support/account.mjs';
import * as firebase from '../support/firebase.mjs';
import { waitForOfflineReady } from '../support/offline.mjs';

const OFFLINE_SIGN_IN = "You're offline — connect to sign in";

const cannotRun = firebase.whyFirebaseCannotRun();

let browser;
let suite;
before(async () => {
  browser = await launchBrowser();
  if (!cannotRun) suite = await firebase.startFirebaseSuite({ projectId: 'demo-shop-offline' });
});
after(async () => {
  await suite?.stop();
  await browser?.close();
});

const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });

/** Reads the server's documents of a collection until `done(list)` holds (or 30 s pass). */
async function serverList(path, done) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await suite.admin.list(path);
    if (done(list) || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the offline app on Firebase', () => {
  test('reload with the network cut: still signed in, a sale waits to sync, and the queue drains once', { timeout: 240_000 }, async (t) => {
    if (cannotRun) {
      t.skip(cannotRun);
      return;
    }
    const { page, context, problems } = await firebase.openFirebasePage(browser, suite.baseUrl, { serviceWorkers: 'allow' });
    try {
      const owner = await firebase.signUpVerifyAndLogIn(page, suite);
      // From here on (the Auth emulator's own verification page asks for a favicon it lacks).
      const signedIn = problems.length;
      const uid = (await suite.admin.list('businesses')).find((b) => b.email === owner.email)?.id;
      assert.ok(uid, 'the profile is on the server');
      await openView(page, 'All Products');
      await page.getByRole('heading', { name: 'No products yet' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Add product' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add product' });
      await dialog.getByLabel('Name').fill('Palm oil 1L');
      await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('30.00');
      await dialog.getByLabel('Quantity').fill('5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await productRow(page, 'Palm oil 1L').getByText('5 in stock').waitFor({ timeout: 30_000 });
      await openView(page, 'New Sale (POS)');
      await page.getByRole('button', { name: /^Palm oil 1L/ }).waitFor({ timeout: 30_000 });
      await waitForOfflineReady(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByText(`Hello, ${owner.ownerName}!`).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: /^Palm oil 1L.*5 in stock/ }).click({ timeout: 30_000 });
      const sale = page.getByRole('region', { name: 'Current Sale' });
      await sale.getByRole('radio', { name: 'Cash' }).check();
      await sale.getByRole('button', { name: 'Exact amount' }).click();
      await sale.getByRole('button', { name: 'Complete sale · ₵30.00' }).click();
      const receipt = page.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor({ timeout: 30_000 });
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '1 sale waiting to sync' }).waitFor();
      await page.screenshot({ path: artifactPath('offline-firebase-waiting.png') });

      await context.setOffline(false);
      await page.waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some((el) => /waiting to sync/.test(el.textContent ?? '')), null, { timeout: 30_000 });
      const sales = await serverList(`businesses/${uid}/sales`, (list) => list.length >= 1);
      assert.equal(sales.length, 1, 'the sale is on the server once');
      const products = await serverList(`businesses/${uid}/products`, (list) => list[0]?.quantity === 4);
      assert.equal(products[0]?.quantity, 4, 'its stock moved once: 5 → 4');
      // Requests the SDK had in flight when the network was cut are the test's doing.
      assert.deepEqual(
        problems.slice(signedIn).filter((p) => !/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|net::ERR_|WebChannelConnection|Could not reach Cloud Firestore|Firestore .* offline/.test(p)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('a password login or a sign-up offline says "You\'re offline — connect to sign in" at once, not after the SDK\'s time-out', { timeout: 120_000 }, async (t) => {
    if (cannotRun) {
      t.skip(cannotRun);
      return;
    }
    const { page, context, problems } = await firebase.openFirebasePage(browser, suite.baseUrl, { serviceWorkers: 'allow' });
    try {
      // A device that has the app (its first visit kept it), with nobody signed in.
      await page.goto('/mailbox');
      await waitForOfflineReady(page);
      await context.setOffline(true);
      const dialog = await openAuthModal(page, 'login');
      await dialog.getByLabel('Email').fill('ama.offline@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('Kente-Sunrise-2026');
      let asked = performance.now();
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await dialog.getByText(OFFLINE_SIGN_IN).waitFor({ timeout: 2_000 });
      assert.ok(performance.now() - asked < 2_000, 'the login message comes at once');

      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await fillSignup(dialog, newOwner());
      asked = performance.now();
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText(OFFLINE_SIGN_IN).waitFor({ timeout: 2_000 });
      assert.ok(performance.now() - asked < 2_000, 'the sign-up message comes at once');
      assert.deepEqual(
        problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|net::ERR_|Could not reach Cloud Firestore/.test(p)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
