// Where the split payment's editor goes. Its code is not part of what the till paints (the partner
// widget's budget, e2e/specs/widget.spec.mjs): it is fetched as soon as "Split payment" is pointed at
// or focused, and rendered once ticked.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { SCREEN_TEXT, SPLIT_PAYMENT_MESSAGES } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import type { SplitPaymentEditorProps } from './split-payment-editor';
import styles from './current-sale-panel.module.css';

/**
 * The split payment's editor, fetched once: as soon as the toggle is pointed at or focused, so it
 * is there when ticked (and Tab reaches its first part). A fetch that failed is tried again.
 */
let splitEditor: Promise<ComponentType<SplitPaymentEditorProps>> | null = null;
/** The editor once fetched: a later mount renders it at once, with no Suspense round. */
let fetchedSplitEditor: ComponentType<SplitPaymentEditorProps> | null = null;
const loadSplitEditor = () =>
  (splitEditor ??= import('./split-payment-editor').then(
    (module) => (fetchedSplitEditor = module.SplitPaymentEditor),
    (error: unknown) => {
      splitEditor = null;
      throw error;
    },
  ));

/** Fetches the editor ahead of its toggle being ticked; a failure waits for the tick, which says so. */
export const prefetchSplitEditor = () => {
  loadSplitEditor().catch(() => undefined);
};

/**
 * The editor in one unchanging tree per try (Suspense around it), so that its fields keep their
 * focus and what was typed while it renders; offline before it was ever fetched (a partner's page
 * has no service worker to keep it), it says so and offers to fetch it again, as Pay later's slot does.
 */
export function SplitPaymentEditor(props: SplitPaymentEditorProps) {
  // Chosen once per mount, so the tree never changes under a field being typed in.
  const [Fetched] = useState(() => fetchedSplitEditor);
  return Fetched ? <Fetched {...props} /> : <SplitPaymentEditorFetching {...props} />;
}

function SplitPaymentEditorFetching(props: SplitPaymentEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const Editor = useMemo(
    () =>
      lazy(() =>
        loadSplitEditor().then(
          (Loaded) => ({ default: Loaded }),
          () => ({
            default: () => (
              <p role="alert" className={styles.blocked}>
                {SPLIT_PAYMENT_MESSAGES.editorFailed}{' '}
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
      <Editor {...props} />
    </Suspense>
  );
}
