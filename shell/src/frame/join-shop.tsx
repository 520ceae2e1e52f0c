// The Join step (docs/firebase.md, 'Staff accounts'): a person who signed in with no shop of their
// own, whose address a shop invited, sees which shop (its name and the owner's address, as the
// invitation holds them) and chooses Join or Decline; nothing joins them before. Anyone may invite
// any address, so only the person can tell the shop they expected from another. When the look-up
// for an invitation failed (the network dropped), they are told so and may try again: they are
// never made a shop of their own meanwhile.
import { useState } from 'react';
import { useBackend } from '@shop/shared/session';
import type { PendingJoin } from '@shop/shared/session';
import { Button, ErrorBanner } from '@shop/shared/ui';
import styles from './join-shop.module.css';
import { JOIN_SHOP_TEXT } from './join-shop-words';

type Action = 'join' | 'decline' | 'log-out' | 'check';

const dayText = (date: Date) => date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

export function JoinShop({ pendingJoin, now = new Date() }: { pendingJoin: PendingJoin; now?: Date }) {
  const backend = useBackend();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (action: Action, work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(action);
    setFailed(false);
    try {
      await work();
    } catch (error) {
      console.error(`The Join step's ${action} failed`, error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const logOut = (
    <Button variant="ghost" loading={busy === 'log-out'} onClick={() => void run('log-out', () => backend.signOut())}>
      {JOIN_SHOP_TEXT.logOut}
    </Button>
  );

  if (pendingJoin.status === 'unchecked') {
    return (
      <section className={styles.panel} aria-labelledby="join-shop-heading">
        <h1 id="join-shop-heading">{JOIN_SHOP_TEXT.uncheckedHeading}</h1>
        <p>{JOIN_SHOP_TEXT.unchecked}</p>
        {failed ? <ErrorBanner>{JOIN_SHOP_TEXT.failed}</ErrorBanner> : null}
        <div className={styles.actions}>
          <Button variant="primary" loading={busy === 'check'} onClick={() => void run('check', () => backend.checkInvitation())}>
            {JOIN_SHOP_TEXT.tryAgain}
          </Button>
          {logOut}
        </div>
      </section>
    );
  }

  const { shopName, ownerEmail, expiresAt } = pendingJoin.invitation;
  const lapsed = expiresAt.getTime() <= now.getTime();
  return (
    <section className={styles.panel} aria-labelledby="join-shop-heading">
      <h1 id="join-shop-heading">{JOIN_SHOP_TEXT.heading(shopName)}</h1>
      <p>{JOIN_SHOP_TEXT.invitedBy(shopName, ownerEmail)}</p>
      {lapsed ? (
        <p>{JOIN_SHOP_TEXT.lapsed(dayText(expiresAt))}</p>
      ) : (
        <>
          <p>{JOIN_SHOP_TEXT.check}</p>
          <p>{JOIN_SHOP_TEXT.lapses(dayText(expiresAt))}</p>
        </>
      )}
      {failed ? <ErrorBanner>{JOIN_SHOP_TEXT.failed}</ErrorBanner> : null}
      <div className={styles.actions}>
        {lapsed ? null : (
          <Button variant="primary" loading={busy === 'join'} onClick={() => void run('join', () => backend.joinShop())}>
            {JOIN_SHOP_TEXT.join}
          </Button>
        )}
        <Button variant="secondary" loading={busy === 'decline'} onClick={() => void run('decline', () => backend.declineInvitation())}>
          {JOIN_SHOP_TEXT.decline}
        </Button>
        {logOut}
      </div>
    </section>
  );
}
