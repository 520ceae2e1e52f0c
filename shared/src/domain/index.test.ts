import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public entry point', () => {
  it('exposes the API of every module', () => {
    for (const name of [
      'toMinor',
      'fromMinor',
      'formatMoney',
      'formatMinor',
      'parseMoneyInput',
      'utcDateKey',
      'emptyCart',
      'addToCart',
      'setLineQuantity',
      'removeLine',
      'clearCart',
      'cartLineCount',
      'canAddToCart',
      'cartTotals',
      'buildSale',
      'receiptText',
      'matchesQuery',
      'createSearchIndex',
      'searchProducts',
      'searchCustomers',
      'searchSales',
      'revenueInPeriod',
      'periodStart',
      'dailySeries',
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
});
