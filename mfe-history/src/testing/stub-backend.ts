// A backend for stories and tests that answers the history's subscriptions from memory: a fixed
// list, a subscription that never answers (loading), or one that fails. Nothing else is served.
import type { Sale } from '@shop/shared/domain';
import type { Backend, BackendUser } from '@shop/shared/session';

export type StubAnswer<T> = T | 'loading' | Error;

export const STUB_OWNER: BackendUser = { uid: 'owner-1', email: 'ama@example.com', displayName: 'Ama Mensah', emailVerified: true };

export interface HistoryStubOptions {
  sales: StubAnswer<Sale[]>;
  /** Null: nobody is signed in. */
  user?: BackendUser | null;
  /** The full list never answers: only the first page (a `limit` query) is served. */
  fullListPending?: boolean;
}

export function historyStubBackend({ sales, user = STUB_OWNER, fullListPending = false }: HistoryStubOptions): Backend {
  const stub = {
    kind: 'stub',
    currentUser: () => user,
    authStateReady: () => Promise.resolve(),
    onAuthStateChanged(next: (user: BackendUser | null) => void) {
      queueMicrotask(() => next(user));
      return () => {};
    },
    subscribeSales(_uid: string, next: (sales: Sale[]) => void, fail: (error: Error) => void, query?: { limit?: number }) {
      let active = true;
      queueMicrotask(() => {
        if (!active || sales === 'loading' || (fullListPending && query?.limit === undefined)) return;
        if (sales instanceof Error) fail(sales);
        else next(query?.limit === undefined ? sales : sales.slice(0, query.limit));
      });
      return () => {
        active = false;
      };
    },
  };
  return stub as unknown as Backend;
}
