// The built suite on Firebase, in Chromium: the Auth emulator and the official Firestore emulator
// with firebase/firestore.rules loaded, the browser SDK on its own transport (WebChannel) with its
// persistent cache (e2e/support/firebase.mjs). An owner signs up, verifies the address through the
// Auth emulator's link and logs in; adds 12 products in All Products; sells 10 of them in one sale
// paid in two parts; then, with the network cut, sells again and gives part of that sale back; and
// once the network returns, every sale, refund, stock change and roll-up is on the server exactly
// once (read past the rules as an administrator), and the app reported nothing refused.
// Where the official emulator cannot run (no jar, no Java), the test is skipped with the reason.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVICE_WORKERS, artifactPath, launchBrowser } from '../support/browser.mjs';
import { openView } from '../support/account.mjs';
import { openFirebasePage, signUpVerifyAndLogIn, startFirebaseSuite, whyFirebaseCannotRun } from '../support/firebase.mjs';

const cannotRun = whyFirebaseCannotRun();
let browser;
let suite;
before(async () => {
  if (cannotRun) return;
  const [launched, started] = await Promise.allSettled([launchBrowser(), startFirebaseSuite()]);
  browser = launched.value;
  suite = started.value;
  if (launched.status === 'rejected') throw launched.reason;
  if (started.status === 'rejected') throw started.reason;
  const ms = (n) => `${(n / 1000).toFixed(1)} s`;
  const { emulators, admin, rules, webChannel } = suite.startUp;
  const whose = suite.startUp.shared ? 'the set e2e/run.mjs shares' : 'its own set';
  console.log(`# Firebase ready in ${ms(suite.startedInMs)} on ${whose}: emulators ${ms(emulators)}, Firestore warm-up ${ms(admin + rules + webChannel)} (${suite.engine})`);
});
after(async () => {
  await browser?.close();
  await suite?.stop();
});

/** Twelve Physical products, 20 of each in stock; prices in cedis with pesewas, so sums are checked to the pesewa. */
const PRODUCTS = [
  ['Milo 400g tin', '45.50'],
  ['Peak milk tin', '12.25'],
  ['Gino tomato paste', '3.75'],
  ['Frytol oil 1L', '38.90'],
  ['Royal Aroma rice 1kg', '27.40'],
  ['Sardines in oil', '9.95'],
  ['Ideal milk', '8.60'],
  ['Voltic water 1.5L', '6.15'],
  ['Omo detergent 500g', '21.30'],
  ['Key soap bar', '5.45'],
  ['Lipton tea 50 bags', '18.80'],
  ['Golden Tree chocolate', '14.05'],
].map(([name, price]) => ({ name, price, minor: Math.round(Number(price) * 100) }));
const STOCK = 20;

const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
const cedis = (minor) => `₵${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Adds a product through All Products' dialog and waits for it in the list. */
async function addProduct(page, { name, price }) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill(price);
  await dialog.getByLabel('Quantity').fill(String(STOCK));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The receipt's order id and text, then back to a new sale. A sale the server refused shows "The
 * sale was not recorded." instead: the error then carries what the page logged (the refusal).
 */
async function closeReceipt(page, problems) {
  const receipt = page.getByRole('dialog', { name: 'Sale complete' });
  const failed = page.getByRole('alert').filter({ hasText: 'The sale was not recorded.' });
  await receipt.or(failed).first().waitFor({ timeout: 30_000 });
  if (await failed.count()) throw new Error(`The sale was not recorded. The page logged:\n${problems.join('\n')}`);
  const description = await receipt.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText());
  const orderId = /#[0-9A-Z]{8}/.exec(description)?.[0];
  assert.ok(orderId, `order id in "${description}"`);
  const text = await receipt.getByLabel('Receipt', { exact: true }).innerText();
  await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
  await receipt.waitFor({ state: 'detached' });
  return { orderId, text };
}

/** Clicks each product once in the till. */
async function ringUp(page, products) {
  const panel = page.getByRole('region', { name: 'Products to add' });
  for (const { name } of products) await panel.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
  const total = products.reduce((sum, p) => sum + p.minor, 0);
  await page.getByTestId('sale-total').filter({ hasText: cedis(total) }).waitFor();
  return total;
}

/** The server's copy of a sale whose order id (`#` + the first 8 characters of its id, upper-cased) is `orderId`. */
const byOrderId = (documents, orderId) => documents.filter((d) => `#${d.id.slice(0, 8).toUpperCase()}` === orderId);

