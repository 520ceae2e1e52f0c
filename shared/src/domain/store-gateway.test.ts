import { describe, expect, it } from 'vitest';
import { gatewayKeyOf, gatewayPlanRefusal, gatewayShown, isStorePaymentReference, orderPaymentRefusal, paidMethodOf, payerEmailOf, storeGatewayWords, storePaymentReference } from './store-gateway';
import { planPaymentReference } from './plan-payments';
import { planStanding } from './plans';

const DAY = 86_400_000;
const now = new Date('2026-12-02T12:00:00Z');
const standing = (plan: 'trialing' | 'basic' | 'pro', paidUntil: Date | undefined = new Date(now.getTime() + 10 * DAY)) =>
  planStanding({ plan, trialEndsAt: new Date(now.getTime() - (plan === 'trialing' ? -5 : 40) * DAY), ...(paidUntil ? { paidUntil } : {}) }, now);

describe("a shop's own Paystack account", () => {
  it('takes a secret key as Paystack issues one, trimmed, and nothing else', () => {
    expect(gatewayKeyOf('  sk_live_0123456789abcdefABCDEF  ')).toEqual({ ok: true, key: 'sk_live_0123456789abcdefABCDEF' });
    for (const typed of ['pk_live_0123456789abcdefABCDEF', 'sk_live_short', 'sk_prod_0123456789abcdefABCDEF', 'sk_test_0123456789abcdef ABCDEF', 42, null]) {
      expect(gatewayKeyOf(typed)).toEqual({ ok: false, refusal: { code: 'key-format' } });
    }
  });

  it('shows the owner only how the key ends and which mode it is', () => {
    const shown = gatewayShown('sk_test_0123456789abcdef1234', now);
    expect(shown).toEqual({ connected: true, keyEnding: '1234', mode: 'test', connectedAt: now });
    expect(JSON.stringify(shown)).not.toContain('0123456789');
  });

  it('is for Pro and the Pro trial; Basic and a view-only shop are refused in words', () => {
    expect(gatewayPlanRefusal(standing('pro'))).toBeNull();
    expect(gatewayPlanRefusal(standing('trialing', undefined))).toBeNull();
    expect(gatewayPlanRefusal(standing('basic'))).toEqual({ code: 'not-pro' });
    expect(gatewayPlanRefusal(standing('pro', new Date(now.getTime() - 60 * DAY)))).toEqual({ code: 'not-pro' });
    expect(storeGatewayWords({ code: 'not-pro' })).toBe('Your own Paystack account is part of Pro. Upgrade in Settings › Plan to connect it.');
  });

  it('takes payment for an open, unpaid order only', () => {
    expect(orderPaymentRefusal({ status: 'received', payment: null })).toBeNull();
    expect(orderPaymentRefusal({ status: 'confirmed', payment: { method: 'Cash', amountMinor: 100, paidAt: now } })).toEqual({ code: 'order-paid' });
    expect(orderPaymentRefusal({ status: 'cancelled', payment: null })).toEqual({ code: 'order-closed' });
  });

  it("makes references no plan payment's can be, records Paystack's channel as the sale's method, and a payer address from the phone", () => {
    const reference = storePaymentReference('ab-12/cd');
    expect(reference).toBe('store-ab12cd');
    expect(isStorePaymentReference(reference)).toBe(true);
    expect(isStorePaymentReference(planPaymentReference('ab12cd'))).toBe(false);
    expect([paidMethodOf('mobile_money'), paidMethodOf('card'), paidMethodOf('bank_transfer'), paidMethodOf('ussd')]).toEqual(['Mobile Money', 'Card', 'Bank Transfer', 'Other']);
    expect(payerEmailOf({ storeName: 'efua-provisions', customer: { name: 'Ngozi', phone: '+233 20 123 4567' } })).toBe('233201234567@efua-provisions.shopdesk.store');
  });
});
