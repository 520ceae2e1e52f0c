import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public entry point', () => {
  it('exposes what the backends, the session and the remotes use of every module', () => {
    for (const name of [
      'toMinor',
      'fromMinor',
      'formatMinor',
      'plainMinor',
      'parseMoneyInput',
      'utcDateKey',
      'emptyCart',
      'addToCart',
      'setLineQuantity',
      'removeLine',
      'cartTotals',
      'buildSale',
      'receiptText',
      'createSearchIndex',
      'dailySeriesFromStats',
      'applySaleToDailyStat',
      'validateSignup',
      'validateLogin',
      'validateProduct',
      'validateImageFile',
      'validateCustomer',
      'trialNotice',
      'trialEndsAt',
      'newBusinessProfile',
      'businessFromGoogleProfile',
      'authErrorMessage',
      'newSaleId',
      'shortOrderId',
      'greeting',
      'salesCsv',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.MAX_IMAGE_BYTES).toBe(5242880);
  });

  it('exposes the online store: its settings, orders, reservations and words', () => {
    for (const name of ['validateOnlineStore', 'onlineStoreProblem', 'storeNameMessage', 'publishedProducts', 'placeOrder', 'applyOrderAction', 'buildOrderSale', 'orderFloodRefusal', 'reservedUnits', 'availableStock', 'orderShortfalls', 'orderToShopLink', 'cancellationToCustomerLink', 'paymentInstructions']) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.ORDER_TRANSITIONS.complete.to).toBe('done');
  });
});
