// The local adapter's records the till reads: the business profile, the products and the customers
// (both in their stored shape, codecs.ts), each readable by its owner only and followed live; and
// the customers' writes (the till adds a customer at the sale). The owner's edits of the products
// and the shop's settings are back-office.ts's.
import type { Business } from '../../domain/entities';
import { customerDraftToStored, customerFromStored, productFromStored } from '../codecs';
import type { StoredCustomer, StoredCustomerDraft, StoredProduct, StoredProductDraft } from '../codecs';
import { businessFromGoogleProfile } from '../../domain/validation';
import type { BusinessApi, CatalogueApi, CustomerPatch } from '../port';
import { checkedCustomerWrites } from '../records';
import type { LocalDatabase } from './db';
import type { LocalImages } from './images';
import { ownedRows } from './owned-rows';
import type { LocalSession } from './session';

export type LocalCatalogue = Omit<BusinessApi, 'updateShopSettings'> &
  Pick<CatalogueApi, 'subscribeProducts' | 'subscribeCustomers' | 'addCustomer' | 'updateCustomer' | 'deleteCustomer'>;

export function createLocalCatalogue(
  db: LocalDatabase,
  session: LocalSession,
  images: LocalImages,
  options: { now: () => Date; randomId: () => string },
): LocalCatalogue {
  const { now } = options;
  const { requireOwner, live } = session;

  const products = ownedRows<StoredProduct, StoredProductDraft>(db, session, db.products, 'products', options);
  // A customer carries money too (a credit limit), so it is stored in its stored shape as well.
  const customers = ownedRows<StoredCustomer, StoredCustomerDraft>(db, session, db.customers, 'customers', options);

  return {
    async getOrCreateBusiness(user) {
      requireOwner(user.uid);
      return db.transaction('rw', db.businesses, async () => {
        const existing = await db.businesses.get(user.uid);
        if (existing) return existing;
        const created = businessFromGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName, now: now() });
        await db.businesses.add(created);
        return created;
      });
    },

    subscribeBusiness(uid, onNext, onError) {
      return live<Business | null>(
        async () => {
          requireOwner(uid);
          return (await db.businesses.get(uid)) ?? null;
        },
        onNext,
        onError,
      );
    },

    subscribeProducts(uid, onNext, onError) {
      return live(async () => images.withImageUrls((await products.list(uid)).map(productFromStored)), onNext, onError);
    },

    subscribeCustomers(uid, onNext, onError) {
      return live(async () => (await customers.list(uid)).map(customerFromStored), onNext, onError);
    },

    ...checkedCustomerWrites({
      addCustomer: (uid, draft) => customers.add(uid, customerDraftToStored(draft)),
      updateCustomer: (uid, id, patch: CustomerPatch) => customers.update(uid, id, customerDraftToStored(patch)),
    }),

    async deleteCustomer(uid, id) {
      requireOwner(uid);
      await db.customers.delete([uid, id]);
    },
  };
}
