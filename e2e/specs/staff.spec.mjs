// Staff at the till end to end (issue #35), in Chromium on the embedded backend, on a device in
// Accra: the owner, with a product priced ₵25.00 at a cost of ₵13.37, adds a cashier and a manager
// on Settings › Staff (a guessable PIN refused first); "Switch user" locks the till to a PIN pad
// that covers the whole window (nothing of the views under any point of it, nothing focusable
// behind it); a wrong PIN says how many tries are left; the cashier unlocks with the number pad
// and sees only the views a cashier may use, a view reached by its URL saying "Your role cannot do
// this." with no cost shown; the cashier opens a shift with a ₵100.00 float, sells two jars in
// cash (Sales History: "Sold by" the cashier), gives one back only with the manager's PIN (Cancel
// records nothing; then "Refunded by" the cashier, "Approved by" the manager) and closes the
// shift counting ₵5.00 less than the ₵125.00 expected: "Short by ₵5.00"; the manager, after
// "Switch user", finds that shift on End of Day, per shift and per cashier. The shift bar, the
// lock screen and the Shifts section fit a 360 × 740 phone without sideways scrolling.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { openEndOfDay, rowCells } from '../support/end-of-day.mjs';
import { product, putRows, readLocalRows, signedInUid } from '../support/seed.mjs';

const TIME_ZONE = 'Africa/Accra';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const CASHIER = { name: 'Esi Boateng', role: 'Cashier', pin: '4826' };
const MANAGER = { name: 'Kwame Asante', role: 'Manager', pin: '7315', email: 'kwame.asante@example.com' };
const JAR = { name: 'Shea Butter Jar', price: 25, cost: 13.37, quantity: 10 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const mainNav = (page) => page.getByRole('navigation', { name: 'Main' });
const header = (page) => page.locator('header').filter({ has: page.getByRole('button', { name: 'Switch user' }) });
const lockHeading = (page) => page.getByRole('heading', { level: 1, name: 'Till locked. Enter your PIN.' });
const historyRows = (page) => page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
const shiftBar = (page) => page.getByRole('region', { name: 'Shift', exact: true });
const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectText(locator, expected, timeout = 10_000) {
  await locator.filter({ hasText: expected }).first().waitFor({ timeout });
}

/** Adds a staff member through Settings › Staff's form. */
async function addStaff(page, member) {
  await page.getByRole('button', { name: 'Add staff', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(member.name);
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: member.role });
  await form.getByRole('textbox', { name: 'PIN', exact: true }).fill(member.pin);
  if (member.email) await form.getByLabel(/^Invitation e-mail/).fill(member.email);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: member.name }).waitFor();
}

/**
 * What a person could see or reach while the till is locked, measured in Chromium: the lock
 * screen's box against the page's (the window less the scroll bar's gutter the page keeps,
 * shell/src/index.html), what is on top at a grid of points over the whole window (in the gutter:
 * nothing but the page itself), every element that can take the focus, and the page's text.
 */
function lockScreenCoverage(page) {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === 'Till locked. Enter your PIN.');
    const screen = heading?.closest('main');
    if (!screen) return { found: false };
    const box = screen.getBoundingClientRect();
    const [w, h] = [window.innerWidth, window.innerHeight];
    const pageWidth = document.body.getBoundingClientRect().width;
    const outside = [];
    for (let i = 0; i <= 8; i += 1) {
      for (let j = 0; j <= 8; j += 1) {
        const x = Math.min(w - 1, (w * i) / 8);
        const y = Math.min(h - 1, (h * j) / 8);
        const hit = document.elementFromPoint(x, y);
        const inGutter = x >= pageWidth;
        const ok = inGutter ? hit === null || hit === document.documentElement || hit === document.body : hit !== null && screen.contains(hit);
        if (!ok) outside.push(`${Math.round(x)},${Math.round(y)}: ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`);
      }
    }
    const focusable = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]')].filter(
      (element) => !element.disabled && element.getAttribute('tabindex') !== '-1' && element.getClientRects().length > 0,
    );
    return {
      found: true,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      page: { width: pageWidth, height: h, gutter: w - pageWidth, scrollHeight: document.documentElement.scrollHeight },
      outside,
      focusableBehind: focusable.filter((element) => !screen.contains(element)).map((element) => element.outerHTML.slice(0, 80)),
      text: document.body.innerText,
    };
  });
}

