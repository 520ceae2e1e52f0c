/*
# Staff at the till (issue #35): the domain's rules and choices

Where each rule lives: the staff member and the permission table here (`staff.ts`); the records'
types (`StaffRole`, `StaffStamp`, `Shift`) in `entities.ts`; PINs, lockout and the idle lock in
`pin.ts` (hashing through `slow-hash.ts`); shifts and cash-up in `shifts.ts`; every sentence in
`staff-words.ts`, the till's refusals (their codes and words) in `staff-till-words.ts`; the numbers
in `constants.ts`.

## Roles and staff members
- Three roles: **owner**, **manager**, **cashier** (`STAFF_ROLES`). The owner is the business's own
  account (`businesses/{ownerUid}`); the staff form offers only manager and cashier
  (`STAFF_FORM_ROLES`), so a shop has one owner. The owner may have a member record too (to switch
  to on a shared till), made with `roles: ['owner']`.
- A staff member: id, name, role, the PIN's slow hash (never the PIN), disabled, createdAt, and on
  Firebase the e-mail the invitation went to (optional).
- The staff form (`validateStaff`; it and `newStaffMember`, `editedStaffMember` live in
  `staff-form.ts`, so the permission table loads without `pin.ts`'s hashing): name trimmed,
  required, at most `MAX_STAFF_NAME_LENGTH` (200) characters; role from the offered list; PIN of
  `PIN_MIN_LENGTH`–`PIN_MAX_LENGTH` (4–6) digits, 0–9 only, not trimmed; **choice**: every digit the same (1111) or a straight run (1234, 6543) is
  refused, since those are tried first. Editing may leave the PIN empty to keep the current one
  (`pinRequired: false`). The invitation e-mail is optional and must look right when given.
  PINs need not be unique: the PIN pad asks who is signing in first (a tap on their name).
- **Disabled** members are refused every action at once (`actionRefusal`, `memberCan`) and may not
  approve anything. The owner cannot be disabled (`canDisable`).
- `StaffStamp` (`{ id, name }`, entities.ts) is what a record keeps of who made it (`madeBy`); shifts match by id.

## What each role may do (`STAFF_PERMISSIONS`)
`yes` · `pin` = only with a manager's PIN at that moment · `no`. Unknown roles or actions: `no`.

| action | owner | manager | cashier |
|---|---|---|---|
| sell (the till, receipts of the sale made) | yes | yes | yes |
| see-own-sales-today (and their receipts) | yes | yes | yes |
| see-customers (names and phones) | yes | yes | yes |
| add-customer (name and phone, from the till) | yes | yes | yes |
| record-repayment | yes | yes | yes |
| open-shift, close-shift (their own), pay-in | yes | yes | yes |
| refund | yes | yes | pin |
| discount-over-limit | yes | yes | pin |
| change-stock (delivery, count) | yes | yes | pin |
| sell-on-credit | yes | yes | pin |
| pay-out | yes | yes | pin |
| edit-customers (change, delete, credit limit, e-mail) | yes | yes | no |
| edit-products | yes | yes | no |
| see-all-sales | yes | yes | no |
| see-other-cashiers-figures | yes | yes | no |
| see-shop-figures (dashboard, the whole shop's End of Day) | yes | yes | no |
| see-costs-and-profit | yes | yes | no |
| see-expenses, record-expense | yes | yes | no |
| see-debts-ageing (owe book, ageing, statements) | yes | yes | no |
| export (every CSV) | yes | yes | no |
| manage-staff | yes | no | no |
| edit-business (profile, plan, till settings) | yes | no | no |

Choices where the issue is silent:
- **Selling on credit** lets goods leave without money, like a refund or a large discount: a
  cashier needs a manager's PIN (the credit limit still holds on top).
- **Recording a repayment** brings money in and is counted in the cashier's cash-up, and an
  adapter refuses one above the balance: a cashier may, without a PIN. It shows the chosen
  customer's balance, never the owe book or ageing.
- **Pay-ins and pay-outs**: a pay-in only adds to the drawer, so a cashier may; a pay-out takes
  cash out with a reason the cash-up then expects, so it needs a manager's PIN.
- **Expenses** are never a cashier's (not even recorded): cash taken from the drawer during a shift
  is a pay-out.
- **Till settings** (the cashier discount limit, the idle lock, counting mobile money at close)
  belong with the business profile: owner only, since they loosen the cashier's limits. They are
  read with their defaults and checked in `till-settings.ts` (`cashierDiscountLimitOf`,
  `idleLockMsOf`, `countsMobileMoneyAtClose`, `validateTillSettings`).
- **Approving** (a manager's PIN): an active member whose role may do the action outright, so
  the owner or a manager (`canApprove`, `actionRefusal`).
- **The discount limit** is a share of the subtotal in basis points, `DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS`
  (10 %) until the shop sets one (`Business.cashierDiscountLimitHundredths`, 0–100 %); a percentage is taken as typed (capped at 100 %), a fixed
  discount as its share of the subtotal rounded up, so anything above the limit, by even a pesewa,
  needs a PIN (`discountShareHundredths`, `discountNeedsApproval`). A limit out of range reads as
  0 % (every discount asks), above 100 % as 100 %.

## PINs (`pin.ts`, `slow-hash.ts`)
- Stored as PBKDF2-SHA-256 with a random 16-byte salt per PIN and `PIN_HASH_ITERATIONS`
  (600 000, as the local backend's passwords), hash and salt in hex, the count kept per hash. The
  recipe is the local backend's (`backend/local/crypto.ts`); the domain may not import the
  backend, so it has its own small helper, `slow-hash.ts`, which the backend may reuse.
- A 4–6-digit PIN has at most a million values: the slow hash cannot save a leaked hash, so the
  hashes must be readable by no staff client (rules) and the lockout is what stops guessing.
- `verifyPin` compares in constant time; anything but 4–6 digits, or a stored record out of shape,
  is simply wrong (no throw).
- **Lockout**: `PIN_MAX_TRIES` (5) wrong PINs in a row lock that person for `PIN_LOCK_MS`
  (5 minutes). While locked every try is refused, even the right PIN, and the lock is not
  lengthened; a right PIN clears the failures; when the lock runs out there are 5 fresh tries.
  The record `{ failures, lockedUntil }` must be kept out of the till's reach and on the
  adapter's clock.
- **Idle lock**: the till locks to the PIN pad after `TILL_IDLE_LOCK_MS` (2 minutes) untouched
  unless the shop sets another time (`Business.idleLockMinutes`, whole minutes from
  `MIN_IDLE_LOCK_MINUTES` to `MAX_IDLE_LOCK_MINUTES`, 1–60); an unreadable time locks; a clock that went back does not.

## Shifts and cash-up (`shifts.ts`)
- A shift is one staff member's, in one currency (the drawer's): opened with the counted float,
  pay-ins and pay-outs (amount more than 0, reason required, at most 200 characters), closed with
  the counted cash and, when the shop asks (`Business.countMobileMoneyAtClose`; default no), the
  counted mobile money. One open shift per person.
- Expected cash = float + cash takings of the sales (`saleTakings`: a credit sale only what was
  paid at the till, change off the cash) + cash repayments − cash handed back by refunds (amount −
  `creditMinor`) − cash expenses paid from the till + pay-ins − pay-outs. Expected mobile money =
  its takings + its repayments − its refunds handed back. Over/short = counted − expected (positive
  over, negative short). All in minor units, exact.
- Only records made by the shift's staff member (`madeByOf(record)?.id`), in its currency, from
  `openedAt` to `closedAt` inclusive (to now while open). An expense counts when it was recorded
  (`createdAt`) in the shift, paid in cash from the till.
*/
import { DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS } from './constants';
import type { DiscountType, StaffRole, StaffStamp } from './entities';
import type { PinHash } from './pin';
import { tillRefusalWords, type ActionRefusalReason, type TillRefusalReason } from './staff-till-words';

