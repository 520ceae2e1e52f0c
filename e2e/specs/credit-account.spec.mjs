// A customer's account and the owe book end to end in Chromium, on the embedded backend, on a
// device in Accra (docs/product-rules.md, 'Credit'): a payment in cash recorded from Ama's account
// (refused above her balance first), paying off her oldest sale, with its own receipt and the
// stored balance moved, then counted by today's End of Day under Repayments received and in the
// cash expected in the drawer; "Owed to you" ageing sales of different ages (seeded dates) into
// not yet due, 1–30, 31–60, 61–90 and over 90 days overdue, most overdue first, with its totals,
// search and CSV; a reminder link (WhatsApp and SMS) carrying the amount and the due dates; and
// both views on a 360 × 740 phone without sideways scrolling.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, downloadedCsvLines } from '../support/browser.mjs';
import { withOwnerOnView } from '../support/account.mjs';
import { cardText, currencyRegion, openEndOfDay, rowCells } from '../support/end-of-day.mjs';
import { saleRecord } from '../support/sale-record.mjs';
import { putRows, readLocalRows, seedCustomers, seedSales, signedInUid } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Accra';
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const AMA = { id: 'c-ama', name: 'Ama Owusu', phone: '024 412 3456' };
const KWAME = { id: 'c-kwame', name: 'Kwame Asante', phone: '020 555 0133' };
const ABENA = { id: 'c-abena', name: 'Abena Darko', phone: '055 123 9876' };
const KOFI = { id: 'c-kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101' };
const CHINEDU = { id: 'c-chinedu', name: 'Chinedu Okafor', phone: '+234 803 555 0102' };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Today's date in Accra (UTC all year) moved by `days`, `YYYY-MM-DD`. */
const dayKey = (days) => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** `2026-11-01` as the screens write it: `Nov 1, 2026`. */
const readable = (key) => {
  const [year, month, day] = key.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
const minor = (amount) => Math.round(Number((amount * 100).toPrecision(15)));

let saleCount = 0;
/** A sale on account as stored (codecs.ts): `paid` at the till, the rest owed (`owed`, two decimals) and due `dueInDays` from today. */
function onCredit({ customer, price, paid = 0, soldDaysAgo, dueInDays, currency = 'GHS' }) {
  saleCount += 1;
  const { id, name } = customer;
  return {
    ...saleRecord({
      lines: [{ id: `p-${saleCount}`, name: `Goods ${saleCount}`, price }],
      tendered: paid,
      paymentMethod: 'Cash',
      currency,
      customer: { id, name },
      at: new Date(Date.now() - soldDaysAgo * DAY_MS),
    }),
    owed: price - paid,
    dueOn: dayKey(dueInDays),
  };
}

/**
 * Seeds the customers and their sales on account, and each account's balance as the records make
 * it (what the sales owe; no repayments are seeded), then reloads the page.
 */
async function seedAccounts(page, customers, sales) {
  await seedCustomers(page, customers);
  await seedSales(page, sales);
  const uid = await signedInUid(page);
  const balances = new Map();
  for (const sale of sales) {
    const key = `${sale.customer.id}_${sale.currency}`;
    const entry = balances.get(key) ?? { ownerUid: uid, customerId: sale.customer.id, currency: sale.currency, balanceMinor: 0 };
    entry.balanceMinor += minor(sale.owed);
    balances.set(key, entry);
  }
  await putRows(page, { customerAccounts: [...balances.values()] });
  await page.reload();
}

/** Ama owes ₵100.00 of a sale due 10 days ago and ₵60.00 of one due in 25 days. */
const amaSales = () => [
  onCredit({ customer: AMA, price: 150, paid: 50, soldDaysAgo: 40, dueInDays: -10 }),
  onCredit({ customer: AMA, price: 60, soldDaysAgo: 5, dueInDays: 25 }),
];

/** Sales of different ages: over 90, 61–90, 31–60 and 1–30 days overdue, not yet due, and a naira one 5 days late. */
const ageingSales = () => [
  onCredit({ customer: KWAME, price: 250, soldDaysAgo: 150, dueInDays: -120 }),
  onCredit({ customer: ABENA, price: 125, paid: 50, soldDaysAgo: 105, dueInDays: -75 }),
  onCredit({ customer: AMA, price: 40, soldDaysAgo: 75, dueInDays: -45 }),
  onCredit({ customer: AMA, price: 60, soldDaysAgo: 45, dueInDays: -15 }),
  onCredit({ customer: KOFI, price: 30, soldDaysAgo: 2, dueInDays: 10 }),
  onCredit({ customer: CHINEDU, price: 18500, soldDaysAgo: 35, dueInDays: -5, currency: 'NGN' }),
];

const onAccounts = (options, run) => withOwnerOnView(browser, { timezoneId: TIME_ZONE, ...options }, { view: 'All Customers', heading: 'Your Customers' }, run);
const onOweBook = (options, run) => withOwnerOnView(browser, { timezoneId: TIME_ZONE, ...options }, { view: 'Owed to you', heading: 'Owed to you' }, run);

const oweBookRows = async (page) => {
  const table = page.getByRole('table', { name: 'Who owes you, most overdue first' });
  await table.waitFor();
  const rows = table.getByRole('row');
  const count = await rows.count();
  const cells = [];
  for (let i = 1; i < count; i += 1) cells.push(await rows.nth(i).locator('th, td').allInnerTexts());
  return cells.map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()));
};

