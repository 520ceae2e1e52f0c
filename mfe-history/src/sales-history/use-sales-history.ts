// The owner's sales, newest first, for the history: a small first page shows at once, then the
// full list is read and takes over, and the first page's subscription is released. The full read
// starts only once the first page is in: the browser runs reads of one store one after another,
// so a first page asked for beside a 100 000-sale read would wait for all of it.
import { useEffect, useState } from 'react';
import type { Sale } from '@shop/shared/domain';
import { useAuth, useLive, useShop } from '@shop/shared/session';

/** How many of the newest sales are read first. */
export const FIRST_PAGE_SIZE = 50;

export type SalesHistoryState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  /** `complete` is false while only the first page is in. */
  | { status: 'ready'; sales: readonly Sale[]; complete: boolean };

export function useSalesHistory(): SalesHistoryState {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  // Each stage's subscription starts once the stage before it has answered.
  const [fullListWanted, setFullListWanted] = useState<string | null>(null);

  const all = useLive<Sale[]>(uid !== null && fullListWanted === uid ? `sales:${uid}:all` : null, (next, fail) =>
    backend.subscribeSales(uid as string, next, fail),
  );
  const wantFirstPage = uid !== null && all.status !== 'ready' && all.status !== 'error';
  const firstPage = useLive<Sale[]>(wantFirstPage ? `sales:${uid}:${FIRST_PAGE_SIZE}` : null, (next, fail) =>
    backend.subscribeSales(uid as string, next, fail, { limit: FIRST_PAGE_SIZE }),
  );

  const firstPageComplete = firstPage.status === 'ready' && firstPage.data.length < FIRST_PAGE_SIZE;
  const needFullList = uid !== null && firstPage.status === 'ready' && !firstPageComplete;
  useEffect(() => {
    if (needFullList && fullListWanted !== uid) setFullListWanted(uid);
  }, [needFullList, fullListWanted, uid]);

  if (uid === null) return ready ? { status: 'signed-out' } : { status: 'loading' };
  if (all.status === 'error') return { status: 'error', error: all.error, retry: all.retry };
  if (all.status === 'ready') return { status: 'ready', sales: all.data, complete: true };
  if (firstPage.status === 'error') return { status: 'error', error: firstPage.error, retry: firstPage.retry };
  if (firstPage.status === 'ready') return { status: 'ready', sales: firstPage.data, complete: firstPageComplete };
  return { status: 'loading' };
}
