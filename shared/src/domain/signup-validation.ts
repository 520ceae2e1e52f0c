// The sign-up form's rules (the suite's and the partner widget's sign-up, loaded with their form)
// and the adapters' check of a new account's business profile. Login, the limits and the profile
// created at signup are validation.ts's.
import { finish, text } from './field-checks';
import type { FieldErrors, Validation } from './field-checks';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { isValidEmail, isValidPhone, MAX_ADDRESS_LENGTH, MAX_BUSINESS_NAME_LENGTH, MAX_BUSINESS_TYPE_LENGTH, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH } from './validation';

export interface SignupInput {
  businessName?: string | null;
  ownerName?: string | null;
  businessType?: string | null;
  phone?: string | null;
  address?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

export type SignupField = keyof SignupInput;

/** The business profile collected at signup. */
export interface BusinessProfileValue {
  businessName: string;
  ownerName: string;
  businessType: string;
  phone: string;
  address: string;
}

export type BusinessProfileField = keyof BusinessProfileValue;

export interface SignupValue extends BusinessProfileValue {
  email: string;
  password: string;
}

/** The five profile fields are required and must fit their limits; the phone must look like one. */
export function validateBusinessProfile(input: Partial<Record<BusinessProfileField, string | null>>): Validation<BusinessProfileValue, BusinessProfileField> {
  const errors: FieldErrors<BusinessProfileField> = {};
  const value: BusinessProfileValue = {
    businessName: text(input.businessName),
    ownerName: text(input.ownerName),
    businessType: text(input.businessType),
    phone: text(input.phone),
    address: text(input.address),
  };
  if (!value.businessName) errors.businessName = FIELD_MESSAGES.businessNameRequired;
  else if (value.businessName.length > MAX_BUSINESS_NAME_LENGTH) errors.businessName = FIELD_MESSAGES.businessNameTooLong;
  if (!value.ownerName) errors.ownerName = FIELD_MESSAGES.ownerNameRequired;
  else if (value.ownerName.length > MAX_BUSINESS_NAME_LENGTH) errors.ownerName = FIELD_MESSAGES.ownerNameTooLong;
  if (!value.businessType) errors.businessType = FIELD_MESSAGES.businessTypeRequired;
  else if (value.businessType.length > MAX_BUSINESS_TYPE_LENGTH) errors.businessType = FIELD_MESSAGES.businessTypeTooLong;
  if (!value.phone) errors.phone = FIELD_MESSAGES.phoneRequired;
  else if (!isValidPhone(value.phone)) errors.phone = FIELD_MESSAGES.phoneInvalid;
  else if (value.phone.length > MAX_PHONE_LENGTH) errors.phone = FIELD_MESSAGES.phoneTooLong;
  if (!value.address) errors.address = FIELD_MESSAGES.addressRequired;
  else if (value.address.length > MAX_ADDRESS_LENGTH) errors.address = FIELD_MESSAGES.addressTooLong;
  return finish(errors, () => value);
}

/** All eight fields are required; the two passwords must match. Texts are trimmed, passwords are not. */
export function validateSignup(input: SignupInput): Validation<SignupValue, SignupField> {
  const profile = validateBusinessProfile(input);
  const errors: FieldErrors<SignupField> = profile.ok ? {} : { ...profile.errors };
  const email = text(input.email);
  const password = input.password ?? '';
  const confirm = input.confirmPassword ?? '';
  if (!email) errors.email = FIELD_MESSAGES.emailRequired;
  else if (!isValidEmail(email) || email.length > MAX_EMAIL_LENGTH) errors.email = FIELD_MESSAGES.emailInvalid;
  if (password === '') errors.password = FIELD_MESSAGES.passwordRequired;
  if (confirm === '') errors.confirmPassword = FIELD_MESSAGES.confirmPasswordRequired;
  else if (password !== '' && confirm !== password) {
    errors.confirmPassword = VALIDATION_MESSAGES.passwordsDoNotMatch;
  }
  if (!profile.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...profile.value, email, password } };
}
