// The server's triggers (functions/README.md). Each is a line here; what it does lives in its own
// file. Region: REGION (docs/firebase.md, 'Deploy the server').
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { deriveSale } from './sales';
import { deriveRepayment } from './repayments';
import { deriveRefund } from './refunds';
import { deriveStockMovement, isTillRequest } from './stock';
import { notePriceChange, noteSettingsChange } from './changes';
import { moveLegacyCost, sweepLegacyCosts } from './costs';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { placeStrangersOrder } from './online-orders';
import { publishedProfileChanged, publishOnRequest, republishProducts, republishStore } from './publish-store';
import { cancelCustomersOrder, takeShopOrderAction } from './order-actions';
import { handlePaystackEvent, startPlanPayment as startPayment } from './plan-payments';
import { holdProductLimit } from './product-limit';
import { renewDuePlans, stopRenewal } from './plan-renewals';
import { connectStoreGateway, disconnectStoreGateway, handleStorePaymentEvent, startOrderPayment as startStorePayment } from './store-payments';
import { eventReferenceOf } from './paystack';
import { isStorePaymentReference } from '@shop/shared/domain';
import { REGION } from './region';
import { importCatalogueOnRequest, lastCatalogueImportOnRequest, undoCatalogueImportOnRequest } from './catalogue-import';
import { derivedDespiteMomentaryFailures } from './ledger-mark';

initializeApp();
setGlobalOptions({ region: REGION });
const db = () => getFirestore();

/** A sale a till wrote: audited, then derived into stock, roll-ups and accounts, once. */
export const saleRecorded = onDocumentCreated({ document: 'businesses/{uid}/sales/{saleId}', retry: true }, async (event) => {
  if (!event.data) return;
  const { ref } = event.data;
  await derivedDespiteMomentaryFailures(() => deriveSale(db(), event.params.uid, ref, new Date(event.time)));
});

/** A refund a till wrote: judged once its sale is, then derived into stock, roll-ups, its sale's tally and accounts, once. */
export const refundRecorded = onDocumentCreated({ document: 'businesses/{uid}/refunds/{refundId}', retry: true }, async (event) => {
  if (!event.data) return;
  const { ref } = event.data;
  await derivedDespiteMomentaryFailures(() => deriveRefund(db(), event.params.uid, ref));
});

/** A delivery or count a till asked for (the server's own movements are born judged): checked, then applied on the server's stock and cost, once. */
export const stockMovementRecorded = onDocumentCreated({ document: 'businesses/{uid}/stockMovements/{movementId}', retry: true }, async (event) => {
  if (!event.data || !isTillRequest(event.data.data())) return;
  const { ref } = event.data;
  await derivedDespiteMomentaryFailures(() => deriveStockMovement(db(), event.params.uid, ref));
});

/** A repayment a till wrote: judged on the server's balance (after its customer's earlier credit sales), then taken off the account, once. */
export const repaymentRecorded = onDocumentCreated({ document: 'businesses/{uid}/repayments/{repaymentId}', retry: true }, async (event) => {
  if (!event.data) return;
  const { ref } = event.data;
  await derivedDespiteMomentaryFailures(() => deriveRepayment(db(), event.params.uid, ref));
});

/** A product written: one the plan does not allow removed; a price or currency change noted, for sales queued before it; a cost of its own moved to its cost document. */
export const productChanged = onDocumentWritten('businesses/{uid}/products/{productId}', async (event) => {
  // A new product beyond what the plan allows (an 11th on Basic, any once view-only) is removed (src/product-limit.ts).
  if (!event.data?.before?.exists && event.data?.after?.exists) {
    const held = await holdProductLimit(db(), event.params.uid, event.params.productId, new Date(event.time));
    if (!held.kept) return;
  }
  await notePriceChange(db(), event.params.uid, event.params.productId, event.data?.before, event.data?.after);
  if (event.data?.after?.get('cost') !== undefined) await moveLegacyCost(db(), event.params.uid, event.params.productId);
  // Its entry of the published record alone (src/publish-store.ts; nothing for a shop without a store).
  await republishProducts(db(), event.params.uid, [event.params.productId], new Date());
});

/** Once a day: costs still on products no write has touched since costs had documents of their own. */
export const legacyCostsSwept = onSchedule('every 24 hours', async () => {
  await sweepLegacyCosts(db());
});

/** The till settings changed: noted, for sales queued before it; the name, logo or colour changed: the store's page again. */
export const shopChanged = onDocumentWritten('businesses/{uid}', async (event) => {
  await noteSettingsChange(db(), event.params.uid, event.data?.before, event.data?.after);
  if (publishedProfileChanged(event.data?.before, event.data?.after)) await republishStore(db(), event.params.uid, new Date());
});

/**
 * A stranger's order on a shop's online store: no sign-in; held back per phone and per store, priced
 * from the shop's catalogue and written by the server alone (src/online-orders.ts). App Check is
 * enforced where the deployment turns it on (ENFORCE_APP_CHECK=true; docs/firebase.md, 'The online store').
 */
