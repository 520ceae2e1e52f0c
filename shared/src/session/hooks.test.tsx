import 'fake-indexeddb/auto';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createLocalBackend } from '../backend/local';
import { seedLocalAccount } from '../testing/local-seed';
import type { LocalBackend } from '../backend/local';
import type { BackendUser, ErrorCallback } from '../backend/port';
import { BackendProvider } from './backend-context';
import { useAuth, useAuthIfOpen, useBusiness, useExpenses, useProducts } from './hooks';
import { LIVE_RETRY_DELAYS_MS, useLive } from './use-live';
import { createSession, currentSession, deferSession, mayBeSignedIn, openSession, requireSession, resetSessionForTests, SIGNED_IN_HINT_KEY } from './session';
import { useBackend } from './backend-context';

let backend: LocalBackend;
let n = 0;
beforeEach(async () => {
  backend = createLocalBackend({ dbName: `session-test-${++n}`, passwordIterations: 1000 });
  await backend.authStateReady();
});
afterEach(() => {
  backend.close();
  resetSessionForTests();
});

const wrapper = ({ children }: { children: ReactNode }) => <BackendProvider backend={backend}>{children}</BackendProvider>;

async function signIn() {
  await seedLocalAccount(backend, { email: 'kofi@example.com', password: 'pass-word-2026', profile: { ownerName: 'Kofi' } });
  return backend.signIn('kofi@example.com', 'pass-word-2026');
}

describe('useLive', () => {
  it('subscribes while mounted, re-subscribes when the key changes and releases on unmount', async () => {
    const released: string[] = [];
    const subscribe = vi.fn((key: string) => (onNext: (v: string) => void, _onError: ErrorCallback) => {
      queueMicrotask(() => onNext(`value of ${key}`));
      return () => released.push(key);
    });
    const { result, rerender, unmount } = renderHook(({ k }: { k: string | null }) => useLive<string>(k, subscribe(k ?? '')), {
      initialProps: { k: 'a' as string | null },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'value of a' }));
    rerender({ k: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'value of b' }));
    expect(released).toEqual(['a']);
    rerender({ k: null });
    expect(result.current.status).toBe('idle');
    expect(released).toEqual(['a', 'b']);
    unmount();
    expect(released).toEqual(['a', 'b']);
  });

  it('reports a failure as the error state', async () => {
    const { result } = renderHook(() =>
      useLive<string>('k', (_next, onError) => {
        queueMicrotask(() => onError(new Error('unavailable')));
        return () => undefined;
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('unavailable');
  });

  /** A subscription that fails `failing` times, then delivers. */
  function flaky(failing: number) {
    const calls = { subscribed: 0, released: 0 };
    const subscribe = (onNext: (v: string) => void, onError: ErrorCallback) => {
      const attempt = ++calls.subscribed;
      queueMicrotask(() => (attempt <= failing ? onError(new Error(`failure ${attempt}`)) : onNext(`delivered on attempt ${attempt}`)));
      return () => {
        calls.released += 1;
      };
    };
    return { calls, subscribe };
  }

  it('tries again when asked, releasing the failed subscription first', async () => {
    const { calls, subscribe } = flaky(1);
    const { result } = renderHook(() => useLive<string>('k', subscribe));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    if (failed.status !== 'error') throw new Error('expected the error state');
    act(() => failed.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'delivered on attempt 2' }));
    expect(calls).toEqual({ subscribed: 2, released: 1 });
  });

  it('tries again on its own, waiting longer after each failure in a row', async () => {
    vi.useFakeTimers();
    try {
      const { calls, subscribe } = flaky(3);
      const { result } = renderHook(() => useLive<string>('k', subscribe));
      await act(async () => {
        await Promise.resolve();
      });
      expect(result.current.status).toBe('error');
      expect(calls.subscribed).toBe(1);
      // First pause: 2 s; second: 5 s; a retry never comes early.
      await act(async () => vi.advanceTimersByTimeAsync(LIVE_RETRY_DELAYS_MS[0]! - 1));
      expect(calls.subscribed).toBe(1);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(calls.subscribed).toBe(2);
      await act(async () => vi.advanceTimersByTimeAsync(LIVE_RETRY_DELAYS_MS[1]! - 1));
      expect(calls.subscribed).toBe(2);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(calls.subscribed).toBe(3);
      await act(async () => vi.advanceTimersByTimeAsync(LIVE_RETRY_DELAYS_MS[2]!));
      expect(result.current).toMatchObject({ status: 'ready', data: 'delivered on attempt 4' });
      // Once delivered, nothing more is tried.
      await act(async () => vi.advanceTimersByTimeAsync(120_000));
      expect(calls.subscribed).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again as soon as the browser says the network is back', async () => {
    const { calls, subscribe } = flaky(1);
    const { result } = renderHook(() => useLive<string>('k', subscribe));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'delivered on attempt 2' }));
    // Online again while ready: nothing is re-subscribed.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls.subscribed).toBe(2);
  });
});

