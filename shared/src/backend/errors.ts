// The one error type every adapter rejects with. Codes and messages follow the hosted service's
// conventions ('auth/wrong-password', 'Firebase: Error (auth/wrong-password).') so the screens
// handle both adapters alike and can show "the provider's message with its prefix stripped".
//
// A refusal the screens must tell apart also carries its code, `reason` (the till guard's:
// domain/staff.ts StaffRefusalReason); the message stays the domain's words, for showing only.
import { VALIDATION_MESSAGES } from '../domain/messages';
import type { StaffRefusalReason } from '../domain/staff';
import type { CreditRefusalReason } from './credit-refusals';
import type { PlanRefusalReason } from '../domain/plans';

export type AuthErrorCode =
  | 'auth/wrong-password'
  | 'auth/user-not-found'
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/invalid-email'
  | 'auth/email-not-verified'
  | 'auth/popup-closed-by-user'
  | 'auth/account-exists-with-different-credential'
  | 'auth/operation-not-supported-in-this-environment'
  | 'auth/invalid-action-code'
  | 'auth/expired-action-code'
  | 'auth/network-request-failed'
  /** A sign-in or sign-up that needs the hosted service, tried with the device offline (session/offline-sign-in.ts). */
  | 'auth/offline'
  | 'auth/internal-error';

export type DataErrorCode =
  | 'permission-denied'
  | 'unauthenticated'
  | 'not-found'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'unavailable'
  | 'internal';

export type StorageErrorCode =
  | 'storage/unauthorized'
  | 'storage/unauthenticated'
  | 'storage/object-not-found'
  | 'storage/file-too-large'
  | 'storage/invalid-content-type'
  | 'storage/quota-exceeded'
  | 'storage/unknown';

export type BackendErrorCode = AuthErrorCode | DataErrorCode | StorageErrorCode;

/**
 * The machine-readable cause of a refusal, beside its code: what screens decide by (never the
 * message). The till guard's, the credit checks' (credit-refusals.ts) and the plans' (plan-checks.ts).
 */
export type BackendRefusalReason = StaffRefusalReason | CreditRefusalReason | PlanRefusalReason;

export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly code: BackendErrorCode;
  /** Why it was refused, where the screens tell refusals apart (the till guard's); absent otherwise. */
  readonly reason?: BackendRefusalReason;

  constructor(code: BackendErrorCode, message?: string, options?: { cause?: unknown; reason?: BackendRefusalReason }) {
    super(message ?? defaultMessage(code), options && 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    if (options?.reason !== undefined) this.reason = options.reason;
  }
}

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}

/** The message without the provider's 'Firebase: ' / 'Firebase Storage: ' prefix, as the screens show it. */
export function messageWithoutPrefix(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Firebase( Storage)?: /, '');
}

function defaultMessage(code: BackendErrorCode): string {
  if (code === 'auth/email-not-verified') return VALIDATION_MESSAGES.verifyEmailBeforeLogin;
  if (code === 'auth/weak-password') return 'Firebase: Password should be at least 6 characters (auth/weak-password).';
  if (code.startsWith('auth/')) return `Firebase: Error (${code}).`;
  if (code === 'storage/file-too-large') return VALIDATION_MESSAGES.imageTooLarge;
  if (code === 'storage/invalid-content-type') return 'Firebase Storage: Only JPEG, PNG, WebP or GIF images can be uploaded. (storage/invalid-content-type)';
  if (code === 'storage/unauthorized') return 'Firebase Storage: User does not have permission to access this object. (storage/unauthorized)';
  if (code === 'storage/unauthenticated') return 'Firebase Storage: User is not authenticated, please authenticate and try again. (storage/unauthenticated)';
  if (code.startsWith('storage/')) return `Firebase Storage: An error occurred. (${code})`;
  if (code === 'permission-denied') return 'Missing or insufficient permissions.';
  if (code === 'unauthenticated') return VALIDATION_MESSAGES.notLoggedIn;
  return `The operation failed (${code}).`;
}

export function permissionDenied(): BackendError {
  return new BackendError('permission-denied');
}

export function objectNotFound(path: string): BackendError {
  return new BackendError('storage/object-not-found', `Firebase Storage: Object '${path}' does not exist. (storage/object-not-found)`);
}

export function documentNotFound(path: string): BackendError {
  return new BackendError('not-found', `No document to update: ${path}`);
}
