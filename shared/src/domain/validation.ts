// The forms' rules and the business profile created at signup. A product's are product-validation.ts's
// (only the owner's screens and the adapters' product writes use them), the sign-up form's
// signup-validation.ts's (loaded with that form).
// Every validator returns the cleaned value or one message per failing field.
import { CURRENCIES, IMAGE_TYPES, MAX_IMAGE_BYTES } from './constants';
import type { Business, CurrencyCode, CustomerDraft } from './entities';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { minorInput, parseMoneyInput } from './money';
import type { MoneyInputResult } from './money';
import { trialEndsAt } from './trial';
import { finish, text } from './field-checks';

import type { FieldErrors, Validation } from './field-checks';

export type { FieldErrors, Validation } from './field-checks';

/** Longest product name accepted, after trimming. */
export const MAX_PRODUCT_NAME_LENGTH = 200;
/** Longest product description accepted, after trimming. */
export const MAX_DESCRIPTION_LENGTH = 2000;
/** Longest customer name accepted, after trimming (the same as a product's). */
export const MAX_CUSTOMER_NAME_LENGTH = 200;
/** Longest e-mail address accepted (RFC 5321's limit on a path). */
export const MAX_EMAIL_LENGTH = 320;
/** Longest phone number accepted. */
export const MAX_PHONE_LENGTH = 50;
/** Longest business name and owner name accepted, after trimming. */
export const MAX_BUSINESS_NAME_LENGTH = 200;
/** Longest business type accepted, after trimming. */
export const MAX_BUSINESS_TYPE_LENGTH = 100;
/** Longest address accepted, after trimming. */
export const MAX_ADDRESS_LENGTH = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[0-9+\-() ]+$/;
const DIGIT = /\d/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** Digits, spaces, +, -, ( and ) only, with at least one digit. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  return PHONE_CHARS.test(trimmed) && DIGIT.test(trimmed);
}

// ---------------------------------------------------------------- login

export interface LoginInput {
  email?: string | null;
  password?: string | null;
}

export type LoginField = keyof LoginInput;

export function validateLogin(input: LoginInput): Validation<{ email: string; password: string }, LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = text(input.email);
  const password = input.password ?? '';
  if (!email) errors.email = FIELD_MESSAGES.emailRequired;
  if (password === '') errors.password = FIELD_MESSAGES.passwordRequired;
  return finish(errors, () => ({ email, password }));
}

// ---------------------------------------------------------------- currencies and images

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export interface ImageFileInfo {
  size: number;
  type: string;
}

/** Why a file cannot be a product image, or null when it can: one of IMAGE_TYPES of at most MAX_IMAGE_BYTES. */
export function imageFileProblem(file: ImageFileInfo): 'not-an-image' | 'too-large' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'not-an-image';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return null;
}

/** The form's check of a product image, with the message the form shows. */
export function validateImageFile<F extends ImageFileInfo>(file: F): Validation<F, 'image'> {
  const problem = imageFileProblem(file);
  if (problem === 'not-an-image') return { ok: false, errors: { image: FIELD_MESSAGES.imageNotAnImage } };
  if (problem === 'too-large') return { ok: false, errors: { image: VALIDATION_MESSAGES.imageTooLarge } };
  return { ok: true, value: file };
}

// ---------------------------------------------------------------- customers

export interface CustomerInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The credit limit as typed (`"500"`); empty: no limit. Not read when `creditLimitMinor` is given. */
  creditLimit?: string | null;
  /** The credit limit already in minor units (a stored customer or a patch checked again); null: no limit. */
  creditLimitMinor?: number | null;
}

export type CustomerField = 'name' | 'email' | 'phone' | 'creditLimit';

/**
 * The credit limit a customer input carries: undefined when it says nothing of one (the value then
 * carries none), null for none (empty), minor units, or why it is refused — the same bounds as a
 * price (docs/product-rules.md, 'Credit').
 */
function creditLimitInput(input: CustomerInput): { limit: number | null | undefined } | { error: string } {
  const minor: unknown = input.creditLimitMinor;
  let result: MoneyInputResult;
  if (typeof minor === 'number') result = minorInput(minor);
  else if (minor !== undefined && minor !== null) result = { ok: false, error: 'not-a-number' };
  else if (minor === null) return { limit: null };
  else if (input.creditLimit === undefined) return { limit: undefined };
  else if (input.creditLimit === null || input.creditLimit.trim() === '') return { limit: null };
  else result = parseMoneyInput(input.creditLimit);
  if (result.ok) return { limit: result.value };
  return { error: result.error === 'too-large' ? FIELD_MESSAGES.creditLimitTooLarge : FIELD_MESSAGES.creditLimitInvalid };
}

/**
 * The name is required (at most 200 characters); e-mail and phone are optional but must look right,
 * and fit, when given. The credit limit is optional (empty: no limit, kept as null); when given it
 * is an amount from 0 up to the largest a price may be.
 */
export function validateCustomer(input: CustomerInput): Validation<CustomerDraft, CustomerField> {
  const errors: FieldErrors<CustomerField> = {};
  const value: CustomerDraft = { name: text(input.name), email: text(input.email), phone: text(input.phone) };
  if (!value.name) errors.name = FIELD_MESSAGES.customerNameRequired;
  else if (value.name.length > MAX_CUSTOMER_NAME_LENGTH) errors.name = FIELD_MESSAGES.customerNameTooLong;
  if (value.email && (!isValidEmail(value.email) || value.email.length > MAX_EMAIL_LENGTH)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (value.phone && !isValidPhone(value.phone)) errors.phone = FIELD_MESSAGES.phoneInvalid;
  else if (value.phone.length > MAX_PHONE_LENGTH) errors.phone = FIELD_MESSAGES.phoneTooLong;
  const limit = creditLimitInput(input);
  if ('error' in limit) errors.creditLimit = limit.error;
  else if (limit.limit !== undefined) value.creditLimitMinor = limit.limit;
  return finish(errors, () => value);
}

// ---------------------------------------------------------------- business profile

export interface NewBusinessInput {
  ownerUid: string;
  email: string;
  businessName: string;
  ownerName: string;
  businessType: string;
  phone: string;
  address: string;
  now: Date;
}

/** The profile created at signup: plan trialing, trial ending 30 days after creation. */
export function newBusinessProfile(input: NewBusinessInput): Business {
  return {
    ownerUid: input.ownerUid,
    businessName: input.businessName.trim(),
    ownerName: input.ownerName.trim(),
    businessType: input.businessType.trim(),
    phone: input.phone.trim(),
    address: input.address.trim(),
    email: input.email.trim(),
    createdAt: input.now,
    plan: 'trialing',
    trialEndsAt: trialEndsAt(input.now),
  };
}

export interface GoogleProfileInput {
  uid: string;
  email: string | null | undefined;
  displayName: string | null | undefined;
  now: Date;
}

/** A Google signup: business and owner name from the display name; type, phone and address empty. */
export function businessFromGoogleProfile(input: GoogleProfileInput): Business {
  // A display name longer than the profile allows is cut, so the profile can always be stored.
  const name = text(input.displayName).slice(0, MAX_BUSINESS_NAME_LENGTH);
  return newBusinessProfile({
    ownerUid: input.uid,
    email: input.email ?? '',
    businessName: name,
    ownerName: name,
    businessType: '',
    phone: '',
    address: '',
    now: input.now,
  });
}
