// The local adapter's e-mail: verification and password-reset messages delivered to a local
// mailbox (the /mailbox page reads it), with single-use tokens that expire.
import { BackendError } from '../errors';
import type { ErrorCallback, Unsubscribe } from '../port';
import { checkNewPassword, normaliseEmail } from '../records';
import type { AccountRow, ActionKind, ActionTokenRow, LocalDatabase, MailRow } from './db';
import { hashPassword, randomBytes, toHex } from './crypto';
import type { LocalSession } from './session';

export type MailMessage = MailRow;

/** The local stand-in for the inbox: the verification and reset e-mails the adapter sends. */
export interface LocalMailbox {
  /**
   * The messages sent to one address (compared without regard to case), newest first. There is no
   * way to list every account's mail: a visitor reads only the address they type.
   */
  subscribe(address: string, onNext: (messages: MailMessage[]) => void, onError: ErrorCallback): Unsubscribe;
  /** Marks the account verified. Rejects with 'auth/invalid-action-code' or 'auth/expired-action-code'. */
  applyVerification(token: string): Promise<void>;
  /** The e-mail address a reset token is for (rejects like applyVerification). */
  checkPasswordResetToken(token: string): Promise<string>;
  /** Sets the new password. Rejects with 'auth/weak-password' or an action-code error. */
  confirmPasswordReset(token: string, newPassword: string): Promise<void>;
}

export interface LocalMailOptions {
  now: () => Date;
  randomId: () => string;
  passwordIterations: number;
  /** Where the links point. */
  mailboxPath: string;
  /** Named in the text. */
  appName: string;
}

export interface LocalMail {
  mailbox: LocalMailbox;
  send(account: AccountRow, kind: ActionKind): Promise<void>;
}

const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function createLocalMail(db: LocalDatabase, session: LocalSession, options: LocalMailOptions): LocalMail {
  const { now, randomId, mailboxPath, appName } = options;
  let mailSequence = 0;

  function newToken(uid: string, kind: ActionKind): ActionTokenRow {
    const createdAt = now();
    const ttl = kind === 'verify' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
    return { token: toHex(randomBytes(32)), uid, kind, createdAt, expiresAt: new Date(createdAt.getTime() + ttl), usedAt: null };
  }

  function newMail(account: AccountRow, token: ActionTokenRow): MailRow {
    const link = `${mailboxPath}/${token.kind}?token=${token.token}`;
    const hello = `Hello${account.displayName ? ` ${account.displayName}` : ''},`;
    const [subject, body] =
      token.kind === 'verify'
        ? [
            `Verify your email for ${appName}`,
            `Follow this link to verify your email address.\n\n${link}\n\nIf you didn't ask to verify this address, you can ignore this email.`,
          ]
        : [
            `Reset your password for ${appName}`,
            `Follow this link to reset your ${appName} password for your ${account.email} account.\n\n${link}\n\nIf you didn't ask to reset your password, you can ignore this email.`,
          ];
    mailSequence += 1;
    // Ids sort by sending time, then by the order this page sent them, so "newest first" is exact.
    const id = `${String(token.createdAt.getTime()).padStart(15, '0')}.${String(mailSequence).padStart(9, '0')}.${randomId()}`;
    return { id, to: account.email, subject, text: `${hello}\n\n${body}\n`, link, kind: token.kind, createdAt: token.createdAt };
  }

  async function usableToken(token: string, kind: ActionKind): Promise<ActionTokenRow> {
    const row = await db.actionTokens.get(token);
    if (!row || row.kind !== kind || row.usedAt) throw new BackendError('auth/invalid-action-code');
    if (row.expiresAt.getTime() < now().getTime()) throw new BackendError('auth/expired-action-code');
    return row;
  }

  const mailbox: LocalMailbox = {
    subscribe(address, onNext, onError) {
      const to = normaliseEmail(address);
      return session.live(() => db.mail.reverse().filter((message) => message.to === to).toArray(), onNext, onError);
    },

    async applyVerification(token) {
      const account = await db.transaction('rw', [db.actionTokens, db.accounts], async () => {
        const row = await usableToken(token, 'verify');
        const found = await db.accounts.get(row.uid);
        if (!found) throw new BackendError('auth/user-not-found');
        const updated: AccountRow = { ...found, emailVerified: true };
        await db.accounts.put(updated);
        await db.actionTokens.put({ ...row, usedAt: now() });
        return updated;
      });
      session.refreshed(account);
    },

    async checkPasswordResetToken(token) {
      const row = await usableToken(token, 'reset');
      const account = await db.accounts.get(row.uid);
      if (!account) throw new BackendError('auth/user-not-found');
      return account.email;
    },

    async confirmPasswordReset(token, newPassword) {
      checkNewPassword(newPassword);
      await usableToken(token, 'reset');
      const password = await hashPassword(newPassword, options.passwordIterations);
      await db.transaction('rw', [db.actionTokens, db.accounts], async () => {
        const row = await usableToken(token, 'reset');
        const account = await db.accounts.get(row.uid);
        if (!account) throw new BackendError('auth/user-not-found');
        const providers = account.providers.includes('password') ? account.providers : [...account.providers, 'password' as const];
        await db.accounts.put({ ...account, password, providers });
        await db.actionTokens.put({ ...row, usedAt: now() });
      });
    },
  };

  return {
    mailbox,
    async send(account, kind) {
      const token = newToken(account.uid, kind);
      await db.transaction('rw', [db.actionTokens, db.mail], async () => {
        await db.actionTokens.add(token);
        await db.mail.add(newMail(account, token));
      });
    },
  };
}
