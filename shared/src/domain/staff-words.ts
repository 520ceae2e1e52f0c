// The words of staff at the till (issue #35; the rules are summed up at the top of staff.ts): the
// roles' names, the staff form's and the PIN pad's messages, the lockouts, the till's refusals, the
// shift's forms and cash-up, and the till settings. Kept apart from messages.ts, which every
// screen loads, like expense-words.ts.
import {
  INVITATION_DAYS,
  MAX_AMOUNT_MINOR,
  MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  MAX_IDLE_LOCK_MINUTES,
  MAX_PAY_IN_OUT_REASON_LENGTH,
  MAX_STAFF_NAME_LENGTH,
  MIN_IDLE_LOCK_MINUTES,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
} from './constants';
import type { CurrencyCode } from './entities';
import { FIELD_MESSAGES } from './messages';
import { amountText, formatMinor } from './money';
import { percentText } from './sale-summary';
import { TILL_REFUSAL_MESSAGES } from './staff-till-words';

export { isTillRefusalReason, STAFF_ROLE_LABELS, TILL_REFUSAL_MESSAGES, TILL_REFUSAL_REASONS, tillRefusalWords } from './staff-till-words';
export type { ActionRefusalReason, TillRefusalReason } from './staff-till-words';

const MINUTE_MS = 60_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// The sentences come in small objects by concern; screens use their union, STAFF_MESSAGES. The
// words every till runs (the roles' names and the till's refusals) are staff-till-words.ts's, so
// that a till that never shows a staff screen loads none of these (the partner widget's 150 KB
// gzip budget, e2e/specs/widget.spec.mjs).

/** The staff form's messages (staff-form.ts, validateStaff). */
export const STAFF_FORM_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${MAX_STAFF_NAME_LENGTH} characters.`,
  roleInvalid: 'Choose a role from the list.',
  pinRequired: 'PIN is required.',
  pinInvalid: `PIN must be ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  pinGuessable: 'Choose a PIN that is harder to guess than 1234 or 1111.',
  emailInvalid: FIELD_MESSAGES.emailInvalid,
} as const;

/** A wrong PIN and the lockout (pin.ts). */
export const PIN_MESSAGES = {
  pinWrong: (triesLeft: number): string => `Wrong PIN. ${plural(triesLeft, 'try', 'tries')} left.`,
  pinLocked: (remainingMs: number): string =>
    `Too many wrong PINs. Try again in ${plural(Math.max(1, Math.ceil(remainingMs / MINUTE_MS)), 'minute', 'minutes')}.`,
} as const;

/** Opening and closing a shift, and its pay-ins and pay-outs (shifts.ts). */
export const SHIFT_MESSAGES = {
  floatRequired: 'Float is required.',
  floatInvalid: 'Float must be a number of 0 or more, like 200.00.',
  floatTooLarge: `Float can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  countedCashRequired: 'Counted cash is required.',
  countedCashInvalid: 'Counted cash must be a number of 0 or more, like 350.00.',
  countedCashTooLarge: `Counted cash can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  countedMobileMoneyRequired: 'Counted mobile money is required.',
  countedMobileMoneyInvalid: 'Counted mobile money must be a number of 0 or more, like 120.00.',
  countedMobileMoneyTooLarge: `Counted mobile money can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  payAmountRequired: 'Amount is required.',
  payAmountInvalid: 'Amount must be a number more than 0, like 20.00.',
  payAmountTooLarge: `Amount can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  reasonRequired: 'Reason is required.',
  reasonTooLong: `The reason must be at most ${MAX_PAY_IN_OUT_REASON_LENGTH} characters.`,
  shiftAlreadyOpen: 'You already have a shift open. Close it first.',
  shiftClosed: 'This shift is closed.',
} as const;

/** The till settings (till-settings.ts, validateTillSettings). */
export const TILL_SETTINGS_MESSAGES = {
  discountLimitRequired: 'Discount limit is required.',
  discountLimitInvalid: 'Discount limit must be a percentage of 0 or more, like 10 or 12.5.',
  discountLimitTooLarge: `Discount limit can be at most ${percentText(MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS)}.`,
  idleLockRequired: 'Idle lock is required.',
  idleLockInvalid: 'Idle lock must be a whole number of minutes, like 2.',
  idleLockOutOfRange: `Idle lock must be from ${MIN_IDLE_LOCK_MINUTES} to ${MAX_IDLE_LOCK_MINUTES} minutes.`,
} as const;

/** Staff with accounts of their own (docs/firebase.md, 'Staff accounts'; SignUpInput.joining). */
export const STAFF_ACCOUNT_MESSAGES = {
  /** A sign-up that asks to join a shop, on a backend other than Firebase (local, memory): refused. */
  joiningNeedsFirebase: 'Joining a shop with your own account needs the shop to be on Firebase. Ask the owner for a PIN instead.',
  /** Saving a staff member whose invitation e-mail another shop has invited (one shop per address: Firebase's rules). */
  invitedElsewhere: `Another shop has already invited this e-mail address. Use another address, or ask that shop to take its invitation back. An invitation nobody takes lapses ${INVITATION_DAYS} days after it was sent.`,
} as const;

/** Every sentence of the staff form, the PIN pad and a shift's forms: the objects above, for screens. */
export const STAFF_MESSAGES = {
  ...STAFF_FORM_MESSAGES,
  ...PIN_MESSAGES,
  ...TILL_REFUSAL_MESSAGES,
  ...SHIFT_MESSAGES,
  ...TILL_SETTINGS_MESSAGES,
} as const;

/** A cash-up's difference in words: 'Over by ₵2.00', 'Short by ₵5.00' or 'Exact'. */
export function overShortText(overShortMinor: number, currency: CurrencyCode): string {
  if (overShortMinor > 0) return `Over by ${formatMinor(overShortMinor, currency)}`;
  if (overShortMinor < 0) return `Short by ${formatMinor(-overShortMinor, currency)}`;
  return 'Exact';
}
