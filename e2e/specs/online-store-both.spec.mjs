// The online store from publishing to the ledger (issue #43, 'Done when'), in Chromium on both
// backends, the same steps on each: the owner publishes the store in Settings › Online store (three
// of four products chosen, delivery to Osu for ₵15.00, mobile money); a customer who is not signed
// in orders the three with delivery on /s/<name>; the order appears live in Sales › Online orders;
// the owner confirms it and the till shows the units held and what is available; marked paid by
// mobile money it is one sale in Sales History, End of Day and the stock; a second order is
// confirmed, then cancelled, and its held units are free again on the till; forged orders are
// refused by the backend's own check, in words.
//
// On Firebase (Auth, official Firestore and Functions emulators: support/firebase.mjs) the customer
// is another browser context, and each forged order is the page's own call of placeOnlineOrder with
// its body changed on the way (Playwright's route): the server refuses it and the page says why. On
// the embedded backend the store is a preview in the same browser (issue 43, point 4), so the
// customer is another tab of the owner's browser, and there is no request on the way to change:
// 1,000 units go through the page's own path (the basket kept on the phone), the other forged
// orders through the same placeOnlineOrder the page calls, and the words are the page's.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { SERVICE_WORKERS, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { cardText, currencyRegion, openEndOfDay, rowCells } from '../support/end-of-day.mjs';
import { openFirebasePage, signUpVerifyAndLogIn, startFirebaseSuite, whyFirebaseCannotRun } from '../support/firebase.mjs';
import { product, putRows, readLocalRows } from '../support/seed.mjs';
import { exposeSession } from '../support/suite-session.mjs';

const TIME_ZONE = 'Africa/Accra';
const cannotRun = whyFirebaseCannotRun();

/** The shop's catalogue: the store shows the first three; Raffia basket is kept off the page. */
const PRODUCTS = [
  { name: 'Kente cloth', priceMinor: 12050, quantity: 5 },
  { name: 'Glass beads', priceMinor: 2500, quantity: 20 },
  { name: 'Shea butter 250g', priceMinor: 4500, quantity: 10 },
  { name: 'Raffia basket', priceMinor: 6000, quantity: 4 },
];

