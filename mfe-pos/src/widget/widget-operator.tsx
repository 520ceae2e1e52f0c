// Who is at the partner widget's till, and "Switch user" (issue #35; docs/product-rules.md, 'Staff at
// the till'), once the shop has staff who may take it. Kept apart from the PIN pad
// (widget-till-lock.tsx), which loads only when the till is locked.
import { STAFF_ROLE_LABELS } from '@shop/shared/domain';
import { useShop, useStaff, useTillOperator } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import styles from './widget-app.module.css';

export const SWITCH_USER = 'Switch user';

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
        {SWITCH_USER}
      </Button>
    </span>
  );
}