describe('session hooks on the local backend', () => {
  it('follow sign-in and sign-out', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toBeNull();
    await act(async () => {
      await signIn();
    });
    await waitFor(() => expect(result.current.user?.email).toBe('kofi@example.com'));
    await act(async () => {
      await backend.signOut();
    });
    await waitFor(() => expect(result.current.user).toBeNull());
  });

  it('give the business once signed in, and signed-out without a user', async () => {
    const { result } = renderHook(() => useBusiness(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      await signIn();
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.business.ownerName).toBe('Kofi');
  });

  it('ask for no shop before the backend has told who is signed in, and none for an account waiting on its invitation', async () => {
    await signIn();
    const user = backend.currentUser();
    if (!user) throw new Error('Kofi should be signed in');
    // A restored session the backend is still looking up (the Firebase adapter's look-up for an invitation): not told yet.
    let tell: ((next: BackendUser | null) => void) | null = null;
    const getOrCreateBusiness = vi.fn((owner: BackendUser) => backend.getOrCreateBusiness(owner));
    const held = new Proxy(backend, {
      get(target, property, receiver) {
        if (property === 'onAuthStateChanged') {
          return (onNext: (next: BackendUser | null) => void) => {
            tell = onNext;
            return () => undefined;
          };
        }
        if (property === 'getOrCreateBusiness') return getOrCreateBusiness;
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { result } = renderHook(() => useBusiness(), { wrapper: ({ children }: { children: ReactNode }) => <BackendProvider backend={held}>{children}</BackendProvider> });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.status).toBe('loading');
    expect(getOrCreateBusiness).not.toHaveBeenCalled();
    act(() => tell?.({ ...user, pendingJoin: { status: 'unchecked' } }));
    expect(result.current).toEqual({ status: 'joining', pendingJoin: { status: 'unchecked' } });
    expect(getOrCreateBusiness).not.toHaveBeenCalled();
  });

  it('stop following the products when the user signs out', async () => {
    const user = await signIn();
    function Count() {
      const products = useProducts();
      return <p>{products.status === 'ready' ? `${products.data.length} products` : products.status}</p>;
    }
    render(<Count />, { wrapper });
    await screen.findByText('0 products');
    await act(async () => {
      await backend.addProduct(user.uid, { name: 'Milo 400g tin', type: 'Physical', priceMinor: 4500, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 3 });
    });
    await screen.findByText('1 products');
    await act(async () => {
      await backend.signOut();
    });
    await screen.findByText('idle');
  });

  it("follow the expenses of a period, newest first, and a new period's when it changes", async () => {
    const user = await signIn();
    const at = new Date('2026-11-02T08:00:00Z');
    const spent = (id: string, spentOn: string) => ({ id, amountMinor: 1000, currency: 'GHS' as const, category: 'Rent' as const, method: 'Cash' as const, fromTill: false, spentOn, note: id, createdAt: at, updatedAt: at });
    await backend.saveExpense(user.uid, spent('october', '2026-10-31'));
    await backend.saveExpense(user.uid, spent('first', '2026-11-01'));
    const { result, rerender } = renderHook(({ since, until }: { since: string; until: string | null }) => useExpenses(since, until), { wrapper, initialProps: { since: '2026-11-01', until: '2026-11-30' as string | null } });
    await waitFor(() => expect(result.current.data?.map((e) => e.id)).toEqual(['first']));
    await act(async () => {
      await backend.saveExpense(user.uid, spent('second', '2026-11-02'));
    });
    await waitFor(() => expect(result.current.data?.map((e) => e.id)).toEqual(['second', 'first']));
    rerender({ since: '2026-10-01', until: null });
    await waitFor(() => expect(result.current.data?.map((e) => e.id)).toEqual(['second', 'first', 'october']));
  });
});

describe('the session', () => {
  it('is created once; hooks outside a provider read it', async () => {
    expect(currentSession()).toBeNull();
    expect(() => requireSession()).toThrow('createSession');
    const first = await createSession({ type: 'local', dbName: `session-once-${n}` });
    const second = await createSession({ type: 'local', dbName: 'another' });
    expect(second).toBe(first);
    const { result } = renderHook(() => useBackend());
    expect(result.current).toBe(first.backend);
    first.close();
  });

  it('applies deliberate faults from the configuration', async () => {
    const session = await createSession({ type: 'local', dbName: `session-faults-${n}`, faults: { subscribeProducts: 'error' } });
    const onError = vi.fn();
    session.backend.subscribeProducts('anyone', () => undefined, onError);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    session.close();
  });

  it('says what is missing when Firebase is asked for without a project', async () => {
    await expect(createSession({ type: 'firebase', firebase: {} })).rejects.toThrow('has no apiKey or projectId');
  });

  it('can be deferred: nothing opens (no database) until openSession, and the landing hooks wait for it', async () => {
    await expect(openSession()).rejects.toThrow('deferSession');
    const dbName = `session-deferred-${n}`;
    deferSession({ type: 'local', dbName });
    expect(currentSession()).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbName);
    const { result } = renderHook(() => useAuthIfOpen());
    expect(result.current).toEqual({ ready: false, user: null });
    let session: Awaited<ReturnType<typeof openSession>> | undefined;
    await act(async () => {
      session = await openSession();
    });
    expect(await openSession()).toBe(session);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toBeNull();
    session?.close();
  });

  it('keeps the signed-in hint while someone is signed in, and clears it on sign-out', async () => {
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
    const session = await createSession({ type: 'local', dbName: `session-hint-${n}` });
    const local = session.backend as LocalBackend;
    await seedLocalAccount(local, { email: 'ama@example.com', password: 'pass-word-2026', profile: { ownerName: 'Ama' } });
    expect(mayBeSignedIn()).toBe(false);
    await local.signIn('ama@example.com', 'pass-word-2026');
    await waitFor(() => expect(mayBeSignedIn()).toBe(true));
    await local.signOut();
    await waitFor(() => expect(mayBeSignedIn()).toBe(false));
    session.close();
  });
});
