import { describe, expect, it } from 'vitest';
import { utcDateKey } from './calendar';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  DEMO_STORE_CURRENCIES,
  MARKETING_USER_COUNT,
  OPERATION_RETRY_LIMIT_MS,
  PAYMENT_METHODS,
  PLANS,
  RECEIPT_COPIED_RESET_MS,
  UPLOAD_RETRY_LIMIT_MS,
  BASIC_PRODUCT_LIMIT,
} from './constants';
import { ERROR_MESSAGES, greeting, SCREEN_TEXT, VALIDATION_MESSAGES } from './messages';

describe('fixed wording', () => {
  it('currencies and symbols', () => {
    expect(CURRENCIES).toEqual(['GHS', 'NGN', 'USD', 'GBP', 'EUR']);
    expect(CURRENCY_SYMBOLS).toEqual({ GHS: '₵', NGN: '₦', USD: '$', GBP: '£', EUR: '€' });
    expect(DEFAULT_CURRENCY).toBe('GHS');
    expect(DEMO_STORE_CURRENCIES).toEqual(['GHS', 'NGN', 'USD', 'GBP']);
  });

  it('payment methods, plans and limits', () => {
    expect(PAYMENT_METHODS).toEqual(['Cash', 'Mobile Money', 'Card', 'Bank Transfer', 'Other']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('Cash');
    expect(PLANS.map((p) => [p.id, p.monthlyPrice])).toEqual([
      ['basic', { GHS: 50, USD: 5 }],
      ['pro', { GHS: 100, USD: 10 }],
    ]);
    expect(BASIC_PRODUCT_LIMIT).toBe(10);
    expect(PLANS[0]?.productLimit).toBe(10);
    expect(PLANS[1]?.productLimit).toBeNull();
    expect(MARKETING_USER_COUNT).toBe(500_000);
  });

  it('timings', () => {
    expect(RECEIPT_COPIED_RESET_MS).toBe(2000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(OPERATION_RETRY_LIMIT_MS).toBe(120_000);
    expect(UPLOAD_RETRY_LIMIT_MS).toBe(600_000);
  });
});

describe('messages', () => {
  it('are the exact words the screens show', () => {
    expect(VALIDATION_MESSAGES.verifyEmailBeforeLogin).toBe('Please verify your email before logging in. Check your inbox.');
    expect(VALIDATION_MESSAGES.imageTooLarge).toBe('Image file is too large. Please upload an image under 5MB.');
    expect(VALIDATION_MESSAGES.notLoggedIn).toBe('You are not logged in.');
    expect(ERROR_MESSAGES.businessProfileMissing).toBe('Error: Could not find your business profile.');
    expect(SCREEN_TEXT.dashboardLoading).toBe('Loading Your Dashboard...');
  });

  it('greeting falls back to Owner', () => {
    expect(greeting('Kofi')).toBe('Hello, Kofi!');
    expect(greeting('  ')).toBe('Hello, Owner!');
    expect(greeting(null)).toBe('Hello, Owner!');
    expect(greeting(undefined)).toBe('Hello, Owner!');
  });
});

describe('utcDateKey', () => {
  it('is the UTC calendar date', () => {
    expect(utcDateKey(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDateKey(new Date('2026-11-23T00:00:00+01:00'))).toBe('2026-11-22');
  });
});
