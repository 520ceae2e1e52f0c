// The local adapter's accounts: sign-up with a salted PBKDF2 hash and a verification mail, sign-in
// (refused until the address is verified), Google sign-in through an injected account chooser,
// password reset, sign-out; the business profile is created with the account.
import { newBusinessProfile } from '../../domain/validation';
import { BackendError } from '../errors';
import type { AuthApi, SignUpInput } from '../port';
import { checkEmail, checkNewPassword, checkSignUpProfile } from '../records';
import type { AccountRow, LocalDatabase } from './db';
import { hashPassword, verifyPassword } from './crypto';
import type { LocalMail } from './mail';
import type { LocalSession } from './session';

export interface GoogleAccountChoice {
  name: string;
  email: string;
}

/** Shows the local "Choose an account" dialog; resolves null when the person cancels. */
export type GoogleAccountChooser = () => Promise<GoogleAccountChoice | null>;

export type LocalAuth = AuthApi;

export interface LocalAuthOptions {
  now: () => Date;
  randomId: () => string;
  passwordIterations: number;
  /** The chooser in use now (a screen may set it after the backend was made). */
  chooser: () => GoogleAccountChooser | null;
}

export function createLocalAuth(db: LocalDatabase, session: LocalSession, mail: LocalMail, options: LocalAuthOptions): LocalAuth {
  const { now, randomId } = options;

  async function accountByEmail(email: string): Promise<AccountRow | undefined> {
    return db.accounts.where('email').equals(email).first();
  }

  return {
    async signUp({ email, password, profile }: SignUpInput) {
      const address = checkEmail(email);
      checkNewPassword(password);
      checkSignUpProfile(profile);
      if (await accountByEmail(address)) throw new BackendError('auth/email-already-in-use');
      const hash = await hashPassword(password, options.passwordIterations);
      const createdAt = now();
      const account: AccountRow = {
        uid: randomId(),
        email: address,
        displayName: profile.ownerName.trim() || null,
        emailVerified: false,
        providers: ['password'],
        password: hash,
        createdAt,
      };
      try {
        await db.transaction('rw', [db.accounts, db.businesses], async () => {
          if (await accountByEmail(address)) throw new BackendError('auth/email-already-in-use');
          await db.accounts.add(account);
          await db.businesses.put(newBusinessProfile({ ownerUid: account.uid, email: address, ...profile, now: createdAt }));
        });
      } catch (error) {
        if ((error as { name?: string }).name === 'ConstraintError') throw new BackendError('auth/email-already-in-use');
        throw error;
      }
      await mail.send(account, 'verify');
      if (session.current()) await session.signedOut();
    },

    async signIn(email, password) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      if (!account.password || !(await verifyPassword(password, account.password))) {
        throw new BackendError('auth/wrong-password');
      }
      if (!account.emailVerified) throw new BackendError('auth/email-not-verified');
      return session.signedIn(account);
    },

    async signInWithGoogle() {
      const chooser = options.chooser();
      if (!chooser) throw new BackendError('auth/operation-not-supported-in-this-environment');
      const choice = await chooser();
      if (!choice) throw new BackendError('auth/popup-closed-by-user');
      const address = checkEmail(choice.email);
      const name = choice.name.trim() || null;
      // One account per e-mail address: Google vouches for the address, so an existing account with
      // it is signed in (and counts as verified) instead of a second one being created.
      const account = await db.transaction('rw', db.accounts, async () => {
        const existing = await accountByEmail(address);
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

    async sendPasswordReset(email) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      await mail.send(account, 'reset');
    },

    signOut: () => session.signedOut(),
    onAuthStateChanged: (onNext, onError) => session.onAuthStateChanged(onNext, onError),
    currentUser: () => session.current(),
    authStateReady: () => session.ready,
  };
}
