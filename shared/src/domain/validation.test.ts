import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from './constants';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages';
import {
  businessFromGoogleProfile,
  isCurrencyCode,
  isValidEmail,
  isValidPhone,
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  newBusinessProfile,
  validateCustomer,
  validateImageFile,
  validateLogin,
} from './validation';
import { isProductType, validateProduct } from './product-validation';
import { validateSignup } from './signup-validation';
import type { SignupInput } from './signup-validation';

const signup: SignupInput = {
  businessName: ' Kofi Stores ',
  ownerName: 'Kofi Boateng',
  businessType: 'Retail',
  phone: '+233 24 412 3456',
  address: '12 Oxford St, Osu, Accra',
  email: ' kofi@example.com ',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('validateSignup', () => {
  it('accepts a complete form and trims the texts', () => {
    expect(validateSignup(signup)).toEqual({
      ok: true,
      value: {
        businessName: 'Kofi Stores',
        ownerName: 'Kofi Boateng',
        businessType: 'Retail',
        phone: '+233 24 412 3456',
        address: '12 Oxford St, Osu, Accra',
        email: 'kofi@example.com',
        password: 'secret123',
      },
    });
  });

  it('requires all eight fields', () => {
    expect(validateSignup({})).toEqual({
      ok: false,
      errors: {
        businessName: 'Business name is required.',
        ownerName: 'Owner name is required.',
        businessType: 'Business type is required.',
        phone: 'Phone number is required.',
        address: 'Address is required.',
        email: 'Email is required.',
        password: 'Password is required.',
        confirmPassword: 'Please confirm your password.',
      },
    });
  });

  it.each(['businessName', 'ownerName', 'businessType', 'phone', 'address', 'email', 'password', 'confirmPassword'] as const)(
    'reports a blank %s alone',
    (field) => {
      const result = validateSignup({ ...signup, [field]: field.includes('assword') ? '' : '   ' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
    },
  );

  it('holds each profile field to the limit the stored profile allows', () => {
    const over = (length: number) => 'x'.repeat(length + 1);
    expect(validateSignup({ ...signup, businessName: over(200), ownerName: over(200), businessType: over(100), phone: '1'.repeat(51), address: over(500) })).toEqual({
      ok: false,
      errors: {
        businessName: 'Business name must be at most 200 characters.',
        ownerName: 'Owner name must be at most 200 characters.',
        businessType: 'Business type must be at most 100 characters.',
        phone: 'Phone number must be at most 50 characters.',
        address: 'Address must be at most 500 characters.',
      },
    });
    expect(validateSignup({ ...signup, businessName: 'x'.repeat(200), address: 'x'.repeat(500) }).ok).toBe(true);
    expect(validateSignup({ ...signup, email: `${'a'.repeat(310)}@example.com` })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address.' } });
  });

  it("says 'Passwords do not match.' when they differ", () => {
    const result = validateSignup({ ...signup, confirmPassword: 'secret124' });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match.' } });
    expect(VALIDATION_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.');
  });

  it('does not trim passwords', () => {
    expect(validateSignup({ ...signup, confirmPassword: 'secret123 ' }).ok).toBe(false);
  });

  it('checks the shape of e-mail and phone', () => {
    expect(validateSignup({ ...signup, email: 'kofi.example.com' })).toEqual({
      ok: false,
      errors: { email: FIELD_MESSAGES.emailInvalid },
    });
    expect(validateSignup({ ...signup, phone: 'call me' })).toEqual({
      ok: false,
      errors: { phone: FIELD_MESSAGES.phoneInvalid },
    });
  });
});

describe('validateLogin', () => {
  it('requires e-mail and password', () => {
    expect(validateLogin({ email: ' a@b.co ', password: 'x' })).toEqual({ ok: true, value: { email: 'a@b.co', password: 'x' } });
    expect(validateLogin({})).toEqual({
      ok: false,
      errors: { email: 'Email is required.', password: 'Password is required.' },
    });
    expect(validateLogin({ email: 'a@b.co', password: null })).toEqual({
      ok: false,
      errors: { password: 'Password is required.' },
    });
  });
});

describe('validateProduct', () => {
  const physical = { name: ' Rice 5kg ', type: 'Physical', price: '50', currency: 'GHS', quantity: '12', description: ' Long grain ' };

  it('accepts a Physical product with a whole quantity', () => {
    expect(validateProduct(physical)).toEqual({
      ok: true,
      value: {
        name: 'Rice 5kg',
        type: 'Physical',
        priceMinor: 5000,
        currency: 'GHS',
        description: 'Long grain',
        imageUrl: null,
        imagePath: null,
        quantity: 12,
      },
    });
    expect(validateProduct({ ...physical, quantity: 0, priceMinor: 0 })).toMatchObject({ ok: true, value: { quantity: 0, priceMinor: 0 } });
  });

  it('keeps prices to the 0.01 step', () => {
    expect(validateProduct({ ...physical, price: '12.345' })).toMatchObject({ ok: true, value: { priceMinor: 1235 } });
    expect(validateProduct({ ...physical, priceMinor: 10 })).toMatchObject({ ok: true, value: { priceMinor: 10 } });
    expect(validateProduct({ ...physical, price: '1,250.5' })).toMatchObject({ ok: true, value: { priceMinor: 125_050 } });
  });

  it('requires name and price', () => {
    expect(validateProduct({ ...physical, name: '  ', price: '' })).toEqual({
      ok: false,
      errors: { name: 'Product name is required.', price: 'Price is required.' },
    });
    expect(validateProduct({ ...physical, price: null })).toEqual({ ok: false, errors: { price: 'Price is required.' } });
  });

  it('refuses a price that is not a number ≥ 0', () => {
    for (const price of ['abc', '-1']) {
      expect(validateProduct({ ...physical, price })).toEqual({ ok: false, errors: { price: FIELD_MESSAGES.priceInvalid } });
    }
    for (const priceMinor of [-1, Number.NaN, 12.5]) {
      expect(validateProduct({ ...physical, priceMinor })).toEqual({ ok: false, errors: { price: FIELD_MESSAGES.priceInvalid } });
    }
    expect(validateProduct({ ...physical, price: '1'.repeat(20) })).toEqual({
      ok: false,
      errors: { price: FIELD_MESSAGES.priceTooLarge },
    });
    expect(validateProduct({ ...physical, price: '10000000.01' })).toEqual({ ok: false, errors: { price: 'Price can be at most 10,000,000.00.' } });
    expect(validateProduct({ ...physical, price: '10000000' })).toMatchObject({ ok: true });
  });

  it('limits the name to 200 characters and the description to 2000', () => {
    expect(MAX_PRODUCT_NAME_LENGTH).toBe(200);
    expect(MAX_DESCRIPTION_LENGTH).toBe(2000);
    expect(validateProduct({ ...physical, name: 'x'.repeat(200) }).ok).toBe(true);
    expect(validateProduct({ ...physical, name: ` ${'x'.repeat(200)} ` }).ok).toBe(true);
    expect(validateProduct({ ...physical, name: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { name: 'Product name must be at most 200 characters.' },
    });
    expect(validateProduct({ ...physical, description: 'd'.repeat(2001) })).toEqual({
      ok: false,
      errors: { description: FIELD_MESSAGES.descriptionTooLong },
    });
  });

  it('requires a whole quantity ≥ 0 for Physical', () => {
    for (const quantity of [undefined, null, '', '  ']) {
      expect(validateProduct({ ...physical, quantity })).toEqual({
        ok: false,
        errors: { quantity: 'Quantity is required for physical products.' },
      });
    }
    for (const quantity of ['1.5', '-1', 'abc', 2.5, -3, Number.NaN, '9'.repeat(20)]) {
      expect(validateProduct({ ...physical, quantity })).toEqual({
        ok: false,
        errors: { quantity: 'Quantity must be a whole number of 0 or more.' },
      });
    }
    expect(validateProduct({ ...physical, quantity: ' 7 ' })).toMatchObject({ ok: true, value: { quantity: 7 } });
    // The most a delivery or a count may set, so the first stock is held to the same bound.
    expect(validateProduct({ ...physical, quantity: 1_000_000 }).ok).toBe(true);
    expect(validateProduct({ ...physical, quantity: '1000001' })).toEqual({ ok: false, errors: { quantity: 'Quantity can be at most 1,000,000.' } });
  });

  it('drops the quantity of Digital and Ticket products', () => {
    for (const type of ['Digital', 'Ticket']) {
      const result = validateProduct({ ...physical, type, quantity: 'whatever' });
      expect(result.ok).toBe(true);
      if (result.ok) expect('quantity' in result.value).toBe(false);
    }
  });

  it('checks type and currency against the lists; currency defaults to GHS', () => {
    expect(validateProduct({ ...physical, type: 'Service' })).toEqual({
      ok: false,
      errors: { type: FIELD_MESSAGES.productTypeInvalid },
    });
    expect(validateProduct({ ...physical, currency: 'XOF' })).toEqual({
      ok: false,
      errors: { currency: FIELD_MESSAGES.currencyInvalid },
    });
    for (const currency of ['GHS', 'NGN', 'USD', 'GBP', 'EUR']) {
      expect(validateProduct({ ...physical, currency })).toMatchObject({ ok: true, value: { currency } });
    }
    for (const currency of [undefined, null, '']) {
      expect(validateProduct({ ...physical, currency })).toMatchObject({ ok: true, value: { currency: 'GHS' } });
    }
  });

  it('keeps the image url and path', () => {
    expect(validateProduct({ ...physical, imageUrl: 'https://x/y.png', imagePath: 'products/u/1_y.png' })).toMatchObject({
      ok: true,
      value: { imageUrl: 'https://x/y.png', imagePath: 'products/u/1_y.png' },
    });
  });

  it('type guards', () => {
    expect(isProductType('Ticket')).toBe(true);
    expect(isProductType('ticket')).toBe(false);
    expect(isProductType(3)).toBe(false);
    expect(isCurrencyCode('NGN')).toBe(true);
    expect(isCurrencyCode('ngn')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('validateImageFile', () => {
  it('accepts an image of exactly 5242880 bytes and refuses 5242881', () => {
    expect(MAX_IMAGE_BYTES).toBe(5242880);
    const ok = { size: 5242880, type: 'image/png', name: 'a.png' };
    expect(validateImageFile(ok)).toEqual({ ok: true, value: ok });
    expect(validateImageFile({ size: 5242881, type: 'image/jpeg' })).toEqual({
      ok: false,
      errors: { image: 'Image file is too large. Please upload an image under 5MB.' },
    });
    expect(validateImageFile({ size: 0, type: 'image/webp' }).ok).toBe(true);
  });

  it('refuses files that are not images', () => {
    for (const type of ['application/pdf', 'text/plain', '', 'image/svg+xml', 'image/x-icon', 'text/html']) {
      expect(validateImageFile({ size: 10, type })).toEqual({ ok: false, errors: { image: FIELD_MESSAGES.imageNotAnImage } });
    }
    expect(validateImageFile({ size: 10, type: 'IMAGE/PNG' }).ok).toBe(true);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(validateImageFile({ size: 10, type }).ok).toBe(true);
  });
});

describe('validateCustomer', () => {
  it('requires only the name', () => {
    expect(validateCustomer({ name: ' Ama ' })).toEqual({ ok: true, value: { name: 'Ama', email: '', phone: '' } });
    expect(validateCustomer({ name: '' })).toEqual({ ok: false, errors: { name: 'Customer name is required.' } });
  });

  it('checks e-mail and phone only when given', () => {
    expect(validateCustomer({ name: 'Ama', email: 'ama@shop.gh', phone: '(024) 412-3456' }).ok).toBe(true);
    expect(validateCustomer({ name: 'Ama', email: 'ama@', phone: '024x' })).toEqual({
      ok: false,
      errors: { email: FIELD_MESSAGES.emailInvalid, phone: FIELD_MESSAGES.phoneInvalid },
    });
    expect(validateCustomer({ name: 'Ama', email: '  ', phone: '  ' }).ok).toBe(true);
  });

  it('reads an optional credit limit: empty is no limit, an amount like a price otherwise', () => {
    expect(validateCustomer({ name: 'Ama', creditLimit: '' })).toEqual({ ok: true, value: { name: 'Ama', email: '', phone: '', creditLimitMinor: null } });
    expect(validateCustomer({ name: 'Ama', creditLimit: '  ' })).toMatchObject({ ok: true, value: { creditLimitMinor: null } });
    expect(validateCustomer({ name: 'Ama', creditLimit: '1,500.5' })).toMatchObject({ ok: true, value: { creditLimitMinor: 150050 } });
    expect(validateCustomer({ name: 'Ama', creditLimit: '0' })).toMatchObject({ ok: true, value: { creditLimitMinor: 0 } });
    expect(validateCustomer({ name: 'Ama', creditLimit: '10000000.00' })).toMatchObject({ ok: true, value: { creditLimitMinor: 1_000_000_000 } });
    for (const typed of ['-5', 'lots', '12.5.0']) {
      expect(validateCustomer({ name: 'Ama', creditLimit: typed })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitInvalid } });
    }
    expect(validateCustomer({ name: 'Ama', creditLimit: '10000000.01' })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitTooLarge } });
  });

  it('checks a credit limit already in minor units as the stored customer or a patch carries it', () => {
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: 50000 })).toMatchObject({ ok: true, value: { creditLimitMinor: 50000 } });
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: null })).toMatchObject({ ok: true, value: { creditLimitMinor: null } });
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: 12.5 })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitInvalid } });
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: -1 })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitInvalid } });
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: 1_000_000_001 })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitTooLarge } });
    expect(validateCustomer({ name: 'Ama', creditLimitMinor: '500' as unknown as number })).toEqual({ ok: false, errors: { creditLimit: FIELD_MESSAGES.creditLimitInvalid } });
    // Saying nothing of a limit keeps it out of the value (a patch of the name alone leaves the limit as it is).
    expect(validateCustomer({ name: 'Ama' })).toEqual({ ok: true, value: { name: 'Ama', email: '', phone: '' } });
  });

  it('isValidEmail / isValidPhone', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.co')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidPhone('+234 803 555 0101')).toBe(true);
    expect(isValidPhone('+()-')).toBe(false);
    expect(isValidPhone('0244.123')).toBe(false);
  });
});

