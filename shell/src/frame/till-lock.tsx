// The locked till (issue #35; the rules are summed up at the top of domain/staff.ts): while nobody
// is at the till (useTillOperator() is null) the frame shows only this, the PIN pad of the shop's
// active staff, and a way to sign the shop out. Nothing of the views is rendered behind it.
import { PRODUCT_NAME, STAFF_MESSAGES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { Business, StaffListing } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { navigateTo } from '@shop/shared/mfe';
import { ErrorBanner, PinPad, Spinner } from '@shop/shared/ui';
import styles from './till-lock.module.css';

/** The lock screen's own words; the PIN pad's messages are STAFF_MESSAGES's. */
export const TILL_LOCK_TEXT = {
  unlock: 'Unlock',
  signOut: 'Sign out',
  staffLoading: 'Loading staff…',
  staffFailed: 'Failed to load staff.',
  unlockFailed: 'Failed to unlock the till. Please try again.',
  noStaff: 'Nobody can unlock this till. Sign out and sign in with the shop’s account.',
} as const;

/** Who may unlock the till: members not turned off, as the shop lists them. */
export function activeStaff(staff: readonly StaffListing[]): StaffListing[] {
  return staff.filter((member) => !member.disabled);
}

export function TillLock({ business }: { business: Pick<Business, 'businessName'> }) {
  const { uid, backend } = useShop();
  const staff = useStaff();

  const unlock = async (memberId: string, pin: string): Promise<string | null> => {
    if (uid === null) return VALIDATION_MESSAGES.notLoggedIn;
    try {
      await backend.unlockTill(uid, memberId, pin);
      return null;
    } catch (error) {
      // The adapter's refusal is in STAFF_MESSAGES's words (wrong PIN, locked out, turned off).
      if (isBackendError(error)) return messageWithoutPrefix(error);
      console.error(TILL_LOCK_TEXT.unlockFailed, error);
      return TILL_LOCK_TEXT.unlockFailed;
    }
  };

  const signOut = async () => {
    try {
      await backend.signOut();
      navigateTo('/');
    } catch (error) {
      // A logout failure is only logged (docs/product-rules.md), as the sidebar's Logout.
      console.error('Logout failed', error);
    }
  };

  return (
    <main className={styles.screen} id="frame-content">
      <div className={styles.panel}>
        <p className={styles.brand}>
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="currentColor" />
            <path d="M18 26h28l-3 22H21z" fill="#1c1917" />
            <path d="M25 26v-4a7 7 0 0 1 14 0v4" stroke="#1c1917" strokeWidth="4" fill="none" />
          </svg>
          <span>{PRODUCT_NAME}</span>
          <span className={styles.business}>{business.businessName}</span>
        </p>
        <h1 className={styles.title}>{STAFF_MESSAGES.tillLocked}</h1>
        {staff.status === 'ready' ? (
          <PinPad people={activeStaff(staff.data)} onSubmit={unlock} submitLabel={TILL_LOCK_TEXT.unlock} emptyText={TILL_LOCK_TEXT.noStaff} autoFocus />
        ) : staff.status === 'error' ? (
          <ErrorBanner onRetry={staff.retry}>{TILL_LOCK_TEXT.staffFailed}</ErrorBanner>
        ) : (
          <Spinner label={TILL_LOCK_TEXT.staffLoading} showLabel centered />
        )}
        <button type="button" className={styles.signOut} onClick={signOut}>
          {TILL_LOCK_TEXT.signOut}
        </button>
      </div>
    </main>
  );
}
