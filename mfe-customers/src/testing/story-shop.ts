// For the customers' stories on a seeded shop (`parameters.shop`, see .storybook/README.md): the
// shop the story runs on, typed for its play functions, what that shop stores right now, and the
// same shop with only its sales failing.
import { BackendError } from '@shop/shared/session';
import type { Backend, BackendUser } from '@shop/shared/session';
import type { Customer, CustomerDraft, Sale } from '@shop/shared/domain';

export interface SeededShop {
  /** What the screens see (the local adapter, or a wrapper making part of it fail). */
  backend: Backend;
  user: BackendUser | null;
  /** The demo customers and sales seeded in a 'busy', 'busy-naira' or 'huge' shop. */
  demo: { customers: Customer[]; sales: Sale[] } | null;
}

/** The shop of a story's `loaded` context, with its signed-in owner's uid. */
export function seededShop(loaded: Record<string, unknown>): SeededShop & { uid: string } {
  const shop = loaded.shop as SeededShop | undefined;
  if (!shop?.user) throw new Error('This story needs a seeded shop with its owner signed in (`parameters.shop`).');
  return { ...shop, uid: shop.user.uid };
}

/** The demo customers and sales of a seeded shop. */
export function demoShop(loaded: Record<string, unknown>): { customers: Customer[]; sales: Sale[] } {
  const demo = seededShop(loaded).demo;
  if (!demo) throw new Error('This story needs a demo shop: busy, busy-naira or huge.');
  return demo;
}

/** The seeded customer called `name`. */
export function demoCustomer(loaded: Record<string, unknown>, name: string): Customer {
  const customer = demoShop(loaded).customers.find((candidate) => candidate.name === name);
  if (!customer) throw new Error(`The seeded shop has no customer named ${name}.`);
  return customer;
}

/** The customers stored in the shop now, read through its backend (the first answer of a subscription). */
export function storedCustomers(loaded: Record<string, unknown>): Promise<Customer[]> {
  const { backend, uid } = seededShop(loaded);
  return new Promise((resolve, reject) => {
    let answered = false;
    let stop: (() => void) | null = null;
    stop = backend.subscribeCustomers(
      uid,
      (customers) => {
        answered = true;
        resolve(customers);
        stop?.();
      },
      reject,
    );
    if (answered) stop();
  });
}

/** Adds a customer to the seeded shop (for a story's `beforeEach`). */
export async function addCustomer(loaded: Record<string, unknown>, draft: CustomerDraft): Promise<string> {
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
