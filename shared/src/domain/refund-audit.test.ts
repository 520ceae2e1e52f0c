import { describe, expect, it } from 'vitest';
import type { Refund, Sale } from './entities';
import { buildRefund } from './refund';
import type { ReturnedUnits } from './refund';
import { auditRefund, REFUND_REFUSAL_CODES, type RefundAuditFacts, type RefundRefusal, refundRefusalWords, serverRefundCosts } from './refund-audit';
import { saleOf } from '../testing/sale-of';

const SOLD_AT = new Date('2026-11-22T14:05:00Z');
const REFUNDED_AT = new Date('2026-11-22T15:02:00Z');

// 2 × rice at ₵12.50 (cost ₵8.00 on the server) and 1 × oil at ₵30.00, paid cash.
const cashSale: Sale = {
  ...saleOf({
    id: 'sale-cash-0000-4000-8000-000000000000',
    lines: [
      { id: 'rice', name: 'Rice 5kg', priceMinor: 1250, quantity: 2 },
      { id: 'oil', name: 'Cooking oil', priceMinor: 3000, quantity: 1 },
    ],
    tenderedMinor: 5500,
    at: SOLD_AT,
  }),
};
const costedSale: Sale = { ...cashSale, items: cashSale.items.map((item) => ({ ...item, costMinor: item.id === 'rice' ? 800 : null })) };

// ₵40.00 of oil on credit, nothing paid at the till: Ama owes ₵40.00.
const creditSale = saleOf({
  id: 'sale-credit-0000-4000-8000-000000000000',
  lines: [{ id: 'oil', name: 'Cooking oil', priceMinor: 4000, quantity: 1 }],
  tenderedMinor: 0,
  customer: { id: 'c1', name: 'Ama' },
  credit: { dueOn: '2026-12-22' },
  at: SOLD_AT,
});

function refundOf(sale: Sale, returning: ReturnedUnits[], options: { id?: string; earlier?: Refund[]; balanceMinor?: number } = {}): Refund {
  const built = buildRefund({ id: options.id ?? 'refund-1', sale, earlier: options.earlier ?? [], returning, paymentMethod: 'Cash', reason: 'Torn', now: REFUNDED_AT, balanceMinor: options.balanceMinor });
  if (!built.ok) throw new Error(built.error);
  return { ...built.refund, madeBy: { id: 'm2', name: 'Kofi' } };
}

const manager = { kind: 'member', role: 'manager', disabled: false } as const;

const facts = (sale: Sale, changes: Partial<RefundAuditFacts> = {}): RefundAuditFacts => ({ author: manager, sale: { state: 'applied', sale }, earlier: [], balanceMinor: 0, ...changes });

