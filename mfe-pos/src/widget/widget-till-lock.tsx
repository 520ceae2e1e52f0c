// The partner widget's staff sign-in (issue #35; docs/product-rules.md, 'Staff at the till'): once
// the shop has staff, the partner's counter staff switch to themselves with their PIN, and the
// widget's till then works with that person's limits (the adapters refuse the rest:
// backend/till-guard.ts). While nobody is at the till it shows only the PIN pad.
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff, useTillOperator } from '@shop/shared/session';
import { Button, ErrorBanner, Spinner, TILL_UNLOCK_TEXT, TillUnlockPad } from '@shop/shared/ui';
import styles from './widget-app.module.css';

export const WIDGET_STAFF_TEXT = {
  unlock: TILL_UNLOCK_TEXT.unlock,
  switchUser: 'Switch user',
  staffLoading: 'Loading staff…',
  staffFailed: 'Failed to load staff.',
  unlockFailed: TILL_UNLOCK_TEXT.failed,
  noStaff: 'Nobody can unlock this till. Log out and log in with the shop’s account.',
} as const;

/** The PIN pad of the shop's staff not turned off, while the widget's till is locked. */
export function WidgetTillLock() {
  const { uid, backend } = useShop();
  const staff = useStaff();
  if (staff.status === 'error') return <ErrorBanner onRetry={staff.retry}>{WIDGET_STAFF_TEXT.staffFailed}</ErrorBanner>;
  if (staff.status !== 'ready') return <Spinner label={WIDGET_STAFF_TEXT.staffLoading} showLabel centered />;
  return (
    <TillUnlockPad
      title={STAFF_MESSAGES.tillLocked}
      titleLevel={3}
      staff={staff.data}
      unlock={uid === null ? null : (memberId, pin) => backend.unlockTill(uid, memberId, pin)}
      // The refusal is in STAFF_MESSAGES's words: a wrong PIN, a lockout, a member turned off.
      refusalMessage={(error) => (isBackendError(error) ? messageWithoutPrefix(error) : null)}
      emptyText={WIDGET_STAFF_TEXT.noStaff}
    />
  );
}

/** Who is at the widget's till and "Switch user", once the shop has staff who may take it. */
export function WidgetOperator() {
  const { backend } = useShop();
  const operator = useTillOperator();
  const staff = useStaff();
  const hasStaff = staff.status === 'ready' && staff.data.some((member) => !member.disabled);
  if (!operator || !hasStaff) return null;
  return (
    <span className={styles.account}>
      <span className={styles.business}>
        {operator.name} · {STAFF_ROLE_LABELS[operator.role]}
      </span>
      <Button size="sm" variant="ghost" onClick={() => backend.lockTill()}>
        {WIDGET_STAFF_TEXT.switchUser}
      </Button>
    </span>
  );
}
