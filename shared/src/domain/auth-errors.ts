// Sign-in and sign-up failures as people should read them ("the provider's message
// with its prefix stripped"), with friendlier words for the common cases.
import { VALIDATION_MESSAGES } from './messages';

/** Raised by the session when a sign-in or sign-up that needs the network is tried offline. */
export const OFFLINE_SIGN_IN_CODE = 'auth/offline';
export const OFFLINE_SIGN_IN_MESSAGE = "You're offline — connect to sign in";

/** Raised by the session when a password login finds the e-mail not yet verified. */
export const EMAIL_NOT_VERIFIED_CODE = 'auth/email-not-verified';

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/email-already-in-use': 'An account with this email already exists. Please log in instead.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Password is required.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before finishing.',
  'auth/account-exists-with-different-credential':
    'An account with this email already uses a password. Log in with your password, or give it when asked to link Google sign-in.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Please allow pop-ups and try again.',
  [EMAIL_NOT_VERIFIED_CODE]: VALIDATION_MESSAGES.verifyEmailBeforeLogin,
  [OFFLINE_SIGN_IN_CODE]: OFFLINE_SIGN_IN_MESSAGE,
};

export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again.';

export interface AuthErrorLike {
  code?: string;
  message?: string;
}

const CODE_IN_MESSAGE = /\(([a-z-]+\/[a-z0-9-]+)\)/i;
const PROVIDER_PREFIX = /^\s*firebase\s*:\s*/i;
const TRAILING_CODE = /\s*\([a-z-]+\/[a-z0-9-]+\)\s*\.?\s*$/i;

/** The provider's error code, from `code` or from the `(auth/…)` in the message. */
export function authErrorCode(error: AuthErrorLike | null | undefined): string | null {
  if (error?.code) return error.code;
  return error?.message?.match(CODE_IN_MESSAGE)?.[1] ?? null;
}

/** `Firebase: Password should be at least 6 characters (auth/weak-password).` → `Password should be at least 6 characters.` */
export function stripProviderPrefix(message: string): string {
  const stripped = message.replace(PROVIDER_PREFIX, '').replace(TRAILING_CODE, '').trim();
  if (stripped === '' || /^error\.?$/i.test(stripped)) return '';
  return /[.!?]$/.test(stripped) ? stripped : `${stripped}.`;
}

/** `auth/quota-exceeded` → `Quota exceeded.` */
function describeCode(code: string): string {
  const words = code.slice(code.indexOf('/') + 1).replace(/-/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}.` : GENERIC_AUTH_ERROR;
}

/** The text to show for a failed sign-in, sign-up, reset or Google login. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  const code = authErrorCode(error);
  const friendly = code ? AUTH_ERROR_MESSAGES[code] : undefined;
  if (friendly) return friendly;
  const stripped = stripProviderPrefix(error?.message ?? '');
  if (stripped) return stripped;
  return code ? describeCode(code) : GENERIC_AUTH_ERROR;
}