/** Every role, most powerful first. */
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'cashier'];
/** The roles the owner may give on the staff form: a shop has one owner. */
export const STAFF_FORM_ROLES: readonly StaffRole[] = ['manager', 'cashier'];

/** Someone who works the shop's tills. */
export interface StaffMember {
  id: string;
  name: string;
  role: StaffRole;
  /** The PIN's slow hash (pin.ts); never the PIN. */
  pinHash: PinHash;
  /** Turned off by the owner: every action refused at once. */
  disabled: boolean;
  createdAt: Date;
  /** Where the invitation to an account of their own went (Firebase); absent or null when none. */
  invitationEmail?: string | null;
}

export function staffStamp(member: Pick<StaffMember, 'id' | 'name'>): StaffStamp {
  return { id: member.id, name: member.name };
}

/** A staff member as lists and the PIN pad show them: never the PIN's hash. */
export type StaffListing = Omit<StaffMember, 'pinHash'>;

/**
 * Who works the till now: the member who unlocked it with their PIN, or the owner's own account
 * (id: the owner's uid) until the till is first locked. Null where a till is locked.
 */
export interface TillOperator extends StaffStamp {
  role: StaffRole;
  /** True for the owner's own signed-in account (no member record, no PIN): records it makes carry no stamp. */
  account?: boolean;
  /**
   * True for a member signed in with an account of their own (Firebase staff accounts): their till
   * is theirs alone, so it has no PIN pad to switch users, and what needs a manager's PIN is a
   * manager's to do.
   */
  ownAccount?: boolean;
}

