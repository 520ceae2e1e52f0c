import { describe, expect, it } from 'vitest';
import type { StorePayments } from './online-store-records';
import { customerStatusText, ORDER_STATUS_CUSTOMER_LABELS, ORDER_STATUS_SHOP_LABELS, paymentInstructions, SHORTFALL_WORDS, ONLINE_STORE_TEXT } from './online-store-words';

const payments: StorePayments = {
  mobileMoney: { number: '233244123456', name: 'Ama Mensah' },
  bankTransfer: { bankName: 'GCB Bank', accountName: 'Ama Fabrics', accountNumber: '1234 5678 90' },
  cashOnPickup: true,
  cashOnDelivery: true,
};
const none: StorePayments = { mobileMoney: null, bankTransfer: null, cashOnPickup: false, cashOnDelivery: false };

describe('what to pay and how', () => {
  it('names the account the customer pays to, with the total in the store currency', () => {
    expect(paymentInstructions('mobile-money', payments, 32_050, 'GHS')).toBe('Pay ₵320.50 by mobile money to +233244123456 (Ama Mensah).');
    expect(paymentInstructions('bank-transfer', payments, 500_000, 'NGN')).toBe('Pay ₦5,000.00 by bank transfer to Ama Fabrics, GCB Bank, account 1234 5678 90.');
    expect(paymentInstructions('cash-on-pickup', payments, 100, 'GHS')).toBe('Pay ₵1.00 in cash when you pick the order up.');
    expect(paymentInstructions('cash-on-delivery', payments, 100, 'GHS')).toBe('Pay ₵1.00 in cash on delivery.');
  });

  it('still says how when the store no longer lists the account', () => {
    expect(paymentInstructions('mobile-money', none, 100, 'GHS')).toBe('Pay ₵1.00 by mobile money.');
    expect(paymentInstructions('bank-transfer', none, 100, 'GHS')).toBe('Pay ₵1.00 by bank transfer.');
  });
});

describe('statuses and flags', () => {
  it('tells the customer the status, and why an order was cancelled', () => {
    expect(customerStatusText({ status: 'received', cancellation: null })).toBe(ORDER_STATUS_CUSTOMER_LABELS.received);
    expect(customerStatusText({ status: 'cancelled', cancellation: { reason: 'Palm oil ran out', by: 'owner', at: new Date(0) } })).toBe('Cancelled — Palm oil ran out');
    expect(customerStatusText({ status: 'cancelled', cancellation: null })).toBe('Cancelled');
    expect(ORDER_STATUS_SHOP_LABELS.received).toBe('New');
  });

  it('says what an order is short of and what is reserved', () => {
    expect(SHORTFALL_WORDS.line('Rice 5kg', 1200, 3)).toBe('Rice 5kg: 1,200 ordered, 3 left');
    expect(ONLINE_STORE_TEXT.reserved(2)).toBe('2 reserved');
    expect(ONLINE_STORE_TEXT.deliveryLine('Osu')).toBe('Delivery (Osu)');
  });
});
