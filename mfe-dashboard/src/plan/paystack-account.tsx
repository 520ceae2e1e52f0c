// Settings › Plan: Pro's own Paystack account for the online store (domain/store-gateway.ts; port.ts
// StoreGatewayApi; functions/README.md, 'A shop's own Paystack account'). The owner pastes the
// account's secret key once; it is never shown again — only that it is connected and how it ends.
// Off Pro the form says why; a shop gone to Basic keeps its key and is told what that means.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { gatewayPlanRefusal, planStanding, STORE_GATEWAY_MESSAGES } from '@shop/shared/domain';
import type { Business, StoreGateway } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useLive, useShop } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import styles from './plan-screen.module.css';

export const PAYSTACK_ACCOUNT_TEXT = {
  title: 'Your own Paystack account',
  what: "On Pro, your online store's customers pay by mobile money or card into your own Paystack account, and each order is marked paid when Paystack confirms it.",
  keyLabel: 'Secret key',
  keyHint: "From your Paystack dashboard, Settings › API Keys & Webhooks. It is kept where no screen can show it again. Set the webhook URL there to your ShopDesk server's paystackWebhook.",
  connect: 'Connect',
  connecting: 'Connecting…',
  disconnect: 'Disconnect',
  failed: 'The account could not be connected. Check your connection and try again.',
  failedLoad: 'Your Paystack account could not be loaded.',
} as const;

const T = PAYSTACK_ACCOUNT_TEXT;

export function PaystackAccount({ business, now }: { business: Business; now: Date }) {
  const { uid, backend } = useShop();
  const gateway = useLive<StoreGateway>(uid && `store-gateway:${uid}`, (next, fail) => backend.subscribeStoreGateway(uid as string, next, fail));
  const [key, setKey] = useState('');
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const onPro = gatewayPlanRefusal(planStanding(business, now)) === null;
  const connected = gateway.status === 'ready' && gateway.data.connected ? gateway.data : null;

  const run = (work: () => Promise<unknown>) => {
    setState('busy');
    setFailure(null);
    work().then(
      () => {
        setKey('');
        setState('idle');
      },
      (error: unknown) => {
        setState('idle');
        setFailure(isBackendError(error, 'invalid-argument') || isBackendError(error, 'failed-precondition') || isBackendError(error, 'permission-denied') ? messageWithoutPrefix(error) : T.failed);
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uid) run(() => backend.connectStoreGateway(uid, key));
  };

  return (
    <section aria-labelledby="paystack-account" className={styles.card}>
      <h2 id="paystack-account" className={styles.heading}>
        {T.title}
      </h2>
      <p className={styles.detail}>{T.what}</p>
      {gateway.status === 'error' && <ErrorBanner onRetry={gateway.retry}>{T.failedLoad}</ErrorBanner>}
      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      {gateway.status === 'ready' && (
        <p role="status">{connected?.keyEnding ? STORE_GATEWAY_MESSAGES.connected(connected.keyEnding) : STORE_GATEWAY_MESSAGES.notConnectedOwner}</p>
      )}
      {connected && !onPro && <p className={styles.detail}>{STORE_GATEWAY_MESSAGES.basicKeeps}</p>}
      {connected && uid && (
        <Button onClick={() => run(() => backend.disconnectStoreGateway(uid))} disabled={state === 'busy'}>
          {T.disconnect}
        </Button>
      )}
      {!connected && gateway.status === 'ready' && !onPro && <p className={styles.detail}>{STORE_GATEWAY_MESSAGES.notPro}</p>}
      {!connected && gateway.status === 'ready' && onPro && (
        <form onSubmit={submit} aria-labelledby="paystack-account">
          <Field label={T.keyLabel} type="password" autoComplete="off" spellCheck={false} value={key} onChange={(event) => setKey(event.target.value)} hint={T.keyHint} required />
          <div className={styles.pay}>
            <Button type="submit" variant="primary" disabled={state === 'busy' || key.trim() === ''}>
              {state === 'busy' ? T.connecting : T.connect}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
