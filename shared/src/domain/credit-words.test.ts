import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import { accountStatement } from './account-statement';
import { applyRepayment, outstandingDebts } from './credit';
import type { AccountRecords } from './credit';
import { amountsText, CREDIT_DAYS_TEXT, creditDaysMessage, dueStatusText, reminderText, repaymentReceiptText, statementText } from './credit-words';
import type { Refund, Repayment } from './entities';

// Ama bought on credit twice in cedis (₵60 then ₵90 owed) and once in naira, and paid ₵20 back.
const ama = { id: 'c-ama', name: 'Ama Owusu' };
const first = saleOf({
  id: '11111111-aaaa-4000-8000-000000000001',
  lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 10000, quantity: 1 }],
  tenderedMinor: 4000,
  customer: ama,
  credit: { dueOn: '2026-11-01' },
  at: new Date('2026-10-02T10:00:00Z'),
});
const second = saleOf({
  id: '22222222-bbbb-4000-8000-000000000002',
  lines: [{ id: 'oil', name: 'Frytol 1L', priceMinor: 9000, quantity: 1 }],
  customer: ama,
  credit: { dueOn: '2026-12-15' },
  at: new Date('2026-11-15T10:00:00Z'),
});
const naira = saleOf({
  id: '33333333-cccc-4000-8000-000000000003',
  lines: [{ id: 'ankara', name: 'Ankara', priceMinor: 500000, quantity: 1, currency: 'NGN' }],
  customer: ama,
  credit: { dueOn: '2026-11-22' },
  at: new Date('2026-11-20T10:00:00Z'),
});
const paid: Repayment = { id: '44444444-dddd-4000-8000-000000000004', customer: ama, amountMinor: 2000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-10-20T09:30:00Z') };
const records: AccountRecords = { sales: [first, second, naira], repayments: [paid], refunds: [] };
const TODAY = '2026-11-22';

describe('dueStatusText', () => {
  it('says how late a debt is, or when it falls due', () => {
    expect(dueStatusText('2026-11-21', TODAY)).toBe('1 day overdue');
    expect(dueStatusText('2026-10-23', TODAY)).toBe('30 days overdue');
    expect(dueStatusText(TODAY, TODAY)).toBe('Due today');
    expect(dueStatusText('2026-11-23', TODAY)).toBe('Due in 1 day');
    expect(dueStatusText('2026-12-22', TODAY)).toBe('Due in 30 days');
  });
});

describe('amountsText', () => {
  it('joins amounts in several currencies, in the currencies\' order', () => {
    expect(amountsText({ NGN: 500000, GHS: 4000 })).toBe('₵40.00 and ₦5,000.00');
    expect(amountsText({ GHS: 4000, NGN: 1, USD: 250 })).toBe('₵40.00, ₦0.01 and $2.50');
    expect(amountsText({ GHS: 4000 })).toBe('₵40.00');
  });
});

describe('repaymentReceiptText', () => {
  it('prints the shop, what was paid and how, the sales it paid towards and what is still owed', () => {
    const debts = outstandingDebts(records);
    const repayment: Repayment = { id: 'abcdef12-0000-4000-8000-000000000000', customer: ama, amountMinor: 5000, currency: 'GHS', method: 'Mobile Money', createdAt: new Date('2026-11-22T14:05:00Z') };
    const towards = applyRepayment(debts, ama.id, 'GHS', 5000);
    const text = repaymentReceiptText(repayment, { businessName: "Akosua's Provisions" }, { timeZone: 'Africa/Accra', towards, balanceAfterMinor: 13000 - 5000 });
    expect(text).toBe(
      [
        "Akosua's Provisions",
        'PAYMENT RECEIVED',
        'Date: Nov 22, 2026 14:05',
        'Receipt: #ABCDEF12',
        'Customer: Ama Owusu',
        '--------------------------------',
        'Paid: ₵50.00',
        'Method: Mobile Money',
        'Pays towards:',
        '  #11111111: ₵40.00, paid off',
        '  #22222222: ₵10.00',
        '--------------------------------',
        'Still owed: ₵80.00',
        '--------------------------------',
        'Thank you!',
      ].join('\n'),
    );
  });

  it('says paid up when nothing is left, and leaves out what it is not told', () => {
    const repayment: Repayment = { ...paid, createdAt: new Date('2026-11-22T14:05:00Z') };
    expect(repaymentReceiptText(repayment, null, { balanceAfterMinor: 0 })).toContain('Paid up: nothing is owed.');
    const bare = repaymentReceiptText(repayment, { businessName: '  ' });
    expect(bare.startsWith('PAYMENT RECEIVED')).toBe(true);
    expect(bare).not.toContain('Pays towards');
    expect(bare).not.toContain('Still owed');
  });
});

describe('statementText', () => {
  it('lists every line with its date, change and running balance, then what is owed', () => {
    const text = statementText({
      customerName: 'Ama Owusu',
      lines: accountStatement(ama.id, records),
      owes: { GHS: 13000, NGN: 500000 },
      business: { businessName: "Akosua's Provisions" },
      now: new Date('2026-11-22T14:05:00Z'),
      timeZone: 'UTC',
    });
    expect(text.split('\n')).toEqual([
      "Akosua's Provisions",
      'Statement for Ama Owusu',
      'Date: Nov 22, 2026 14:05',
      '--------------------------------',
      'Oct 2, 2026 10:00 Sale #11111111',
      '  Total ₵100.00, paid now ₵40.00, due Nov 1, 2026',
      '  +₵60.00 · Balance ₵60.00',
      'Oct 20, 2026 09:30 Payment by Cash',
      '  -₵20.00 · Balance ₵40.00',
      'Nov 15, 2026 10:00 Sale #22222222',
      '  Total ₵90.00, paid now ₵0.00, due Dec 15, 2026',
      '  +₵90.00 · Balance ₵130.00',
      'Nov 20, 2026 10:00 Sale #33333333',
      '  Total ₦5,000.00, paid now ₦0.00, due Nov 22, 2026',
      '  +₦5,000.00 · Balance ₦5,000.00',
      '--------------------------------',
      'You owe: ₵130.00 and ₦5,000.00',
    ]);
  });

  it('names a refund of a credit sale and what it took off the account', () => {
    const refund: Refund = {
      id: '55555555-eeee-4000-8000-000000000005',
      saleId: second.id,
      items: [],
      amountMinor: 9000,
      creditMinor: 9000,
      currency: 'GHS',
      paymentMethod: 'Cash',
      reason: '',
      createdAt: new Date('2026-11-16T08:00:00Z'),
      customer: ama,
    } as Refund;
    const text = statementText({
      customerName: 'Ama Owusu',
      lines: accountStatement(ama.id, { sales: [second], repayments: [], refunds: [refund] }),
      owes: {},
      business: null,
      now: new Date('2026-11-22T14:05:00Z'),
    });
    expect(text).toContain('Nov 16, 2026 08:00 Refund of #22222222\n  ₵90.00 refunded, ₵90.00 of it taken off the account\n  -₵90.00 · Balance ₵0.00');
    expect(text.endsWith('Paid up: nothing is owed.')).toBe(true);
  });

  it('says when nothing was ever put on account', () => {
    const text = statementText({ customerName: 'Efua', lines: [], owes: {}, business: null, now: new Date('2026-11-22T14:05:00Z') });
    expect(text).toContain('Nothing on account.');
  });
});

describe('reminderText', () => {
  it('says what is owed, and when each part was or is due, summed by due date, oldest first', () => {
    const text = reminderText({
      customerName: 'Ama Owusu',
      businessName: "Akosua's Provisions",
      debts: outstandingDebts(records),
      owes: { GHS: 13000, NGN: 500000 },
      todayKey: TODAY,
    });
    expect(text.split('\n')).toEqual([
      'Hello Ama Owusu,',
      "A reminder from Akosua's Provisions: you owe ₵130.00 and ₦5,000.00.",
      '₵40.00 was due on Nov 1, 2026.',
      '₵90.00 is due on Dec 15, 2026.',
      '₦5,000.00 is due today, Nov 22, 2026.',
      'Thank you!',
    ]);
  });

  it('reminds only of the currencies asked, and without a shop name', () => {
    const text = reminderText({ customerName: 'Ama Owusu', businessName: null, debts: outstandingDebts(records), owes: { NGN: 500000 }, todayKey: '2026-11-30' });
    expect(text).toContain('A reminder: you owe ₦5,000.00.');
    expect(text).toContain('₦5,000.00 was due on Nov 22, 2026.');
    expect(text).not.toContain('₵');
  });
});

describe('the days to pay', () => {
  it('says what is wrong with each value the field cannot keep, naming the bounds', () => {
    expect(creditDaysMessage('required')).toBe('Enter how many days customers have to pay, from 1 to 366.');
    expect(creditDaysMessage('not-whole')).toBe('Enter a whole number of days, from 1 to 366.');
    expect(creditDaysMessage('out-of-range')).toBe('Days to pay must be from 1 to 366.');
  });

  it('says what was saved, in days', () => {
    expect(CREDIT_DAYS_TEXT.saved(14)).toBe('Saved: new credit sales fall due after 14 days.');
    expect(CREDIT_DAYS_TEXT.saved(1)).toBe('Saved: new credit sales fall due after 1 day.');
    expect(CREDIT_DAYS_TEXT.hint).toContain('From 1 to 366; 30 until you change it.');
  });
});
