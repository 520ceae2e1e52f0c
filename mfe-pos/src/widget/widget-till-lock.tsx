// The partner widget's staff sign-in (issue #35; docs/product-rules.md, 'Staff at the till'): once
// the shop has staff, the partner's counter staff switch to themselves with their PIN, and the
// widget's till then works with that person's limits (the adapters refuse the rest:
// backend/till-guard/). While nobody is at the till it shows only the PIN pad.
import { STAFF_MESSAGES } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { ErrorBanner, Spinner, TILL_UNLOCK_TEXT, TillUnlockPad } from '@shop/shared/ui';

export const WIDGET_LOCK_TEXT = {
  unlock: TILL_UNLOCK_TEXT.unlock,
  staffLoading: 'Loading staff…',
  staffFailed: 'Failed to load staff.',
  unlockFailed: TILL_UNLOCK_TEXT.failed,
  noStaff: 'Nobody can unlock this till. Log out and log in with the shop’s account.',
} as const;

/** The PIN pad of the shop's staff not turned off, while the widget's till is locked. */
export function WidgetTillLock() {
  const { uid, backend } = useShop();
  const staff = useStaff();
  if (staff.status === 'error') return <ErrorBanner onRetry={staff.retry}>{WIDGET_LOCK_TEXT.staffFailed}</ErrorBanner>;
  if (staff.status !== 'ready') return <Spinner label={WIDGET_LOCK_TEXT.staffLoading} showLabel centered />;
  return (
    <TillUnlockPad
      title={STAFF_MESSAGES.tillLocked}
      titleLevel={3}
      staff={staff.data}
      unlock={uid === null ? null : (memberId, pin) => backend.unlockTill(uid, memberId, pin)}
      // The refusal is in STAFF_MESSAGES's words: a wrong PIN, a lockout, a member turned off.
      refusalMessage={(error) => (isBackendError(error) ? messageWithoutPrefix(error) : null)}
      emptyText={WIDGET_LOCK_TEXT.noStaff}
    />
  );
}

export default WidgetTillLock;
