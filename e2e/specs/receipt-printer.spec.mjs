// Printing on a thermal printer (issue #45, point 3), in Chromium on the embedded backend: Settings ›
// Devices shows this device's paired printer; a cash sale completed with "print on Complete" on and
// the printer gone (no such port in this browser) is recorded all the same — in the ledger and in
// Sales History — the receipt says why it did not print and offers the browser's print, which
// opens; New Sale empties the cart. Sales History offers the same printer for the sale (Sale
// Details' 'Print on XP-58', through its own online-only-printing chunk) and says it is gone in the
// same words. The printer's settings are put in this device's storage as
// Settings › Devices keeps them: a real pairing needs the browser's chooser and a printer.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { readLocalRows, seedProducts } from '../support/seed.mjs';

/** Where Settings › Devices keeps this device's printer (shared/src/printer/device-settings.ts). */
const DEVICE_SETTINGS_KEY = 'shopdesk.devices.printer';
const XP58 = { connection: 'serial', name: 'XP-58', usbVendorId: 0x0416, usbProductId: 0x5011 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('Receipt printer', () => {
  test('a printer that is gone leaves the sale recorded and offers the browser’s print', async () => {
    const { context, page, problems } = await openPage(browser);
    // The browser's print dialog, counted instead of opened.
    await context.addInitScript(() => {
      window.__printed = 0;
      window.print = () => {
        window.__printed += 1;
      };
    });
    await signUpAndLogIn(page);
    await seedProducts(page, [{ id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 }]);
    await page.evaluate(([key, printer]) => localStorage.setItem(key, JSON.stringify({ printer, paper: 58, printOnComplete: true })), [DEVICE_SETTINGS_KEY, XP58]);
    await page.reload();

    // Settings › Devices: the printer paired on this device, printing on Complete.
    await openView(page, 'Devices');
    await page.getByRole('heading', { level: 1, name: 'Devices' }).waitFor();
    await page.getByText(/^XP-58 · /).waitFor();
    assert.equal(await page.getByRole('switch', { name: 'Print the receipt when a sale is completed' }).isChecked(), true);
    const connections = await page.evaluate(() => ({ serial: 'serial' in navigator, usb: 'usb' in navigator, bluetooth: 'bluetooth' in navigator }));
    await page.screenshot({ path: artifactPath('receipt-printer-devices.png') });
    console.log(`Chromium here has Web Serial ${connections.serial}, WebUSB ${connections.usb}, Web Bluetooth ${connections.bluetooth}`);

    await openView(page, 'New Sale (POS)');
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    const started = Date.now();
    await page.getByRole('button', { name: /^Complete sale/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Sale complete' });
    await receipt.waitFor();
    const alert = receipt.getByRole('alert');
    await alert.getByText('The sale is recorded.').waitFor();
    const failedAfter = Date.now() - started;
    console.log(`printer gone: said ${failedAfter} ms after Complete sale: "${(await alert.textContent())?.trim()}"`);
    await page.screenshot({ path: artifactPath('receipt-printer-gone.png') });

    // Recorded once, whatever the printer did.
    const sales = await readLocalRows(page, 'sales');
    assert.equal(sales.length, 1, 'the sale is in the ledger');

    await alert.getByRole('button', { name: 'Print in the browser' }).click();
    assert.equal(await page.evaluate(() => window.__printed), 1, 'the browser’s print opened');

    await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
    await receipt.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('button', { name: /^Complete sale/ }).isDisabled(), true, 'the cart is empty for the next sale');

    await openView(page, 'Sales History');
    await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
    const sale = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button').first();
    await sale.waitFor();

    // Sales History prints through the shared printer module, its encoder loaded by History itself.
    const historyPrinting = page.waitForResponse((response) => /\/mfe-history\/.*online-only-printing/.test(response.url()));
    await sale.click();
    const details = page.getByRole('dialog', { name: 'Sale Details' });
    await details.getByRole('button', { name: 'Print on XP-58' }).click();
    await details.getByRole('alert').getByText(/^XP-58 is not connected\./).waitFor();
    assert.equal((await historyPrinting).ok(), true, 'History loads its printing chunk');

    assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    await context.close();
  });
});
