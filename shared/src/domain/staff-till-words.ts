// The words of staff that every till runs, however small its shop (issue #35): the roles' names
// and the till's refusals, with the refusals' codes (staff.ts, actionRefusal; the till guard,
// backend/till-guard/refusals.ts). Kept
// apart from staff-words.ts, the staff form's, the PIN pad's, the shifts' and the till settings'
// words, which load with their screens: the partner widget's JavaScript must stay within 150 KB
// gzip (e2e/specs/widget.spec.mjs). staff-words.ts re-exports both, and STAFF_MESSAGES holds the
// refusals too. A refusal travels as its code (TillRefusalReason, on BackendError.reason); a screen
// decides by the code and takes its words from `tillRefusalWords`, never by reading the words.
import type { StaffRole } from './entities';

/** Why an action was refused (staff.ts, actionRefusal). */
export type ActionRefusalReason = 'disabled' | 'not-allowed' | 'needs-manager-pin' | 'approver-not-allowed';

/**
 * Why the till refused someone (the till guard, backend/till-guard/refusals.ts, carries it on its
 * 'permission-denied' as `BackendError.reason`): an action's refusal (`actionRefusal`), the till
 * locked, or what needs a manager's PIN asked on a member's own account. Screens decide by it and
 * take its words from `tillRefusalWords` (below); no screen reads the message to decide.
 */
export type TillRefusalReason = ActionRefusalReason | 'till-locked' | 'manager-only';

/** How each role is named on screens, in STAFF_ROLES order. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
};

/** The refusals of the till: locked, a member turned off, what a role may not do or may do only with a manager's PIN (staff.ts, actionRefusal). */
export const TILL_REFUSAL_MESSAGES = {
  tillLocked: 'Till locked. Enter your PIN.',
  disabled: 'This staff account is turned off. Ask the owner.',
  notAllowed: 'Your role cannot do this.',
  needsManagerPin: "This needs a manager's PIN.",
  approverNotAllowed: "That PIN is not a manager's. Ask a manager or the owner.",
  /** A cashier on their own account (Firebase staff accounts), where no manager's PIN can be typed. */
  managerOnly: 'This needs a manager. Ask one to do it from their own account.',
} as const;

/** Every code of a till refusal (staff.ts, TillRefusalReason): each its words' key in TILL_REFUSAL_MESSAGES, in kebab case. */
export const TILL_REFUSAL_REASONS: readonly TillRefusalReason[] = ['till-locked', 'disabled', 'not-allowed', 'needs-manager-pin', 'approver-not-allowed', 'manager-only'];

/** Whether a value is the code of a till refusal (e.g. BackendError.reason). */
export function isTillRefusalReason(value: unknown): value is TillRefusalReason {
  return (TILL_REFUSAL_REASONS as readonly unknown[]).includes(value);
}

/** The words for a till refusal's code: the one place a code becomes a sentence ('needs-manager-pin' → needsManagerPin). */
export function tillRefusalWords(reason: TillRefusalReason): string {
  return TILL_REFUSAL_MESSAGES[reason.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof TILL_REFUSAL_MESSAGES];
}
