// Scanning with the camera at the till (issue #45), in Chromium with a fake camera that plays a
// video of barcodes (support/barcode-video.mjs): Milo's EAN-13 held in view for 2.5 s lands in the
// cart once; a code no product carries says so and offers to add it, which opens All Products'
// form with the code filled in. Headless Chromium on Linux has no BarcodeDetector: ZXing's
// WebAssembly reader does the reading, as in Safari and Firefox.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';
import { fakeCameraArgs, writeBarcodeVideo } from '../support/barcode-video.mjs';

const MILO = '5000159407236';
const UNKNOWN = '4006381333931';
const PRODUCTS = [
  { id: 'milo-400', name: 'Milo 400g', price: 42.5, quantity: 20, barcode: MILO },
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
];

let browser;
let video;
before(async () => {
  const drawer = await launchBrowser();
  const page = await drawer.newPage();
  video = await writeBarcodeVideo(page, [
    { code: null, seconds: 1 },
    { code: MILO, seconds: 2.5 },
    { code: null, seconds: 1.5 },
    { code: UNKNOWN, seconds: 2.5 },
    { code: null, seconds: 1.5 },
  ]);
  await drawer.close();
  browser = await launchBrowser({ extraArgs: fakeCameraArgs(video) });
});
after(async () => {
  await browser?.close();
  if (video) rmSync(video, { force: true });
});

describe('Scanning with the camera', () => {
  test('a product held in view lands in the cart once; an unknown code offers to add it', async () => {
    const { context, page, problems } = await openPage(browser);
    await context.grantPermissions(['camera']);
    await signUpAndLogIn(page);
    await seedProducts(page, PRODUCTS);
    await page.reload();
    await openView(page, 'New Sale (POS)');
    await page.getByRole('button', { name: /^Milo 400g/ }).waitFor();

    await page.getByRole('button', { name: 'Scan with camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan with the camera' });
    await dialog.getByText('Added Milo 400g.').waitFor({ timeout: 20_000 });
    // The unknown card follows Milo's within one turn of the video: by then Milo was in view for 2.5 s.
    await dialog.getByText(`No product with barcode ${UNKNOWN}.`).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('textbox', { name: 'Quantity of Milo 400g' }).inputValue(), '1');
    assert.equal(await page.getByRole('list', { name: 'Items in this sale' }).getByRole('listitem').count(), 1);

    // The owner may add products: the offer opens All Products with the code filled in.
    await dialog.getByRole('button', { name: 'Add this product' }).click();
    const form = page.getByRole('dialog', { name: 'Add product' });
    await form.waitFor({ timeout: 20_000 });
    assert.equal(await form.getByRole('textbox', { name: /^Barcode/ }).inputValue(), UNKNOWN);
    assert.deepEqual(problems, []);
  });
});
