// The customers' own story helpers on a seeded shop (`parameters.shop`, see .storybook/README.md);
// reading the shop and its demo data is the shared testing entry's (`@shop/shared/testing`).
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import type { CustomerDraft } from '@shop/shared/domain';
import { seededShop } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';

/** Adds a customer to the seeded shop (for a story's `beforeEach`). */
export async function addCustomer(loaded: Loaded, draft: CustomerDraft): Promise<string> {
  const { backend, uid } = seededShop(loaded);
  return backend.addCustomer(uid, draft);
}

const salesFailing = new WeakMap<Backend, Backend>();

/** The same backend, except that reading the sales reports 'unavailable' (one per backend, so React sees a stable value). */
export function withSalesFailing(backend: Backend): Backend {
  let failing = salesFailing.get(backend);
  if (!failing) {
    failing = Object.assign(Object.create(backend) as Backend, {
      subscribeSales: (_uid: string, _onNext: unknown, onError: (error: Error) => void) => {
        const timer = setTimeout(() => onError(new BackendError('unavailable')), 0);
        return () => clearTimeout(timer);
      },
    });
    salesFailing.set(backend, failing);
  }
  return failing;
}
