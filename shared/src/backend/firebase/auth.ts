// The Firebase adapter's accounts: e-mail/password with a verification e-mail (sign-in is refused
// until the address is verified), Google sign-in, password reset, sign-out. An account whose
// address is not yet verified never counts as signed in: listeners and `currentUser()` see nobody.
// An account with no shop that a shop invited waits on the person's Join or Decline (membership.ts).
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged as onFirebaseAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
} from 'firebase/auth';
import type { Auth, UserCredential } from 'firebase/auth';
import { setDoc } from 'firebase/firestore';
import { newBusinessProfile } from '../../domain/validation';
import { BackendError } from '../errors';
import { checkSignUpProfile } from '../sign-up-checks';
import type { AuthApi, BackendUser, SignUpInput } from '../port';
import { effectiveUser, sameUser, toUser } from './context';
import { declineInvitation, resolveMembership, takeInvitation } from './membership';
import type { FirebaseContext } from './context';
import { mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, pickFields } from './fields';

export type FirebaseAuthPart = AuthApi;

export function createFirebaseAuth(context: FirebaseContext, googleSignIn: (auth: Auth) => Promise<UserCredential>): FirebaseAuthPart {
  const { auth, now, logError, paths } = context;

  /**
   * The signed-in account with the shop it works in as staff, or the invitation it has yet to
   * answer (membership.ts), found once per sign-in and shared by every listener; an account whose
   * look-up fails waits ('unchecked') until `checkInvitation`: it is never taken for an owner.
   */
  let resolving: { uid: string; done: Promise<void> } | null = null;
  function withMembership(user: BackendUser): Promise<BackendUser | null> {
    if (resolving?.uid !== user.uid) {
      const uid = user.uid;
      resolving = {
        uid,
        done: resolveMembership(context, user).then(
          (found) => context.setMembership(uid, found),
          (error: unknown) => {
            logError('Finding the shop this account works in failed', error);
            context.setMembership(uid, { kind: 'waiting', pendingJoin: { status: 'unchecked' } });
          },
        ),
      };
    }
    return resolving.done.then(() => context.currentUser());
  }

  /** Each listener's way to hear the account again once its join was answered (listeners below). */
  const retell = new Set<(user: BackendUser | null) => void>();
  /** Looks the signed-in account up afresh, then tells every listener. */
  async function resolveAgain(): Promise<BackendUser | null> {
    const user = context.currentUser();
    if (!user) return null;
    resolving = null;
    const next = await withMembership(user);
    for (const tell of retell) tell(next);
    return next;
  }

  /** The signed-in account and the invitation it waits on; 'not-found' without one, 'unavailable' offline. */
  function pendingOrRefuse() {
    const user = context.currentUser();
    const invited = context.pendingInvitation();
    if (!user || !invited || user.pendingJoin?.status !== 'invited') throw new BackendError('not-found');
    if (!context.isOnline()) throw new BackendError('unavailable');
    return { user, invited };
  }

  async function signOutQuietly(): Promise<void> {
    try {
      await firebaseSignOut(auth);
    } catch (error) {
      logError('Signing out failed', error);
    }
  }

  return {
    async signUp(input: SignUpInput) {
      const { email, password, profile } = input;
      if (!input.joining) checkSignUpProfile(profile);
      const credential = await mapped(() => createUserWithEmailAndPassword(auth, email.trim(), password));
      const user = credential.user;
      try {
        // Joining a shop that invited this address: no shop of its own; it joins at its first sign-in.
        if (input.joining) {
          await mapped(() => sendEmailVerification(user));
          return;
        }
        const business = newBusinessProfile({ ownerUid: user.uid, email: user.email ?? email.trim().toLowerCase(), ...profile, now: now() });
        await mapped(() => setDoc(paths.business(user.uid), pickFields(business, BUSINESS_FIELDS)));
        if (business.ownerName) await mapped(() => updateProfile(user, { displayName: business.ownerName }));
        await mapped(() => sendEmailVerification(user));
      } finally {
        await signOutQuietly();
      }
    },

    async signIn(email, password) {
      resolving = null;
      const credential = await mapped(() => signInWithEmailAndPassword(auth, email.trim(), password));
      if (!credential.user.emailVerified) {
        await signOutQuietly();
        throw new BackendError('auth/email-not-verified');
      }
      return (await withMembership(toUser(credential.user))) ?? toUser(credential.user);
    },

    async signInWithGoogle() {
      const credential = await mapped(() => googleSignIn(auth));
      return (await withMembership(toUser(credential.user))) ?? toUser(credential.user);
    },

    sendPasswordReset(email) {
      return mapped(() => sendPasswordResetEmail(auth, email.trim()));
    },

    signOut() {
      return mapped(() => firebaseSignOut(auth));
    },

    onAuthStateChanged(onNext, onError) {
      let primed = false;
      let last: BackendUser | null = null;
      // Each change of account is told once its shop is known; a later change overtakes an earlier one still looking.
      let turns = 0;
      const stop = onFirebaseAuthStateChanged(
        auth,
        (user) => {
          const signedIn = effectiveUser(user);
          const turn = ++turns;
          const emit = (next: BackendUser | null) => {
            if (turn !== turns) return;
            tell(next);
          };
          if (signedIn) void withMembership(signedIn).then(emit);
          else {
            resolving = null;
            emit(null);
          }
        },
        (error) => onError?.(toBackendError(error)),
      );
      const tell = (next: BackendUser | null) => {
        if (primed && sameUser(last, next)) return;
        primed = true;
        last = next;
        onNext(next);
      };
      // An answered invitation (joinShop, checkInvitation) changes the account without a new sign-in.
      // Only while the same account is signed in: a sign-in under way is told by its own turn.
      const again = (next: BackendUser | null) => {
        if (primed && next !== null && next.uid === context.currentUser()?.uid) tell(next);
      };
      retell.add(again);
      return () => {
        retell.delete(again);
        stop();
      };
    },

    currentUser: () => context.currentUser(),

    async joinShop() {
      const { user, invited } = pendingOrRefuse();
      await mapped(() => takeInvitation(context, user, invited));
      const joined = await resolveAgain();
      if (!joined?.member) throw new BackendError('not-found');
      return joined;
    },

    async declineInvitation() {
      const { user } = pendingOrRefuse();
      await mapped(() => declineInvitation(context, user));
      // Nothing to work in: signed out, so that no shop of its own is made for it meanwhile.
      resolving = null;
      await mapped(() => firebaseSignOut(auth));
    },

    checkInvitation: () => resolveAgain(),

    authStateReady() {
      return auth.authStateReady();
    },
  };
}
