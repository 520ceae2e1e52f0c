import { describe, expect, it } from 'vitest';
import {
  GATEWAY_SALE_OUTCOME, gatewayKeyOf, gatewayOrderMoves, gatewayPlanRefusal, gatewayShown, isStorePaymentReference, orderPaymentRefusal, paidMethodOf, payerEmailOf,
  paysOnline, refusedPaymentWords, STORE_GATEWAY_MESSAGES, storeGatewayWords, storePaymentReference, withRefusedPayment,
} from './store-gateway';
import type { StoreGatewayRefusal } from './store-gateway';
import type { RefusedOrderPayment } from './online-store-records';
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

describe('an online order paid through the shop\'s own account', () => {
  it('offers Pay now only where the plan allows the account and one is connected', () => {
    expect(paysOnline(standing('pro'), true)).toBe(true);
    expect(paysOnline(standing('trialing', undefined), true)).toBe(true);
    expect(paysOnline(standing('pro'), false)).toBe(false);
    expect(paysOnline(standing('basic'), true)).toBe(false);
    expect(paysOnline(standing('pro', new Date(now.getTime() - 60 * DAY)), true)).toBe(false);
  });

  it('confirms a received order before marking it paid, and only marks paid one already confirmed', () => {
    expect(gatewayOrderMoves({ status: 'received', payment: null }, 'Mobile Money', 4_500)).toEqual([
      { action: 'confirm' },
      { action: 'mark-paid', method: 'Mobile Money', amountMinor: 4_500 },
    ]);
    expect(gatewayOrderMoves({ status: 'confirmed', payment: null }, 'Card', 4_500)).toEqual([{ action: 'mark-paid', method: 'Card', amountMinor: 4_500 }]);
    // Already paid by hand: no confirm is asked again; the mark-paid is refused by the order itself and kept as a refused payment.
    expect(gatewayOrderMoves({ status: 'received', payment: { method: 'Cash', amountMinor: 4_500, paidAt: now } }, 'Card', 4_500)).toEqual([
      { action: 'mark-paid', method: 'Card', amountMinor: 4_500 },
    ]);
    expect(GATEWAY_SALE_OUTCOME).toBe('sale');
  });

  it('says every refusal in words', () => {
    const words: [StoreGatewayRefusal, string][] = [
      [{ code: 'key-format' }, STORE_GATEWAY_MESSAGES.keyFormat],
      [{ code: 'not-pro' }, STORE_GATEWAY_MESSAGES.notPro],
      [{ code: 'not-connected' }, 'This shop does not take payment online. Pay as the shop says.'],
      [{ code: 'order-paid' }, 'This order is already paid.'],
      [{ code: 'order-closed' }, 'This order can no longer be paid.'],
    ];
    for (const [refusal, said] of words) expect(storeGatewayWords(refusal)).toBe(said);
    expect(STORE_GATEWAY_MESSAGES.connected('1234')).toBe('Connected, ends in …1234');
    expect(orderPaymentRefusal({ status: 'done', payment: null })).toEqual({ code: 'order-closed' });
  });

  it('tells the customer and the owner why a payment the order did not take was refused, with the reference for the owner', () => {
    const refused = (reason: string): RefusedOrderPayment => ({ reference: 'store-abc', amountMinor: 4_500, currency: 'GHS', method: 'Mobile Money', at: now, reason });
    const reasons: [string, string][] = [
      ['already-paid', 'the order was already paid'],
      ['hold-lapsed', "the shop's hold on the goods had lapsed"],
      ['short', 'the goods are no longer in stock'],
      ['wrong-status', 'the order was cancelled or closed'],
      ['paid-cannot-cancel', 'the order was cancelled or closed'],
      ['something-new', 'the order could no longer be paid'],
    ];
    for (const [reason, said] of reasons) {
      expect(refusedPaymentWords(refused(reason), '₵45.00', 'customer')).toBe(
        `Your payment of ₵45.00 reached the shop, but this order did not take it: ${said}. The shop has been told and will refund you or contact you.`,
      );
    }
    expect(refusedPaymentWords(refused('short'), '₵45.00', 'owner')).toBe(
      'A payment of ₵45.00 came into your Paystack account (reference store-abc), but this order did not take it: the goods are no longer in stock. Refund it from your Paystack dashboard, or settle it with the customer.',
    );
  });

  it('keeps a refused payment on the order once, however often its event comes', () => {
    const refused: RefusedOrderPayment = { reference: 'store-abc', amountMinor: 4_500, currency: 'GHS', method: 'Card', at: now, reason: 'already-paid' };
    const order = { id: 'order-1' } as { id: string; refusedPayments?: RefusedOrderPayment[] };
    const once = withRefusedPayment(order, refused);
    expect(once.refusedPayments).toEqual([refused]);
    expect(withRefusedPayment(once, { ...refused, at: new Date(now.getTime() + 1_000) })).toBe(once);
    const another = { ...refused, reference: 'store-def' };
    expect(withRefusedPayment(once, another).refusedPayments).toEqual([refused, another]);
  });
});
