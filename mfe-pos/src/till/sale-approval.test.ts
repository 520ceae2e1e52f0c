import { describe, expect, it } from 'vitest';
import { DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, STAFF_MESSAGES, TILL_REFUSAL_REASONS, tillRefusalWords } from '@shop/shared/domain';
import type { TillOperator } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { saleOf } from '@shop/shared/testing';
import { isNeedsManagerPin, saleApprovalsAfterRefusal, saleApprovalsNeeded, tillRefusalOf } from './sale-approval';
import { saleApprovalDetail } from './sale-approval-detail';

const CASHIER: TillOperator = { id: 'm-efua', name: 'Efua', role: 'cashier' };
const MANAGER: TillOperator = { id: 'm-kojo', name: 'Kojo', role: 'manager' };
const OWNER_ACCOUNT: TillOperator = { id: 'owner', name: 'Ama', role: 'owner', account: true };

/** ₵100.00 of rice with a discount as typed. */
const rice = (discount: { discountType: 'percentage' | 'fixed'; discountHundredths: number }, credit?: { dueOn: string }) =>
  saleOf({ lines: [{ id: 'rice', priceMinor: 10_000, quantity: 1 }], ...discount, ...(credit ? { credit, customer: { id: 'c1', name: 'Kofi' } } : {}) });

describe('saleApprovalsNeeded', () => {
  it('asks a cashier for a discount above the default limit, by even a pesewa, and not at or under it', () => {
    expect(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS).toBe(1_000);
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'percentage', discountHundredths: 1_000 }))).toEqual([]);
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'percentage', discountHundredths: 1_001 }))).toEqual(['discount-over-limit']);
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'fixed', discountHundredths: 1_000 }))).toEqual([]);
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'fixed', discountHundredths: 1_001 }))).toEqual(['discount-over-limit']);
  });

  it('asks a cashier for Pay later, and for both at once', () => {
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'fixed', discountHundredths: 0 }, { dueOn: '2026-12-01' }))).toEqual(['sell-on-credit']);
    expect(saleApprovalsNeeded(CASHIER, rice({ discountType: 'percentage', discountHundredths: 5_000 }, { dueOn: '2026-12-01' }))).toEqual(['discount-over-limit', 'sell-on-credit']);
  });

  it('never asks a manager or the owner’s account; a locked till asks nothing (the backend refuses it)', () => {
    const big = rice({ discountType: 'percentage', discountHundredths: 9_000 }, { dueOn: '2026-12-01' });
    expect(saleApprovalsNeeded(MANAGER, big)).toEqual([]);
    expect(saleApprovalsNeeded(OWNER_ACCOUNT, big)).toEqual([]);
    expect(saleApprovalsNeeded(null, big)).toEqual([]);
  });
});

describe('after a refusal', () => {
  it('offers every action of the sale a PIN can let through', () => {
    expect(saleApprovalsAfterRefusal(rice({ discountType: 'percentage', discountHundredths: 500 }, { dueOn: '2026-12-01' }))).toEqual(['discount-over-limit', 'sell-on-credit']);
    expect(saleApprovalsAfterRefusal(rice({ discountType: 'fixed', discountHundredths: 0 }))).toEqual([]);
  });

  it('knows the backend’s refusal for want of a manager’s PIN from any other, by its code', () => {
    expect(isNeedsManagerPin(new BackendError('permission-denied', STAFF_MESSAGES.needsManagerPin, { reason: 'needs-manager-pin' }))).toBe(true);
    expect(isNeedsManagerPin(new BackendError('permission-denied', STAFF_MESSAGES.notAllowed, { reason: 'not-allowed' }))).toBe(false);
    expect(isNeedsManagerPin(new BackendError('unavailable', STAFF_MESSAGES.needsManagerPin, { reason: 'needs-manager-pin' }))).toBe(false);
    expect(isNeedsManagerPin(new Error(STAFF_MESSAGES.needsManagerPin))).toBe(false);
  });

  it('decides by the code, never by the words: reworded, the same decision; the words without the code, none', () => {
    expect(isNeedsManagerPin(new BackendError('permission-denied', 'Fetch a supervisor, please.', { reason: 'needs-manager-pin' }))).toBe(true);
    expect(isNeedsManagerPin(new BackendError('permission-denied', STAFF_MESSAGES.needsManagerPin))).toBe(false);
    expect(isNeedsManagerPin(new BackendError('permission-denied', STAFF_MESSAGES.needsManagerPin, { reason: 'not-allowed' }))).toBe(false);
  });
});

describe('tillRefusalOf', () => {
  it("gives the till's own words for a refusal of who is at it, and nothing for any other failure", () => {
    expect(tillRefusalOf(new BackendError('permission-denied', STAFF_MESSAGES.disabled, { reason: 'disabled' }))).toBe(STAFF_MESSAGES.disabled);
    expect(tillRefusalOf(new BackendError('permission-denied', STAFF_MESSAGES.managerOnly, { reason: 'manager-only' }))).toBe(STAFF_MESSAGES.managerOnly);
    for (const reason of TILL_REFUSAL_REASONS) expect(tillRefusalOf(new BackendError('permission-denied', 'anything', { reason }))).toBe(tillRefusalWords(reason));
    expect(tillRefusalOf(new BackendError('permission-denied', 'false for create @ L12'))).toBeNull();
    expect(tillRefusalOf(new BackendError('permission-denied', 'Wrong PIN. 4 tries left.', { reason: 'wrong-pin' }))).toBeNull();
    expect(tillRefusalOf(new BackendError('unavailable', STAFF_MESSAGES.disabled, { reason: 'disabled' }))).toBeNull();
    expect(tillRefusalOf(new Error(STAFF_MESSAGES.disabled))).toBeNull();
  });

  it('takes the words from the code, whatever the message says: the same words read without the code are no refusal', () => {
    expect(tillRefusalOf(new BackendError('permission-denied', 'Reworded by a later release.', { reason: 'disabled' }))).toBe(tillRefusalWords('disabled'));
    expect(tillRefusalOf(new BackendError('permission-denied', STAFF_MESSAGES.disabled))).toBeNull();
  });

  it("never takes an own-account cashier to a manager's PIN: the sale goes to the backend, which says it is a manager's", () => {
    const own: TillOperator = { ...CASHIER, ownAccount: true };
    expect(saleApprovalsNeeded(own, rice({ discountType: 'percentage', discountHundredths: 5_000 }, { dueOn: '2026-12-01' }))).toEqual([]);
  });
});

describe('what the manager is shown', () => {
  it('says the discount with its share and the limit, and what goes on the account', () => {
    const sale = rice({ discountType: 'percentage', discountHundredths: 1_500 }, { dueOn: '2026-12-01' });
    expect(saleApprovalDetail(sale, ['discount-over-limit', 'sell-on-credit'])).toEqual([
      'Discount ₵15.00 (15% of the subtotal; the limit is 10%)',
      "Pay later: ₵85.00 on the customer's account",
    ]);
  });
});
