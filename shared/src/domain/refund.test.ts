import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import type { Refund, Sale } from './entities';
import { REFUND_MESSAGES } from './refund-words';
import { buildRefund, refundAmountMinor, refundMovements, refundProblem, refundReceiptText, saleRefundState, stockedForRefund } from './refund';
import type { ReturnedUnits } from './refund';

// ₵85 rice ×2 + ₵10 airtime ×3 = ₵200, 10 % off = ₵180.
const SALE: Sale = saleOf({
  id: 'sale-1',
  lines: [
    { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2, type: 'Physical' },
    { id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, quantity: 3 },
  ],
  discountType: 'percentage',
  discountHundredths: 1000,
  customer: { id: 'c-1', name: 'Kofi Boateng' },
});

const AT = new Date('2026-11-24T10:00:00Z');
let counter = 0;

function refundOf(sale: Sale, earlier: readonly Refund[], returning: ReturnedUnits[], reason = ''): Refund {
  counter += 1;
  const built = buildRefund({ id: `refund-${counter}`, sale, earlier, returning, paymentMethod: 'Cash', reason, now: AT });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

describe('saleRefundState', () => {
  it('has everything left on a sale with no refunds', () => {
    const state = saleRefundState(SALE, []);
    expect(state.status).toBe('none');
    expect(state.remainingMinor).toBe(18_000);
    expect(state.lines.map((l) => [l.productId, l.sold, l.left])).toEqual([['rice', 2, 2], ['airtime', 3, 3]]);
  });

  it('counts a product listed twice as one line', () => {
    const sale: Sale = { ...SALE, items: [...SALE.items, { ...SALE.items[0]!, quantity: 1 }] };
    expect(saleRefundState(sale, []).lines[0]).toMatchObject({ productId: 'rice', sold: 3 });
  });

  it('is partly refunded, then refunded, ignoring other sales\' refunds', () => {
    const first = refundOf(SALE, [], [{ productId: 'rice', quantity: 1 }]);
    const other = { ...first, id: 'x', saleId: 'other-sale' };
    expect(saleRefundState(SALE, [first, other])).toMatchObject({ status: 'partly', refundedMinor: 7650, remainingMinor: 10_350 });
    const rest = refundOf(SALE, [first], [{ productId: 'rice', quantity: 1 }, { productId: 'airtime', quantity: 3 }]);
    expect(saleRefundState(SALE, [first, rest])).toMatchObject({ status: 'full', refundedMinor: 18_000, remainingMinor: 0 });
  });
});

describe('buildRefund', () => {
  it('gives back all of a sale by default: exactly its total, discount included', () => {
    const refund = refundOf(SALE, [], [{ productId: 'rice', quantity: 2 }, { productId: 'airtime', quantity: 3 }], '  Wrong size  ');
    expect(refund).toMatchObject({ saleId: 'sale-1', amountMinor: 18_000, currency: 'GHS', paymentMethod: 'Cash', reason: 'Wrong size', customer: { id: 'c-1', name: 'Kofi Boateng' } });
    expect(refund.items).toEqual([
      { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, currency: 'GHS', quantity: 2, costMinor: null },
      { id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, currency: 'GHS', quantity: 3, costMinor: null },
    ]);
  });

  it('shares the discount pro rata, and partial refunds add up to the total to the cent', () => {
    // ₵0.10 ×3 with ₵0.01 off: each unit carries 3.33…, so rounding must not leak a cent.
    const sale = saleOf({ id: 's', lines: [{ id: 'a', priceMinor: 10, quantity: 3 }], discountHundredths: 1 });
    const refunds: Refund[] = [];
    for (let i = 0; i < 3; i += 1) refunds.push(refundOf(sale, refunds, [{ productId: 'a', quantity: 1 }]));
    expect(refunds.map((r) => r.amountMinor)).toEqual([10, 9, 10]);
    expect(refunds.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(29);
  });

  it('never gives back more than was sold, across refunds', () => {
    const first = refundOf(SALE, [], [{ productId: 'rice', quantity: 2 }]);
    const again = buildRefund({ id: 'r2', sale: SALE, earlier: [first], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(again).toEqual({ ok: false, error: REFUND_MESSAGES.tooMany('Rice (5kg)', 0) });
    const tooMany = buildRefund({ id: 'r3', sale: SALE, earlier: [], returning: [{ productId: 'airtime', quantity: 4 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(tooMany).toEqual({ ok: false, error: 'At most 3 of MTN Airtime Voucher can be given back.' });
  });

  it('refuses nothing chosen, a product not on the sale, a negative or fractional count and a long reason', () => {
    const attempt = (returning: ReturnedUnits[], reason = '') => buildRefund({ id: 'r', sale: SALE, earlier: [], returning, paymentMethod: 'Cash', reason, now: AT });
    expect(attempt([])).toEqual({ ok: false, error: REFUND_MESSAGES.nothingChosen });
    expect(attempt([{ productId: 'rice', quantity: 0 }])).toEqual({ ok: false, error: REFUND_MESSAGES.nothingChosen });
    expect(attempt([{ productId: 'milo', quantity: 1 }])).toEqual({ ok: false, error: REFUND_MESSAGES.notOnSale });
    expect(attempt([{ productId: 'rice', quantity: 1 }, { productId: 'rice', quantity: 1 }])).toEqual({ ok: false, error: REFUND_MESSAGES.notOnSale });
    expect(attempt([{ productId: 'rice', quantity: -1 }]).ok).toBe(false);
    expect(attempt([{ productId: 'rice', quantity: 1.5 }]).ok).toBe(false);
    expect(attempt([{ productId: 'rice', quantity: 1 }], 'x'.repeat(501))).toEqual({ ok: false, error: REFUND_MESSAGES.reasonTooLong });
  });

  it('gives nothing back on a free sale', () => {
    const free = saleOf({ id: 'f', lines: [{ id: 'a', priceMinor: 0, quantity: 1 }] });
    expect(refundAmountMinor(free, [], [{ productId: 'a', quantity: 1 }])).toBe(0);
  });
});

describe('refundProblem', () => {
  const refund = refundOf(SALE, [], [{ productId: 'rice', quantity: 1 }]);

  it('accepts what buildRefund made, and the same refund replayed', () => {
    expect(refundProblem(refund, SALE, [])).toBeNull();
    expect(refundProblem(refund, SALE, [refund])).toBeNull();
  });

  it('refuses a forged amount, price, name, currency, method, sale or count', () => {
    expect(refundProblem({ ...refund, amountMinor: 8500 }, SALE, [])).toMatch(/share of the sale/);
    expect(refundProblem({ ...refund, amountMinor: 7650.5 }, SALE, [])).toMatch(/share of the sale/);
    expect(refundProblem({ ...refund, items: [{ ...refund.items[0]!, priceMinor: 10000 }] }, SALE, [])).toMatch(/sale's price/);
    expect(refundProblem({ ...refund, items: [{ ...refund.items[0]!, name: 'Gold' }] }, SALE, [])).toMatch(/sale's price/);
    expect(refundProblem({ ...refund, currency: 'NGN' }, SALE, [])).toMatch(/currency/);
    expect(refundProblem({ ...refund, paymentMethod: 'Cheque' as never }, SALE, [])).toMatch(/payment methods/);
    expect(refundProblem({ ...refund, saleId: 'other' }, SALE, [])).toMatch(/belongs/);
    expect(refundProblem({ ...refund, items: [{ ...refund.items[0]!, quantity: 5 }] }, SALE, [])).toMatch(/At most 2/);
    expect(refundProblem({ ...refund, items: 'all' as never }, SALE, [])).toBe(REFUND_MESSAGES.nothingChosen);
    expect(refundProblem({ ...refund, reason: 'x'.repeat(501) }, SALE, [])).toBe(REFUND_MESSAGES.reasonTooLong);
  });

  it('refuses a second refund of units already given back', () => {
    const other = { ...refund, id: 'another' };
    expect(refundProblem(other, SALE, [refund])).toBeNull();
    const all = refundOf(SALE, [], [{ productId: 'rice', quantity: 2 }]);
    expect(refundProblem(other, SALE, [all])).toBe(REFUND_MESSAGES.tooMany('Rice (5kg)', 0));
  });
});

describe('stockedForRefund: which units go back into stock', () => {
  const refund = { items: [{ id: 'rice' }, { id: 'ebook' }, { id: 'gone' }, { id: 'unknown' }, { id: 'rice' }] } as Pick<Refund, 'items'>;
  const facts = {
    rice: { saleMoved: true, carriesStock: true },
    ebook: { saleMoved: false, carriesStock: false },
    gone: { saleMoved: true, carriesStock: false },
    unknown: { saleMoved: null, carriesStock: true },
  } as const;

  it('takes the products the sale took stock for that still carry stock, and those it cannot tell of (offline), once each', () => {
    expect([...stockedForRefund(refund, (id) => facts[id as keyof typeof facts])]).toEqual(['rice', 'unknown']);
  });

  it('puts nothing back for a product whose sale took no stock, even if it carries stock now', () => {
    expect(stockedForRefund(refund, () => ({ saleMoved: false, carriesStock: true })).size).toBe(0);
  });
});

describe('refundMovements and the refund receipt', () => {
  const refund = refundOf(SALE, [], [{ productId: 'rice', quantity: 2 }, { productId: 'airtime', quantity: 1 }], 'Torn bag');

  it('puts back only the products the sale took stock for, once per refund', () => {
    expect(refundMovements(refund, new Set(['rice']))).toEqual([
      { id: `${refund.id}_rice`, productId: 'rice', change: 2, reason: 'refund', counted: null, saleId: 'sale-1', refundId: refund.id, createdAt: AT },
    ]);
  });

  it('prints the refund with its order, lines, amount, method, reason and customer', () => {
    const text = refundReceiptText(refund, { businessName: "Ama's Provisions" });
    expect(text).toContain("Ama's Provisions\nREFUND\nDate: Nov 24, 2026 10:00");
    expect(text).toContain('For order: #SALE1');
    expect(text).toContain('Rice (5kg)\n  2 x ₵85.00 returned');
    expect(text).toContain('Refunded: ₵162.00');
    expect(text).toContain('Given back by: Cash\nReason: Torn bag\nCustomer: Kofi Boateng');
    expect(refundReceiptText({ ...refund, reason: '', customer: null }, null)).not.toContain('Reason');
  });

  it('says what a refund of a credit sale took off the account and what it handed back', () => {
    const plain = refundReceiptText(refund, null);
    expect(plain).not.toContain('Taken off the account');
    expect(plain).not.toContain('Handed back');
    const part = refundReceiptText({ ...refund, creditMinor: 10000 }, null);
    expect(part).toContain('Refunded: ₵162.00\nTaken off the account: ₵100.00\nHanded back: ₵62.00\nGiven back by: Cash\n');
    // All of it came off the account: nothing went back by any method.
    const all = refundReceiptText({ ...refund, creditMinor: 16200 }, null);
    expect(all).toContain('Taken off the account: ₵162.00\nHanded back: ₵0.00\nReason: Torn bag');
    expect(all).not.toContain('Given back by');
  });
});

describe('buildRefund of a sale on credit: what is owed comes off first', () => {
  // SALE's ₵180.00, ₵30.00 paid now and ₵150.00 on Kofi's account.
  const ON_CREDIT: Sale = saleOf({
    id: 'credit-sale',
    lines: [
      { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2, type: 'Physical' },
      { id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, quantity: 3 },
    ],
    discountType: 'percentage',
    discountHundredths: 1000,
    customer: { id: 'c-1', name: 'Kofi Boateng' },
    tenderedMinor: 3000,
    credit: { dueOn: '2026-12-24' },
  });
  const build = (id: string, earlier: readonly Refund[], returning: ReturnedUnits[], balanceMinor?: number) => {
    const built = buildRefund({ id, sale: ON_CREDIT, earlier, returning, paymentMethod: 'Cash', reason: '', now: AT, balanceMinor });
    if (!built.ok) throw new Error(built.error);
    return built.refund;
  };

  it('takes the whole refund off the account while the customer owes it', () => {
    expect(ON_CREDIT.credit?.owedMinor).toBe(15_000);
    const refund = build('rc-1', [], [{ productId: 'rice', quantity: 1 }], 15_000);
    expect(refund).toMatchObject({ amountMinor: 7650, creditMinor: 7650, paymentMethod: 'Cash' });
    expect(refundProblem(refund, ON_CREDIT, [])).toBeNull();
  });

  it('takes off at most the balance now, handing back the rest', () => {
    expect(build('rc-2', [], [{ productId: 'rice', quantity: 1 }], 2000)).toMatchObject({ amountMinor: 7650, creditMinor: 2000 });
  });

  it('takes off at most what the sale still owes after its earlier refunds', () => {
    const first = build('rc-3', [], [{ productId: 'rice', quantity: 2 }], 40_000);
    expect(first).toMatchObject({ amountMinor: 15_300, creditMinor: 15_000 });
    const rest = build('rc-4', [first], [{ productId: 'airtime', quantity: 3 }], 40_000);
    expect(rest.amountMinor).toBe(2700);
    expect('creditMinor' in rest).toBe(false);
  });

  it('takes nothing off without a balance, or for a sale paid in full', () => {
    expect('creditMinor' in build('rc-5', [], [{ productId: 'rice', quantity: 1 }])).toBe(false);
    expect('creditMinor' in build('rc-6', [], [{ productId: 'rice', quantity: 1 }], 0)).toBe(false);
    const paid = buildRefund({ id: 'rc-7', sale: SALE, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT, balanceMinor: 50_000 });
    expect(paid.ok && 'creditMinor' in paid.refund).toBe(false);
  });

  it('refuses what is taken off the account when it is 0, a fraction, more than the refund, or for a sale paid in full', () => {
    const refund = build('rc-8', [], [{ productId: 'rice', quantity: 1 }], 15_000);
    expect(refundProblem({ ...refund, creditMinor: 0 }, ON_CREDIT, [])).toEqual(expect.any(String));
    expect(refundProblem({ ...refund, creditMinor: 100.5 }, ON_CREDIT, [])).toEqual(expect.any(String));
    expect(refundProblem({ ...refund, creditMinor: 7651 }, ON_CREDIT, [])).toEqual(expect.any(String));
    const paidRefund = refundOf(SALE, [], [{ productId: 'rice', quantity: 1 }]);
    expect(refundProblem({ ...paidRefund, creditMinor: 100 }, SALE, [])).toEqual(expect.any(String));
    expect(refundProblem(paidRefund, SALE, [])).toBeNull();
  });
});
