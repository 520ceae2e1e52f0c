// The owner's sales, newest first, for the history: a small first page shows at once while the
// full list loads (with 100 000 sales the full read takes a while), then the full list takes over
// and the first page's subscription is released.
import type { Sale } from '@shop/shared/domain';
import { useAuth, useLive, useSales, useShop } from '@shop/shared/session';

/** How many of the newest sales are read first. */
export const FIRST_PAGE_SIZE = 50;

export type SalesHistoryState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  /** `complete` is false while only the first page is in. */
  | { status: 'ready'; sales: readonly Sale[]; complete: boolean };

export function useSalesHistory(): SalesHistoryState {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const all = useSales();
  const wantFirstPage = uid !== null && all.status !== 'ready' && all.status !== 'error';
  const firstPage = useLive<Sale[]>(wantFirstPage ? `sales:${uid}:${FIRST_PAGE_SIZE}` : null, (next, fail) =>
    backend.subscribeSales(uid as string, next, fail, { limit: FIRST_PAGE_SIZE }),
  );

  if (uid === null) return ready ? { status: 'signed-out' } : { status: 'loading' };
  if (all.status === 'error') return { status: 'error', error: all.error };
  if (all.status === 'ready') return { status: 'ready', sales: all.data, complete: true };
  if (firstPage.status === 'error') return { status: 'error', error: firstPage.error };
  if (firstPage.status === 'ready') {
    return { status: 'ready', sales: firstPage.data, complete: firstPage.data.length < FIRST_PAGE_SIZE };
  }
  return { status: 'loading' };
}