describe('the built suite on Firebase (Auth emulator + official Firestore emulator, rules enforced)', () => {
  test('sign up, verify, log in; 12 products; a 10-line split sale; offline a sale and a refund; all on the server once', { timeout: 240_000 }, async (t) => {
    if (cannotRun) {
      t.skip(cannotRun);
      return;
    }
    // The suite's service worker as in the other specs (blocked unless E2E_SERVICE_WORKERS=allow):
    // setOffline then cuts what the page itself sees.
    const { page, context, problems } = await openFirebasePage(browser, suite.baseUrl, { serviceWorkers: SERVICE_WORKERS });
    const timings = [];
    const step = (name, since) => timings.push(`${name} ${((performance.now() - since) / 1000).toFixed(1)} s`);
    try {
      // 1. Sign up, verify, log in.
      let since = performance.now();
      const owner = await signUpVerifyAndLogIn(page, suite);
      // The owner's profile, written at sign-up under businesses/{uid}.
      const uid = (await suite.admin.list('businesses')).find((b) => b.email === owner.email)?.id;
      assert.ok(uid, `the profile of ${owner.email} is on the server`);
      step('sign-up, verification and log-in', since);

      // 2. All twelve products through All Products' dialog (about 10 s), each saved on the server
      // before the dialog closes: no faster path is needed.
      since = performance.now();
      await openView(page, 'All Products');
      await page.getByRole('heading', { name: 'Your Inventory', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'No products yet' }).waitFor({ timeout: 30_000 });
      for (const product of PRODUCTS) await addProduct(page, product);
      await productRow(page, PRODUCTS.at(-1).name).getByText(`${STOCK} in stock`).waitFor();
      step(`${PRODUCTS.length} products added`, since);

      // 3. Ten lines, paid in two parts: Mobile Money ₵100.00 and the rest in cash, ₵5.00 over.
      since = performance.now();
      await openView(page, 'New Sale (POS)');
      const tillLoading = performance.now();
      await page.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: /^Milo 400g tin/ }).waitFor({ timeout: 30_000 });
      step('till loaded its products', tillLoading);
      const online = PRODUCTS.slice(0, 10);
      const onlineTotal = await ringUp(page, online);
      await page.getByRole('checkbox', { name: 'Split payment' }).check();
      await page.getByRole('combobox', { name: 'Method of part 1' }).selectOption('Mobile Money');
      await page.getByRole('combobox', { name: 'Method of part 2' }).selectOption('Cash');
      const momo = 10_000;
      const cash = onlineTotal - momo + 500;
      await page.getByRole('textbox', { name: /^Amount of part 1/ }).fill((momo / 100).toFixed(2));
      await page.getByRole('textbox', { name: /^Amount of part 2/ }).fill((cash / 100).toFixed(2));
      await page.getByTestId('split-status').filter({ hasText: 'Change (from cash): ₵5.00' }).waitFor();
      await page.getByRole('button', { name: `Complete sale · ${cedis(onlineTotal)}` }).click();
      const first = await closeReceipt(page, problems);
      assert.ok(first.text.includes(`Payment: Split\n  Mobile Money: ₵100.00\n  Cash: ${cedis(cash)}`), first.text);
      step('10-line split sale', since);

      // Sales History lists it as Split. (Opened before the network goes: the specs block the
      // suite's service worker (support/browser.mjs), so a view whose remote this page has not
      // loaded yet cannot be opened offline, its mf-manifest.json being fetched when it first mounts.)
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      const rows = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
      await rows.filter({ hasText: first.orderId }).filter({ hasText: 'Split' }).waitFor();
      await openView(page, 'New Sale (POS)');

      // 4. The network goes; a sale and a refund of part of it are made offline.
      since = performance.now();
      const offlineFrom = problems.length;
      await context.setOffline(true);
      const offline = [PRODUCTS[0], PRODUCTS[1], PRODUCTS[10]];
      const offlineTotal = await ringUp(page, offline);
      await page.getByRole('radio', { name: 'Cash' }).check();
      await page.getByRole('button', { name: 'Exact amount' }).click();
      await page.getByRole('button', { name: `Complete sale · ${cedis(offlineTotal)}` }).click();
      const second = await closeReceipt(page, problems);
      await page.getByRole('status').filter({ hasText: '1 sale waiting to sync' }).waitFor();

      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      await rows.filter({ hasText: second.orderId }).first().click();
      const details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.waitFor();
      await details.getByRole('button', { name: 'Refund', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Refund', exact: true });
      await form.waitFor();
      // Give back the Peak milk only (1 unit, ₵12.25); the rest stays sold.
      await form.getByRole('spinbutton', { name: `Units of ${PRODUCTS[0].name} to give back` }).fill('0');
      await form.getByRole('spinbutton', { name: `Units of ${PRODUCTS[10].name} to give back` }).fill('0');
      await form.getByText(`To give back${cedis(PRODUCTS[1].minor)}`).waitFor();
      await form.getByLabel('Reason').fill('Dented tin');
      await form.getByRole('button', { name: 'Confirm refund' }).click();
      const recorded = page.getByRole('dialog', { name: 'Refund recorded' });
      await recorded.waitFor({ timeout: 30_000 });
      await recorded.getByRole('button', { name: 'Done' }).click();
      await details.getByRole('button', { name: 'Done' }).click();
      await page.screenshot({ path: artifactPath('firebase-offline-history.png') });
      // The badge stays inside the Order column at 1280 px (it once ran into Items in monospace).
      const waitingBadge = page.getByText('Waiting to sync', { exact: true }).first();
      const badge = await waitingBadge.boundingBox();
      const column = await waitingBadge.locator('xpath=..').boundingBox();
      assert.ok(badge && column && badge.x + badge.width <= column.x + column.width + 0.5, `the waiting badge (right edge ${badge && badge.x + badge.width}) runs past the Order column (${column && column.x + column.width})`);
      // The refund made offline waits too, marked on its row as the sale is, its badge beside the
      // Refund label within the Order column.
      const refundRow = rows.filter({ hasText: `for ${second.orderId}` }).first();
      const refundBadge = refundRow.getByText('Waiting to sync', { exact: true });
      await refundBadge.waitFor({ timeout: 30_000 });
      const refundBox = await refundBadge.boundingBox();
      const refundColumn = await refundBadge.locator('xpath=..').boundingBox();
      assert.ok(refundBox && refundColumn && refundBox.x + refundBox.width <= refundColumn.x + refundColumn.width + 0.5, `the refund's waiting badge (right edge ${refundBox && refundBox.x + refundBox.width}) runs past the Order column (${refundColumn && refundColumn.x + refundColumn.width})`);
      // …and the till counts it beside the sale, in the same words.
      await openView(page, 'New Sale (POS)');
      await page.getByRole('status').filter({ hasText: '1 sale and 1 refund waiting to sync' }).waitFor({ timeout: 30_000 });
      step('offline sale and refund', since);

      // The network returns: the queue drains and nothing is refused.
      since = performance.now();
      await context.setOffline(false);
      const offlineTo = problems.length;
      await page.waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some((el) => /waiting to sync/.test(el.textContent ?? '')), null, { timeout: 30_000 });

      // 5. What reached the server, read past the rules.
      const root = `businesses/${uid}`;
      const expectedMovements = online.length + offline.length + 1;
      let server;
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [sales, refunds, movements, stats, products, tallies] = await Promise.all(
          ['sales', 'refunds', 'stockMovements', 'dailyStats', 'products', 'refundTallies'].map((c) => suite.admin.list(`${root}/${c}`)),
        );
        server = { sales, refunds, movements, stats, products, tallies };
        if ((sales.length >= 2 && refunds.length >= 1 && movements.length >= expectedMovements) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      step('sync after the network returned', since);

      assert.equal(server.sales.length, 2, 'two sales on the server');
      const [split] = byOrderId(server.sales, first.orderId);
      const [cashSale] = byOrderId(server.sales, second.orderId);
      assert.ok(split && cashSale, `the sales ${first.orderId} and ${second.orderId} are on the server`);
      assert.equal(split.items.length, 10);
      assert.equal(Math.round(split.totalAmount * 100), onlineTotal);
      assert.deepEqual(split.payments, [
        { method: 'Mobile Money', amount: momo / 100 },
        { method: 'Cash', amount: cash / 100 },
      ]);
      assert.equal(split.changeDue, 5);
      assert.equal(cashSale.items.length, 3);
      assert.equal(Math.round(cashSale.totalAmount * 100), offlineTotal);

      assert.equal(server.refunds.length, 1, 'one refund on the server');
      const [refund] = server.refunds;
      assert.equal(refund.saleId, cashSale.id);
      assert.equal(Math.round(refund.amount * 100), PRODUCTS[1].minor);
      assert.deepEqual(refund.items.map((i) => [i.id, i.quantity]), [[refund.items[0].id, 1]]);

      // Stock: one movement per product per sale, one for the refund; each product's stock moved by exactly those.
      assert.equal(server.movements.length, expectedMovements, server.movements.map((m) => m.id).join('\n'));
      const idByName = new Map(server.products.map((p) => [p.name, p.id]));
      assert.equal(server.products.length, PRODUCTS.length);
      const sold = new Map();
      for (const p of [...online, ...offline]) sold.set(p.name, (sold.get(p.name) ?? 0) + 1);
      sold.set(PRODUCTS[1].name, sold.get(PRODUCTS[1].name) - 1);
      for (const p of PRODUCTS) {
        const stored = server.products.find((s) => s.name === p.name);
        assert.equal(stored.quantity, STOCK - (sold.get(p.name) ?? 0), `${p.name}'s stock on the server`);
      }
      for (const p of online) assert.ok(server.movements.some((m) => m.id === `${split.id}_${idByName.get(p.name)}` && m.change === -1), `${p.name} moved once by ${first.orderId}`);
      for (const p of offline) assert.ok(server.movements.some((m) => m.id === `${cashSale.id}_${idByName.get(p.name)}` && m.change === -1), `${p.name} moved once by ${second.orderId}`);
      assert.ok(server.movements.some((m) => m.refundId === refund.id && m.productId === idByName.get(PRODUCTS[1].name) && m.change === 1), 'the refund put the tin back once');

      // The roll-ups: two sales, one refund, their net revenue to the pesewa (one document per UTC
      // day and currency; two should the run straddle midnight UTC).
      assert.ok(server.stats.length >= 1 && server.stats.length <= 2, JSON.stringify(server.stats));
      const total = (field) => server.stats.reduce((sum, day) => sum + (day[field] ?? 0), 0);
      assert.equal(total('salesCount'), 2);
      assert.equal(total('refundsCount'), 1);
      assert.equal(total('revenueMinor'), onlineTotal + offlineTotal - PRODUCTS[1].minor);
      assert.deepEqual(
        server.tallies.map(({ id, refundedMinor, units, moved }) => ({ id, refundedMinor, units, moved })),
        [{ id: cashSale.id, refundedMinor: PRODUCTS[1].minor, units: { [idByName.get(PRODUCTS[1].name)]: 1 }, moved: { [idByName.get(PRODUCTS[1].name)]: 1 } }],
      );

      // Nothing refused: no notice on screen, nothing logged but the requests the cut network failed.
      assert.equal(await page.getByText('Not saved on the server').count(), 0, 'no refused-write notice');
      await page.screenshot({ path: artifactPath('firebase-after-sync.png') });
      const cutOff = (problem, index) => index >= offlineFrom && index < offlineTo && /ERR_INTERNET_DISCONNECTED/.test(problem);
      // And the SDK's own probe of the network after the cut: its WebChannel loads
      // www.google.com/images/cleardot.gif, which a machine without internet never resolves, logged
      // as a failed request and a console error with no address (as many as there were probes).
      // When it runs, during the cut or after, is the SDK's choice: a fresh-clone run saw it after.
      const probes = problems.filter((problem) => /^request failed: https:\/\/www\.google\.com\/images\/cleardot\.gif\S* net::ERR_NAME_NOT_RESOLVED$/.test(problem)).length;
      let probeErrors = 0;
      const probeLogged = (problem) => /^request failed: https:\/\/www\.google\.com\/images\/cleardot\.gif/.test(problem)
        || (problem === 'console.error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED' && ++probeErrors <= probes);
      assert.deepEqual(problems.filter((problem, index) => !cutOff(problem, index) && !probeLogged(problem)), []);

      // A reload reads the same from the cache and the server: two sales, one refund, the stock.
      await page.reload();
      await openView(page, 'Sales History');
      await page.getByRole('status').filter({ hasText: '2 sales, 1 refund' }).waitFor();
      await openView(page, 'All Products');
      await productRow(page, PRODUCTS[0].name).getByText(`${STOCK - 2} in stock`).waitFor();
      await productRow(page, PRODUCTS[1].name).getByText(`${STOCK - 1} in stock`).waitFor();
      assert.equal(await page.getByText('Not saved on the server').count(), 0);
    } catch (error) {
      // What the screen said, and what the page logged, when it went wrong.
      await page.screenshot({ path: artifactPath('firebase-failure.png') }).catch(() => {});
      if (problems.length > 0) console.log(`# the page's problems:\n${problems.join('\n')}`);
      throw error;
    } finally {
      console.log(`# ${timings.join(' · ')}`);
      await context.close();
    }
  });
});