/** Waits for the element's animations (a modal fading in) to end, so a screenshot shows it as people see it. */
const settled = (locator) => locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a customer's account and the owe book", () => {
  test("a payment in cash recorded from the customer's account, oldest sale first, with its own receipt", async () => {
    await onAccounts({}, async ({ page, problems }) => {
      await seedAccounts(page, [AMA], amaSales());
      await page.getByRole('button', { name: 'Account of Ama Owusu' }).click();
      const account = page.getByRole('dialog', { name: 'Account of Ama Owusu' });
      await account.getByText('₵160.00').first().waitFor();
      const unpaid = account.getByRole('list', { name: 'Unpaid sales, oldest due first' }).getByRole('listitem');
      assert.equal(await unpaid.count(), 2);
      assert.match(await unpaid.first().innerText(), /10 days overdue/);
      assert.match(await unpaid.first().innerText(), new RegExp(`Due ${readable(dayKey(-10))}`));

      await account.getByRole('button', { name: 'Record payment' }).click();
      const form = page.getByRole('dialog', { name: 'Payment from Ama Owusu' });
      // More than she owes is refused, naming her balance; what was typed stays.
      await form.getByLabel('Amount').fill('200');
      await form.getByRole('button', { name: 'Record payment' }).click();
      await form.getByText('That is more than Ama Owusu owes: their balance is ₵160.00. Enter ₵160.00 or less.').waitFor();
      assert.equal(await form.getByLabel('Amount').inputValue(), '200');
      assert.deepEqual(await readLocalRows(page, 'repayments'), []);

      await form.getByLabel('Amount').fill('120');
      await form.getByLabel('Payment method').selectOption('Cash');
      await form.getByText(/: ₵100\.00, paid off$/).waitFor();
      await form.getByRole('button', { name: 'Record payment' }).click();

      const receipt = page.getByRole('dialog', { name: 'Payment recorded' });
      await receipt.waitFor();
      const text = await receipt.getByLabel('Payment receipt').innerText();
      assert.match(text, /PAYMENT RECEIVED/);
      assert.match(text, /Paid: ₵120\.00\nMethod: Cash\nPays towards:\n {2}#[0-9A-F]{8}: ₵100\.00, paid off\n {2}#[0-9A-F]{8}: ₵20\.00/);
      assert.match(text, /Still owed: ₵40\.00/);
      assert.ok(await receipt.getByRole('button', { name: 'Copy Receipt' }).isVisible());
      const receiptLink = (await receipt.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href')) ?? '';
      assert.match(receiptLink, /^https:\/\/wa\.me\/233244123456\?text=/);
      assert.ok(decodeURIComponent(receiptLink).includes('PAYMENT RECEIVED'), receiptLink);

      // Stored once, in cash, and the balance moved by it.
      const repayments = await readLocalRows(page, 'repayments');
      assert.equal(repayments.length, 1);
      assert.deepEqual({ amount: repayments[0].amount, method: repayments[0].method, currency: repayments[0].currency, customer: repayments[0].customer.id }, { amount: 120, method: 'Cash', currency: 'GHS', customer: AMA.id });
      const balances = await readLocalRows(page, 'customerAccounts');
      assert.equal(balances.find((b) => b.customerId === AMA.id)?.balanceMinor, 4000);

      await settled(receipt);
      await page.screenshot({ path: artifactPath('credit-payment-receipt.png') });
      await receipt.getByRole('button', { name: 'Back to the account' }).click();
      await account.getByText('₵40.00').first().waitFor();
      await settled(account);
      await page.screenshot({ path: artifactPath('credit-account.png') });
      assert.match(await account.getByRole('list', { name: 'Statement of Ama Owusu' }).innerText(), /Payment by Cash[\s\S]*-₵120\.00[\s\S]*Balance ₵40\.00/);

      // End of Day for today counts the ₵120.00 as a repayment in cash, and in the drawer: Ama's
      // sales were on other days, so the repayment is today's only money.
      await account.getByRole('button', { name: 'Close' }).click();
      await account.waitFor({ state: 'detached' });
      await openEndOfDay(page);
      assert.equal(await page.getByLabel(/^Date/).inputValue(), dayKey(0));
      const ghs = currencyRegion(page, 'GHS');
      await ghs.getByRole('article', { name: 'Repayments received', exact: true }).waitFor();
      await page.getByText(/: 0 sales, 0 refunds$/).waitFor();
      assert.match(await cardText(ghs, 'Repayments received'), /₵120\.00/);
      assert.match(await cardText(ghs, 'Repayments received'), /Cash ₵120\.00\./);
      assert.match(await cardText(ghs, 'Cash expected in drawer'), /₵120\.00/);
      // Nothing was sold on credit that day: no Credit given card, only the repayment.
      assert.equal(await ghs.getByRole('article', { name: 'Credit given', exact: true }).count(), 0);
      assert.match(await cardText(ghs, 'Gross takings'), /₵120\.00/);
      const table = ghs.getByRole('table', { name: 'Takings by payment method (GHS)' });
      assert.deepEqual(await rowCells(table, 'Cash'), ['Cash', '₵120.00', '₵0.00', '₵120.00']);
      assert.deepEqual(await rowCells(table, 'Total'), ['Total', '₵120.00', '₵0.00', '₵120.00']);
      await page.screenshot({ path: artifactPath('credit-account-end-of-day.png'), fullPage: true });
      assert.deepEqual(problems, []);
    });
  });

  test("the owe book ages sales of different ages, most overdue first, with totals, search and CSV", async () => {
    await onOweBook({}, async ({ page, problems }) => {
      await page.getByRole('heading', { name: 'Nobody owes you' }).waitFor();
      await seedAccounts(page, [AMA, KWAME, ABENA, KOFI, CHINEDU], ageingSales());
      assert.deepEqual(await oweBookRows(page), [
        [`${KWAME.name} ${KWAME.phone}`, '₵250.00', '—', '—', '—', '—', '₵250.00', '120 days overdue', 'WhatsApp SMS'],
        [`${ABENA.name} ${ABENA.phone}`, '₵75.00', '—', '—', '—', '₵75.00', '—', '75 days overdue', 'WhatsApp SMS'],
        [`${AMA.name} ${AMA.phone}`, '₵100.00', '—', '₵60.00', '₵40.00', '—', '—', '45 days overdue', 'WhatsApp SMS'],
        [`${CHINEDU.name} ${CHINEDU.phone}`, '₦18,500.00', '—', '₦18,500.00', '—', '—', '—', '5 days overdue', 'WhatsApp SMS'],
        [`${KOFI.name} ${KOFI.phone}`, '₵30.00', '₵30.00', '—', '—', '—', '—', 'Due in 10 days', 'WhatsApp SMS'],
      ]);
      const cedis = page.getByRole('article', { name: 'Owed to you (GHS)' });
      assert.match(await cedis.innerText(), /₵455\.00[\s\S]*₵425\.00 overdue/);
      assert.match(await page.getByRole('article', { name: 'Owed to you (NGN)' }).innerText(), /₦18,500\.00/);
      await page.getByText('5 customers owe you').waitFor();
      await page.screenshot({ path: artifactPath('credit-owe-book.png'), fullPage: true });

      const search = page.getByRole('searchbox', { name: 'Search who owes you' });
      await search.fill('0133');
      await page.getByText('Showing 1 of 5').waitFor();
      assert.deepEqual((await oweBookRows(page)).map((row) => row[0]), [`${KWAME.name} ${KWAME.phone}`]);
      await search.fill('');
      await page.getByText('Showing 1 of 5').waitFor({ state: 'detached' });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.equal(download.suggestedFilename(), `owed-to-you-${dayKey(0)}.csv`);
      const csv = await downloadedCsvLines(download);
      assert.equal(csv[0], 'Customer,Phone,Currency,Owed,Not yet due,1–30 days overdue,31–60 days overdue,61–90 days overdue,Over 90 days overdue,Days overdue,First due');
      assert.equal(csv[1], `Kwame Asante,020 555 0133,GHS,250.00,0.00,0.00,0.00,0.00,250.00,120,${dayKey(-120)}`);
      assert.equal(csv[3], `Ama Owusu,024 412 3456,GHS,100.00,0.00,60.00,40.00,0.00,0.00,45,${dayKey(-45)}`);
      assert.equal(csv.length, 7);

      // Each row opens the customer's account.
      await page.getByRole('button', { name: 'Account of Kwame Asante' }).click();
      const account = page.getByRole('dialog', { name: 'Account of Kwame Asante' });
      await account.getByText('120 days overdue').waitFor();
      await account.getByRole('button', { name: 'Close' }).click();
      assert.deepEqual(problems, []);
    });
  });

  test('a reminder link carries what is owed and when it was due, by WhatsApp or SMS', async () => {
    await onOweBook({}, async ({ page, problems }) => {
      await seedAccounts(page, [AMA, KWAME, ABENA, KOFI, CHINEDU], ageingSales());
      await oweBookRows(page);
      const whatsApp = page.getByRole('link', { name: 'Remind Ama Owusu on WhatsApp (opens in a new tab)' });
      const href = (await whatsApp.getAttribute('href')) ?? '';
      assert.match(href, /^https:\/\/wa\.me\/233244123456\?text=/);
      assert.equal(await whatsApp.getAttribute('target'), '_blank');
      const sent = decodeURIComponent(href.replace(/^[^?]*\?text=/, ''));
      assert.match(sent, /^Hello Ama Owusu,\nA reminder from Ama's Provisions [0-9a-f]{8}: you owe ₵100\.00\./);
      assert.ok(sent.includes(`₵40.00 was due on ${readable(dayKey(-45))}.`), sent);
      assert.ok(sent.includes(`₵60.00 was due on ${readable(dayKey(-15))}.`), sent);

      const sms = (await page.getByRole('link', { name: 'Remind Kofi Boateng by SMS' }).getAttribute('href')) ?? '';
      assert.match(sms, /^sms:\+233205550101\?body=/);
      assert.ok(decodeURIComponent(sms).includes(`₵30.00 is due on ${readable(dayKey(10))}.`), sms);

      // The account sends the same reminder, or the statement.
      await page.getByRole('button', { name: 'Account of Ama Owusu' }).click();
      const account = page.getByRole('dialog', { name: 'Account of Ama Owusu' });
      const accountLink = account.getByRole('link', { name: /Share on WhatsApp/ });
      await accountLink.waitFor();
      assert.equal(await accountLink.getAttribute('href'), href);
      await account.getByRole('radio', { name: 'Statement' }).click();
      assert.match(decodeURIComponent((await accountLink.getAttribute('href')) ?? ''), /Statement for Ama Owusu[\s\S]*You owe: ₵100\.00/);
      assert.deepEqual(problems, []);
    });
  });

  test('the owe book and the account on a 360 × 740 phone: nothing scrolls the page sideways', async () => {
    await onOweBook({ viewport: { width: 360, height: 740 } }, async ({ page, problems }) => {
      await seedAccounts(page, [AMA, KWAME, ABENA, KOFI, CHINEDU], ageingSales());
      await oweBookRows(page);
      assert.ok((await sideways(page)) <= 0, `the owe book scrolls the page sideways by ${await sideways(page)}px`);
      // The table scrolls in its own region, which a keyboard can reach.
      const region = page.getByRole('region', { name: 'Who owes you, most overdue first' });
      assert.equal(await region.getAttribute('tabindex'), '0');
      const box = await region.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 360, 'the table region fits the screen');
      const search = await page.getByRole('searchbox', { name: 'Search who owes you' }).boundingBox();
      assert.ok(search && search.x + search.width <= 360, 'the search box fits the screen');
      await page.screenshot({ path: artifactPath('credit-owe-book-phone-360.png'), fullPage: true });

      await page.getByRole('button', { name: 'Account of Ama Owusu' }).click();
      const account = page.getByRole('dialog', { name: 'Account of Ama Owusu' });
      await account.getByRole('list', { name: 'Unpaid sales, oldest due first' }).waitFor();
      assert.ok((await sideways(page)) <= 0, `the account scrolls the page sideways by ${await sideways(page)}px`);
      const dialog = await account.boundingBox();
      assert.ok(dialog && dialog.x >= 0 && dialog.x + dialog.width <= 360, 'the account fits the screen');
      const overflowing = await account.evaluate((element) => element.scrollWidth - element.clientWidth);
      assert.ok(overflowing <= 0, `the account scrolls sideways by ${overflowing}px`);
      const pay = await account.getByRole('button', { name: 'Record payment' }).boundingBox();
      assert.ok(pay && pay.x >= 0 && pay.x + pay.width <= 360, 'Record payment is on screen');
      await settled(account);
      await page.screenshot({ path: artifactPath('credit-account-phone-360.png') });

      await account.getByRole('button', { name: 'Record payment' }).click();
      const form = page.getByRole('dialog', { name: 'Payment from Ama Owusu' });
      await form.getByLabel('Amount').fill('100');
      const save = await form.getByRole('button', { name: 'Record payment' }).boundingBox();
      assert.ok(save && save.x + save.width <= 360, 'the form\'s Record payment is on screen');
      assert.ok((await sideways(page)) <= 0, 'the payment form does not scroll the page sideways');
      assert.deepEqual(problems, []);
    });
  });
});
