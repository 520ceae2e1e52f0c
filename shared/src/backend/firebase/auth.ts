// The Firebase adapter's accounts: e-mail/password with a verification e-mail (sign-in is refused
// until the address is verified), Google sign-in, password reset, sign-out. An account whose
// address is not yet verified never counts as signed in: listeners and `currentUser()` see nobody.
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
import { checkSignUpProfile } from '../records';
import type { AuthApi, BackendUser, SignUpInput } from '../port';
import { effectiveUser, sameUser, toUser } from './context';
import { resolveMembership } from './membership';
import type { FirebaseContext } from './context';
import { mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, pickFields } from './fields';

export type FirebaseAuthPart = AuthApi;

export function createFirebaseAuth(context: FirebaseContext, googleSignIn: (auth: Auth) => Promise<UserCredential>): FirebaseAuthPart {
  const { auth, now, logError, paths } = context;

  /**
   * The signed-in account with the shop it works in as staff, if any (membership.ts), found once
   * per sign-in and shared by every listener; an account whose look-up fails counts as an owner
   * until its next sign-in.
   */
  let resolving: { uid: string; done: Promise<void> } | null = null;
  function withMembership(user: BackendUser): Promise<BackendUser | null> {
    if (resolving?.uid !== user.uid) {
      const uid = user.uid;
      resolving = {
        uid,
        done: resolveMembership(context, user).then(
          (found) => context.setMembership(uid, found?.member ?? null, found?.cashier),
          (error: unknown) => {
            logError('Finding the shop this account works in failed', error);
            context.setMembership(uid, null);
          },
        ),
      };
    }
    return resolving.done.then(() => context.currentUser());
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
      return onFirebaseAuthStateChanged(
        auth,
        (user) => {
          const signedIn = effectiveUser(user);
          const turn = ++turns;
          const emit = (next: BackendUser | null) => {
            if (turn !== turns || (primed && sameUser(last, next))) return;
            primed = true;
            last = next;
            onNext(next);
          };
          if (signedIn) void withMembership(signedIn).then(emit);
          else {
            resolving = null;
            emit(null);
          }
        },
        (error) => onError?.(toBackendError(error)),
      );
    },

    currentUser: () => context.currentUser(),

    authStateReady() {
      return auth.authStateReady();
    },
  };
}