describe('auditRefund', () => {
  it('accepts what the refund form makes, by the owner or a manager', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund(refund, facts(cashSale))).toBeNull();
    expect(auditRefund(refund, facts(cashSale, { author: { kind: 'owner' } }))).toBeNull();
    expect(auditRefund(refund, facts(cashSale, { author: { kind: 'member', role: 'owner', disabled: false } }))).toBeNull();
  });

  it('lists its codes in the order it checks them', () => {
    expect(REFUND_REFUSAL_CODES).toEqual([
      'malformed',
      'sale-missing',
      'sale-refused',
      'author-unknown',
      'author-disabled',
      'author-not-allowed',
      'currency-mismatch',
      'more-than-left',
      'amount-mismatch',
      'not-the-sale',
      'credit-mismatch',
    ]);
  });

  it('refuses a refund of a sale not on file or refused, before anything else', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund(refund, facts(cashSale, { sale: { state: 'missing' }, author: { kind: 'unknown' } }))).toEqual({ code: 'sale-missing' });
    expect(auditRefund(refund, facts(cashSale, { sale: { state: 'refused' } }))).toEqual({ code: 'sale-refused' });
  });

  it('refuses an author with no record, turned off, or a cashier on her own account (a refund needs a manager\'s PIN)', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund(refund, facts(cashSale, { author: { kind: 'unknown' } }))).toEqual({ code: 'author-unknown' });
    expect(auditRefund(refund, facts(cashSale, { author: { ...manager, disabled: true } }))).toEqual({ code: 'author-disabled' });
    expect(auditRefund(refund, facts(cashSale, { author: { kind: 'member', role: 'cashier', disabled: false } }))).toEqual({ code: 'author-not-allowed', role: 'cashier' });
  });

  it('refuses a refund in another currency than its sale', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund({ ...refund, currency: 'NGN' }, facts(cashSale))).toEqual({ code: 'currency-mismatch', refundCurrency: 'NGN', saleCurrency: 'GHS' });
  });

  it('refuses units beyond what the applied refunds left, summed over the lines', () => {
    const first = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }], { id: 'refund-0' });
    const stale = refundOf(cashSale, [{ productId: 'rice', quantity: 2 }]);
    expect(auditRefund(stale, facts(cashSale, { earlier: [first] }))).toEqual({ code: 'more-than-left', productId: 'rice', productName: 'Rice 5kg', units: 2, leftUnits: 1 });
    // A refund is never its own earlier refund (a redelivery).
    expect(auditRefund(stale, facts(cashSale, { earlier: [stale] }))).toBeNull();
    const forged = { ...stale, items: [{ ...stale.items[0]!, quantity: 3 }], amountMinor: 3750 };
    expect(auditRefund(forged, facts(cashSale))).toMatchObject({ code: 'more-than-left', units: 3, leftUnits: 2 });
  });

  it('refuses money beyond, or short of, what the returned units give back', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund({ ...refund, amountMinor: 5500 }, facts(cashSale))).toEqual({ code: 'amount-mismatch', amountMinor: 5500, expectedMinor: 1250 });
    expect(auditRefund({ ...refund, amountMinor: 1 }, facts(cashSale))).toEqual({ code: 'amount-mismatch', amountMinor: 1, expectedMinor: 1250 });
  });

  it('refuses anything else that is not the sale, in the domain\'s words', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(auditRefund({ ...refund, items: [{ ...refund.items[0]!, priceMinor: 99_999 }] }, facts(cashSale))).toEqual({ code: 'not-the-sale', problem: expect.stringContaining('at the sale\'s price') });
    expect(auditRefund({ ...refund, creditMinor: 100 }, facts(cashSale))).toMatchObject({ code: 'not-the-sale' });
  });

  it('gives back the cost the sale line kept on the server, whatever the till wrote', () => {
    const refund = refundOf(cashSale, [{ productId: 'rice', quantity: 1 }]);
    expect(refund.items[0]?.costMinor).toBeNull();
    expect(auditRefund({ ...refund, items: [{ ...refund.items[0]!, costMinor: 99 }] }, facts(costedSale))).toBeNull();
    expect(serverRefundCosts(refund, costedSale)).toEqual([{ ...refund.items[0], costMinor: 800 }]);
    expect(serverRefundCosts({ items: [{ ...refund.items[0]!, id: 'gone' }] }, costedSale)[0]?.costMinor).toBeNull();
  });

  describe('a refund of a credit sale', () => {
    it('accepts what is still owed taken off the account, up to the balance, the rest handed back', () => {
      const offAccount = refundOf(creditSale, [{ productId: 'oil', quantity: 1 }], { balanceMinor: 4000 });
      expect(offAccount.creditMinor).toBe(4000);
      expect(auditRefund(offAccount, facts(creditSale, { balanceMinor: 4000 }))).toBeNull();
      const partly = refundOf(creditSale, [{ productId: 'oil', quantity: 1 }], { balanceMinor: 1500 });
      expect(auditRefund(partly, facts(creditSale, { balanceMinor: 1500 }))).toBeNull();
    });

    it('refuses a cash refund of what the customer still owes (the ₵40 stays owed and ₵40 leaves the drawer)', () => {
      const cash = refundOf(creditSale, [{ productId: 'oil', quantity: 1 }], { balanceMinor: 0 });
      expect(cash.creditMinor).toBeUndefined();
      expect(auditRefund(cash, facts(creditSale, { balanceMinor: 4000 }))).toEqual({ code: 'credit-mismatch', creditMinor: 0, expectedMinor: 4000, balanceMinor: 4000 });
    });

    it('refuses more taken off than the balance allows, and counts what earlier refunds took off', () => {
      const offAccount = refundOf(creditSale, [{ productId: 'oil', quantity: 1 }], { balanceMinor: 4000 });
      expect(auditRefund(offAccount, facts(creditSale, { balanceMinor: 1000 }))).toEqual({ code: 'credit-mismatch', creditMinor: 4000, expectedMinor: 1000, balanceMinor: 1000 });
      const twoOil = saleOf({ id: 'sale-two-oil', lines: [{ id: 'oil', name: 'Cooking oil', priceMinor: 4000, quantity: 2 }], tenderedMinor: 4000, customer: { id: 'c1', name: 'Ama' }, credit: { dueOn: '2026-12-22' }, at: SOLD_AT });
      const first = refundOf(twoOil, [{ productId: 'oil', quantity: 1 }], { id: 'refund-0', balanceMinor: 4000 });
      expect(first.creditMinor).toBe(4000);
      // The sale owed ₵40.00 and the first refund took it all: the second hands back cash.
      const second = refundOf(twoOil, [{ productId: 'oil', quantity: 1 }], { earlier: [first], balanceMinor: 9000 });
      expect(second.creditMinor).toBeUndefined();
      expect(auditRefund(second, facts(twoOil, { earlier: [first], balanceMinor: 9000 }))).toBeNull();
    });
  });
});

