// The local adapter's sign-up and password reset, loaded on first use (local-backend.ts) with the
// mailbox they write to (mail.ts): a till that signs in and sells does neither.
import { STAFF_ACCOUNT_MESSAGES } from '../../domain/staff-words';
import { newBusinessProfile } from '../../domain/validation';
import { BackendError } from '../errors';
import type { AuthApi, SignUpInput } from '../port';
import { checkEmail, checkNewPassword } from '../records';
import { checkSignUpProfile } from '../sign-up-checks';
import type { AccountRow, LocalDatabase } from './db';
import { hashPassword } from './crypto';
import type { LocalMail } from './mail';
import type { LocalSession } from './session';

export type LocalSignUp = Pick<AuthApi, 'signUp' | 'sendPasswordReset'>;

export interface LocalSignUpOptions {
  now: () => Date;
  randomId: () => string;
  passwordIterations: number;
}

export function createLocalSignUp(db: LocalDatabase, session: LocalSession, mail: LocalMail, options: LocalSignUpOptions): LocalSignUp {
  const { now, randomId } = options;
  const accountByEmail = (email: string): Promise<AccountRow | undefined> => db.accounts.where('email').equals(email).first();

  return {
    async signUp({ email, password, profile, joining }: SignUpInput) {
      // Joining a shop as staff with an account of one's own is Firebase's alone (SignUpInput.joining):
      // refused here rather than made into an owner with a shop of their own.
      if (joining) throw new BackendError('auth/operation-not-supported-in-this-environment', STAFF_ACCOUNT_MESSAGES.joiningNeedsFirebase);
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

    async sendPasswordReset(email) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      await mail.send(account, 'reset');
    },
  };
}
