// On a backend that signs people in through a hosted service (Firebase), a sign-up, a password
// login or a Google sign-in cannot work offline: the SDK would wait for its own time-out and then
// report a network error. Said at once instead: OFFLINE_SIGN_IN_MESSAGE ("You're offline — connect
// to sign in"). An owner already signed in stays signed in offline; the embedded backend signs in
// offline as online, so it is never wrapped.
import type { Backend } from '../backend/port';
import { BackendError } from '../backend/errors';

const NEEDS_NETWORK = new Set<keyof Backend>(['signUp', 'signIn', 'signInWithGoogle']);

const deviceOnline = () => globalThis.navigator?.onLine !== false;

export function signInNeedsNetwork(backend: Backend, online: () => boolean = deviceOnline): Backend {
  const offline = () => new BackendError('auth/offline');
  return new Proxy(backend, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!NEEDS_NETWORK.has(property as keyof Backend)) return (value as (...args: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        if (!online()) throw offline();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          // The network went while the request was out.
          if ((error as { code?: unknown } | null)?.code === 'auth/network-request-failed' && !online()) throw offline();
          throw error;
        }
      };
    },
  });
}
