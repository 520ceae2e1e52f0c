// Firebase's errors, translated to the port's BackendError. The code is the port's; the message
// stays the provider's own ('Firebase: Error (auth/wrong-password).'), so screens strip the
// 'Firebase: ' prefix exactly as they would for the SDK's error.
import { getDoc } from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import { BackendError, documentNotFound } from '../errors';
import type { AuthErrorCode, BackendErrorCode, DataErrorCode, StorageErrorCode } from '../errors';

const AUTH_CODES: ReadonlySet<string> = new Set<AuthErrorCode>([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/email-not-verified',
  'auth/popup-closed-by-user',
  'auth/operation-not-supported-in-this-environment',
  'auth/invalid-action-code',
  'auth/expired-action-code',
  'auth/network-request-failed',
  'auth/internal-error',
]);

/** Codes Firebase uses for the same situations under other names. */
const AUTH_ALIASES: Readonly<Record<string, AuthErrorCode>> = {
  // Projects with e-mail enumeration protection answer every bad credential with this code.
  'auth/invalid-credential': 'auth/wrong-password',
  'auth/invalid-login-credentials': 'auth/wrong-password',
  'auth/missing-password': 'auth/wrong-password',
  'auth/user-disabled': 'auth/user-not-found',
  'auth/cancelled-popup-request': 'auth/popup-closed-by-user',
  'auth/user-cancelled': 'auth/popup-closed-by-user',
  'auth/popup-blocked': 'auth/popup-closed-by-user',
  'auth/missing-email': 'auth/invalid-email',
  'auth/operation-not-supported-in-this-environment': 'auth/operation-not-supported-in-this-environment',
  'auth/operation-not-allowed': 'auth/operation-not-supported-in-this-environment',
};

const DATA_CODES: ReadonlySet<string> = new Set<DataErrorCode>([
  'permission-denied',
  'unauthenticated',
  'not-found',
  'invalid-argument',
  'failed-precondition',
  'unavailable',
  'internal',
]);

const DATA_ALIASES: Readonly<Record<string, DataErrorCode>> = {
  'already-exists': 'failed-precondition',
  aborted: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  cancelled: 'unavailable',
  'out-of-range': 'invalid-argument',
};

const STORAGE_CODES: ReadonlySet<string> = new Set<StorageErrorCode>([
  'storage/unauthorized',
  'storage/unauthenticated',
  'storage/object-not-found',
  'storage/file-too-large',
  'storage/invalid-content-type',
  'storage/quota-exceeded',
  'storage/unknown',
]);

function codeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return null;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** The port's code for a Firebase error code (Auth, Firestore or Storage). */
export function backendCodeFor(code: string): BackendErrorCode {
  if (code.startsWith('auth/')) {
    if (AUTH_CODES.has(code)) return code as AuthErrorCode;
    return AUTH_ALIASES[code] ?? 'auth/internal-error';
  }
  if (code.startsWith('storage/')) {
    if (STORAGE_CODES.has(code)) return code as StorageErrorCode;
    if (code === 'storage/retry-limit-exceeded' || code === 'storage/canceled') return 'storage/unknown';
    return 'storage/unknown';
  }
  // The Firestore SDK prefixes nothing; some server paths answer 'firestore/permission-denied';
  // the Functions SDK answers a callable's refusal as 'functions/not-found' (callables.ts).
  const bare = code.replace(/^(firestore|functions)\//, '');
  if (DATA_CODES.has(bare)) return bare as DataErrorCode;
  return DATA_ALIASES[bare] ?? 'internal';
}

/** Any error as a BackendError; errors that already are one pass through unchanged. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = codeOf(error);
  if (code === null) return new BackendError('internal', messageOf(error) ?? String(error), { cause: error });
  return new BackendError(backendCodeFor(code), messageOf(error), { cause: error });
}

/** Runs `work`, rejecting with a BackendError whatever it throws. */
export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error);
  }
}

/**
 * A write refused because the document it changes was deleted (on another till, say) is refused by
 * the rules, which cannot read a document that is gone, with `permission-denied`. Reported instead
 * as `not-found`, as the other adapters do, so the screen says the record is gone; any other
 * refusal passes through.
 */
export function goneOrRefused(ref: DocumentReference): (error: unknown) => Promise<never> {
  return async (error) => {
    const refused = toBackendError(error);
    if (refused.code === 'permission-denied') {
      const current = await getDoc(ref).catch(() => null);
      if (current !== null && !current.exists()) throw documentNotFound(ref.path);
    }
    throw refused;
  };
}
