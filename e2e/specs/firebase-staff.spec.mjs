// Staff with accounts of their own (issue #35), in Chromium on Firebase: the Auth emulator and the
// official Firestore emulator with firebase/firestore.rules loaded (e2e/support/firebase.mjs). The
// owner signs up, adds Rice with a cost, and invites a cashier by e-mail on Settings › Staff; the
// cashier, in a browser of her own, signs up choosing "Join a shop as staff", verifies her address
// and logs in: she is shown which shop invited her (its name, the owner's e-mail) and is in no shop
// until she chooses Join, by keyboard; then she is in the owner's shop: her name in the header, no Switch user, only a cashier's views,
// no cost anywhere. She sells; her sale shows "Sold by" her at the owner's too, and on the server
// it names her account, carries no cost and lowered the stock once; the product's cost lives
// apart from it. A refund is not hers to give. The owner turns her off: her next sale is refused
// in the till's words and her cart stays. Skipped, with the reason, where the emulator cannot run.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVICE_WORKERS, artifactPath, launchBrowser } from '../support/browser.mjs';
import { logIn, newOwner, openAuthModal, openView } from '../support/account.mjs';
import { openFirebasePage, signUpVerifyAndLogIn, startFirebaseSuite, whyFirebaseCannotRun } from '../support/firebase.mjs';

const cannotRun = whyFirebaseCannotRun();
let browser;
let suite;
before(async () => {
  if (cannotRun) return;
  const [launched, started] = await Promise.allSettled([launchBrowser(), startFirebaseSuite({ projectId: 'demo-shop-e2e-staff' })]);
  browser = launched.value;
  suite = started.value;
  if (launched.status === 'rejected') throw launched.reason;
  if (started.status === 'rejected') throw started.reason;
});
after(async () => {
  await browser?.close();
  await suite?.stop();
});

const header = (page) => page.getByRole('banner');

/** The newest verification link the Auth emulator kept for `email`, opened as from a mail app. */
async function verify(page, email) {
  const code = (await suite.oobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`The Auth emulator holds no verification e-mail for ${email}.`);
  const mail = await page.context().newPage();
  try {
    const answer = await mail.goto(code.oobLink);
    assert.equal(answer.status(), 200, await answer.text());
  } finally {
    await mail.close();
  }
}

/**
 * The shop's sales once the server has judged `count` of them (functions/README.md: it moves the
 * stock and figures a moment after the till wrote the sale), as the emulator holds them.
 */
async function judgedSales(uid, count) {
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const sales = await suite.admin.list(`businesses/${uid}/sales`);
    if (sales.length === count && sales.every((sale) => sale.ledger?.state)) return sales;
  }
  throw new Error(`The server had not judged ${count} sale(s) within a minute`);
}

/** Rings up one Rice and completes the sale, paid exactly in cash. */
async function sellRice(page) {
  await page.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice/ }).click();
  await page.getByTestId('sale-total').filter({ hasText: '₵85.00' }).waitFor();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Exact amount' }).click();
  await page.getByRole('button', { name: 'Complete sale · ₵85.00' }).click();
}

/**
 * The owner adds Rice (₵85.00, cost ₵60.00, 10 in stock) and invites Efua as a cashier; Efua signs
 * up to join, verifies, logs in and chooses Join: her till, on her own account, in the shop.
 */
/**
 * The shops on the server made for this e-mail or under this account: joining makes none. Only
 * hers are counted, so that the other specs on the same emulator set (e2e/run.mjs) never count.
 */
async function shopsOf(email, accountUid = null) {
  return (await suite.admin.list('businesses')).filter((shop) => shop.email === email || (accountUid !== null && shop.id === accountUid)).map((shop) => shop.id);
}

