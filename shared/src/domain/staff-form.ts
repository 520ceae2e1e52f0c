// The staff form (issue #35; the rules are summed up at the top of staff.ts, "Roles and staff
// members"): its check, and the member it makes with the PIN slow-hashed (pin.ts). Kept apart
// from staff.ts so that the permission table, which every till checks, loads without pin.ts and
// slow-hash.ts: the till guard (backend/till-guard/staff.ts) loads this file only when a member is saved.
import { MAX_STAFF_NAME_LENGTH } from './constants';
import { hashPin, isGuessablePin, isPinFormat } from './pin';
import { isStaffRole, STAFF_FORM_ROLES } from './staff';
import type { StaffDraft, StaffField, StaffFormOptions, StaffInput, StaffMember } from './staff';
import type { StaffRole } from './entities';
import { STAFF_MESSAGES } from './staff-words';
import { isValidEmail, MAX_EMAIL_LENGTH } from './validation';
import type { FieldErrors, Validation } from './validation';

/** The staff form's check: one message per failing field, or the cleaned draft. */
export function validateStaff(input: StaffInput, options: StaffFormOptions = {}): Validation<StaffDraft, StaffField> {
  const { pinRequired = true, roles = STAFF_FORM_ROLES } = options;
  const errors: FieldErrors<StaffField> = {};
  const name = (input.name ?? '').trim();
  if (name === '') errors.name = STAFF_MESSAGES.nameRequired;
  else if (name.length > MAX_STAFF_NAME_LENGTH) errors.name = STAFF_MESSAGES.nameTooLong;

  const role = input.role ?? '';
  if (!isStaffRole(role) || !roles.includes(role)) errors.role = STAFF_MESSAGES.roleInvalid;

  const pin = input.pin ?? '';
  if (pin === '') {
    if (pinRequired) errors.pin = STAFF_MESSAGES.pinRequired;
  } else if (!isPinFormat(pin)) errors.pin = STAFF_MESSAGES.pinInvalid;
  else if (isGuessablePin(pin)) errors.pin = STAFF_MESSAGES.pinGuessable;

  // Kept in lower case, as sign-in services keep an account's address: the invitation matches it exactly.
  const email = (input.invitationEmail ?? '').trim().toLowerCase();
  if (email !== '' && (email.length > MAX_EMAIL_LENGTH || !isValidEmail(email))) errors.invitationEmail = STAFF_MESSAGES.emailInvalid;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, role: role as StaffRole, pin: pin === '' ? null : pin, invitationEmail: email === '' ? null : email } };
}

/** A new member from a checked draft, its PIN hashed (pin.ts); throws when the draft has no PIN. */
export async function newStaffMember(draft: StaffDraft, id: string, createdAt: Date, iterations?: number): Promise<StaffMember> {
  if (draft.pin === null) throw new Error('A new staff member needs a PIN.');
  const member: StaffMember = { id, name: draft.name, role: draft.role, pinHash: await hashPin(draft.pin, iterations), disabled: false, createdAt };
  if (draft.invitationEmail !== null) member.invitationEmail = draft.invitationEmail;
  return member;
}

/** A member after an edit from a checked draft: a new PIN hashed, an empty one kept. */
export async function editedStaffMember(member: StaffMember, draft: StaffDraft, iterations?: number): Promise<StaffMember> {
  return {
    ...member,
    name: draft.name,
    role: draft.role,
    pinHash: draft.pin === null ? member.pinHash : await hashPin(draft.pin, iterations),
    invitationEmail: draft.invitationEmail,
  };
}
