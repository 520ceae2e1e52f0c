// A stand-in for the Backend port with only what the landing page calls, for tests and stories.
import { BackendError } from '@shop/shared/session';
import type { Backend, BackendUser, SignUpInput } from '@shop/shared/session';

export interface FakeAuthOptions {
  kind?: string;
  user?: BackendUser | null;
  signUp?: (input: SignUpInput) => Promise<void>;
  signIn?: (email: string, password: string) => Promise<BackendUser>;
  signInWithGoogle?: () => Promise<BackendUser>;
  sendPasswordReset?: (email: string) => Promise<void>;
}

export interface FakeAuthBackend {
  backend: Backend;
  calls: {
    signUp: SignUpInput[];
    signIn: Array<{ email: string; password: string }>;
    signInWithGoogle: number;
    sendPasswordReset: string[];
  };
}

export const SAMPLE_USER: BackendUser = {
  uid: 'owner-1',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  emailVerified: true,
};

export function unverifiedError(): BackendError {
  return new BackendError('auth/email-not-verified');
}

export function wrongPasswordError(): BackendError {
  return new BackendError('auth/wrong-password');
}

export function popupClosedError(): BackendError {
  return new BackendError('auth/popup-closed-by-user');
}

export function createFakeAuthBackend(options: FakeAuthOptions = {}): FakeAuthBackend {
  const calls: FakeAuthBackend['calls'] = { signUp: [], signIn: [], signInWithGoogle: 0, sendPasswordReset: [] };
  let user = options.user ?? null;
  const listeners = new Set<(u: BackendUser | null) => void>();
  const setUser = (next: BackendUser | null) => {
    user = next;
    listeners.forEach((listener) => listener(user));
  };

  const backend = {
    kind: options.kind ?? 'local',
    async signUp(input: SignUpInput) {
      calls.signUp.push(input);
      await (options.signUp?.(input) ?? Promise.resolve());
    },
    async signIn(email: string, password: string) {
      calls.signIn.push({ email, password });
      const signedIn = await (options.signIn?.(email, password) ?? Promise.resolve({ ...SAMPLE_USER, email }));
      setUser(signedIn);
      return signedIn;
    },
    async signInWithGoogle() {
      calls.signInWithGoogle += 1;
      const signedIn = await (options.signInWithGoogle?.() ?? Promise.resolve(SAMPLE_USER));
      setUser(signedIn);
      return signedIn;
    },
    async sendPasswordReset(email: string) {
      calls.sendPasswordReset.push(email);
      await (options.sendPasswordReset?.(email) ?? Promise.resolve());
    },
    async signOut() {
      setUser(null);
    },
    onAuthStateChanged(onNext: (u: BackendUser | null) => void) {
      listeners.add(onNext);
      queueMicrotask(() => onNext(user));
      return () => listeners.delete(onNext);
    },
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),
  };
  return { backend: backend as unknown as Backend, calls };
}
