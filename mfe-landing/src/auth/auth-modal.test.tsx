import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_MESSAGES, STAFF_ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { renderWithBackend, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { AuthModal } from './auth-modal';
import type { AuthView } from './auth-modal';
import { SignupView } from './signup-view';
import { SIGNUP_JOINING_TEXT } from './signup-words';

const OWNER = {
  businessName: "Ama's Provisions",
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Osu, Accra',
  email: 'ama@example.com',
  password: 'Kente-Sunrise-2026',
};

/** The landing meets a shop with nobody signed in yet; kind 'local' shows the local mailbox note. */
const landingShop = (options: TestShopOptions = {}) => testShop({ kind: 'local', signedIn: false, ...options });

function open(view: AuthView, options: TestShopOptions = {}) {
  const fake = landingShop(options);
  const onClose = vi.fn();
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  renderWithBackend(<AuthModal initialView={view} onClose={onClose} onSignedIn={onSignedIn} />, fake.backend);
  const dialog = screen.getByRole('dialog');
  return { ...fake, onClose, onSignedIn, user, dialog };
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, confirm = OWNER.password) {
  const d = within(dialog);
  await user.type(d.getByLabelText('Business name'), OWNER.businessName);
  await user.type(d.getByLabelText('Owner name'), OWNER.ownerName);
  await user.type(d.getByLabelText('Business type'), OWNER.businessType);
  await user.type(d.getByLabelText('Phone'), OWNER.phone);
  await user.type(d.getByLabelText('Address'), OWNER.address);
  await user.type(d.getByLabelText('Email'), OWNER.email);
  await user.type(d.getByLabelText('Password'), OWNER.password);
  await user.type(d.getByLabelText('Confirm password'), confirm);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('signup view', () => {
  it('labels every field and marks each as required', () => {
    const { dialog } = open('signup');
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    for (const label of ['Business name', 'Owner name', 'Business type', 'Phone', 'Address', 'Email', 'Password', 'Confirm password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('refuses an empty form with one message per field and calls nobody', async () => {
    const { dialog, user, calls } = open('signup');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Business name')).toHaveAccessibleDescription('Business name is required.');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription('Please confirm your password.');
    expect(calls.signUp).toHaveLength(0);
  });

  it("says 'Passwords do not match.' when the two passwords differ", async () => {
    const { dialog, user, calls } = open('signup');
    await fillSignup(user, dialog, 'something-else');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.signUp).toHaveLength(0);
  });

  it('creates the account with its profile and moves to the verify view', async () => {
    const { dialog, user, calls } = open('signup');
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls.signUp).toEqual([
      {
        email: OWNER.email,
        password: OWNER.password,
        profile: {
          businessName: OWNER.businessName,
          ownerName: OWNER.ownerName,
          businessType: OWNER.businessType,
          phone: OWNER.phone,
          address: OWNER.address,
        },
      },
    ]);
    const verify = screen.getByRole('dialog');
    expect(verify).toHaveTextContent(OWNER.email);
    expect(verify).toHaveTextContent(/check your inbox/i);
    expect(within(verify).getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', `/mailbox?to=${encodeURIComponent(OWNER.email)}`);
    expect(within(verify).getByRole('button', { name: 'Go to log in' })).toHaveFocus();
  });

  it('does not mention the local mailbox on a hosted backend', async () => {
    const { dialog, user } = open('signup', { kind: 'firebase' });
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(screen.queryByRole('link', { name: 'local mailbox' })).not.toBeInTheDocument();
  });

  it('shows a failure in an alert and keeps what was typed', async () => {
    const { dialog, user } = open('signup', { before: { signUp: () => Promise.reject(new BackendError('auth/email-already-in-use')) } });
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['auth/email-already-in-use'] as string);
    expect(within(dialog).getByLabelText('Business name')).toHaveValue(OWNER.businessName);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(OWNER.email);
    expect(within(dialog).getByLabelText('Password')).toHaveValue(OWNER.password);
  });

  it("shows the provider's message without its prefix", async () => {
    const { dialog, user } = open('signup', {
      before: { signUp: () => Promise.reject(Object.assign(new Error('Firebase: Something odd happened (auth/odd-thing).'), { code: 'auth/odd-thing' })) },
    });
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Something odd happened\.$/);
  });

  it('switches to the login view with "Already have an account? Log in"', async () => {
    const { dialog, user } = open('signup');
    await user.type(within(dialog).getByLabelText('Email'), OWNER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(OWNER.email);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});

describe('signup view: joining a shop as staff', () => {
  const EFUA = { email: 'efua@example.com', password: 'Kejetia-Morning-2026' };
  const BUSINESS_LABELS = ['Business name', 'Owner name', 'Business type', 'Phone', 'Address'];

  async function joinAs(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, confirm = EFUA.password) {
    const d = within(dialog);
    await user.click(d.getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop }));
    await user.type(d.getByLabelText('Email'), EFUA.email);
    await user.type(d.getByLabelText('Password'), EFUA.password);
    await user.type(d.getByLabelText('Confirm password'), confirm);
  }

  it('offers the choice on Firebase only, starting a new shop by default', () => {
    const { dialog } = open('signup', { kind: 'firebase' });
    const choice = within(dialog).getByRole('group', { name: SIGNUP_JOINING_TEXT.choiceLegend });
    expect(within(choice).getByRole('radio', { name: SIGNUP_JOINING_TEXT.startShop })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Business name')).toHaveFocus();
    cleanup();

    for (const kind of ['local', 'memory']) {
      const { dialog: other } = open('signup', { kind });
      expect(within(other).queryByRole('group', { name: SIGNUP_JOINING_TEXT.choiceLegend })).not.toBeInTheDocument();
      expect(within(other).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(other).getByLabelText('Business name')).toBeInTheDocument();
      cleanup();
    }
  });

  it('moves between the two with the arrow keys', async () => {
    const { dialog, user } = open('signup', { kind: 'firebase' });
    const start = within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.startShop });
    start.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop })).toBeChecked();
    expect(within(dialog).queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(start).toBeChecked();
    expect(within(dialog).getByLabelText('Business name')).toBeInTheDocument();
  });

  it('hides the business fields and asks only for e-mail and passwords', async () => {
    const { dialog, user, calls } = open('signup', { kind: 'firebase' });
    await user.click(within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop }));
    for (const label of BUSINESS_LABELS) expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(SIGNUP_JOINING_TEXT.emailHint);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(SIGNUP_JOINING_TEXT.description);

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is required.'));
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription('Please confirm your password.');
    expect(within(dialog).queryByText('Business name is required.')).not.toBeInTheDocument();
    expect(calls.signUp).toHaveLength(0);
  });

  it('refuses passwords that differ before calling the backend', async () => {
    const { dialog, user, calls } = open('signup', { kind: 'firebase' });
    await joinAs(user, dialog, 'Kejetia-Evening-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordsDoNotMatch);
    expect(calls.signUp).toHaveLength(0);
  });

  it('signs up joining, with no business profile, and says to verify the address then log in to join the shop', async () => {
    const { dialog, user, calls } = open('signup', { kind: 'firebase' });
    await joinAs(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls.signUp).toEqual([
      {
        email: EFUA.email,
        password: EFUA.password,
        profile: { businessName: '', ownerName: '', businessType: '', phone: '', address: '' },
        joining: true,
      },
    ]);
    const verify = screen.getByRole('dialog');
    expect(verify).toHaveTextContent(`${SIGNUP_JOINING_TEXT.signedUp} ${EFUA.email}.`);
    expect(verify).not.toHaveTextContent(/Check your inbox/);
    expect(within(verify).getByRole('button', { name: 'Go to log in' })).toHaveFocus();
  });

  it('keeps the business fields typed before switching to joining and back, and starts a shop as before', async () => {
    const { dialog, user, calls } = open('signup', { kind: 'firebase' });
    await fillSignup(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop }));
    await user.click(within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.startShop }));
    expect(within(dialog).getByLabelText('Business name')).toHaveValue(OWNER.businessName);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls.signUp).toHaveLength(1);
    expect(calls.signUp[0]).not.toHaveProperty('joining');
    expect(calls.signUp[0]?.profile.businessName).toBe(OWNER.businessName);
    expect(screen.getByRole('dialog')).toHaveTextContent(/check your inbox/i);
  });

  it('shows a failure and keeps what was typed, still joining', async () => {
    const { dialog, user } = open('signup', { kind: 'firebase', before: { signUp: () => Promise.reject(new BackendError('auth/email-already-in-use')) } });
    await joinAs(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['auth/email-already-in-use'] as string);
    expect(within(dialog).getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop })).toBeChecked();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(EFUA.email);
    expect(within(dialog).getByLabelText('Password')).toHaveValue(EFUA.password);
    expect(within(dialog).getByLabelText('Confirm password')).toHaveValue(EFUA.password);
  });

  it('starts a shop on a backend other than Firebase even when told to join, a backend that refuses joining in plain words', async () => {
    // The view alone, told to join, on the memory backend: no choice, the business fields as before.
    const fake = landingShop({ kind: 'memory' });
    const onSignedUp = vi.fn();
    renderWithBackend(<SignupView email="" onEmailChange={() => {}} joining onSignedUp={onSignedUp} onSignedIn={() => {}} onLogIn={() => {}} />, fake.backend);
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    await expect(fake.backend.signUp({ email: 'efua@example.com', password: 'Kejetia-Morning-2026', profile: { businessName: '', ownerName: '', businessType: '', phone: '', address: '' }, joining: true })).rejects.toThrow(
      STAFF_ACCOUNT_MESSAGES.joiningNeedsFirebase,
    );
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});

