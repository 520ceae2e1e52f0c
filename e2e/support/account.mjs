// A signed-in owner for every spec that needs one. Through the real screens (the landing page's
// modal, then the local mailbox's verification link, then the log-in dialog) for the specs that test
// sign-up and sign-in; through the suite's own session, the same calls in one step, for the rest.
import { randomUUID } from 'node:crypto';
import { openPage } from './browser.mjs';
import { signUpThroughSession } from './suite-session.mjs';

export function newOwner(overrides = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    businessName: `Ama's Provisions ${id}`,
    ownerName: 'Ama Mensah',
    businessType: 'Provisions shop',
    phone: '+233 24 123 4567',
    address: '12 Oxford Street, Osu, Accra',
    email: `ama.${id}@example.com`,
    password: 'Kente-Sunrise-2026',
    ...overrides,
  };
}

/** Opens the modal from the landing page's navigation. */
export async function openAuthModal(page, which = 'signup') {
  await page.goto('/');
  const name = which === 'signup' ? 'Sign up' : 'Log in';
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name }).click();
  return page.getByRole('dialog');
}

export async function fillSignup(dialog, owner) {
  await dialog.getByLabel('Business name').fill(owner.businessName);
  await dialog.getByLabel('Owner name').fill(owner.ownerName);
  await dialog.getByLabel('Business type').fill(owner.businessType);
  await dialog.getByLabel('Phone').fill(owner.phone);
  await dialog.getByLabel('Address').fill(owner.address);
  await dialog.getByLabel('Email').fill(owner.email);
  await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
  await dialog.getByLabel('Confirm password').fill(owner.confirmPassword ?? owner.password);
}

/** Follows the newest link in the local mailbox whose text contains `linkText` (e.g. "Verify"). */
export async function followMailboxLink(page, email, linkText) {
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  const message = page.getByRole('listitem').filter({ hasText: email }).first();
  await message.getByRole('link', { name: new RegExp(linkText, 'i') }).click();
}

export async function logIn(page, owner) {
  const dialog = await openAuthModal(page, 'login');
  await dialog.getByLabel('Email').fill(owner.email);
  await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard**');
}

/** A verified owner, signed up and logged in through the screens, on /dashboard. */
export async function signUpThroughScreens(page, overrides = {}) {
  const owner = newOwner(overrides);
  const dialog = await openAuthModal(page, 'signup');
  await fillSignup(dialog, owner);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('heading', { name: 'Verify your email' }).waitFor();
  await followMailboxLink(page, owner.email, 'Verify');
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
  await logIn(page, owner);
  return owner;
}

/**
 * A verified owner, signed in and on /dashboard: signed up, verified and signed in through the
 * suite's own session in one step on the landing page (auth.spec.mjs proves the screens that do it,
 * signUpThroughScreens goes through them), then moved to /dashboard as the log-in dialog moves them
 * (mfe-landing/src/go-to-dashboard.ts). Seconds sooner than the screens: one page load, not four.
 */
export async function signUpAndLogIn(page, overrides = {}) {
  const owner = newOwner(overrides);
  const { email, password, businessName, ownerName, businessType, phone, address } = owner;
  await page.goto('/');
  await signUpThroughSession(page, { email, password, profile: { businessName, ownerName, businessType, phone, address } });
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard'));
  await page.waitForURL('**/dashboard**');
  return owner;
}

/** Opens a view of the dashboard frame through its sidebar. */
export async function openView(page, label) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label, exact: true }).click();
}

/**
 * Opens a new page for a new, signed-in owner on one view of the dashboard frame (through the
 * header's menu on a phone), waits for its heading, runs `run(opened)` and closes the page's context.
 */
export async function withOwnerOnView(browser, options, { view, heading }, run) {
  const opened = await openPage(browser, options);
  try {
    await signUpAndLogIn(opened.page);
    if ((options.viewport?.width ?? 1280) < 900) await opened.page.getByRole('button', { name: 'Open menu' }).click();
    await openView(opened.page, view);
    await opened.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await run(opened);
  } finally {
    await opened.context.close();
  }
}