export const placeOnlineOrder = onCall({ enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true' }, async (request) => placeStrangersOrder(db(), request.data, new Date()));

/** The online store's settings written: its published record rebuilt (or taken down), an old link's let go (src/publish-store.ts). */
export const onlineStoreChanged = onDocumentWritten('businesses/{uid}/onlineStore/settings', async (event) => {
  const before: unknown = event.data?.before?.get('name');
  await republishStore(db(), event.params.uid, new Date(), typeof before === 'string' ? before : null);
});

/** An order's status moved (a confirmation reserves units, a cancellation lets them go): its products' entries of the published record again. */
export const onlineOrderChanged = onDocumentWritten('businesses/{uid}/onlineOrders/{orderId}', async (event) => {
  if (event.data?.before?.get('status') === event.data?.after?.get('status')) return;
  if (!event.data?.before?.exists) return;
  const lines: unknown = event.data.before.get('lines');
  const ids = Array.isArray(lines) ? lines.map((line: { productId?: unknown }) => line?.productId).filter((id): id is string => typeof id === 'string') : [];
  await republishProducts(db(), event.params.uid, ids, new Date());
});

/** The shop works an online order (confirm, hold again, ready, dispatch, done, cancel, paid: its one sale): its role checked, judged by the domain (src/order-actions.ts). */
export const takeOrderAction = onCall(async (request) => takeShopOrderAction(db(), request, new Date()));

/** A customer cancels their own order, by the store's name and the order's id, while the shop has not confirmed it (src/order-actions.ts). */
export const cancelOwnOrder = onCall({ enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true' }, async (request) => cancelCustomersOrder(db(), request.data, new Date()));

/**
 * The owner or a manager brings the catalogue in from a file: judged by the domain on the catalogue
 * as it is, staged under the import's record, written in parts of at most 500 writes and marked
 * applied by the last; the same import id again is the same import (src/catalogue-import.ts).
 */
export const importCatalogue = onCall({ timeoutSeconds: 540, memory: '512MiB' }, async (request) => importCatalogueOnRequest(db(), request, new Date()));

/** The shop's last import, any job a stopped instance left finished first (src/catalogue-import.ts). */
export const lastCatalogueImport = onCall({ timeoutSeconds: 540 }, async (request) => lastCatalogueImportOnRequest(db(), request));

/** The last import undone exactly, the same job backwards; refused once its products moved (src/catalogue-import.ts). */
export const undoCatalogueImport = onCall({ timeoutSeconds: 540, memory: '512MiB' }, async (request) => undoCatalogueImportOnRequest(db(), request, new Date()));

/** The shop's published record rebuilt on its request, as its settings are saved (src/publish-store.ts). */
export const publishOnlineStore = onCall(async (request) => publishOnRequest(db(), request, new Date()));

/** The owner starts paying for a plan: the amount the plan table's, the payment kept pending, started at Paystack (src/plan-payments.ts). */
export const startPlanPayment = onCall(async (request) => startPayment(db(), request, new Date()));
/** The owner turns renewal by card off: the card kept is forgotten and no payment renews (src/plan-renewals.ts). */
export const stopPlanRenewal = onCall(async (request) => stopRenewal(db(), request));

/**
 * Paystack's events: believed only with the right signature, judged only on what Paystack's verify
 * API says; a paid plan payment moves the shop's paidUntil once (src/plan-payments.ts); an online
 * order paid through a shop's own account (its reference 'store-…', signed with that shop's key)
 * becomes its one sale (src/store-payments.ts).
 */
export const paystackWebhook = onRequest(async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('POST only');
    return;
  }
  const reference = eventReferenceOf(request.rawBody);
  const signature = request.get('x-paystack-signature');
  const outcome =
    reference !== null && isStorePaymentReference(reference)
      ? await handleStorePaymentEvent(db(), request.rawBody, signature, reference, new Date())
      : await handlePaystackEvent(db(), request.rawBody, signature, new Date());
  response.status(outcome.status).send(outcome.said);
});

/** The owner connects the shop's own Paystack account (Pro) by its secret key, kept where no client reads it (src/store-payments.ts). */
export const connectPaystackAccount = onCall(async (request) => connectStoreGateway(db(), request, new Date()));

/** The owner disconnects it: the key forgotten (src/store-payments.ts). */
export const disconnectPaystackAccount = onCall(async (request) => disconnectStoreGateway(db(), request));

/** A customer pays their online order through the shop's own Paystack account, for the order's own total (src/store-payments.ts). */
export const startOrderPayment = onCall({ enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true' }, async (request) => startStorePayment(db(), request.data, new Date()));

/** Once a day: card payers' plans ending within a day renewed by charging the card kept, through the same webhook and verification (src/plan-renewals.ts). */
export const plansRenewed = onSchedule('every 24 hours', async () => {
  await renewDuePlans(db(), new Date());
});
