// The Backend contract: Pro's own Paystack account (port.ts StoreGatewayApi; domain/store-gateway.ts).
// The owner connects it by its secret key and reads back only how it ends; a key that is not one,
// a Basic shop and anyone but the owner are refused in words; disconnected, it reads as not
// connected. A shop gone to Basic keeps its key. The plan is moved by the helpers (`setPlan`), so
// an adapter without it skips (Firebase: functions/test/store-payments.test.ts, with the rules).
import { describe, expect, it } from 'vitest';
import type { StoreGateway } from '../../domain/store-gateway';
import type { Backend } from '../../backend/port';
import { expectCode, observe } from './support';
import type { ContractContext } from './support';

const KEY = 'sk_test_4f1c0a9e7b2d4c6e8a0b1c2d3e4f1234';

export function storeGatewayContract<B extends Backend>(context: ContractContext<B>): void {
  const { helpers } = context;
  const setPlan = helpers.setPlan;
  const suite = setPlan === undefined ? describe.skip : describe;

  suite(setPlan === undefined ? "the shop's own Paystack account (skipped: the adapter has no way to write the plan record)" : "the shop's own Paystack account", () => {
    const shownOf = (backend: B, uid: string, ready: (gateway: StoreGateway) => boolean) => {
      const seen = observe<StoreGateway>((next, error) => backend.subscribeStoreGateway(uid, next, error));
      return seen.until(ready, 'the account as shown');
    };

    it('connects on Pro, shows only how the key ends, and disconnects', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      expect(await shownOf(backend, uid, () => true)).toMatchObject({ connected: false, keyEnding: null });
      await expectCode(backend.connectStoreGateway(uid, 'pk_test_4f1c0a9e7b2d4c6e8a0b'), 'invalid-argument');
      await expectCode(backend.connectStoreGateway('someone-else', KEY), 'permission-denied');
      const connected = await backend.connectStoreGateway(uid, KEY);
      expect(connected).toMatchObject({ connected: true, keyEnding: '1234', mode: 'test' });
      const shown = await shownOf(backend, uid, (gateway) => gateway.connected);
      expect(shown).toMatchObject({ connected: true, keyEnding: '1234', mode: 'test' });
      expect(JSON.stringify(shown)).not.toContain(KEY);
      await backend.disconnectStoreGateway(uid);
      expect(await shownOf(backend, uid, (gateway) => !gateway.connected)).toMatchObject({ connected: false, keyEnding: null });
    });

    it('refuses a Basic shop in words; a shop gone to Basic keeps the key it connected on Pro', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      await backend.connectStoreGateway(uid, KEY);
      const put = setPlan as NonNullable<typeof setPlan>;
      await put(backend, uid, { plan: 'basic', trialEndsAt: new Date(Date.now() - 40 * 86_400_000), paidUntil: new Date(Date.now() + 30 * 86_400_000) });
      await expect(backend.connectStoreGateway(uid, 'sk_live_4f1c0a9e7b2d4c6e8a0b1c2d3e4f9999')).rejects.toMatchObject({
        code: 'failed-precondition',
        message: 'Your own Paystack account is part of Pro. Upgrade in Settings › Plan to connect it.',
      });
      expect(await shownOf(backend, uid, () => true)).toMatchObject({ connected: true, keyEnding: '1234' });
    });
  });
}
