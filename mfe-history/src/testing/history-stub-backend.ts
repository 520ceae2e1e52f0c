// A backend for stories and tests that answers the history's subscriptions from memory: a fixed
// list, a subscription that never answers (loading), or one that fails; the shared in-memory
// backend does the serving.
import type { Sale } from '@shop/shared/domain';
import type { Backend, BackendUser } from '@shop/shared/session';
import { createMemoryBackend } from '@shop/shared/testing';

export type StubAnswer<T> = T | 'loading' | Error;

export const STUB_OWNER: BackendUser = { uid: 'owner-1', email: 'ama@example.com', displayName: 'Ama Mensah', emailVerified: true };

export interface HistoryStubOptions {
  sales: StubAnswer<Sale[]>;
  /** Null: nobody is signed in. */
  user?: BackendUser | null;
  /** The full list never answers: only the first page (a `limit` query) is served. */
  fullListPending?: boolean;
  /** Ids of sales the server has not confirmed yet. */
  waitingSales?: string[];
}

export function historyStubBackend({ sales, user = STUB_OWNER, fullListPending = false, waitingSales = [] }: HistoryStubOptions): Backend {
  const { backend } = createMemoryBackend({
    account: STUB_OWNER,
    user,
    sales: Array.isArray(sales) ? sales : [],
    syncState: { waitingSales, refused: [] },
    fail: Array.isArray(sales) ? {} : { subscribeSales: sales === 'loading' ? 'pending' : sales },
  });
  if (!fullListPending) return backend;
  return {
    ...backend,
    subscribeSales: (uid, onNext, onError, query) => (query?.limit === undefined ? () => undefined : backend.subscribeSales(uid, onNext, onError, query)),
  };
}
