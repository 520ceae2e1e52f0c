// The locked till (issue #35; the rules are summed up at the top of domain/staff.ts): while nobody
// is at the till (useTillOperator() is null) the frame shows only this, the PIN pad of the shop's
// active staff, and a way to sign the shop out. Nothing of the views is rendered behind it.
import { PRODUCT_NAME, STAFF_MESSAGES } from '@shop/shared/domain';
import type { Business, StaffListing } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { ErrorBanner, Spinner, TILL_UNLOCK_TEXT, TillUnlockPad } from '@shop/shared/ui';
import { ShopMark, signOutToLanding } from './sidebar';
import styles from './till-lock.module.css';

/** The lock screen's own words; the PIN pad's messages are STAFF_MESSAGES's. */
export const TILL_LOCK_TEXT = {
  signOut: 'Sign out',
  staffLoading: 'Loading staff…',
  staffFailed: 'Failed to load staff.',
  unlockFailed: TILL_UNLOCK_TEXT.failed,
  noStaff: 'Nobody can unlock this till. Sign out and sign in with the shop’s account.',
} as const;

/** Who may unlock the till: members not turned off, as the shop lists them. */
export function activeStaff(staff: readonly StaffListing[]): StaffListing[] {
  return staff.filter((member) => !member.disabled);
}

/** The backend's refusal in its own words; null for any other failure (TillUnlockPad logs it). */
export function backendRefusal(error: unknown): string | null {
  return isBackendError(error) ? messageWithoutPrefix(error) : null;
}

export function TillLock({ business }: { business: Pick<Business, 'businessName'> }) {
  const { uid, backend } = useShop();
  const staff = useStaff();

  const unlock = uid === null ? null : (memberId: string, pin: string) => backend.unlockTill(uid, memberId, pin);

  return (
    <main className={styles.screen} id="frame-content">
      <div className={styles.panel}>
        <p className={styles.brand}>
          <ShopMark />
          <span>{PRODUCT_NAME}</span>
          <span className={styles.business}>{business.businessName}</span>
        </p>
        <h1 className={styles.title}>{STAFF_MESSAGES.tillLocked}</h1>
        {staff.status === 'ready' ? (
          // The adapter's refusal is in STAFF_MESSAGES's words (wrong PIN, locked out, turned off).
          <TillUnlockPad staff={staff.data} unlock={unlock} refusalMessage={backendRefusal} emptyText={TILL_LOCK_TEXT.noStaff} autoFocus />
        ) : staff.status === 'error' ? (
          <ErrorBanner onRetry={staff.retry}>{TILL_LOCK_TEXT.staffFailed}</ErrorBanner>
        ) : (
          <Spinner label={TILL_LOCK_TEXT.staffLoading} showLabel centered />
        )}
        <button type="button" className={styles.signOut} onClick={() => signOutToLanding(backend)}>
          {TILL_LOCK_TEXT.signOut}
        </button>
      </div>
    </main>
  );
}