/** The words the storefront shows for an order it refuses (the domain's ORDER_REFUSAL_MESSAGES, as the specification words them). */
const REFUSED = {
  quantity: /^You can order 1 to \d+ of each product\.$/,
  notInStore: 'Something in your basket is not sold in this store. Please reload the page.',
  pricesChanged: (total) => `Prices have changed since you opened the page: the total is now ${total}. Check your basket and place the order again.`,
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const timed = () => {
  const started = performance.now();
  const steps = [];
  let last = started;
  return {
    step(name) {
      const now = performance.now();
      steps.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
      last = now;
    },
    report: (backend) => console.log(`# ${backend}: ${((performance.now() - started) / 1000).toFixed(1)} s in all — ${steps.join(' · ')}`),
  };
};

/** Adds the catalogue through the suite's session (exposed on the owner's page); returns the ids by name. */
async function addCatalogue(page) {
  return page.evaluate(async (products) => {
    const { backend } = globalThis.__suiteSession;
    const uid = backend.currentUser().uid;
    const ids = {};
    for (const { name, priceMinor, quantity } of products) {
      ids[name] = await backend.addProduct(uid, { name, type: 'Physical', priceMinor, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity });
    }
    return ids;
  }, PRODUCTS);
}

/** The shop's logo the owner picks: a 48 × 48 PNG. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAwElEQVR42u3ZwRHDMAhE0W0iZxeTgtxoKvIluXs8GIKEvxM0FPCGgwQrvWFHvwNa1qdRdSDbkZdpHuU7lmZToiyVaZwmlVGcLNVrbJMu0RimFGh7PQ5rMChDibLOQUMoIVYKFNV4TBZohiZq8oIymlPTMWiqxm+6IWiUxjbtQQXtcTZJle3xNKlBDWpQgyAXI+7p6NfeAcINaMQRFjfkE9cg3KJIXKWJYQMujiEGVsRIDxp6EmNhaHAO/Vr4u9+gDxvMb2GzizGkAAAAAElFTkSuQmCC', 'base64');

/** Logo and colour, on the shop's profile: the published page carries them. */
async function chooseLogoAndColour(page) {
  await page.getByLabel(/^Logo(?! and)/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await page.getByRole('figure', { name: 'Preview of your store’s header' }).locator('img').waitFor();
  await page.getByRole('textbox', { name: /^Brand colour/ }).fill('#1F6F43');
  await page.getByRole('button', { name: 'Save logo and colour' }).click();
  const panel = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Logo and colour' }) });
  await panel.getByText(/Logo and colour saved\.|Couldn’t|Check the fields/).waitFor({ timeout: 30_000 });
  assert.match(await panel.innerText(), /Logo and colour saved\./);
}

/**
 * Settings › Online store: with `brand`, the shop's logo and a dark green; three products chosen,
 * delivery to Osu for ₵15.00, mobile money; saved and published. Returns the store's name.
 */
async function publishThroughSettings(page, brand) {
  await openView(page, 'Online store');
  await page.getByRole('heading', { level: 1, name: 'Online store' }).waitFor();
  if (brand) await chooseLogoAndColour(page);
  await page.waitForFunction(() => document.querySelector('input[name="storeName"]')?.value);
  const name = await page.getByRole('textbox', { name: /^Store link/ }).inputValue();
  await page.getByRole('radio', { name: 'Only the products I choose' }).check();
  const chosen = page.getByRole('group', { name: 'Products to show' });
  for (const { name: product } of PRODUCTS.slice(0, 3)) await chosen.getByRole('checkbox', { name: product }).check();
  await page.getByRole('checkbox', { name: 'We deliver' }).check();
  await page.getByRole('button', { name: 'Add area' }).click();
  await page.getByRole('textbox', { name: /^Area 1 name/ }).fill('Osu');
  await page.getByRole('textbox', { name: /^Area 1 delivery fee/ }).fill('15.00');
  await page.getByRole('checkbox', { name: 'Mobile money', exact: true }).check();
  await page.getByRole('textbox', { name: /^Mobile money number/ }).fill('0244123456');
  await page.getByRole('textbox', { name: /^Name on the mobile money account/ }).fill('Ama Mensah');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await page.getByText('Saved and published.').waitFor({ timeout: 30_000 });
  return name;
}

/** On the store's page, the basket's checkout filled: delivery to Osu paid by mobile money, or pickup paid in cash. */
async function checkOut(customer, { delivery, phone = '024 412 3457' }) {
  await customer.getByRole('button', { name: 'Check out' }).click();
  await customer.getByLabel('Your name').fill('Kofi Boateng');
  await customer.getByLabel('Phone number').fill(phone);
  if (delivery) {
    await customer.getByRole('radio', { name: 'Delivery' }).check();
    const area = customer.getByLabel('Delivery area');
    const osu = await area.getByRole('option', { name: /Osu/ }).getAttribute('value');
    await area.selectOption(osu);
    await customer.getByLabel('Address').fill('12 Oxford Street');
    await customer.getByRole('radio', { name: 'Mobile money' }).check();
  } else {
    await customer.getByRole('radio', { name: 'Pickup' }).check();
    await customer.getByRole('radio', { name: 'Cash on pickup' }).check();
  }
}

/** Places the checked-out order and returns its number as the page shows it (#XXXXXXXX). */
async function placeOrder(customer, total) {
  await customer.getByRole('button', { name: new RegExp(`Place order — .*${total.replace('.', '\\.')}`) }).click();
  const placed = customer.getByRole('status').filter({ hasText: /Order #\S+ placed/ });
  await placed.waitFor({ timeout: 30_000 });
  return /Order (#\S+) placed/.exec(await placed.innerText())[1];
}

/** The till's row of a product: its stock, held and available units as the cashier reads them. */
async function tillRow(page, name) {
  await openView(page, 'New Sale (POS)');
  const row = page.getByRole('region', { name: 'Products to add' }).getByRole('button', { name: new RegExp(`^${name}`) });
  await row.waitFor({ timeout: 30_000 });
  return row;
}

/** Waits until the till's row of `name` reads `text` (the till follows the stock and the holds live). */
async function tillSays(page, name, text) {
  const row = await tillRow(page, name);
  await row.filter({ hasText: text }).waitFor({ timeout: 30_000 });
  return row.innerText();
}

async function openOnlineOrders(page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Online orders/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Online orders' }).waitFor();
}

/**
 * The whole story on one backend. `backend` gives the owner's page, the customer's page, a product
 * of another shop, and `forge(customer, change, run)`, which runs `run` with the next order the page
 * places changed by `change(request)` on its way to the backend's check.
 */
async function storyOn({ owner: page, customer, otherShopsProduct, forgePlacedOrder, ordersHeld, brand = false }, clock) {
  // On the embedded backend the shop and the customer are two tabs of one browser, and Chromium
  // slows the tab behind to a frame a second: the tab in use is brought to the front, as a person would.
  await page.bringToFront();
  const ids = await addCatalogue(page);
  const name = await publishThroughSettings(page, brand);
  clock.step('catalogue and Settings › Online store');

  // The shop keeps Online orders open; the customer's order arrives there live.
  await openOnlineOrders(page);
  await customer.bringToFront();
  await customer.goto(`/s/${name}`);
  await customer.getByRole('heading', { name: 'Kente cloth' }).waitFor({ timeout: 30_000 });
  assert.equal(await customer.getByRole('heading', { name: 'Raffia basket' }).count(), 0, 'a product not chosen is not on the page');
  if (brand) {
    // The shop's logo in its fixed box beside the name, on a band of its brand colour.
    const header = customer.locator('header');
    await customer.waitForFunction(() => {
      const logo = document.querySelector('header img');
      return logo?.complete && logo.naturalWidth > 0;
    });
    const look = await header.evaluate((element) => {
      const logo = element.querySelector('img');
      return { width: logo.getAttribute('width'), height: logo.getAttribute('height'), drawn: logo.complete && logo.naturalWidth > 0, band: getComputedStyle(element).backgroundColor };
    });
    assert.deepEqual(look, { width: '48', height: '48', drawn: true, band: 'rgb(31, 111, 67)' }, 'the page shows the logo and the brand colour');
  }
  for (const { name: product } of PRODUCTS.slice(0, 3)) await customer.getByRole('button', { name: `Add ${product} to basket` }).click();
  await checkOut(customer, { delivery: true });
  // ₵120.50 + ₵25.00 + ₵45.00 and ₵15.00 delivery.
  const first = await placeOrder(customer, '205.50');
  await customer.getByText(/Pay .*205\.50 by mobile money/).waitFor();
  await page.bringToFront();
  const firstCard = page.getByRole('article', { name: `Order ${first}` });
  await firstCard.waitFor({ timeout: 30_000 });
  assert.match(await firstCard.innerText(), /Kofi Boateng/);
  clock.step('the customer orders, live in Online orders');

  // Confirmed: the units are held, and the till says so.
  await firstCard.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByText(`Order ${first} is now confirmed.`).waitFor({ timeout: 30_000 });
  const kente = await tillSays(page, 'Kente cloth', '1 held for online orders');
  assert.match(kente, /4 available/);
  clock.step('confirmed, held on the till');

  // Paid by mobile money: one sale.
  await openOnlineOrders(page);
  await page.getByRole('radio', { name: /^In progress/ }).click();
  await firstCard.getByRole('button', { name: 'Mark paid' }).click();
  const paying = page.getByRole('dialog', { name: 'Mark paid' });
  assert.equal(await paying.getByRole('combobox', { name: 'Payment method' }).inputValue(), 'Mobile Money');
  await paying.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByText(`Order ${first} is paid: recorded as sale ${first} in Sales History.`).waitFor({ timeout: 30_000 });
  await firstCard.getByText('Paid ₵205.50 by mobile money').waitFor();
  clock.step('marked paid');

  await openView(page, 'Sales History');
  await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
  await page.getByText(first).first().waitFor({ timeout: 30_000 });
  assert.equal(await page.getByText(first, { exact: true }).count(), 1, 'the order is one sale in Sales History');

  await openEndOfDay(page);
  const cedi = currencyRegion(page, 'GHS');
  await cedi.waitFor({ timeout: 30_000 });
  assert.match(await cardText(cedi, 'Sales'), /^Sales\s+1\b/);
  assert.deepEqual(await rowCells(cedi.getByRole('table', { name: 'Takings by payment method (GHS)' }), 'Mobile Money'), ['Mobile Money', '₵205.50', '₵0.00', '₵205.50']);

  // The stock: one of each sold, nothing held any longer.
  for (const [product, left] of [['Kente cloth', 4], ['Glass beads', 19], ['Shea butter 250g', 9]]) {
    const text = await tillSays(page, product, `${left} in stock`);
    assert.doesNotMatch(text, /held/);
  }
  clock.step('Sales History, End of Day, stock');

  // A second order, confirmed (two held), then cancelled: its units are free again.
  await customer.bringToFront();
  await customer.goto(`/s/${name}`);
  await customer.getByRole('button', { name: 'Add Glass beads to basket' }).click();
  await customer.getByRole('button', { name: 'One more Glass beads' }).first().click();
  await checkOut(customer, { delivery: false });
  const second = await placeOrder(customer, '50.00');
  await page.bringToFront();
  await openOnlineOrders(page);
  const secondCard = page.getByRole('article', { name: `Order ${second}` });
  await secondCard.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByText(`Order ${second} is now confirmed.`).waitFor({ timeout: 30_000 });
  assert.match(await tillSays(page, 'Glass beads', '2 held for online orders'), /17 available/);
  await openOnlineOrders(page);
  await page.getByRole('radio', { name: /^In progress/ }).click();
  await secondCard.getByRole('button', { name: 'Cancel order' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Cancel order' });
  await cancelling.getByRole('textbox', { name: 'Reason' }).fill('Beads ran out');
  await cancelling.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByText(`Order ${second} is now cancelled.`).waitFor({ timeout: 30_000 });
  assert.doesNotMatch(await tillSays(page, 'Glass beads', '19 in stock'), /held/);
  clock.step('second order confirmed and cancelled');

  // Forged orders, each changed on its way from the page: refused in words (or, where the embedded
  // backend has no way to change it, by the backend's refusal), and none placed.
  const forgeries = [
    ['a price changed in the page (Glass beads at ₵15.00)', (request) => ({ ...request, expectedTotalMinor: 1500 }), REFUSED.pricesChanged('₵25.00'), 'prices-changed'],
    ['1,000 units', (request) => ({ ...request, lines: [{ productId: ids['Glass beads'], quantity: 1000 }] }), REFUSED.quantity, 'quantity'],
    ["another shop's product", (request) => ({ ...request, lines: [{ productId: otherShopsProduct, quantity: 1 }] }), REFUSED.notInStore, 'not-in-store'],
    ['a product the store does not show', (request) => ({ ...request, lines: [{ productId: ids['Raffia basket'], quantity: 1 }] }), REFUSED.notInStore, 'not-in-store'],
  ];
  await customer.bringToFront();
  for (const [what, change, words, code] of forgeries) {
    const refused = await forgePlacedOrder(customer, name, change, ids);
    if (refused.words === undefined) assert.equal(refused.code, code, what);
    else if (typeof words === 'string') assert.equal(refused.words, words, what);
    else assert.match(refused.words, words, what);
  }
  assert.equal(await ordersHeld(), 2, 'no forged order was placed');
  clock.step('forged orders refused');
}

/**
 * A product of another shop on the server, written past the rules as an administrator (the
 * emulator's `Bearer owner`): its id is what a forged order names.
 */
async function writeOtherShopsProduct(suite) {
  const shop = randomUUID().replace(/-/g, '');
  const id = randomUUID();
  const url = `http://${suite.emulators.firestore}/v1/projects/${suite.projectId}/databases/(default)/documents/businesses/${shop}/products/${id}`;
  const fields = { name: { stringValue: 'Kente cloth' }, type: { stringValue: 'Physical' }, priceMinor: { integerValue: '100' }, currency: { stringValue: 'GHS' }, quantity: { integerValue: '50' } };
  const response = await fetch(url, { method: 'PATCH', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ fields }) });
  if (!response.ok) throw new Error(`writing another shop's product: ${response.status} ${await response.text()}`);
  return id;
}

/** Puts one Glass beads in the basket and checks out for pickup (the forged orders' starting point). */
async function oneGlassBeadsAtPickup(customer, name) {
  // A refused order keeps its basket (the page's own refusal says to check it): start from an empty one.
  await customer.evaluate((key) => localStorage.removeItem(key), `shop.store-basket.${name}`);
  await customer.goto(`/s/${name}`);
  await customer.getByRole('button', { name: 'Add Glass beads to basket' }).click();
  await checkOut(customer, { delivery: false, phone: '024 412 9999' });
}

/** What the page says when the order is refused (its alert). */
async function refusalShown(customer) {
  const alert = customer.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor({ timeout: 30_000 });
  return (await alert.innerText()).trim();
}

/** The request the page makes for one unit of `productId` at pickup, paid in cash (basket.ts, orderRequestOf). */
const pickupRequest = (productId) => ({
  lines: [{ productId, quantity: 1 }],
  checkout: { name: 'Kofi Boateng', phone: '024 412 9999', method: 'pickup', areaId: null, address: '', paymentOption: 'cash-on-pickup', note: '' },
  expectedTotalMinor: 2500,
});

describe('the online store on both backends', () => {
  test('on the embedded backend (the store a preview in the same browser)', { timeout: 180_000 }, async () => {
    const clock = timed();
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: { width: 1280, height: 900 } });
    try {
      await signUpAndLogIn(page);
      const customer = await context.newPage();
      await customer.setViewportSize({ width: 360, height: 740 });
      // Another shop in this browser, with a product of its own.
      const other = product({ name: 'Kente cloth', price: 100, quantity: 50 });
      const otherShop = randomUUID();
      await putRows(page, { businesses: [{ ownerUid: otherShop, businessName: 'Another shop' }], products: [{ ...other, ownerUid: otherShop }] });
      clock.step('sign-up');
      await storyOn(
        {
          owner: page,
          customer,
          otherShopsProduct: other.id,
          // The logo and colour on the page, proven here; on Firebase the picture goes to the Storage emulator, which this run's browser does not reach.
          brand: true,
          async forgePlacedOrder(tab, name, change, ids) {
            const request = change(pickupRequest(ids['Glass beads']));
            // 1,000 units through the page: the basket kept on the phone says 1,000 (basket.ts keeps what it reads).
            if (request.lines[0].quantity === 1000) {
              const key = `shop.store-basket.${name}`;
              await tab.goto(`/s/${name}`);
              await tab.evaluate(({ key, id }) => localStorage.setItem(key, JSON.stringify({ [id]: 1000 })), { key, id: request.lines[0].productId });
              await tab.reload();
              await checkOut(tab, { delivery: false, phone: '024 412 9999' });
              await tab.getByRole('button', { name: /Place order/ }).click();
              const words = await refusalShown(tab);
              await tab.evaluate((key) => localStorage.removeItem(key), key);
              return { words };
            }
            // The others through the placeOnlineOrder the page calls: this browser's embedded backend.
            const result = await page.evaluate(({ name, request }) => globalThis.__suiteSession.backend.placeOnlineOrder(name, request), { name, request });
            assert.equal(result.placed, false);
            return { code: result.refusal.code };
          },
          ordersHeld: async () => (await readLocalRows(page, 'onlineOrders')).length,
        },
        clock,
      );
      assert.deepEqual(problems, []);
    } finally {
      clock.report('embedded backend');
      await context.close();
    }
  });

  describe('on Firebase (Auth, Firestore and Functions emulators, rules enforced)', () => {
    let suite;
    before(async () => {
      if (cannotRun) return;
      suite = await startFirebaseSuite();
      const { emulators, admin = 0, rules = 0, webChannel = 0 } = suite.startUp;
      console.log(`# Firebase ready in ${(suite.startedInMs / 1000).toFixed(1)} s on ${suite.startUp.shared ? 'the set e2e/run.mjs shares' : 'its own set'}: emulators ${(emulators / 1000).toFixed(1)} s, Firestore warm-up ${((admin + rules + webChannel) / 1000).toFixed(1)} s`);
    });
    after(async () => {
      await suite?.stop();
    });

    test('a customer in another browser, the server pricing and refusing', { timeout: 240_000 }, async (t) => {
      if (cannotRun) {
        t.skip(cannotRun);
        return;
      }
      const clock = timed();
      const owner = await openFirebasePage(browser, suite.baseUrl, { timezoneId: TIME_ZONE, serviceWorkers: SERVICE_WORKERS });
      // The customer: a browser of their own, never signed in, on a phone-sized page.
      const stranger = await openFirebasePage(browser, suite.baseUrl, { timezoneId: TIME_ZONE, serviceWorkers: SERVICE_WORKERS, viewport: { width: 360, height: 740 } });
      try {
        const { page } = owner;
        await signUpVerifyAndLogIn(page, suite);
        await exposeSession(page);
        const uid = await page.evaluate(() => globalThis.__suiteSession.backend.currentUser().uid);
        const otherShopsProduct = await writeOtherShopsProduct(suite);
        clock.step('sign-up');
        await storyOn(
          {
            owner: page,
            customer: stranger.page,
            otherShopsProduct,
            async forgePlacedOrder(tab, name, change) {
              await oneGlassBeadsAtPickup(tab, name);
              // The page's own call of placeOnlineOrder (the Functions SDK's POST { data: { name, request } }), its request changed on the way.
              const forge = async (route) => {
                const request = route.request();
                if (request.method() !== 'POST') return route.continue();
                const body = request.postDataJSON();
                body.data.request = change(body.data.request);
                return route.continue({ postData: JSON.stringify(body) });
              };
              await tab.route(/\/placeOnlineOrder$/, forge);
              try {
                await tab.getByRole('button', { name: /Place order/ }).click();
                return { words: await refusalShown(tab) };
              } finally {
                await tab.unroute(/\/placeOnlineOrder$/, forge);
              }
            },
            ordersHeld: async () => (await suite.admin.list(`businesses/${uid}/onlineOrders`)).length,
          },
          clock,
        );
        assert.deepEqual(owner.problems, []);
        assert.deepEqual(stranger.problems.filter((problem) => !/placeOnlineOrder/.test(problem)), []);
      } finally {
        clock.report('Firebase');
        await owner.context.close();
        await stranger.context.close();
      }
    });
  });
});