async function ownerAndCashier(shop, till) {
  const owner = await signUpVerifyAndLogIn(shop.page, suite);
  const uid = (await suite.admin.list('businesses')).find((b) => b.email === owner.email)?.id;
  assert.ok(uid, `the profile of ${owner.email} is on the server`);
  const cashier = { ...newOwner(), ownerName: 'Efua Owusu' };
  // The owner: Rice at ₵85.00 costing ₵60.00, 10 in stock; Efua invited as a cashier.
  const page = shop.page;
  await openView(page, 'All Products');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add product' });
  await add.getByLabel('Name').fill('Rice');
  await add.getByRole('spinbutton', { name: 'Price', exact: true }).fill('85');
  await add.getByRole('spinbutton', { name: 'Cost price (optional)' }).fill('60');
  await add.getByLabel('Quantity').fill('10');
  await add.getByRole('button', { name: 'Save' }).click();
  await add.waitFor({ state: 'detached', timeout: 30_000 });
  await openView(page, 'Staff');
  await page.getByRole('button', { name: 'Add staff', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Efua Owusu');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Cashier' });
  await form.getByRole('textbox', { name: 'PIN', exact: true }).fill('4826');
  await form.getByLabel(/^Invitation e-mail/).fill(cashier.email);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached', timeout: 30_000 });
  const invitation = await suite.admin.get(`invitations/${cashier.email}`);
  assert.equal(invitation.ownerUid, uid, 'the invitation names the shop');

  // Efua joins: the sign-up's second choice asks for no business, then she verifies and logs in.
  const efua = till.page;
  const dialog = await openAuthModal(efua, 'signup');
  await dialog.getByRole('radio', { name: 'Join a shop as staff' }).check();
  assert.equal(await dialog.getByLabel('Business name').count(), 0, 'joining asks for no business');
  await dialog.getByLabel('Email').fill(cashier.email);
  await dialog.getByLabel('Password', { exact: true }).fill(cashier.password);
  await dialog.getByLabel('Confirm password').fill(cashier.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByText("you'll join the shop that invited").waitFor({ timeout: 30_000 });
  await verify(efua, cashier.email);
  await logIn(efua, cashier);
  // The Join step: which shop invited her, and nothing joined (nor any shop made) until she chooses.
  const join = efua.getByRole('button', { name: 'Join', exact: true });
  await join.waitFor({ timeout: 30_000 });
  await efua.getByRole('heading', { name: `Join ${owner.businessName}?` }).waitFor();
  await efua.getByText(owner.email, { exact: false }).first().waitFor();
  await efua.getByRole('button', { name: 'Decline', exact: true }).waitFor();
  assert.equal((await suite.admin.list(`businesses/${uid}/members`)).length, 0, 'not a member before she chooses Join');
  assert.deepEqual(await shopsOf(cashier.email), [], 'no shop of her own while she chooses');
  await join.focus();
  await efua.keyboard.press('Enter');
  await header(efua).getByText('Efua Owusu').first().waitFor({ timeout: 30_000 });
  const efuaUid = (await suite.admin.list(`businesses/${uid}/members`))[0]?.id;
  assert.ok(efuaUid, 'her membership of the shop is on the server');
  assert.deepEqual(await shopsOf(cashier.email, efuaUid), [], 'she has no shop of her own');

  return { owner, uid, cashier, page, efua, efuaUid };
}

describe('Staff with accounts of their own, on Firebase (Auth emulator + official Firestore emulator, rules enforced)', () => {
  test('the owner invites a cashier, who joins with her own account, sells within her role, and is stopped once turned off', { timeout: 240_000 }, async (t) => {
    if (cannotRun) {
      t.skip(cannotRun);
      return;
    }
    const shop = await openFirebasePage(browser, suite.baseUrl, { serviceWorkers: SERVICE_WORKERS });
    const till = await openFirebasePage(browser, suite.baseUrl, { serviceWorkers: SERVICE_WORKERS });
    try {
      const { uid, page, efua, efuaUid } = await ownerAndCashier(shop, till);
      // Her till: her name, no Switch user, a cashier's views only, no cost.
      await header(efua).getByText('Efua Owusu').first().waitFor({ timeout: 30_000 });
      assert.equal(await efua.getByRole('button', { name: 'Switch user' }).count(), 0, 'no Switch user on her own account');
      const sidebar = efua.getByRole('navigation').first();
      for (const absent of ['Dashboard', 'All Products', 'Expenses', 'Staff']) {
        assert.equal(await sidebar.getByRole('link', { name: absent, exact: true }).count(), 0, `no ${absent} for a cashier`);
      }
      await efua.goto('/dashboard?view=inventory-all');
      await efua.getByText('Your role cannot do this.').waitFor({ timeout: 30_000 });

      // She sells one Rice.
      await openView(efua, 'New Sale (POS)');
      await efua.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice/ }).waitFor({ timeout: 30_000 });
      await sellRice(efua);
      const receipt = efua.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor({ timeout: 30_000 });
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      await receipt.waitFor({ state: 'detached' });

      // On the server: her account and stamp, no cost on the line, the stock lowered once by the
      // server's judgement of it (applied); the cost apart.
      const sales = await judgedSales(uid, 1);
      const [sold] = sales;
      assert.equal(sold.ledger.state, 'applied');
      assert.equal(sold.accountUid, efuaUid);
      assert.equal(sold.madeBy.name, 'Efua Owusu');
      assert.equal(sold.items[0].cost, 60, "her till reads no cost; the line's cost is the server's");
      const [rice] = await suite.admin.list(`businesses/${uid}/products`);
      assert.equal(rice.quantity, 9);
      assert.equal('cost' in rice, false, 'the product document holds no cost');
      assert.equal((await suite.admin.get(`businesses/${uid}/productCosts/${rice.id}`)).cost, 60);

      // Her Sales History: her sale, sold by her; no Refund to give.
      await openView(efua, 'Sales History');
      const rows = efua.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
      await rows.first().waitFor({ timeout: 30_000 });
      await rows.first().click();
      const details = efua.getByRole('dialog', { name: 'Sale Details' });
      await details.getByText('Efua Owusu').first().waitFor();
      assert.equal(await details.getByRole('button', { name: 'Refund', exact: true }).count(), 0, 'a refund is not hers to give on her own account');
      await details.getByRole('button', { name: 'Done' }).click();

      // The owner sees who sold it.
      await openView(page, 'Sales History');
      const ownerRows = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
      await ownerRows.filter({ hasText: 'Efua Owusu' }).first().waitFor({ timeout: 30_000 });

      // She rings up another Rice; meanwhile the owner turns her off: the sale is refused, her cart kept.
      await openView(efua, 'New Sale (POS)');
      await efua.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice/ }).click();
      await efua.getByTestId('sale-total').filter({ hasText: '₵85.00' }).waitFor();
      await openView(page, 'Staff');
      await page.getByRole('button', { name: 'Turn off Efua Owusu' }).click();
      await page.getByRole('alertdialog', { name: 'Sure?' }).getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: 'Efua Owusu' }).filter({ hasText: 'Turned off' }).waitFor({ timeout: 30_000 });
      await efua.getByRole('radio', { name: 'Cash' }).check();
      await efua.getByRole('button', { name: 'Exact amount' }).click();
      await efua.getByRole('button', { name: 'Complete sale · ₵85.00' }).click();
      await efua.getByRole('alert').filter({ hasText: 'This staff account is turned off. Ask the owner.' }).first().waitFor({ timeout: 30_000 });
      await efua.getByTestId('sale-total').filter({ hasText: '₵85.00' }).waitFor();
      assert.equal((await suite.admin.list(`businesses/${uid}/sales`)).length, 1, 'nothing of the refused sale reached the server');
      await efua.screenshot({ path: artifactPath('firebase-staff-turned-off.png') });
    } catch (error) {
      await shop.page.screenshot({ path: artifactPath('firebase-staff-owner-failure.png') }).catch(() => undefined);
      await till.page.screenshot({ path: artifactPath('firebase-staff-cashier-failure.png') }).catch(() => undefined);
      throw new Error(`${error.message}\nOwner's page logged:\n${shop.problems.join('\n')}\nCashier's page logged:\n${till.problems.join('\n')}`, { cause: error });
    } finally {
      await shop.context.close();
      await till.context.close();
    }
  });

  test('a cashier on her own account sells offline: her till says it waits to sync, and back online the server applies it once', { timeout: 240_000 }, async (t) => {
    if (cannotRun) {
      t.skip(cannotRun);
      return;
    }
    const shop = await openFirebasePage(browser, suite.baseUrl, { serviceWorkers: SERVICE_WORKERS });
    const till = await openFirebasePage(browser, suite.baseUrl, { serviceWorkers: SERVICE_WORKERS });
    try {
      const { uid, efua } = await ownerAndCashier(shop, till);
      await openView(efua, 'New Sale (POS)');
      await efua.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice/ }).waitFor({ timeout: 30_000 });
      const receipt = efua.getByRole('dialog', { name: 'Sale complete' });
      await sellRice(efua);
      await receipt.waitFor({ timeout: 30_000 });
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      await receipt.waitFor({ state: 'detached' });
      await judgedSales(uid, 1);

      // Offline: she sells another Rice with the network cut; her till says it waits to sync. Back
      // online, it lands once and the server applies it: two sales, the stock lowered by both.
      await till.context.setOffline(true);
      await efua.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Rice/ }).waitFor({ timeout: 30_000 });
      await sellRice(efua);
      await receipt.waitFor({ timeout: 30_000 });
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      await receipt.waitFor({ state: 'detached' });
      await efua.getByRole('status').filter({ hasText: '1 sale waiting to sync' }).waitFor({ timeout: 30_000 });
      assert.equal((await suite.admin.list(`businesses/${uid}/sales`)).length, 1, 'nothing reached the server while offline');
      await till.context.setOffline(false);
      await efua.waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some((el) => /waiting to sync/.test(el.textContent ?? '')), null, { timeout: 60_000 });
      const both = await judgedSales(uid, 2);
      assert.deepEqual(both.map((sale) => sale.ledger.state), ['applied', 'applied'], 'the server applied both, once each');
      assert.equal((await suite.admin.list(`businesses/${uid}/products`))[0].quantity, 8);

      await efua.screenshot({ path: artifactPath('firebase-staff-offline-synced.png') });
    } catch (error) {
      await till.page.screenshot({ path: artifactPath('firebase-staff-offline-failure.png') }).catch(() => undefined);
      throw new Error(`${error.message}\nCashier's page logged:\n${till.problems.join('\n')}`, { cause: error });
    } finally {
      await shop.context.close();
      await till.context.close();
    }
  });
});
