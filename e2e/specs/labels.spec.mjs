// Product labels (issue #45) as Chromium prints them, measured, not looked at: All Products'
// Print labels makes the labels' document in a frame and asks the browser to print it; that
// document, printed to PDF at its own page size, has A4 pages of 3 × 8 labels of 70 × 37 mm, or
// one 40 × 30 mm page a label for a roll, each label's name, price and barcode inside its box.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'milo-400', name: 'Milo 400g', price: 42.5, quantity: 20, barcode: '5000159407236' },
  { id: 'kenkey', name: 'Kenkey, three balls wrapped in plantain leaves, from the shop', price: 15, quantity: 9, barcode: '2000000000015' },
  { id: 'shelf', name: 'Shelf tag', price: 1, quantity: 3, barcode: 'SHELF-A12/3' },
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
];
const PX_PER_MM = 96 / 25.4;
const PT_PER_MM = 72 / 25.4;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Prints labels from All Products and resolves with the document the browser was asked to print. */
async function printedDocument(page, paper, copies) {
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await dialog.getByText('Name, price and barcode of 3 products in the list with a barcode.').waitFor();
  await dialog.getByRole('combobox', { name: 'Paper' }).selectOption({ label: paper });
  await dialog.getByRole('spinbutton', { name: /^Labels of each product/ }).fill(String(copies));
  await dialog.getByRole('button', { name: 'Print' }).click();
  await dialog.waitFor({ state: 'detached' });
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame() && f.url() === 'about:srcdoc');
  assert.ok(frame, 'the labels frame');
  assert.equal(await frame.evaluate(() => window.printedTimes), 1, 'the frame asked the browser to print once');
  return frame.content();
}

/** Each printed page's size in points and the number of pages, read from the PDF. */
function pdfPages(pdf) {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
  return boxes;
}

/** Every label's box and its parts', in millimetres, under print media. */
async function labelBoxes(page) {
  return page.evaluate((pxPerMm) => {
    const mm = (r) => ({ x: r.x / pxPerMm, y: r.y / pxPerMm, w: r.width / pxPerMm, h: r.height / pxPerMm });
    return [...document.querySelectorAll('.label')].map((label) => {
      const parts = ['.name', '.price', '.bars svg'].map((s) => mm(label.querySelector(s).getBoundingClientRect()));
      const name = label.querySelector('.name');
      return { box: mm(label.getBoundingClientRect()), parts, name: name.textContent, nameClipped: name.scrollWidth > name.clientWidth, sheet: [...document.querySelectorAll('.sheet')].indexOf(label.parentElement) };
    });
  }, PX_PER_MM);
}

const near = (actual, expected, what) => assert.ok(Math.abs(actual - expected) < 0.3, `${what}: ${actual.toFixed(2)} mm, expected ${expected} mm`);
const inside = (part, box, what) => assert.ok(part.x >= box.x - 0.01 && part.y >= box.y - 0.01 && part.x + part.w <= box.x + box.w + 0.01 && part.y + part.h <= box.y + box.h + 0.01, `${what} inside its label`);

describe('Labels', () => {
  test('A4 sheets of 3 × 8 labels and a 40 × 30 mm roll, each label holding its name, price and barcode', async () => {
    const { context, page, problems } = await openPage(browser);
    // Every frame's print() is counted instead of opening a dialog.
    await context.addInitScript(() => {
      window.printedTimes = 0;
      window.print = () => {
        window.printedTimes += 1;
      };
    });
    await signUpAndLogIn(page);
    await seedProducts(page, PRODUCTS);
    await page.reload();
    await openView(page, 'All Products');
    await page.getByRole('heading', { name: /Milo 400g/ }).or(page.getByText('Milo 400g').first()).first().waitFor();

    const reader = await context.newPage();
    // A4: 3 products × 9 copies = 27 labels, a full sheet of 24 and 3 on the next.
    await reader.setContent(await printedDocument(page, 'A4 sheet, 24 labels of 70 × 37 mm', 9));
    await reader.emulateMedia({ media: 'print' });
    const sheet = await labelBoxes(reader);
    assert.equal(sheet.length, 27);
    assert.deepEqual([...new Set(sheet.map((l) => l.sheet))], [0, 1]);
    for (const [i, label] of sheet.entries()) {
      const onPage = i % 24;
      near(label.box.w, 70, `label ${i} width`);
      near(label.box.h, 37, `label ${i} height`);
      near(label.box.x, (onPage % 3) * 70, `label ${i} left`);
      near(label.box.y - (label.sheet * 297), 0.5 + Math.floor(onPage / 3) * 37, `label ${i} top`);
      label.parts.forEach((part, p) => inside(part, label.box, `label ${i} part ${p}`));
      assert.ok(label.parts[2].w > 30 && label.parts[2].h > 10, `label ${i}'s barcode is ${label.parts[2].w.toFixed(1)} × ${label.parts[2].h.toFixed(1)} mm`);
    }
    const a4 = pdfPages(await reader.pdf({ preferCSSPageSize: true, printBackground: true }));
    assert.equal(a4.length, 2, 'two A4 pages');
    for (const [w, h] of a4) {
      near(w / PT_PER_MM, 210, 'page width');
      near(h / PT_PER_MM, 297, 'page height');
    }

    // The roll: one 40 × 30 mm page a label.
    await reader.emulateMedia({ media: 'screen' });
    await reader.setContent(await printedDocument(page, 'Label roll, 40 × 30 mm', 1));
    await reader.emulateMedia({ media: 'print' });
    const roll = await labelBoxes(reader);
    assert.equal(roll.length, 3);
    for (const [i, label] of roll.entries()) {
      near(label.box.w, 40, `roll label ${i} width`);
      near(label.box.h, 30, `roll label ${i} height`);
      assert.equal(label.sheet, i);
      label.parts.forEach((part, p) => inside(part, label.box, `roll label ${i} part ${p}`));
      assert.ok(label.parts[2].h > 8, `roll label ${i}'s barcode is ${label.parts[2].h.toFixed(1)} mm high`);
    }
    // The long name is cut with an ellipsis inside its label, never over the next one; the short ones
    // are whole. (Found by name: the list's order of products made in the same moment may vary.)
    assert.deepEqual(
      roll.filter((label) => label.nameClipped).map((label) => label.name),
      ['Kenkey, three balls wrapped in plantain leaves, from the shop'],
    );
    const pages = pdfPages(await reader.pdf({ preferCSSPageSize: true, printBackground: true }));
    assert.equal(pages.length, 3, 'three roll labels, three pages');
    for (const [w, h] of pages) {
      near(w / PT_PER_MM, 40, 'roll page width');
      near(h / PT_PER_MM, 30, 'roll page height');
    }
    assert.deepEqual(problems, []);
  });
});