describe('business profiles', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('newBusinessProfile starts trialing with trialEndsAt 30 days on', () => {
    expect(
      newBusinessProfile({
        ownerUid: 'u1',
        email: ' kofi@example.com',
        businessName: ' Kofi Stores',
        ownerName: 'Kofi ',
        businessType: 'Retail',
        phone: '024',
        address: 'Accra',
        now,
      }),
    ).toEqual({
      ownerUid: 'u1',
      businessName: 'Kofi Stores',
      ownerName: 'Kofi',
      businessType: 'Retail',
      phone: '024',
      address: 'Accra',
      email: 'kofi@example.com',
      createdAt: now,
      plan: 'trialing',
      trialEndsAt: new Date('2026-12-22T10:00:00Z'),
    });
  });

  it('businessFromGoogleProfile takes both names from the display name and leaves the rest empty', () => {
    expect(businessFromGoogleProfile({ uid: 'g1', email: 'ada@gmail.com', displayName: 'Ada Obi', now })).toEqual({
      ownerUid: 'g1',
      businessName: 'Ada Obi',
      ownerName: 'Ada Obi',
      businessType: '',
      phone: '',
      address: '',
      email: 'ada@gmail.com',
      createdAt: now,
      plan: 'trialing',
      trialEndsAt: new Date('2026-12-22T10:00:00Z'),
    });
    expect(businessFromGoogleProfile({ uid: 'g2', email: null, displayName: null, now })).toMatchObject({
      businessName: '',
      ownerName: '',
      email: '',
    });
    // A display name longer than a stored name may be is cut to fit.
    expect(businessFromGoogleProfile({ uid: 'g3', email: 'x@gmail.com', displayName: 'A'.repeat(250), now }).businessName).toHaveLength(200);
  });
});

describe('customer limits', () => {
  it('refuses a name over 200 characters, a phone over 50 and an e-mail over 320', () => {
    expect(validateCustomer({ name: 'A'.repeat(201) })).toEqual({ ok: false, errors: { name: FIELD_MESSAGES.customerNameTooLong } });
    expect(validateCustomer({ name: 'Ama', phone: '1'.repeat(51) })).toEqual({ ok: false, errors: { phone: FIELD_MESSAGES.phoneTooLong } });
    expect(validateCustomer({ name: 'Ama', email: `${'a'.repeat(320)}@x.com` })).toEqual({ ok: false, errors: { email: FIELD_MESSAGES.emailInvalid } });
    expect(validateCustomer({ name: 'A'.repeat(200), phone: '1'.repeat(50) }).ok).toBe(true);
  });
});
