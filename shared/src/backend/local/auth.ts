// The local adapter's accounts: sign-in (refused until the address is verified), Google sign-in
// through an injected account chooser, sign-out. Sign-up (a salted PBKDF2 hash, the business
// profile made with the account, a verification mail) and password reset are sign-up.ts's, loaded
// on first use with the mailbox.
import { BackendError } from '../errors';
import type { AuthApi } from '../port';
import { checkEmail } from '../records';
import type { AccountRow, LocalDatabase } from './db';
import { hashPassword, verifyPassword } from './crypto';
import type { LocalSignUp } from './sign-up';
import type { LocalSession } from './session';

export interface GoogleAccountChoice {
  name: string;
  email: string;
  /** Given only when asked for (`passwordFor`): the password of the account already using the address. */
  password?: string;
}

export interface GoogleAccountRequest {
  /**
   * The chosen address already belongs to a password account that Google has not signed in to yet:
   * the chooser asks once for that account's password, to link the two.
   */
  passwordFor?: string;
}

/** Shows the local "Choose an account" dialog; resolves null when the person cancels. */
export type GoogleAccountChooser = (request?: GoogleAccountRequest) => Promise<GoogleAccountChoice | null>;

export type LocalAuth = Omit<AuthApi, keyof LocalSignUp>;

export interface LocalAuthOptions {
  now: () => Date;
  randomId: () => string;
  passwordIterations: number;
  /** The chooser in use now (a screen may set it after the backend was made). */
  chooser: () => GoogleAccountChooser | null;
}

export function createLocalAuth(db: LocalDatabase, session: LocalSession, options: LocalAuthOptions): LocalAuth {
  const { now, randomId } = options;

  async function accountByEmail(email: string): Promise<AccountRow | undefined> {
    return db.accounts.where('email').equals(email).first();
  }

  /** The account, its password hash redone at today's iterations when it was made with fewer. */
  async function withCurrentHash(account: AccountRow, password: string): Promise<AccountRow> {
    if (!account.password || account.password.iterations >= options.passwordIterations) return account;
    const stronger = await hashPassword(password, options.passwordIterations);
    const weaker = account.password;
    return db.transaction('rw', db.accounts, async () => {
      const latest = await db.accounts.get(account.uid);
      // Changed meanwhile (a reset on another tab): keep what is there.
      if (!latest || latest.password?.hash !== weaker.hash) return latest ?? account;
      const upgraded: AccountRow = { ...latest, password: stronger };
      await db.accounts.put(upgraded);
      return upgraded;
    });
  }

  return {
    async signIn(email, password) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      if (!account.password || !(await verifyPassword(password, account.password))) {
        throw new BackendError('auth/wrong-password');
      }
      if (!account.emailVerified) throw new BackendError('auth/email-not-verified');
      return session.signedIn(await withCurrentHash(account, password));
    },

    async signInWithGoogle() {
      const chooser = options.chooser();
      if (!chooser) throw new BackendError('auth/operation-not-supported-in-this-environment');
      const choice = await chooser();
      if (!choice) throw new BackendError('auth/popup-closed-by-user');
      const address = checkEmail(choice.email);
      const name = choice.name.trim() || null;
      // One account per e-mail address. Google vouches for the address, but not for whoever made a
      // password account with it: that account is linked only once its password is given.
      const found = await accountByEmail(address);
      if (found && !found.providers.includes('google') && found.password) {
        const proof = await chooser({ passwordFor: address });
        if (!proof?.password) throw new BackendError('auth/account-exists-with-different-credential');
        if (!(await verifyPassword(proof.password, found.password))) throw new BackendError('auth/wrong-password');
      }
      const account = await db.transaction('rw', db.accounts, async () => {
        const existing = await accountByEmail(address);
        // A password account made, or reset, while the chooser was open has not been proven.
        const unproven = existing?.password && !existing.providers.includes('google') && existing.password.hash !== found?.password?.hash;
        if (unproven) throw new BackendError('auth/account-exists-with-different-credential');
        const next: AccountRow = existing
          ? {
              ...existing,
              emailVerified: true,
              displayName: existing.displayName ?? name,
              providers: existing.providers.includes('google') ? existing.providers : [...existing.providers, 'google'],
            }
          : {
              uid: randomId(),
              email: address,
              displayName: name,
              emailVerified: true,
              providers: ['google'],
              password: null,
              createdAt: now(),
            };
        await db.accounts.put(next);
        return next;
      });
      return session.signedIn(account);
    },

    signOut: () => session.signedOut(),
    onAuthStateChanged: (onNext, onError) => session.onAuthStateChanged(onNext, onError),
    currentUser: () => session.current(),
    authStateReady: () => session.ready,

    // Staff accounts are Firebase's alone (docs/firebase.md, 'Staff accounts'): nobody here waits on an invitation.
    joinShop: () => Promise.reject(new BackendError('not-found')),
    declineInvitation: () => Promise.reject(new BackendError('not-found')),
    checkInvitation: () => Promise.resolve(session.current()),
  };
}