describe('login view', () => {
  async function logIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('Email'), OWNER.email);
    await user.type(within(dialog).getByLabelText('Password'), OWNER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  }

  it('logs in and hands over to the dashboard', async () => {
    const { dialog, user, calls, onSignedIn } = open('login');
    await logIn(user, dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.signIn).toEqual([{ email: OWNER.email, password: OWNER.password }]);
  });

  it('goes to /dashboard by default', async () => {
    const fake = landingShop();
    const user = userEvent.setup();
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    renderWithBackend(<AuthModal initialView="login" onClose={() => {}} />, fake.backend);
    await logIn(user, screen.getByRole('dialog'));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
  });

  it('asks for both fields before calling the backend', async () => {
    const { dialog, user, calls } = open('login');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(calls.signIn).toHaveLength(0);
  });

  it('shows the verify-first message when the e-mail is not verified, keeping the form', async () => {
    const { dialog, user, onSignedIn } = open('login', { before: { signIn: () => Promise.reject(new BackendError('auth/email-not-verified')) } });
    await logIn(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
    expect(within(dialog).getByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', `/mailbox?to=${encodeURIComponent(OWNER.email)}`);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(OWNER.email);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the e-mail or password is wrong', async () => {
    const { dialog, user } = open('login', { before: { signIn: () => Promise.reject(new BackendError('auth/wrong-password')) } });
    await logIn(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue(OWNER.password);
  });

  it('"Create an account" opens the signup view', async () => {
    const { dialog, user } = open('login');
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = open('login');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Google sign-in', () => {
  it('signs in and hands over to the dashboard', async () => {
    const { dialog, user, calls, onSignedIn } = open('login');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.signInWithGoogle).toBe(1);
  });

  it('shows nothing when the person closes the chooser', async () => {
    const { dialog, user, onSignedIn } = open('signup', { before: { signInWithGoogle: () => Promise.reject(new BackendError('auth/popup-closed-by-user')) } });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute('aria-busy'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows any other failure', async () => {
    const { dialog, user } = open('login', { before: { signInWithGoogle: () => Promise.reject(new BackendError('auth/network-request-failed')) } });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['auth/network-request-failed'] as string);
  });
});

describe('password reset', () => {
  it('"Forgot password?" leads to reset, then reset_sent', async () => {
    const { dialog, user, calls } = open('login');
    await user.type(within(dialog).getByLabelText('Email'), OWNER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(OWNER.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(calls.sendPasswordReset).toEqual([OWNER.email]);
    expect(screen.getByRole('dialog')).toHaveTextContent(OWNER.email);
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail first', async () => {
    const { dialog, user, calls } = open('reset');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(calls.sendPasswordReset).toHaveLength(0);
  });

  it('shows a failure and stays on the reset view', async () => {
    const { dialog, user } = open('reset', { before: { sendPasswordReset: () => Promise.reject(new BackendError('auth/network-request-failed')) } });
    await user.type(within(dialog).getByLabelText('Email'), OWNER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['auth/network-request-failed'] as string);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
