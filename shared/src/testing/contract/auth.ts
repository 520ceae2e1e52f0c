// The Backend contract, accounts and the business profile: sign-up, verification, sign-in, Google, password reset, sign-out, the profile created with the account, the shop's settings on it.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, MAX_IDLE_LOCK_MINUTES, TRIAL_DAYS } from '../../domain/constants';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { DAY_MS } from '../../domain/calendar';
import { MAX_CREDIT_DAYS } from '../../domain/credit-terms';
import type { Business, ShopSettings } from '../../domain/entities';
import { messageWithoutPrefix } from '../../backend/errors';
import type { Backend, BackendUser } from '../../backend/port';
import { expectCode, PASSWORD, SAMPLE_PROFILE, uniqueEmail, waitUntil } from './support';
import type { ContractContext } from './support';

export function authContract<B extends Backend>(context: ContractContext<B>): void {
  const { helpers, timeout, watch, signUpVerified } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  describe('authentication', () => {
    it('signs up, stores the business profile, sends a verification e-mail and leaves the user signed out', async () => {
      const email = uniqueEmail();
      await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
      expect(backend.currentUser()).toBeNull();

      await helpers.verifyEmail(backend, email);
      const user = await backend.signIn(email, PASSWORD);
      expect(user).toMatchObject({ email, emailVerified: true });
      expect(backend.currentUser()?.uid).toBe(user.uid);

      const business = await backend.getOrCreateBusiness(user);
      expect(business).toMatchObject({ ...SAMPLE_PROFILE, ownerUid: user.uid, email, plan: 'trialing' });
      expect(business.createdAt).toBeInstanceOf(Date);
      expect(business.trialEndsAt.getTime() - business.createdAt.getTime()).toBe(TRIAL_DAYS * DAY_MS);
    });

    it('refuses sign-in before the e-mail is verified, with the exact message', async () => {
      const email = uniqueEmail();
      await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
      const error = await expectCode(backend.signIn(email, PASSWORD), 'auth/email-not-verified');
      expect(error.message).toBe(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
      expect(messageWithoutPrefix(error)).toBe(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
      expect(backend.currentUser()).toBeNull();
    });

    it('reports wrong password, unknown user, e-mail in use, weak password and invalid e-mail by code', async () => {
      const email = uniqueEmail();
      await signUpVerified(email);
      await backend.signOut();

      const wrong = await expectCode(backend.signIn(email, 'not-the-password'), 'auth/wrong-password');
      expect(wrong.message).toContain('auth/wrong-password');
      expect(messageWithoutPrefix(wrong)).not.toMatch(/^Firebase/);
      await expectCode(backend.signIn(uniqueEmail('nobody'), PASSWORD), 'auth/user-not-found');
      await expectCode(backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE }), 'auth/email-already-in-use');
      await expectCode(backend.signUp({ email: uniqueEmail(), password: '12345', profile: SAMPLE_PROFILE }), 'auth/weak-password');
      await expectCode(backend.signUp({ email: 'not-an-email', password: PASSWORD, profile: SAMPLE_PROFILE }), 'auth/invalid-email');
      expect(backend.currentUser()).toBeNull();
    });

    it('refuses a signup profile the form would refuse, before any account is made', async () => {
      const email = uniqueEmail();
      const tooLong = await expectCode(backend.signUp({ email, password: PASSWORD, profile: { ...SAMPLE_PROFILE, businessName: 'x'.repeat(10_000) } }), 'invalid-argument');
      expect(tooLong.message).toContain('Business name must be at most 200 characters.');
      await expectCode(backend.signUp({ email, password: PASSWORD, profile: { ...SAMPLE_PROFILE, phone: 'call me' } }), 'invalid-argument');
      await expectCode(backend.signUp({ email, password: PASSWORD, profile: { ...SAMPLE_PROFILE, ownerName: '  ' } }), 'invalid-argument');
      // Nothing was made: the same address can still sign up.
      await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
    });

    it('treats e-mail addresses case-insensitively', async () => {
      const email = uniqueEmail();
      await signUpVerified(email);
      await backend.signOut();
      const user = await backend.signIn(email.toUpperCase(), PASSWORD);
      expect(user.email).toBe(email);
    });

    it('resets a password through the reset e-mail', async () => {
      const email = uniqueEmail();
      await signUpVerified(email);
      await backend.signOut();

      await backend.sendPasswordReset(email);
      await helpers.completePasswordReset(backend, email, 'a-new-password');
      await expectCode(backend.signIn(email, PASSWORD), 'auth/wrong-password');
      const user = await backend.signIn(email, 'a-new-password');
      expect(user.email).toBe(email);
      await expectCode(backend.sendPasswordReset(uniqueEmail('nobody')), 'auth/user-not-found');
    });

    it('signs out', async () => {
      await signUpVerified();
      expect(backend.currentUser()).not.toBeNull();
      await backend.signOut();
      expect(backend.currentUser()).toBeNull();
    });

    it('reports the auth state once known, then every sign-in and sign-out, until unsubscribed', async () => {
      await backend.authStateReady();
      const states = watch<BackendUser | null>((next, error) => backend.onAuthStateChanged(next, error));
      await waitUntil(() => states.values.length === 1, timeout, 'the initial auth state');
      expect(states.values[0]).toBeNull();

      const user = await signUpVerified();
      await states.until((u) => u?.uid === user.uid, 'the signed-in user');
      await backend.signOut();
      await states.until((u) => u === null && states.values.length >= 3, 'the sign-out');
      expect(states.values.map((u) => u?.uid ?? null)).toEqual([null, user.uid, null]);

      states.unsubscribe();
      await backend.signIn(user.email, PASSWORD);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(states.values).toHaveLength(3);
    });

    it('signs in with Google and creates the business from the display name', async () => {
      const email = uniqueEmail('google');
      await helpers.chooseGoogleAccount(backend, { name: 'Kofi Boateng', email });
      const user = await backend.signInWithGoogle();
      expect(user).toMatchObject({ email, displayName: 'Kofi Boateng', emailVerified: true });
      expect(backend.currentUser()?.uid).toBe(user.uid);

      const business = await backend.getOrCreateBusiness(user);
      expect(business).toMatchObject({
        ownerUid: user.uid,
        businessName: 'Kofi Boateng',
        ownerName: 'Kofi Boateng',
        businessType: '',
        phone: '',
        address: '',
        email,
        plan: 'trialing',
      });
      expect(business.trialEndsAt.getTime() - business.createdAt.getTime()).toBe(TRIAL_DAYS * DAY_MS);

      const again = await backend.getOrCreateBusiness(user);
      expect(again.createdAt.getTime()).toBe(business.createdAt.getTime());

      await backend.signOut();
      await helpers.chooseGoogleAccount(backend, { name: 'Kofi Boateng', email });
      expect((await backend.signInWithGoogle()).uid).toBe(user.uid);
    });

    it('rejects a cancelled Google sign-in with auth/popup-closed-by-user', async () => {
      await helpers.chooseGoogleAccount(backend, null);
      await expectCode(backend.signInWithGoogle(), 'auth/popup-closed-by-user');
      expect(backend.currentUser()).toBeNull();
    });
  });

  describe('business profile', () => {
    it('delivers the business document live: null while missing, then the created profile', async () => {
      await helpers.chooseGoogleAccount(backend, { name: 'Efua Asante', email: uniqueEmail('google') });
      const user = await backend.signInWithGoogle();
      const business = watch<unknown>((next, error) => backend.subscribeBusiness(user.uid, next, error));
      await business.until((b) => b === null, 'the missing business');
      await backend.getOrCreateBusiness(user);
      const loaded = await business.until((b) => b !== null, 'the created business');
      expect(loaded).toMatchObject({ ownerUid: user.uid, ownerName: 'Efua Asante' });
      business.unsubscribe();
    });

    it("keeps the shop's days to pay on its profile, live, and nothing else of the profile moves", async () => {
      const user = await signUpVerified();
      const before = await backend.getOrCreateBusiness(user);
      expect(before.creditDays).toBeUndefined();
      const business = watch<Business | null>((next, error) => backend.subscribeBusiness(user.uid, next, error));
      await business.until((b) => b !== null, 'the profile');
      await backend.updateShopSettings(user.uid, { creditDays: 14 });
      expect(await business.until((b) => b?.creditDays === 14, 'the days to pay')).toEqual({ ...before, creditDays: 14 });
      // The bounds themselves are allowed.
      await backend.updateShopSettings(user.uid, { creditDays: MAX_CREDIT_DAYS });
      await business.until((b) => b?.creditDays === MAX_CREDIT_DAYS, 'the most days to pay');
      await backend.updateShopSettings(user.uid, { creditDays: 1 });
      await business.until((b) => b?.creditDays === 1, 'the fewest days to pay');
      business.unsubscribe();
      expect(await backend.getOrCreateBusiness(user)).toEqual({ ...before, creditDays: 1 });
    });

    it('refuses days to pay that are not a whole number from 1 to MAX_CREDIT_DAYS, writing nothing', async () => {
      const user = await signUpVerified();
      await backend.updateShopSettings(user.uid, { creditDays: 45 });
      for (const days of [0, -7, MAX_CREDIT_DAYS + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '30', null]) {
        const error = await expectCode(backend.updateShopSettings(user.uid, { creditDays: days as number }), 'invalid-argument');
        expect(error.message, String(days)).toContain('days to pay');
      }
      expect((await backend.getOrCreateBusiness(user)).creditDays).toBe(45);
    });

    it('takes the settings as a patch: only the fields given move, the till settings beside the days to pay', async () => {
      const user = await signUpVerified();
      const before = await backend.getOrCreateBusiness(user);
      expect([before.cashierDiscountLimitHundredths, before.idleLockMinutes, before.countMobileMoneyAtClose]).toEqual([undefined, undefined, undefined]);
      const business = watch<Business | null>((next, error) => backend.subscribeBusiness(user.uid, next, error));
      await business.until((b) => b !== null, 'the profile');
      await backend.updateShopSettings(user.uid, { creditDays: 21 });
      await backend.updateShopSettings(user.uid, { cashierDiscountLimitHundredths: 1_500 });
      expect(await business.until((b) => b?.cashierDiscountLimitHundredths === 1_500, 'the discount limit')).toEqual({ ...before, creditDays: 21, cashierDiscountLimitHundredths: 1_500 });
      // A field given as undefined is not given.
      await backend.updateShopSettings(user.uid, { idleLockMinutes: 5, countMobileMoneyAtClose: true, creditDays: undefined });
      const all = { ...before, creditDays: 21, cashierDiscountLimitHundredths: 1_500, idleLockMinutes: 5, countMobileMoneyAtClose: true };
      expect(await business.until((b) => b?.idleLockMinutes === 5, 'the idle lock')).toEqual(all);
      // The bounds themselves are allowed, all at once.
      await backend.updateShopSettings(user.uid, { cashierDiscountLimitHundredths: 0, idleLockMinutes: 1, countMobileMoneyAtClose: false });
      await business.until((b) => b?.cashierDiscountLimitHundredths === 0 && b.idleLockMinutes === 1 && b.countMobileMoneyAtClose === false, 'the fewest');
      await backend.updateShopSettings(user.uid, { cashierDiscountLimitHundredths: MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, idleLockMinutes: MAX_IDLE_LOCK_MINUTES });
      await business.until((b) => b?.idleLockMinutes === MAX_IDLE_LOCK_MINUTES, 'the most');
      business.unsubscribe();
      expect(await backend.getOrCreateBusiness(user)).toEqual({
        ...all,
        cashierDiscountLimitHundredths: MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
        idleLockMinutes: MAX_IDLE_LOCK_MINUTES,
        countMobileMoneyAtClose: false,
      });
    });

    it('refuses till settings out of their bounds, or nothing to change, writing nothing (not even the fields that were right)', async () => {
      const user = await signUpVerified();
      await backend.updateShopSettings(user.uid, { creditDays: 30, cashierDiscountLimitHundredths: 1_000, idleLockMinutes: 2, countMobileMoneyAtClose: true });
      const before = await backend.getOrCreateBusiness(user);
      const refused: Array<[Record<string, unknown>, string]> = [
        ...[-1, MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS + 1, 12.5, Number.NaN, '1000', null].map((v): [Record<string, unknown>, string] => [{ cashierDiscountLimitHundredths: v }, 'discount limit']),
        ...[0, -1, MAX_IDLE_LOCK_MINUTES + 1, 2.5, '2', null].map((v): [Record<string, unknown>, string] => [{ idleLockMinutes: v }, 'idle lock']),
        ...[1, 'true', null].map((v): [Record<string, unknown>, string] => [{ countMobileMoneyAtClose: v }, 'mobile money']),
        // One wrong value refuses the patch whole.
        [{ creditDays: 7, idleLockMinutes: 0 }, 'idle lock'],
        [{ cashierDiscountLimitHundredths: 2_000, creditDays: 0 }, 'days to pay'],
      ];
      for (const [settings, says] of refused) {
        const error = await expectCode(backend.updateShopSettings(user.uid, settings as ShopSettings), 'invalid-argument');
        expect(error.message, JSON.stringify(settings)).toContain(says);
      }
      for (const nothing of [{}, { creditDays: undefined }]) await expectCode(backend.updateShopSettings(user.uid, nothing), 'invalid-argument');
      expect(await backend.getOrCreateBusiness(user)).toEqual(before);
    });

    it("refuses to change another owner's settings, and a profile not made yet is not-found", async () => {
      const email = uniqueEmail('first');
      const owner = await signUpVerified(email);
      await backend.updateShopSettings(owner.uid, { creditDays: 21 });
      await backend.signOut();
      const other = await signUpVerified();
      await expectCode(backend.updateShopSettings(owner.uid, { creditDays: 7 }), 'permission-denied');
      expect((await backend.getOrCreateBusiness(other)).creditDays).toBeUndefined();
      await backend.signOut();
      await backend.signIn(email, PASSWORD);
      expect((await backend.getOrCreateBusiness(owner)).creditDays).toBe(21);
      await backend.signOut();

      // A Google account's profile is made on its first visit (getOrCreateBusiness): before that there is none to change.
      await helpers.chooseGoogleAccount(backend, { name: 'Efua Asante', email: uniqueEmail('google') });
      const google = await backend.signInWithGoogle();
      await expectCode(backend.updateShopSettings(google.uid, { creditDays: 7 }), 'not-found');
      await backend.getOrCreateBusiness(google);
      await backend.updateShopSettings(google.uid, { creditDays: 7 });
      expect((await backend.getOrCreateBusiness(google)).creditDays).toBe(7);
    });
  });
}
