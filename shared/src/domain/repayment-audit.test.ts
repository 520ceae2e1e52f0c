import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from './constants';
import type { Repayment } from './entities';
import { auditRepayment, REPAYMENT_MALFORMED_WORDS, REPAYMENT_REFUSAL_CODES, type RepaymentAuditFacts, type RepaymentRefusal, repaymentRefusalWords } from './repayment-audit';

const cashier = { kind: 'member', role: 'cashier', disabled: false } as const;
const manager = { kind: 'member', role: 'manager', disabled: false } as const;

/** ₵40.00 Ngozi paid in cash, taken by Efua. */
const paid: Repayment = {
  id: 'pay-1',
  customer: { id: 'c1', name: 'Ngozi' },
  amountMinor: 4000,
  currency: 'GHS',
  method: 'Cash',
  createdAt: new Date('2026-11-22T14:02:00Z'),
  madeBy: { id: 'm1', name: 'Efua' },
};

const facts = (changes: Partial<RepaymentAuditFacts> = {}): RepaymentAuditFacts => ({ author: cashier, balanceMinor: 12_000, ...changes });

describe('auditRepayment', () => {
  it('accepts a payment up to the balance from anyone who may take payments', () => {
    expect(auditRepayment(paid, facts())).toBeNull();
    expect(auditRepayment(paid, facts({ author: manager }))).toBeNull();
    expect(auditRepayment(paid, facts({ author: { kind: 'owner' } }))).toBeNull();
    // To the last cedi: the balance falls to 0, never below.
    expect(auditRepayment(paid, facts({ balanceMinor: 4000 }))).toBeNull();
  });

  it('lists its codes in the order it checks them', () => {
    expect(REPAYMENT_REFUSAL_CODES).toEqual(['malformed', 'author-unknown', 'author-disabled', 'author-not-allowed', 'over-balance']);
  });

  it('refuses an amount or a method the till could not have made, in the domain\'s words', () => {
    for (const amountMinor of [0, -100, 12.5, MAX_AMOUNT_MINOR + 1, Number.NaN]) {
      expect(auditRepayment({ ...paid, amountMinor }, facts())).toEqual({ code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.amount });
    }
    expect(auditRepayment({ ...paid, method: 'IOU' as Repayment['method'] }, facts())).toEqual({ code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.method });
  });

  it('refuses a payment with no readable time', () => {
    expect(auditRepayment({ ...paid, createdAt: new Date(Number.NaN) }, facts())).toEqual({ code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.time });
    expect(auditRepayment({ ...paid, createdAt: '2026-11-22' as never }, facts())).toEqual({ code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.time });
  });

  it('refuses an account with no member record, a member turned off, a role that may not take payments', () => {
    expect(auditRepayment(paid, facts({ author: { kind: 'unknown' } }))).toEqual({ code: 'author-unknown' });
    expect(auditRepayment(paid, facts({ author: { ...manager, disabled: true } }))).toEqual({ code: 'author-disabled' });
    const stranger = { kind: 'member', role: 'stranger' as never, disabled: false } as const;
    expect(auditRepayment(paid, facts({ author: stranger }))).toEqual({ code: 'author-not-allowed', role: 'stranger' });
  });

  it('refuses a payment above what the customer owes on the server\'s balance, saying both', () => {
    expect(auditRepayment(paid, facts({ balanceMinor: 3999 }))).toEqual({ code: 'over-balance', balanceMinor: 3999, amountMinor: 4000 });
    // Nothing owed in that currency: no account, balance 0.
    expect(auditRepayment({ ...paid, currency: 'NGN' }, facts({ balanceMinor: 0 }))).toEqual({ code: 'over-balance', balanceMinor: 0, amountMinor: 4000 });
  });

  it('gives the first refusal in its order: the shape, then the author, then the balance', () => {
    expect(auditRepayment({ ...paid, amountMinor: 0 }, facts({ author: { kind: 'unknown' }, balanceMinor: 0 }))).toMatchObject({ code: 'malformed' });
    expect(auditRepayment(paid, facts({ author: { ...cashier, disabled: true }, balanceMinor: 0 }))).toEqual({ code: 'author-disabled' });
  });

  it('keeps refusals as plain data that survive a round trip through JSON', () => {
    const refusals = [auditRepayment(paid, facts({ balanceMinor: 100 })), auditRepayment({ ...paid, amountMinor: 0 }, facts()), auditRepayment(paid, facts({ author: { kind: 'unknown' } }))];
    expect(JSON.parse(JSON.stringify(refusals))).toEqual(refusals);
  });
});

describe('repaymentRefusalWords', () => {
  it('says a payment above the balance as the owner reads it', () => {
    const refusal = auditRepayment(paid, facts({ balanceMinor: 2500 }));
    expect(refusal).not.toBeNull();
    expect(repaymentRefusalWords(refusal!, paid, '14:02')).toBe('Payment of ₵40.00 from Ngozi would take their balance below nothing (they owed ₵25.00) — by Efua, 14:02');
  });

  it("names the owner's account when the payment has no stamp", () => {
    const { madeBy: _, ...unstamped } = paid;
    expect(repaymentRefusalWords({ code: 'author-unknown' }, unstamped, '09:15')).toBe('Payment of ₵40.00 from Ngozi came from an account that is not on your staff list — by Owner, 09:15');
  });

  const sentences: [RepaymentRefusal, string][] = [
    [{ code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.method }, 'A payment from Ngozi could not be taken: the payment method is not one the till offers — by Efua, 14:02'],
    [{ code: 'author-unknown' }, 'Payment of ₵40.00 from Ngozi came from an account that is not on your staff list — by Efua, 14:02'],
    [{ code: 'author-disabled' }, 'Payment of ₵40.00 from Ngozi came from a staff member you turned off — by Efua, 14:02'],
    [{ code: 'author-not-allowed', role: 'cashier' }, 'Payment of ₵40.00 from Ngozi came from a staff member whose role may not take payments — by Efua, 14:02'],
    [{ code: 'over-balance', balanceMinor: 0, amountMinor: 4000 }, 'Payment of ₵40.00 from Ngozi would take their balance below nothing (they owed ₵0.00) — by Efua, 14:02'],
  ];

  it('has a sentence for every code', () => {
    expect(new Set(sentences.map(([refusal]) => refusal.code))).toEqual(new Set(REPAYMENT_REFUSAL_CODES));
  });

  it.each(sentences)('says %j in one sentence', (refusal, words) => {
    expect(repaymentRefusalWords(refusal, paid, '14:02')).toBe(words);
  });

  it('says naira in naira', () => {
    expect(repaymentRefusalWords({ code: 'over-balance', balanceMinor: 150_000, amountMinor: 200_000 }, { ...paid, currency: 'NGN', amountMinor: 200_000 }, '14:02')).toBe(
      'Payment of ₦2,000.00 from Ngozi would take their balance below nothing (they owed ₦1,500.00) — by Efua, 14:02',
    );
  });
});
