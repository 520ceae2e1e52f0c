// Sending a receipt to the customer's phone, in Chromium on the embedded backend: the POS receipt
// modal, Sale Details in Sales History and the partner widget's receipt give Share on WhatsApp and
// Send by SMS links to the customer's number in international form, carrying exactly the text Copy
// Receipt copies; on a 360-px phone the controls (Share… too, with a stand-in share sheet) show
// whole. The links are only read, never followed (wa.me is not reachable from here).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedCustomers, seedProducts } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
  { id: 'airtime', name: 'MTN Airtime', price: 10, type: 'Digital' },
];
/** A regular whose phone is kept in Ghana's local form. */
const KOFI = { id: 'c-kofi', name: 'Kofi Boateng', email: 'kofi@example.com', phone: '024 412 3456' };
const KOFI_DIGITS = '233244123456';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Problems other than requests a reload cut short. */
const realProblems = (problems) => problems.filter((p) => !p.includes('net::ERR_ABORTED'));

async function ownerWithShop(page) {
  const owner = await signUpAndLogIn(page);
  await seedProducts(page, PRODUCTS);
  await seedCustomers(page, [KOFI]);
  await page.reload();
  return owner;
}

/** Rings up Rice for Kofi in a till (the shell's or the widget's) and returns the receipt dialog. */
async function sellToKofi(till) {
  await till.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
  await till.getByRole('button', { name: 'Customer', exact: true }).click();
  await till.getByRole('searchbox', { name: 'Find a customer by name or phone' }).fill('Kofi');
  await till.getByRole('button', { name: /^Kofi Boateng/ }).click();
  await till.getByRole('button', { name: 'Change customer (Kofi Boateng)' }).waitFor();
  await till.getByRole('button', { name: /^Complete sale/ }).click();
  const dialog = till.getByRole('dialog', { name: 'Sale complete' });
  await dialog.waitFor();
  return dialog;
}

