// The landing's backend for tests and stories: the shared in-memory backend as the landing meets it
// (nobody signed in yet; kind 'local', so the views show the local mailbox note), recording every
// sign-up, log-in, Google sign-in and reset asked for. A test fails a call with a `before` hook
// (`before: { signIn: () => Promise.reject(wrongPasswordError()) }`) or sets `kind: 'firebase'`.
import { BackendError } from '@shop/shared/session';
import { createMemoryBackend, SAMPLE_OWNER } from '@shop/shared/testing';
import type { MemoryBackend, MemoryBackendOptions } from '@shop/shared/testing';

/** The owner whose account logs in (with the e-mail typed) or signs in with Google. */
export const SAMPLE_USER = SAMPLE_OWNER;

export function unverifiedError(): BackendError {
  return new BackendError('auth/email-not-verified');
}

export function wrongPasswordError(): BackendError {
  return new BackendError('auth/wrong-password');
}

export function popupClosedError(): BackendError {
  return new BackendError('auth/popup-closed-by-user');
}

export function createFakeAuthBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  return createMemoryBackend({ kind: 'local', user: null, ...options });
}