/** Presses Tab `times` times and returns where the focus went each time that was outside the lock screen. */
async function tabsOutsideLock(page, times) {
  const escaped = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      const screen = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === 'Till locked. Enter your PIN.')?.closest('main');
      return !active || active === document.body || screen?.contains(active) ? null : active.outerHTML.slice(0, 80);
    });
    if (where) escaped.push(where);
  }
  return escaped;
}

/** Taps the person on the lock screen (unless already chosen) and types their PIN on the number pad, then Unlock. */
async function unlockWithPad(page, member, { tap = true } = {}) {
  if (tap) await page.getByRole('button', { name: `${member.name}, ${member.role}`, exact: true }).click();
  const pad = page.getByRole('group', { name: 'Number pad' });
  for (const digit of member.pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  assert.equal(await page.getByRole('textbox', { name: 'PIN', exact: true }).inputValue(), member.pin, 'the number pad typed the PIN');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await lockHeading(page).waitFor({ state: 'detached', timeout: 15_000 });
  await expectText(header(page), `${member.name}`);
}

describe('Staff at the till', () => {
  test('owner adds staff; the locked till, the cashier’s views, shift, sale, refund with a manager’s PIN and a short cash-up; the manager’s End of Day', async () => {
    const { context, page, problems } = await openPage(browser, { timezoneId: TIME_ZONE, viewport: DESKTOP });
    try {
      await signUpAndLogIn(page);
      await page.getByRole('article', { name: 'Revenue (Last 30 days)' }).waitFor();
      await page.waitForLoadState('networkidle');
      // A jar with a cost price: a cashier must never see ₵13.37 anywhere.
      const uid = await signedInUid(page);
      await putRows(page, { products: [{ ...product(JAR), cost: JAR.cost, ownerUid: uid }] });
      await page.reload();
      await page.getByRole('article', { name: 'Revenue (Last 30 days)' }).waitFor();

      // No staff yet: nobody to switch to.
      assert.equal(await page.getByRole('button', { name: 'Switch user' }).count(), 0, 'no Switch user before the shop has staff');

      // Settings › Staff: a guessable PIN is refused, then a cashier and a manager are added.
      await openView(page, 'Staff');
      await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      await page.getByRole('button', { name: 'Add staff', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Add staff' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(CASHIER.name);
      await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: CASHIER.role });
      await form.getByRole('textbox', { name: 'PIN', exact: true }).fill('1234');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectText(form, 'Choose a PIN that is harder to guess than 1234 or 1111.');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      await addStaff(page, CASHIER);
      await addStaff(page, MANAGER);
      const members = await page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').allInnerTexts();
      assert.equal(members.length, 2, members.join(' | '));
      assert.match(members[0], new RegExp(`${CASHIER.name}[\\s\\S]*Cashier[\\s\\S]*Active`));
      assert.match(members[1], new RegExp(`${MANAGER.name}[\\s\\S]*Manager[\\s\\S]*Active[\\s\\S]*${MANAGER.email}`));

      // The header now says who is at the till: the owner, until someone else unlocks it.
      await expectText(header(page), 'At the till: Ama Mensah, Owner');

      // Switch user: the whole window is the PIN pad.
      await page.getByRole('button', { name: 'Switch user' }).click();
      await lockHeading(page).waitFor();
      await page.getByRole('button', { name: `${CASHIER.name}, Cashier`, exact: true }).waitFor();
      await page.getByRole('button', { name: `${MANAGER.name}, Manager`, exact: true }).waitFor();
      let coverage = await lockScreenCoverage(page);
      assert.ok(coverage.found, 'the lock screen is in a main landmark');
      assert.ok(
        coverage.box.x <= 0 && coverage.box.y <= 0 && coverage.box.width >= coverage.page.width && coverage.box.height >= coverage.page.height,
        `the lock screen covers the page (${JSON.stringify({ box: coverage.box, page: coverage.page })})`,
      );
      assert.ok(coverage.page.scrollHeight <= coverage.page.height, 'nothing to scroll to below the lock screen');
      assert.deepEqual(coverage.outside, [], 'every point of the window is the lock screen');
      assert.deepEqual(coverage.focusableBehind, [], 'nothing behind the lock screen can take the focus');
      for (const hidden of ['Revenue', 'Dashboard', 'Sales History', JAR.name, 'Switch user']) {
        assert.ok(!coverage.text.includes(hidden), `"${hidden}" is not on the locked page`);
      }
      assert.equal(await mainNav(page).count(), 0, 'no sidebar behind the lock');
      assert.deepEqual(await tabsOutsideLock(page, 8), [], 'Tab stays on the lock screen');
      await page.screenshot({ path: artifactPath('staff-lock-screen.png') });

      // A wrong PIN, typed in the PIN field: 4 tries left.
      await page.getByRole('button', { name: `${CASHIER.name}, Cashier`, exact: true }).click();
      const pinField = page.getByRole('textbox', { name: 'PIN', exact: true });
      await pinField.pressSequentially('9999');
      await pinField.press('Enter');
      await expectText(page.getByRole('alert'), 'Wrong PIN. 4 tries left.', 15_000);
      assert.ok(await lockHeading(page).isVisible(), 'still locked');

      // The cashier, still chosen, unlocks with the number pad and lands on the till.
      await unlockWithPad(page, CASHIER, { tap: false });
      await expectText(header(page), 'At the till: Esi Boateng, Cashier');
      await page.getByRole('heading', { level: 1, name: 'New Sale (POS)' }).waitFor();
      assert.match(page.url(), /[?&]view=sales-pos\b/, 'the Staff view was the owner’s: the cashier starts at the till');

      // A cashier's sidebar: selling, their sales, the online store's orders (which a cashier works:
      // ORDER_PERMISSIONS) and the customers; nothing of the shop's figures.
      const navTexts = await mainNav(page).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent.trim()));
      for (const absent of ['Dashboard', 'Inventory', 'All Products', 'End of Day', 'Money', 'Expenses', 'Settings', 'Staff', 'Owed to you']) {
        assert.ok(!navTexts.includes(absent), `no ${absent} in a cashier's sidebar (${navTexts.join(', ')})`);
      }
      assert.deepEqual(navTexts, ['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);

      // Inventory reached by its URL: refused, and no cost or stock shown.
      await page.goto('/dashboard?view=inventory-all');
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
      await page.getByText('Your role cannot do this.').waitFor();
      await page.waitForLoadState('networkidle');
      const refusedText = await page.locator('body').innerText();
      for (const hidden of ['13.37', 'Cost', JAR.name, 'in stock']) assert.ok(!refusedText.includes(hidden), `"${hidden}" is not shown to a cashier: ${refusedText}`);
      await expectText(header(page), 'At the till: Esi Boateng, Cashier');

      // Open a shift with a ₵100.00 float.
      await openView(page, 'New Sale (POS)');
      await expectText(shiftBar(page), 'No shift open.');
      await shiftBar(page).getByRole('button', { name: 'Open shift' }).click();
      const open = page.getByRole('dialog', { name: 'Open shift' });
      await open.getByLabel('Float counted').fill('100.00');
      await open.getByRole('button', { name: 'Open shift' }).click();
      await open.waitFor({ state: 'detached' });
      await expectText(shiftBar(page), `${CASHIER.name}'s shift`);
      assert.match(await shiftBar(page).innerText(), /float ₵100\.00/);
      for (const name of ['Pay in', 'Pay out', 'Close shift']) await shiftBar(page).getByRole('button', { name }).waitFor();

      // The shift bar on a 360 × 740 phone: on screen whole, nothing scrolls sideways.
      await page.setViewportSize(PHONE);
      await expectText(shiftBar(page), `${CASHIER.name}'s shift`);
      assert.ok((await sideways(page)) <= 0, `no sideways scrolling with the shift bar (${await sideways(page)} px)`);
      const bar = await shiftBar(page).boundingBox();
      assert.ok(bar && bar.x >= 0 && bar.x + bar.width <= PHONE.width, `the shift bar fits (${JSON.stringify(bar)})`);
      assert.ok((await shiftBar(page).evaluate((element) => element.scrollWidth - element.clientWidth)) <= 0, 'nothing in the shift bar is cut off at the side');
      for (const name of ['Pay in', 'Pay out', 'Close shift']) {
        const box = await shiftBar(page).getByRole('button', { name }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height >= 24, `${name} is on screen and tappable (${JSON.stringify(box)})`);
      }
      await shiftBar(page).screenshot({ path: artifactPath('staff-shift-bar-phone-360.png') });
      await page.setViewportSize(DESKTOP);

      // Two jars sold in cash for the exact amount: ₵50.00.
      const products = page.getByRole('region', { name: 'Products to add' });
      for (let i = 0; i < 2; i += 1) await products.getByRole('button', { name: new RegExp(JAR.name) }).click();
      await page.getByRole('radio', { name: 'Cash' }).check();
      await page.getByRole('button', { name: 'Exact amount' }).click();
      await page.getByRole('button', { name: /^Complete sale · / }).click();
      const receipt = page.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor();
      const description = await receipt.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText());
      const orderId = /#[0-9A-Z]{8}/.exec(description)?.[0];
      assert.ok(orderId, `order id in "${description}"`);
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      await receipt.waitFor({ state: 'detached' });

      // Sales History: the sale is the cashier's.
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      const saleRow = historyRows(page).filter({ hasText: orderId }).first();
      await expectText(saleRow, `Sold by ${CASHIER.name}`);
      assert.ok(!(await saleRow.innerText()).includes('Approved by'), 'a plain cash sale needs no approval');
      await saleRow.click();
      const details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.waitFor();
      assert.match(await details.innerText(), new RegExp(`Sold by\\s*${CASHIER.name}`));

      // The cashier's refund of one jar asks for a manager's PIN; Cancel records nothing.
      await details.getByRole('button', { name: 'Refund', exact: true }).click();
      const refundForm = page.getByRole('dialog', { name: 'Refund', exact: true });
      await refundForm.waitFor();
      await refundForm.getByRole('button', { name: `One fewer ${JAR.name}` }).click();
      await expectText(refundForm, 'To give back₵25.00');
      await refundForm.getByRole('button', { name: 'Confirm refund' }).click();
      const approval = page.getByRole('dialog', { name: "Manager's PIN" });
      await approval.waitFor();
      await expectText(approval, "This needs a manager's PIN.");
      await expectText(approval, 'Refund: ₵25.00');
      // The only approver is the manager (the owner has set no PIN, the cashier may not approve).
      assert.ok(!(await approval.innerText()).includes(CASHIER.name), 'the cashier is not offered as an approver');
      await expectText(approval, MANAGER.name);
      await approval.getByRole('button', { name: 'Cancel' }).click();
      await approval.waitFor({ state: 'detached' });
      await expectText(refundForm, "This needs a manager's PIN.");
      assert.deepEqual(await readLocalRows(page, 'refunds'), [], 'nothing is refunded after Cancel');

      // Again, and the manager's PIN approves it.
      await refundForm.getByRole('button', { name: 'Confirm refund' }).click();
      await approval.waitFor();
      const managerButton = approval.getByRole('button', { name: `${MANAGER.name}, Manager`, exact: true });
      if (await managerButton.count()) await managerButton.click();
      await approval.getByRole('textbox', { name: 'PIN', exact: true }).fill(MANAGER.pin);
      await approval.getByRole('button', { name: 'Approve' }).click();
      const recorded = page.getByRole('dialog', { name: 'Refund recorded' });
      await recorded.waitFor({ timeout: 15_000 });
      await expectText(recorded, new RegExp(`Refunded by\\s*${CASHIER.name}`));
      await expectText(recorded, new RegExp(`Approved by\\s*${MANAGER.name}`));
      assert.equal((await readLocalRows(page, 'refunds')).length, 1, 'one refund is recorded');
      await recorded.getByRole('button', { name: 'Done' }).click();
      await details.getByRole('button', { name: 'Done' }).click();
      await details.waitFor({ state: 'detached' });
      // One refund in the history: the cancelled try left nothing behind.
      await expectText(page.getByRole('status'), '1 sale, 1 refund');
      const refundRow = historyRows(page).filter({ hasText: `for ${orderId}` }).first();
      await expectText(refundRow, `Refunded by ${CASHIER.name} · Approved by ${MANAGER.name}`);

      // Close the shift counting ₵5.00 less than the ₵125.00 expected (₵100.00 + ₵50.00 − ₵25.00).
      await openView(page, 'New Sale (POS)');
      await shiftBar(page).getByRole('button', { name: 'Close shift' }).click();
      const close = page.getByRole('dialog', { name: 'Close shift' });
      await close.getByLabel('Cash counted').fill('120.00');
      await close.getByRole('button', { name: 'Close shift' }).click();
      await close.waitFor({ state: 'detached' });
      const cashUp = page.getByRole('region', { name: `Cash-up: ${CASHIER.name}'s shift` });
      await cashUp.waitFor();
      await expectText(cashUp.getByRole('status'), 'Short by ₵5.00');
      const cashUpText = await cashUp.innerText();
      for (const line of [/Float\s*₵100\.00/, /Cash sales\s*₵50\.00/, /Cash refunds\s*-₵25\.00/, /Expected cash\s*₵125\.00/, /Counted cash\s*₵120\.00/, /Over\/short\s*Short by ₵5\.00/]) {
        assert.match(cashUpText, line);
      }
      await page.screenshot({ path: artifactPath('staff-cash-up.png'), fullPage: true });
      await cashUp.getByRole('button', { name: 'Done' }).click();
      await expectText(shiftBar(page), 'No shift open.');

      // Switch user on a 360 × 740 phone: the PIN pad fits and still covers everything.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Switch user' }).click();
      await lockHeading(page).waitFor();
      await page.getByRole('button', { name: `${MANAGER.name}, Manager`, exact: true }).waitFor();
      coverage = await lockScreenCoverage(page);
      assert.deepEqual(coverage.outside, [], 'every point of the phone’s screen is the lock screen');
      assert.deepEqual(coverage.focusableBehind, [], 'nothing behind the lock screen can take the focus');
      assert.ok((await sideways(page)) <= 0, `no sideways scrolling on the lock screen (${await sideways(page)} px)`);
      for (const name of [`${CASHIER.name}, Cashier`, `${MANAGER.name}, Manager`]) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height >= 44, `${name} is on screen and tappable (${JSON.stringify(box)})`);
      }
      await page.screenshot({ path: artifactPath('staff-lock-screen-phone-360.png') });
      await page.getByRole('button', { name: `${MANAGER.name}, Manager`, exact: true }).click();
      assert.ok((await sideways(page)) <= 0, 'no sideways scrolling with the number pad');
      for (const digit of ['1', '0', 'Unlock']) {
        const box = await page.getByRole('button', { name: digit, exact: true }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height, `${digit} is on the first screen (${JSON.stringify(box)})`);
      }
      await page.screenshot({ path: artifactPath('staff-pin-pad-phone-360.png') });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.setViewportSize(DESKTOP);

      // The manager unlocks and sees the shift on End of Day, per shift and per cashier.
      await unlockWithPad(page, MANAGER);
      await expectText(header(page), 'At the till: Kwame Asante, Manager');
      await openEndOfDay(page);
      const shifts = page.getByRole('region', { name: 'Shifts', exact: true });
      await shifts.waitFor({ timeout: 15_000 });
      const shift = shifts.getByRole('list', { name: 'Shifts' }).getByRole('listitem').filter({ hasText: CASHIER.name });
      await expectText(shift, 'Short by ₵5.00');
      const shiftText = await shift.innerText();
      for (const line of [/Float\s*₵100\.00/, /Expected cash\s*₵125\.00/, /Counted\s*₵120\.00/, /Over\/short\s*Short by ₵5\.00/]) assert.match(shiftText, line);
      const byCashier = shifts.getByRole('table', { name: 'By cashier' });
      assert.deepEqual(await rowCells(byCashier, CASHIER.name), [CASHIER.name, '1', '₵50.00', 'Short by ₵5.00']);
      await page.screenshot({ path: artifactPath('staff-end-of-day-shifts.png'), fullPage: true });

      // The Shifts section on a 360-px phone.
      await page.setViewportSize(PHONE);
      await shifts.scrollIntoViewIfNeeded();
      assert.ok((await sideways(page)) <= 0, `no sideways scrolling on End of Day (${await sideways(page)} px)`);
      const section = await shifts.boundingBox();
      assert.ok(section && section.x >= 0 && section.x + section.width <= PHONE.width, `the Shifts section fits (${JSON.stringify(section)})`);
      assert.ok((await byCashier.evaluate((table) => table.parentElement.scrollWidth - table.parentElement.clientWidth)) <= 0, 'the By cashier table needs no scrolling');
      await shifts.screenshot({ path: artifactPath('staff-end-of-day-shifts-phone-360.png') });

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