/** What Copy Receipt puts on the clipboard. */
async function copiedReceipt(page, dialog) {
  await dialog.getByRole('button', { name: 'Copy Receipt' }).click();
  await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

const whatsAppLink = (dialog) => dialog.getByRole('link', { name: /^Share on WhatsApp/ });
const smsLink = (dialog) => dialog.getByRole('link', { name: 'Send by SMS' });

/** Both links go to Kofi's number with exactly `text`; WhatsApp opens in a new tab. */
async function assertLinksToKofi(dialog, text) {
  await dialog.getByText('To Kofi Boateng, +233 24 412 3456').waitFor();
  const whatsApp = whatsAppLink(dialog);
  assert.equal(await whatsApp.getAttribute('href'), `https://wa.me/${KOFI_DIGITS}?text=${encodeURIComponent(text)}`);
  assert.equal(await whatsApp.getAttribute('target'), '_blank');
  assert.match((await whatsApp.getAttribute('rel')) ?? '', /\bnoopener\b/);
  assert.equal(await smsLink(dialog).getAttribute('href'), `sms:+${KOFI_DIGITS}?body=${encodeURIComponent(text)}`);
}

/** The element's right edge stays on a `width`-px screen, and the box shows no sideways scroll. */
async function assertFits(locator, width, what) {
  assert.ok(await locator.isVisible(), `${what} is visible`);
  const box = await locator.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${what} is within ${width}px (${box?.x}–${box && box.x + box.width})`);
  const sideways = await locator.evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(sideways <= 0, `${what} does not overflow sideways (${sideways}px)`);
}

describe('Sharing a receipt', () => {
  test('from the POS receipt and again from Sale Details: to the customer’s phone, with the text Copy Receipt copies', async () => {
    const { context, page, problems } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await ownerWithShop(page);
    await openView(page, 'New Sale (POS)');
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).waitFor();

    const receipt = await sellToKofi(page);
    const text = await copiedReceipt(page, receipt);
    for (const line of ['Rice (5kg)', 'Total: ₵85.00', 'Customer: Kofi Boateng']) assert.ok(text.includes(line), `receipt has "${line}":\n${text}`);
    await assertLinksToKofi(receipt, text);
    // No share sheet in desktop Chromium on Linux: no Share… button.
    assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
    assert.equal(await receipt.getByRole('button', { name: 'Share…' }).count(), 0);
    await page.screenshot({ path: artifactPath('share-receipt-pos.png') });
    await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
    await receipt.waitFor({ state: 'detached' });

    // The same sale in Sales History: Sale Details sends the same receipt to the same number.
    await openView(page, 'Sales History');
    await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
    await page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button').first().click();
    const details = page.getByRole('dialog', { name: 'Sale Details' });
    await details.waitFor();
    assert.equal(await copiedReceipt(page, details), text);
    await assertLinksToKofi(details, text);
    await page.screenshot({ path: artifactPath('share-receipt-details.png') });

    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('on a 360-px phone the share controls show whole, and a typed number that cannot be read is said so', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    // A phone's share sheet (Chromium on Linux has none): records what it was handed.
    await context.addInitScript(() => {
      window.__shared = [];
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => void window.__shared.push(data) });
    });
    await ownerWithShop(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await openView(page, 'New Sale (POS)');
    await page.getByRole('button', { name: /^MTN Airtime/ }).click();
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sale complete' });
    await dialog.waitFor();
    const text = await dialog.getByLabel('Receipt', { exact: true }).evaluate((el) => el.textContent);

    // A walk-in: the optional phone field, and links that let WhatsApp choose the contact.
    const phone = dialog.getByRole('textbox', { name: /Customer's phone/ });
    const share = dialog.getByRole('region', { name: 'Send the receipt' });
    await share.scrollIntoViewIfNeeded();
    assert.equal(await whatsAppLink(dialog).getAttribute('href'), `https://wa.me/?text=${encodeURIComponent(text)}`);
    assert.equal(await smsLink(dialog).getAttribute('href'), `sms:?body=${encodeURIComponent(text)}`);
    for (const [locator, what] of [
      [share, 'the share section'],
      [phone, 'the phone field'],
      [whatsAppLink(dialog), 'Share on WhatsApp'],
      [smsLink(dialog), 'Send by SMS'],
      [dialog.getByRole('button', { name: 'Share…' }), 'Share…'],
    ]) {
      await locator.scrollIntoViewIfNeeded();
      await assertFits(locator, 360, what);
    }

    await phone.fill('24 41');
    await phone.blur();
    const unreadable = dialog.getByText(/This is not a phone number a message can go to/);
    await unreadable.waitFor();
    await assertFits(unreadable, 360, 'the message for an unreadable number');
    assert.equal(await whatsAppLink(dialog).getAttribute('href'), `https://wa.me/?text=${encodeURIComponent(text)}`);
    await phone.fill('0803 555 0101');
    await unreadable.waitFor({ state: 'detached' });
    assert.equal(await whatsAppLink(dialog).getAttribute('href'), `https://wa.me/2348035550101?text=${encodeURIComponent(text)}`);
    assert.equal(await smsLink(dialog).getAttribute('href'), `sms:+2348035550101?body=${encodeURIComponent(text)}`);

    await dialog.getByRole('button', { name: 'Share…' }).click();
    await page.waitForFunction(() => window.__shared.length === 1);
    assert.deepEqual(await page.evaluate(() => window.__shared), [{ text }]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    await page.screenshot({ path: artifactPath('share-receipt-phone.png') });
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('the partner widget’s receipt sends to the customer’s phone too', async () => {
    const { context, page, problems } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await ownerWithShop(page);
    // The widget on the partner's page, on this origin, finds the owner's session and shop.
    await page.goto('/partner-site/');
    const till = page.locator('pos-widget');
    await till.getByRole('button', { name: /^Rice \(5kg\)/ }).waitFor();
    const receipt = await sellToKofi(till);
    assert.equal(await page.evaluate(() => Boolean(document.getElementById('pos-till').shadowRoot.querySelector('[role=dialog]'))), true);
    const text = await copiedReceipt(page, receipt);
    assert.ok(text.includes('Customer: Kofi Boateng'), text);
    await assertLinksToKofi(receipt, text);
    // The share section is styled inside the shadow root: the links look like the modal's buttons.
    const look = (locator) => locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return { minHeight: style.minHeight, borderRadius: style.borderRadius, textDecoration: style.textDecorationLine };
    });
    const copyLook = await look(receipt.getByRole('button', { name: 'Copy Receipt' }));
    assert.notEqual(copyLook.minHeight, '0px');
    assert.deepEqual(await look(whatsAppLink(receipt)), copyLook, 'Share on WhatsApp looks like Copy Receipt');
    assert.deepEqual(await look(smsLink(receipt)), copyLook, 'Send by SMS looks like Copy Receipt');
    await page.screenshot({ path: artifactPath('share-receipt-widget.png') });
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });
});
