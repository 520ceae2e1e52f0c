import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../backend/errors';
import type { Backend } from '../backend/port';
import { OFFLINE_SIGN_IN_MESSAGE, authErrorMessage } from '../domain/auth-errors';
import { signInNeedsNetwork } from './offline-sign-in';

function fakeBackend(overrides: Partial<Record<keyof Backend, unknown>> = {}) {
  return {
    kind: 'firebase',
    signIn: vi.fn(async () => ({ uid: 'u1' })),
    signUp: vi.fn(async () => undefined),
    signInWithGoogle: vi.fn(async () => ({ uid: 'u1' })),
    signOut: vi.fn(async () => undefined),
    currentUser: vi.fn(() => ({ uid: 'u1' })),
    ...overrides,
  } as unknown as Backend;
}

describe('signing in on a hosted backend', () => {
  it('says at once that the device is offline, without asking the service', async () => {
    const backend = fakeBackend();
    const wrapped = signInNeedsNetwork(backend, () => false);
    for (const attempt of [() => wrapped.signIn('a@b.c', 'pw'), () => wrapped.signUp({} as never), () => wrapped.signInWithGoogle()]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect(authErrorMessage(error as BackendError)).toBe(OFFLINE_SIGN_IN_MESSAGE);
    }
    expect(backend.signIn).not.toHaveBeenCalled();
    expect(backend.signUp).not.toHaveBeenCalled();
  });

  it('keeps whoever is signed in, and everything else, working offline', async () => {
    const backend = fakeBackend();
    const wrapped = signInNeedsNetwork(backend, () => false);
    expect(wrapped.currentUser()).toEqual({ uid: 'u1' });
    await wrapped.signOut();
    expect(backend.signOut).toHaveBeenCalled();
    expect(wrapped.kind).toBe('firebase');
  });

  it('signs in as before online, and calls a network failure that came with the network going "offline"', async () => {
    let online = true;
    const backend = fakeBackend({
      signIn: vi.fn(async () => {
        online = false;
        throw new BackendError('auth/network-request-failed');
      }),
    });
    const wrapped = signInNeedsNetwork(backend, () => online);
    expect(await signInNeedsNetwork(fakeBackend(), () => true).signIn('a@b.c', 'pw')).toEqual({ uid: 'u1' });
    await expect(wrapped.signIn('a@b.c', 'pw')).rejects.toMatchObject({ code: 'auth/offline' });
    const refused = signInNeedsNetwork(fakeBackend({ signIn: vi.fn(async () => Promise.reject(new BackendError('auth/wrong-password'))) }), () => true);
    await expect(refused.signIn('a@b.c', 'pw')).rejects.toMatchObject({ code: 'auth/wrong-password' });
  });
});
