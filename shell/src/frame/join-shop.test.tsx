// The Join step in the frame (join-shop.tsx): an account a shop invited is shown which shop, and
// nothing joins it, nor makes it a shop of its own, until it chooses Join; Decline declines; a
// look-up that failed offers Try again. The adapter's side (Firebase, rules enforced) is
// shared/src/backend/firebase/staff-accounts.test.ts's.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, seedLocalAccount } from '@shop/shared/testing';
import type { LocalBackend } from '@shop/shared/testing';
import { BackendProvider } from '@shop/shared/session';
import type { Backend, BackendUser, PendingJoin } from '@shop/shared/session';
import { Frame } from './frame';
import { JOIN_SHOP_TEXT } from './join-shop-words';

vi.mock('../remotes', () => ({
  loadRemoteApp: () => Promise.resolve({ bootstrap: () => Promise.resolve(), mount: () => Promise.resolve(), unmount: () => Promise.resolve() }),
}));

const INVITED: PendingJoin = {
  status: 'invited',
  invitation: { shopName: 'Kente Corner', ownerEmail: 'kwame@example.com', expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) },
};

let local: LocalBackend;
let dbCount = 0;

beforeEach(async () => {
  local = createLocalBackend({ dbName: `join-shop-test-${++dbCount}`, passwordIterations: 1000 });
  await local.authStateReady();
  await seedLocalAccount(local, { email: 'efua@example.com', password: 'Kente-Sunrise-2026', profile: { ownerName: 'Efua', businessName: "Efua's own" } });
  await local.signIn('efua@example.com', 'Kente-Sunrise-2026');
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  local.close();
  vi.restoreAllMocks();
});

/** The local backend with its signed-in account waiting on `pending` until it joins (a stand-in for Firebase's adapter). */
function waitingBackend(pending: PendingJoin | null) {
  let waiting = pending;
  const listeners = new Set<(user: BackendUser | null) => void>();
  const user = () => {
    const signedIn = local.currentUser();
    return signedIn && waiting ? { ...signedIn, pendingJoin: waiting } : signedIn;
  };
  const tell = () => listeners.forEach((l) => l(user()));
  const calls = {
    joinShop: vi.fn(() => {
      waiting = null;
      tell();
      return Promise.resolve(user() as BackendUser);
    }),
    declineInvitation: vi.fn(() => local.signOut()),
    checkInvitation: vi.fn(() => Promise.resolve(user())),
    getOrCreateBusiness: vi.fn((who: BackendUser) => local.getOrCreateBusiness(who)),
  };
  const backend = new Proxy(local, {
    get(target, property, receiver) {
      if (property === 'currentUser') return user;
      if (property === 'onAuthStateChanged')
        return (onNext: (u: BackendUser | null) => void) => {
          listeners.add(onNext);
          const stop = target.onAuthStateChanged((next) => onNext(next && waiting ? { ...next, pendingJoin: waiting } : next));
          return () => {
            listeners.delete(onNext);
            stop();
          };
        };
      if (property in calls) return calls[property as keyof typeof calls];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Backend;
  return { backend, calls };
}

const renderFrame = (backend: Backend) =>
  render(
    <BackendProvider backend={backend}>
      <Frame />
    </BackendProvider>,
  );

describe('The Join step', () => {
  it('shows which shop invited the account, and joins nothing, nor makes a shop, until Join', async () => {
    const { backend, calls } = waitingBackend(INVITED);
    renderFrame(backend);
    expect(await screen.findByRole('heading', { name: 'Join Kente Corner?' })).toBeVisible();
    expect(screen.getByText(JOIN_SHOP_TEXT.invitedBy('Kente Corner', 'kwame@example.com'))).toBeVisible();
    expect(screen.getByText(/The invitation lapses on/)).toBeVisible();
    expect(calls.getOrCreateBusiness).not.toHaveBeenCalled();
    expect(calls.joinShop).not.toHaveBeenCalled();

    // Keyboard: Tab to Join, Enter.
    const user = userEvent.setup();
    const join = screen.getByRole('button', { name: 'Join' });
    while (document.activeElement !== join) await user.tab();
    await user.keyboard('{Enter}');
    expect(calls.joinShop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.getOrCreateBusiness).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Join Kente Corner?' })).toBeNull());
    expect(calls.declineInvitation).not.toHaveBeenCalled();
  });

  it('declines on Decline, without joining', async () => {
    const { backend, calls } = waitingBackend(INVITED);
    renderFrame(backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(calls.declineInvitation).toHaveBeenCalledTimes(1);
    expect(calls.joinShop).not.toHaveBeenCalled();
    expect(calls.getOrCreateBusiness).not.toHaveBeenCalled();
  });

  it('offers no Join once the invitation lapsed, and says so', async () => {
    const { backend } = waitingBackend({ status: 'invited', invitation: { ...INVITED.invitation, expiresAt: new Date(Date.now() - 1000) } });
    renderFrame(backend);
    expect(await screen.findByText(/This invitation lapsed on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('says a failed look-up could not check, offers Try again, and makes no shop meanwhile', async () => {
    const { backend, calls } = waitingBackend({ status: 'unchecked' });
    renderFrame(backend);
    expect(await screen.findByText(JOIN_SHOP_TEXT.unchecked)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.checkInvitation).toHaveBeenCalledTimes(1);
    expect(calls.getOrCreateBusiness).not.toHaveBeenCalled();
  });
});
