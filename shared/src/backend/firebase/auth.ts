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
import type { FirebaseContext } from './context';
import { mapped, toBackendError } from './errors';
import { BUSINESS_FIELDS, pickFields } from './fields';

export type FirebaseAuthPart = AuthApi;

export function createFirebaseAuth(context: FirebaseContext, googleSignIn: (auth: Auth) => Promise<UserCredential>): FirebaseAuthPart {
  const { auth, now, logError, paths } = context;

  async function signOutQuietly(): Promise<void> {
    try {
      await firebaseSignOut(auth);
    } catch (error) {
      logError('Signing out failed', error);
    }
  }

  return {
    async signUp({ email, password, profile }: SignUpInput) {
      checkSignUpProfile(profile);
      const credential = await mapped(() => createUserWithEmailAndPassword(auth, email.trim(), password));
      const user = credential.user;
      try {
        const business = newBusinessProfile({ ownerUid: user.uid, email: user.email ?? email.trim().toLowerCase(), ...profile, now: now() });
        await mapped(() => setDoc(paths.business(user.uid), pickFields(business, BUSINESS_FIELDS)));
        if (business.ownerName) await mapped(() => updateProfile(user, { displayName: business.ownerName }));
        await mapped(() => sendEmailVerification(user));
      } finally {
        await signOutQuietly();
      }
    },

    async signIn(email, password) {
      const credential = await mapped(() => signInWithEmailAndPassword(auth, email.trim(), password));
      if (!credential.user.emailVerified) {
        await signOutQuietly();
        throw new BackendError('auth/email-not-verified');
      }
      return toUser(credential.user);
    },

    async signInWithGoogle() {
      const credential = await mapped(() => googleSignIn(auth));
      return toUser(credential.user);
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
      return onFirebaseAuthStateChanged(
        auth,
        (user) => {
          const next = effectiveUser(user);
          if (primed && sameUser(last, next)) return;
          primed = true;
          last = next;
          onNext(next);
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
