// The login/sign-up modal end to end, on the embedded backend: every view with its messages,
// the local mailbox's verification and reset links, Google sign-in through the local chooser,
// and the session surviving a reload.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { fillSignup, followMailboxLink, logIn, newOwner, openAuthModal, signUpThroughScreens } from '../support/account.mjs';

const VERIFY_FIRST = 'Please verify your email before logging in. Check your inbox.';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function withPage(options, run) {
  const opened = await openPage(browser, options);
  try {
    await run(opened);
  } catch (error) {
    await opened.page.screenshot({ path: artifactPath(`auth-failure-${Date.now()}.png`), fullPage: true }).catch(() => {});
    console.error('browser problems:', opened.problems);
    throw error;
  } finally {
    await opened.context.close();
  }
}

async function signUp(page, owner) {
  const dialog = await openAuthModal(page, 'signup');
  await fillSignup(dialog, owner);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('heading', { name: 'Verify your email' }).waitFor();
  return dialog;
}

async function verify(page, owner) {
  await followMailboxLink(page, owner.email, 'Verify');
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
}

async function expectDashboard(page) {
  await page.waitForURL('**/dashboard');
  assert.equal(new URL(page.url()).pathname, '/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

describe('auth modal', () => {
  test('sign up: mismatched passwords, verify view, login blocked until verified, wrong password, then the dashboard', async () => {
    await withPage({}, async ({ page }) => {
      const owner = newOwner();
      let dialog = await openAuthModal(page, 'signup');
      await fillSignup(dialog, { ...owner, confirmPassword: `${owner.password}-typo` });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByText('Passwords do not match.').waitFor();
      assert.equal(await dialog.getByLabel('Business name').inputValue(), owner.businessName);

      await dialog.getByLabel('Confirm password').fill(owner.password);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByRole('heading', { name: 'Verify your email' }).waitFor();
      assert.match(await dialog.innerText(), /check your inbox/i);
      assert.equal(await dialog.getByRole('link', { name: 'local mailbox' }).getAttribute('href'), `/mailbox?to=${encodeURIComponent(owner.email)}`);

      await dialog.getByRole('button', { name: 'Go to log in' }).click();
      await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      assert.equal(await dialog.getByRole('alert').innerText(), VERIFY_FIRST);
      assert.equal(new URL(page.url()).pathname, '/');

      await verify(page, owner);

      dialog = await openAuthModal(page, 'login');
      await dialog.getByLabel('Email').fill(owner.email);
      await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      assert.equal(await dialog.getByRole('alert').innerText(), 'Incorrect email or password.');
      assert.equal(await dialog.getByLabel('Email').inputValue(), owner.email);

      await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expectDashboard(page);

      await page.reload();
      await expectDashboard(page);
    });
  });

  test('reset: Forgot password? → Check your email → the mailbox link → log in with the new password', async () => {
    await withPage({}, async ({ page }) => {
      const owner = newOwner();
      await signUp(page, owner);
      await verify(page, owner);

      const dialog = await openAuthModal(page, 'login');
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await dialog.getByLabel('Email').fill(owner.email);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await dialog.getByRole('heading', { name: 'Check your email' }).waitFor();

      await followMailboxLink(page, owner.email, 'Reset');
      const newPassword = 'Adinkra-Moon-2027';
      await page.getByLabel('New password').fill(newPassword);
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();

      await logIn(page, { ...owner, password: newPassword });
      await expectDashboard(page);
    });
  });

  test('Continue with Google: a closed chooser shows nothing, a chosen account lands on /dashboard', async () => {
    await withPage({}, async ({ page }) => {
      const dialog = await openAuthModal(page, 'login');
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      let chooser = page.getByRole('dialog', { name: 'Choose an account' });
      await chooser.waitFor();
      await page.keyboard.press('Escape');
      await chooser.waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('dialog', { name: 'Log in' }).getByRole('alert').count(), 0);

      await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with Google' }).click();
      chooser = page.getByRole('dialog', { name: 'Choose an account' });
      await chooser.getByLabel('Name').fill('Chidi Okafor');
      await chooser.getByLabel('Email').fill(`chidi.${Date.now()}@example.com`);
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expectDashboard(page);
    });
  });

  test("Continue with Google on a password account's address asks for its password before signing in", async () => {
    await withPage({}, async ({ page }) => {
      const owner = await signUpThroughScreens(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      const chooseOwnersAddress = async () => {
        await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with Google' }).click();
        const chooser = page.getByRole('dialog', { name: 'Choose an account' });
        await chooser.getByLabel('Name').fill('Someone Else');
        await chooser.getByLabel('Email').fill(owner.email.toUpperCase());
        await chooser.getByRole('button', { name: 'Continue' }).click();
        return page.getByRole('dialog', { name: 'Link Google to your account' });
      };

      // Knowing the address is not enough: the password is asked for, and closing the dialog signs no one in.
      await openAuthModal(page, 'login');
      let link = await chooseOwnersAddress();
      assert.match(await link.innerText(), new RegExp(`${owner.email.replace(/[.]/g, '\\.')} already has an account with a password`));
      await page.keyboard.press('Escape');
      await link.waitFor({ state: 'detached' });
      const login = page.getByRole('dialog', { name: 'Log in' });
      assert.match(await login.getByRole('alert').innerText(), /already uses a password/);
      assert.equal(new URL(page.url()).pathname, '/');

      // A wrong password is refused.
      link = await chooseOwnersAddress();
      await link.getByLabel('Password').fill('not-the-password');
      await link.getByRole('button', { name: 'Link and continue' }).click();
      await link.waitFor({ state: 'detached' });
      assert.equal(await login.getByRole('alert').innerText(), 'Incorrect email or password.');
      assert.equal(new URL(page.url()).pathname, '/');

      // The account's own password links Google and signs in to the same shop.
      link = await chooseOwnersAddress();
      await link.getByLabel('Password').fill(owner.password);
      await link.getByRole('button', { name: 'Link and continue' }).click();
      await expectDashboard(page);
      await page.getByText(owner.businessName, { exact: true }).first().waitFor();
    });
  });

  test('the modal traps focus and closes on Escape, returning focus to the nav', async () => {
    await withPage({}, async ({ page }) => {
      const dialog = await openAuthModal(page, 'login');
      // The dialog's code loads on first open: Tab only once it is there, as a person would.
      await dialog.waitFor();
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
      assert.ok(await dialog.evaluate((node) => node.contains(document.activeElement)), 'focus stays in the dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      assert.equal(focused, 'Log in');
    });
  });
});

describe('landing page', () => {
  test('at 390×844 nothing scrolls sideways, with the modal closed or open', async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok((await overflow()) <= 0, 'nothing scrolls sideways');
      await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Sign up' }).click();
      await page.getByRole('dialog').waitFor();
      assert.ok((await overflow()) <= 0, 'nothing scrolls sideways');
      assert.deepEqual(problems, []);
    });
  });
});
