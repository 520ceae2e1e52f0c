// The words that count or fill in amounts: one and many said apart, whole numbers grouped in
// thousands as en-US writes them, and every amount placed where the sentence needs it. Screens show
// these as they are, so a slip here reaches every shop.
import { describe, expect, it } from 'vitest';
import { OWE_BOOK_TEXT } from './credit-words';
import { newExpenseId, newRepaymentId } from './ids';
import { COST_MESSAGES } from './messages';
import { CREDIT_MESSAGES } from './pay-later-words';
import { REFUND_MESSAGES } from './refund-words';

describe('words that count', () => {
  it('says one product and many products without cost apart, grouping thousands', () => {
    expect(COST_MESSAGES.uncosted(1)).toBe('1 product in stock has no cost price');
    expect(COST_MESSAGES.uncosted(1200)).toBe('1,200 products in stock have no cost price');
  });

  it('counts who owes the shop, and how many of them are shown', () => {
    expect(OWE_BOOK_TEXT.count(1)).toBe('1 customer owes you');
    expect(OWE_BOOK_TEXT.count(2500)).toBe('2,500 customers owe you');
    expect(OWE_BOOK_TEXT.showing(50, 1234)).toBe('Showing 50 of 1,234');
    expect(OWE_BOOK_TEXT.total('NGN')).toBe('Owed to you (NGN)');
    expect(OWE_BOOK_TEXT.noMatch('Kofi')).toBe('No one who owes you has “Kofi” in their name or phone.');
  });
});

describe('words that fill in amounts', () => {
  it('places cost figures where each sentence needs them', () => {
    expect(COST_MESSAGES.priceBelowCost('₵1.50')).toBe('Price is below cost: each sale loses ₵1.50.');
    expect(COST_MESSAGES.costBecomes('₵4.20')).toBe('Cost becomes ₵4.20 a unit.');
    expect(COST_MESSAGES.costStays('₵4.00')).toBe('Cost stays ₵4.00 a unit.');
    expect(COST_MESSAGES.deliveryAt('₵3.90')).toBe('Delivery at ₵3.90 a unit');
    expect(COST_MESSAGES.costAfter('₵4.05')).toBe('Cost after: ₵4.05 a unit');
    expect(COST_MESSAGES.atPrice('₵900.00')).toBe('₵900.00 at price');
    expect(COST_MESSAGES.atCost('₵610.00')).toBe('₵610.00 at cost');
  });

  it("says a customer's account with and without a credit limit", () => {
    expect(CREDIT_MESSAGES.accountNow('Kofi Boateng', '₵30.00', null)).toBe('Kofi Boateng owes ₵30.00 now, with no credit limit.');
    expect(CREDIT_MESSAGES.accountNow('Kofi Boateng', '₵30.00', '₵60.00')).toBe('Kofi Boateng owes ₵30.00 now; their limit is ₵60.00.');
    expect(REFUND_MESSAGES.onAccountNote('Ama', '₵12.00')).toBe(
      'Sold on credit: Ama owes ₵12.00. What is owed comes off the account first; only the rest is handed back.',
    );
  });
});

describe('ids made once and kept through retries', () => {
  it('makes an expense id and a repayment id from the uuid source given, a fresh one each time by default', () => {
    expect(newExpenseId(() => 'e-1')).toBe('e-1');
    expect(newRepaymentId(() => 'r-1')).toBe('r-1');
    expect(newExpenseId()).not.toBe(newExpenseId());
    expect(newRepaymentId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
