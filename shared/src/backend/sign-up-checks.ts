// A new account's business profile as every adapter checks it before any account is made (the
// sign-up form's rules, domain/signup-validation.ts): apart from records.ts, so a till that only
// signs in never loads them.
import { validateBusinessProfile } from '../domain/signup-validation';
import { BackendError } from './errors';
import type { SignUpProfile } from './port';
import { firstProblem } from './records';

/** Refuses a signup profile the signup form would refuse, before any account is made. */
export function checkSignUpProfile(profile: SignUpProfile): void {
  const checked = validateBusinessProfile(profile);
  if (!checked.ok) throw new BackendError('invalid-argument', firstProblem(checked.errors));
}