describe('refundRefusalWords', () => {
  const refund = refundOf(creditSale, [{ productId: 'oil', quantity: 1 }], { id: '9c1e0000-0000-4000-8000-000000000000' });
  const say = (refusal: RefundRefusal, changes: Partial<Refund> = {}) => refundRefusalWords(refusal, { ...refund, ...changes }, '14:02');

  it('says the cash refund of a credit sale in the owner\'s words', () => {
    expect(say({ code: 'credit-mismatch', creditMinor: 0, expectedMinor: 4000, balanceMinor: 4000 })).toBe(
      'Refund #9C1E0000 of ₵40.00 on sale #SALECRED handed back cash the customer still owed: ₵40.00 should have come off their account, not ₵0.00 — by Kofi, 14:02',
    );
    expect(say({ code: 'credit-mismatch', creditMinor: 0, expectedMinor: 4000, balanceMinor: 4000 }, { paymentMethod: 'Mobile Money', madeBy: undefined })).toContain('handed back money the customer still owed');
    expect(say({ code: 'credit-mismatch', creditMinor: 4000, expectedMinor: 1000, balanceMinor: 1000 })).toContain("took ₵40.00 off the customer's account, more than the ₵10.00 they owed on it");
  });

  it('says every code in a sentence of its own, by the stamp\'s name or Owner', () => {
    const refusals: RefundRefusal[] = [
      { code: 'malformed', problem: 'Refund x: amount is not a whole number of cents.' },
      { code: 'sale-missing' },
      { code: 'sale-refused' },
      { code: 'author-unknown' },
      { code: 'author-disabled' },
      { code: 'author-not-allowed', role: 'cashier' },
      { code: 'currency-mismatch', refundCurrency: 'NGN', saleCurrency: 'GHS' },
      { code: 'more-than-left', productId: 'oil', productName: 'Cooking oil', units: 2, leftUnits: 1 },
      { code: 'more-than-left', productId: 'oil', productName: 'Cooking oil', units: 3, leftUnits: 2 },
      { code: 'amount-mismatch', amountMinor: 5500, expectedMinor: 1250 },
      { code: 'not-the-sale', problem: 'Each line of a refund is a line of its sale.' },
    ];
    const words = refusals.map((r) => say(r, { madeBy: undefined }));
    expect(new Set(words).size).toBe(refusals.length);
    for (const sentence of words) expect(sentence).toMatch(/^Refund #9C1E0000 of ₵40\.00 on sale #SALECRED .+ — by Owner, 14:02$/);
    expect(words[0]).toContain('could not be read: refund x: amount is not a whole number of cents —');
    expect(words[5]).toContain('came from a cashier, who may refund only with a manager');
    expect(words[6]).toContain('was given in Nigerian naira, but the sale was in Ghanaian cedi');
    expect(words[7]).toContain('gave back 2 of Cooking oil when 1 was left to give back');
    expect(words[8]).toContain('when 2 were left');
    expect(words[9]).toContain('gave back ₵55.00 for goods worth ₵12.50 of the sale');
    expect(words[10]).toContain('does not match the sale: each line of a refund is a line of its sale —');
  });
});
