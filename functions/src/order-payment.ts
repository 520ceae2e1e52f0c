// A paid online order's one sale (functions/README.md, 'The online store'; the domain's
// buildOrderSale): its customer the shop's own with the order's phone (findOrderCustomer) or one
// made from the order (orderCustomerDraft), each line's cost the server's (productCosts, else a
// cost still on the product), written in the transaction that marks the order paid under the
// order's id — created once, so a retry, a second tab or a call made again after a dropped answer
// records nothing more — and derived as a till's sale is (sales.ts, deriveSale).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { findOrderCustomer, orderCustomerDraft } from '@shop/shared/domain';
import type { OnlineOrder, Sale, SaleCustomer, StaffStamp } from '@shop/shared/domain';
import { customerDraftToStored, fromStoredMinor, saleToStored } from '@shop/shared/records';

/** What the shop sent with a payment, unread until the domain checks it. */
export interface PaymentAsked {
  method?: unknown;
  amountMinor?: unknown;
  madeBy?: unknown;
  approvedBy?: unknown;
}

/** What the domain needs to make the sale, and the customer to write when the shop has none with that phone. */
export interface PaymentFacts {
  customer: SaleCustomer;
  costs: ReadonlyMap<string, number | null>;
  newCustomer: { ref: DocumentReference; data: Record<string, unknown> } | null;
}

/** Reads, in the payment's transaction, the sale's customer and the lines' costs (no write: Firestore's transactions read first). */
export async function paymentFacts(tx: Transaction, db: Firestore, uid: string, order: OnlineOrder, saleRef: DocumentReference, now: Date): Promise<PaymentFacts> {
  const shop = `businesses/${uid}`;
  const ids = [...new Set(order.lines.map((line) => line.productId))];
  const [customers, costs, sale] = await Promise.all([
    tx.get(db.collection(`${shop}/customers`).select('name', 'phone')),
    ids.length > 0 ? tx.getAll(...ids.map((id) => db.doc(`${shop}/productCosts/${id}`))) : Promise.resolve([]),
    tx.get(saleRef),
  ]);
  if (sale.exists) throw new Error(`Sale ${saleRef.id} exists while its order is unpaid.`);
  const costById = new Map<string, number | null>();
  const legacy: string[] = [];
  costs.forEach((cost, i) => {
    const id = ids[i] as string;
    if (cost.exists) costById.set(id, fromStoredMinor(cost.get('cost') ?? null, `${shop}/productCosts/${id}`, 'cost'));
    else legacy.push(id);
  });
  // A cost still on the product, from before costs had documents of their own (costs.ts).
  if (legacy.length > 0) {
    for (const product of await tx.getAll(...legacy.map((id) => db.doc(`${shop}/products/${id}`)))) {
      costById.set(product.id, fromStoredMinor(product.get('cost') ?? null, `${shop}/products/${product.id}`, 'cost'));
    }
  }
  const known = findOrderCustomer(
    order,
    customers.docs.map((each) => ({ id: each.id, name: String(each.get('name') ?? ''), phone: String(each.get('phone') ?? '') })),
  );
  if (known) return { customer: { id: known.id, name: known.name }, costs: costById, newCustomer: null };
  const draft = orderCustomerDraft(order);
  const ref = db.collection(`${shop}/customers`).doc();
  return { customer: { id: ref.id, name: draft.name }, costs: costById, newCustomer: { ref, data: { ...customerDraftToStored(draft), createdAt: now } } };
}

const isStamp = (value: unknown): value is StaffStamp =>
  typeof value === 'object' && value !== null && typeof (value as StaffStamp).id === 'string' && typeof (value as StaffStamp).name === 'string';

/**
 * Writes the sale (and the customer made for it) in the payment's transaction: `create`, so a sale
 * of that id already there fails the whole move. The till's stamps the request carried (who took
 * the payment, whose PIN let it through) stay on it; a member's account is named as its seller.
 */
export function writeOrderSale(tx: Transaction, saleRef: DocumentReference, sale: Sale, asked: PaymentAsked, accountUid: string | null, facts: PaymentFacts, uid: string): void {
  if (facts.newCustomer) tx.create(facts.newCustomer.ref, facts.newCustomer.data);
  const stamped: Sale = { ...sale, ...(isStamp(asked.madeBy) ? { madeBy: { id: asked.madeBy.id, name: asked.madeBy.name } } : {}), ...(isStamp(asked.approvedBy) ? { approvedBy: { id: asked.approvedBy.id, name: asked.approvedBy.name } } : {}) };
  const { id: _id, ...stored } = saleToStored(stamped);
  const written = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
  // `onlineOrder`: the sale is judged by its order (sales.ts, sale-audit.ts 'An online order's sale'), the account that marked it paid named.
  tx.create(saleRef, { ...written, onlineOrder: true, ...(accountUid !== null && accountUid !== uid ? { accountUid } : {}) });
}
