import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  authErrorCode,
  authErrorMessage,
  EMAIL_NOT_VERIFIED_CODE,
  GENERIC_AUTH_ERROR,
  stripProviderPrefix,
} from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/user-not-found', 'Incorrect email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Please log in instead.'],
    ['auth/weak-password', 'Password should be at least 6 characters.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['auth/email-not-verified', 'Please verify your email before logging in. Check your inbox.'],
  ])('%s → %s', (code, text) => {
    expect(authErrorMessage({ code, message: `Firebase: Error (${code}).` })).toBe(text);
    expect(authErrorMessage({ message: `Firebase: Error (${code}).` })).toBe(text);
    expect(authErrorMessage({ code })).toBe(text);
  });

  it('strips the provider prefix and code from other messages', () => {
    expect(
      authErrorMessage({ code: 'auth/operation-not-allowed', message: 'Firebase: This operation is not allowed (auth/operation-not-allowed).' }),
    ).toBe('This operation is not allowed.');
    expect(authErrorMessage({ message: 'Firebase: Access to this account has been temporarily disabled! (auth/some-new-code).' })).toBe(
      'Access to this account has been temporarily disabled!',
    );
    expect(authErrorMessage({ message: 'Something odd' })).toBe('Something odd.');
  });

  it('describes the code when the message says nothing', () => {
    expect(authErrorMessage({ message: 'Firebase: Error (auth/quota-exceeded).' })).toBe('Quota exceeded.');
    expect(authErrorMessage({ code: 'auth/' })).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage({ code: 'internal-error' })).toBe('Internal error.');
  });

  it('falls back to a generic message', () => {
    expect(authErrorMessage({})).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage({ message: 'Firebase: Error.' })).toBe(GENERIC_AUTH_ERROR);
  });

  it('has friendly words for Google popups and the network', () => {
    expect(authErrorMessage({ code: 'auth/popup-closed-by-user' })).toBe(AUTH_ERROR_MESSAGES['auth/popup-closed-by-user']);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
  });
});

describe('helpers', () => {
  it('authErrorCode reads the code or finds it in the message', () => {
    expect(authErrorCode({ code: 'auth/x' })).toBe('auth/x');
    expect(authErrorCode({ message: 'Firebase: Error (auth/wrong-password).' })).toBe('auth/wrong-password');
    expect(authErrorCode({ message: 'no code' })).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
    expect(EMAIL_NOT_VERIFIED_CODE).toBe('auth/email-not-verified');
  });

  it('stripProviderPrefix', () => {
    expect(stripProviderPrefix('Firebase: Password should be at least 6 characters (auth/weak-password).')).toBe(
      'Password should be at least 6 characters.',
    );
    expect(stripProviderPrefix('Firebase: Error (auth/wrong-password).')).toBe('');
    expect(stripProviderPrefix('')).toBe('');
    expect(stripProviderPrefix('Already fine.')).toBe('Already fine.');
  });
});
