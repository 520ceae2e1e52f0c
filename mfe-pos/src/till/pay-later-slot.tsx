// Where the Pay later panel goes. Its code is not part of what the till paints (the partner
// widget's budget): it is fetched the first time Pay later is switched on. Offline before that (a
// partner's page has no service worker to keep it), the slot says so and offers to fetch it again;
// meanwhile the sale can still go on the account, due on the day Pay later started with.
import { lazy, Suspense, useMemo, useState } from 'react';
import { CREDIT_MESSAGES, SCREEN_TEXT } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import type { Till } from './use-till';
import styles from './current-sale-panel.module.css';

export function PayLaterSlot({ till }: { till: Till }) {
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(
    () =>
      lazy(() =>
        import('./pay-later-panel').then(
          (module) => ({ default: module.PayLaterPanel }),
          () => ({
            default: () => (
              <p role="alert" className={styles.blocked}>
                {CREDIT_MESSAGES.panelFailed}{' '}
                <Button size="sm" variant="ghost" onClick={() => setAttempt(attempt + 1)}>
                  {SCREEN_TEXT.tryAgain}
                </Button>
              </p>
            ),
          }),
        ),
      ),
    [attempt],
  );
  return (
    <Suspense fallback={null}>
      <Panel till={till} />
    </Suspense>
  );
}