/** The staff form's fields as typed or chosen. */
export interface StaffInput {
  name?: string | null;
  role?: string | null;
  pin?: string | null;
  invitationEmail?: string | null;
}

export type StaffField = 'name' | 'role' | 'pin' | 'invitationEmail';

/** What the staff form makes: the PIN in the clear only until it is hashed (null: keep the current one). */
export interface StaffDraft {
  name: string;
  role: StaffRole;
  pin: string | null;
  invitationEmail: string | null;
}

export interface StaffFormOptions {
  /** A new member needs a PIN; an edit may leave it empty to keep theirs. Default true. */
  pinRequired?: boolean;
  /** The roles offered; STAFF_FORM_ROLES unless editing the owner's own record (['owner']). */
  roles?: readonly StaffRole[];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether the owner may turn this member off: anyone but the owner. */
export function canDisable(member: Pick<StaffMember, 'role'>): boolean {
  return member.role !== 'owner';
}

/** What the shop lets people do, in its own words (the table at the top of this file). */
export const STAFF_ACTIONS = [
  'sell',
  'see-own-sales-today',
  'see-customers',
  'add-customer',
  'record-repayment',
  'open-shift',
  'close-shift',
  'pay-in',
  'refund',
  'discount-over-limit',
  'change-stock',
  'sell-on-credit',
  'pay-out',
  'edit-customers',
  'edit-products',
  'see-all-sales',
  'see-other-cashiers-figures',
  'see-shop-figures',
  'see-costs-and-profit',
  'see-expenses',
  'record-expense',
  'see-debts-ageing',
  'export',
  'manage-staff',
  'edit-business',
] as const;

export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** May a role do an action: outright, only with a manager's PIN at that moment, or never. */
export type StaffAccess = 'yes' | 'manager-pin' | 'no';

const ALL: Record<StaffRole, StaffAccess> = { owner: 'yes', manager: 'yes', cashier: 'yes' };
const WITH_PIN: Record<StaffRole, StaffAccess> = { owner: 'yes', manager: 'yes', cashier: 'manager-pin' };
const NOT_CASHIER: Record<StaffRole, StaffAccess> = { owner: 'yes', manager: 'yes', cashier: 'no' };
const OWNER_ONLY: Record<StaffRole, StaffAccess> = { owner: 'yes', manager: 'no', cashier: 'no' };

/** The one permission table: every action, every role. */
export const STAFF_PERMISSIONS: Readonly<Record<StaffAction, Readonly<Record<StaffRole, StaffAccess>>>> = {
  sell: ALL,
  'see-own-sales-today': ALL,
  'see-customers': ALL,
  'add-customer': ALL,
  'record-repayment': ALL,
  'open-shift': ALL,
  'close-shift': ALL,
  'pay-in': ALL,
  refund: WITH_PIN,
  'discount-over-limit': WITH_PIN,
  'change-stock': WITH_PIN,
  'sell-on-credit': WITH_PIN,
  'pay-out': WITH_PIN,
  'edit-customers': NOT_CASHIER,
  'edit-products': NOT_CASHIER,
  'see-all-sales': NOT_CASHIER,
  'see-other-cashiers-figures': NOT_CASHIER,
  'see-shop-figures': NOT_CASHIER,
  'see-costs-and-profit': NOT_CASHIER,
  'see-expenses': NOT_CASHIER,
  'record-expense': NOT_CASHIER,
  'see-debts-ageing': NOT_CASHIER,
  export: NOT_CASHIER,
  'manage-staff': OWNER_ONLY,
  'edit-business': OWNER_ONLY,
};

/** A role's access to an action; 'no' for a role or an action this version does not know. */
export function accessOf(role: StaffRole, action: StaffAction): StaffAccess {
  if (!Object.hasOwn(STAFF_PERMISSIONS, action) || !isStaffRole(role)) return 'no';
  return STAFF_PERMISSIONS[action][role];
}

/** Whether the role may do the action at all (perhaps only with a manager's PIN: `needsManagerPin`). */
export function can(role: StaffRole, action: StaffAction): boolean {
  return accessOf(role, action) !== 'no';
}

/** Whether the role may do the action only with a manager's PIN typed at that moment. */
export function needsManagerPin(role: StaffRole, action: StaffAction): boolean {
  return accessOf(role, action) === 'manager-pin';
}

/** Whether someone of this role may let another do the action with their PIN: they may do it outright. */
export function canApprove(role: StaffRole, action: StaffAction): boolean {
  return accessOf(role, action) === 'yes';
}

/** Whether this member may do the action now (perhaps with a manager's PIN): never when turned off. */
export function memberCan(member: Pick<StaffMember, 'role' | 'disabled'>, action: StaffAction): boolean {
  return !member.disabled && can(member.role, action);
}

/** Why a PIN was not taken (pin.ts, afterPinAttempt): wrong, or its member locked out. Its words carry the tries or minutes left, so they travel as the error's message. */
export type PinRefusalReason = 'wrong-pin' | 'pin-locked';

/** Every refusal code the till guard puts on its 'permission-denied' errors (BackendError.reason). */
export type StaffRefusalReason = TillRefusalReason | PinRefusalReason;

/**
 * Why `member` may not do `action` now, with the words to show; null when they may. `approver` is
 * whoever typed their PIN for it, if anyone: an active member who may do it outright. An approver
 * is never asked of someone who may act alone.
 */
export function actionRefusal(
  member: Pick<StaffMember, 'role' | 'disabled'>,
  action: StaffAction,
  approver: Pick<StaffMember, 'role' | 'disabled'> | null = null,
): { reason: ActionRefusalReason; message: string } | null {
  const refusal = (reason: ActionRefusalReason) => ({ reason, message: tillRefusalWords(reason) });
  if (member.disabled) return refusal('disabled');
  const access = accessOf(member.role, action);
  if (access === 'yes') return null;
  if (access === 'no') return refusal('not-allowed');
  if (approver === null) return refusal('needs-manager-pin');
  if (approver.disabled || !canApprove(approver.role, action)) return refusal('approver-not-allowed');
  return null;
}

const FULL_PERCENT_HUNDREDTHS = 10_000;

/**
 * A sale's discount as a share of its subtotal, in basis points (1 % = 100): a percentage as
 * typed (at most 100 %), a fixed discount as what it took off over the subtotal, rounded up so a
 * share above a whole limit never reads as the limit. 0 when nothing was discounted.
 */
export function discountShareHundredths(discount: { discountType: DiscountType; discountHundredths: number; subtotalMinor: number; discountMinor: number }): number {
  if (discount.discountType === 'percentage') {
    const typed = discount.discountHundredths;
    return Number.isFinite(typed) ? Math.min(FULL_PERCENT_HUNDREDTHS, Math.max(0, typed)) : FULL_PERCENT_HUNDREDTHS;
  }
  const { subtotalMinor, discountMinor } = discount;
  if (!Number.isFinite(discountMinor) || !Number.isFinite(subtotalMinor)) return FULL_PERCENT_HUNDREDTHS;
  if (discountMinor <= 0 || subtotalMinor <= 0) return 0;
  return Math.min(FULL_PERCENT_HUNDREDTHS, Math.ceil((discountMinor * FULL_PERCENT_HUNDREDTHS) / subtotalMinor));
}

/**
 * Whether a discount of `discountPercentHundredths` (basis points, `discountShareHundredths`) needs a
 * manager's PIN from `role`: a role that gives discounts above the limit only with one, above the
 * shop's limit (`shopLimitHundredths`; out of range reads as 0, above 100 % as 100 %). A discount
 * that cannot be read needs one; a role that may not give it at all does too (the adapter refuses it).
 */
export function discountNeedsApproval(
  role: StaffRole,
  discountPercentHundredths: number,
  shopLimitHundredths: number = DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
): boolean {
  if (canApprove(role, 'discount-over-limit')) return false;
  if (!Number.isFinite(discountPercentHundredths)) return true;
  if (discountPercentHundredths <= 0) return false;
  const limit = Number.isFinite(shopLimitHundredths) && shopLimitHundredths >= 0 ? Math.min(FULL_PERCENT_HUNDREDTHS, shopLimitHundredths) : 0;
  return discountPercentHundredths > limit;
}

/**
 * What the person at the till may do (for screens to hide what their role may not use; the
 * adapters refuse it too): everything for the owner's own account, nothing while the till is
 * locked (null), else the role's access — but on a member's own account, where no manager types a
 * PIN, what needs one is not theirs to do.
 */
export function operatorAccess(operator: TillOperator | null, action: StaffAction): StaffAccess {
  if (!operator) return 'no';
  if (operator.account === true) return 'yes';
  const access = accessOf(operator.role, action);
  return access === 'manager-pin' && operator.ownAccount === true ? 'no' : access;
}

/** Whether the person at the till may do `action` outright, not only with a manager's PIN (`operatorAccess` 'yes'): what a screen shows them. */
export function operatorMay(operator: TillOperator | null, action: StaffAction): boolean {
  return operatorAccess(operator, action) === 'yes';
}
