// The adapter itself, against the same rules: it must store exactly what the requests measured
// store, and read what the bill says it reads (crossCheck).
import { PATH, UID, commit, openProject, refusal } from './emulator.mjs';
import { accountDoc, adjustmentOps, costedProduct, count, customerDoc, delivery, digitalProduct, laterRefund, makeRepayment, makeSale, minutesAgo, patchFields, productDoc, refundOps, repaymentOps, saleOps, stamped, startingStockOps } from './writes.mjs';
import { CUSTOMER_FIELDS, PRODUCT_WRITTEN_FIELDS, collection, customerDraftToStored, deleteField, domain, getDocs, productPatchToStored } from './suite.mjs';

async function adapterParts(db) {
  const { createFirebaseContext } = await import('../../shared/src/backend/firebase/context.ts');
  const { createWatchers } = await import('../../shared/src/backend/firebase/live.ts');
  const { createFirebaseSales } = await import('../../shared/src/backend/firebase/sales.ts');
  const { createFirebaseRefunds } = await import('../../shared/src/backend/firebase/refunds.ts');
  const { createFirebaseLedger } = await import('../../shared/src/backend/firebase/ledger.ts');
  const { createFirebaseCatalogue } = await import('../../shared/src/backend/firebase/catalogue.ts');
  const { createFirebaseCredit } = await import('../../shared/src/backend/firebase/credit.ts');
  const { createPendingStock } = await import('../../shared/src/backend/firebase/pending-stock.ts');
  const currentUser = { uid: UID, email: 'owner@example.com', displayName: 'Owner', emailVerified: true, providerData: [{ providerId: 'password' }] };
  // The owner, signed in for the whole run: the context follows who is signed in (context.ts).
  const auth = {
    currentUser,
    onAuthStateChanged(next) {
      next(currentUser);
      return () => {};
    },
  };
  const context = createFirebaseContext({ auth, db, storage: null, now: () => FIXED_NOW, isOnline: () => true, logError: () => {} });
  const watchers = createWatchers(context);
  const ledger = createFirebaseLedger(context);
  // firebase-backend.ts: the stock this till's own writes moved, until the server has (followed, then closed).
  const pendingStock = createPendingStock(context);
  return {
    context,
    pendingStock,
    sales: { ...createFirebaseSales(context, watchers, ledger, pendingStock), ...createFirebaseRefunds(context, watchers, ledger, pendingStock) },
    catalogue: createFirebaseCatalogue(context, watchers, pendingStock),
    credit: createFirebaseCredit(context, watchers, ledger),
  };
}
const FIXED_NOW = minutesAgo(1);

async function dump(db) {
  const state = {};
  const plain = (value) => JSON.parse(JSON.stringify(value, (_, v) => (v && typeof v === 'object' && typeof v.toMillis === 'function' ? `@${v.toMillis()}` : v)));
  for (const name of ['products', 'productCosts', 'customers', 'sales', 'dailyStats', 'productStats', 'stockMovements', 'refunds', 'refundTallies', 'accounts', 'repayments']) {
    const snapshot = await getDocs(collection(db, 'businesses', UID, name));
    for (const d of snapshot.docs) {
      // A `ledger` mark is compared by its state only: its time is the server's.
      const { ledger, ...data } = d.data();
      state[`${name}/${d.id}`] = plain(ledger === undefined ? data : { ...data, ledger: { state: ledger.state } });
    }
  }
  // A document id the SDK made (20 letters and digits: a starting stock's movement) is compared as AUTO_ID, wherever it is named.
  let text = JSON.stringify(state);
  for (const id of Object.keys(state).map((key) => key.split('/')[1]).filter((id) => /^[A-Za-z0-9]{20}$/.test(id))) text = text.replaceAll(id, AUTO_ID);
  return JSON.parse(text);
}
const AUTO_ID = 'AUTO-ID-OF-THE-SDK';

/**
 * Each operation through the adapter and through the measured requests, on the same rules, from
 * the same state: both must store the same documents. Also counts the adapter's own reads.
 */
export async function crossCheck(rules, operations) {
  const { serverReads } = await import('../firestore-read-counter.mjs');
  const project = await openProject(rules.text);
  const { env } = project;
  const results = [];
  try {
    for (const operation of operations) {
      const outcomes = {};
      for (const side of ['adapter', 'requests']) {
        await env.clearFirestore();
        await env.withSecurityRulesDisabled(async (admin) => {
          for (const ops of operation.seed) await commit(admin.firestore(), ops);
        });
        // A client of its own, whose cache holds nothing of the last operation.
        const db = env.authenticatedContext(UID, { email_verified: true }).firestore();
        const readsBefore = serverReads.count;
        let error = null;
        let refused = [];
        try {
          if (side === 'adapter') {
            const parts = await adapterParts(db);
            try {
              await operation.adapter(parts);
            } finally {
              parts.pendingStock.close();
            }
            refused = parts.context.refusedWrites.list().map((w) => `${w.what}: ${w.code}`);
          } else {
            for (const ops of operation.requests) await commit(db, ops);
          }
        } catch (caught) {
          error = refusal(caught);
        }
        const reads = serverReads.count - readsBefore;
        let state = null;
        await env.withSecurityRulesDisabled(async (admin) => {
          state = await dump(admin.firestore());
        });
        outcomes[side] = { error, refused, state, reads };
      }
      const { adapter, requests } = outcomes;
      const differences = [...new Set([...Object.keys(adapter.state), ...Object.keys(requests.state)])].filter(
        (key) => JSON.stringify(adapter.state[key]) !== JSON.stringify(requests.state[key]),
      );
      results.push({ label: operation.label, adapterReads: adapter.reads, expectedReads: operation.reads, error: adapter.error ?? requests.error, refused: adapter.refused, differences });
    }
  } finally {
    await project.close();
  }
  return results;
}

export function crossCheckOperations() {
  const sale = makeSale({ lines: 3, parts: 2, at: FIXED_NOW });
  const onCredit = makeSale({ lines: 3, parts: 2, at: FIXED_NOW, credit: true });
  const later = laterRefund({ lines: 3, at: FIXED_NOW });
  const creditLater = laterRefund({ lines: 3, credit: true, at: FIXED_NOW });
  const productPatch = { name: 'Renamed', priceMinor: 1500, costMinor: 1111, description: 'Now with a description' };
  const customerPatch = { name: 'Ama Mensah', email: 'ama@example.com', phone: '+233 24 000 0000', creditLimitMinor: 500_000 };
  const repayment = makeRepayment(1_000, FIXED_NOW);
  const decrements = (s) => s.items.map((i) => ({ productId: i.id, quantitySold: i.quantity }));
  // What reaches the adapter from a staff member's till: records stamped by the guard (backend/till-guard/as-operator.ts).
  return [
    {
      label: 'recordSale (3 lines, split in 2)',
      seed: [sale.items.flatMap((item) => costedProduct(item.id))],
      adapter: ({ sales }) => sales.recordSale(UID, { sale: stamped(sale), stockDecrements: decrements(sale) }),
      // The sale alone (functions/README.md); its movements and roll-ups are the server's.
      requests: [saleOps(sale)],
      // The sale and its 3 products, in the transaction.
      reads: 4,
    },
    {
      label: 'recordSale (on credit, 3 lines, split in 2)',
      seed: [[...onCredit.items.flatMap((item) => costedProduct(item.id)), customerDoc(), accountDoc(100_000)]],
      adapter: ({ sales }) => sales.recordSale(UID, { sale: stamped(onCredit), stockDecrements: decrements(onCredit) }),
      requests: [saleOps(onCredit)],
      // Also the account and the customer (its limit).
      reads: 6,
    },
    {
      label: 'recordRepayment',
      seed: [[customerDoc(), accountDoc(100_000)]],
      adapter: ({ credit }) => credit.recordRepayment(UID, { repayment: stamped(repayment, false) }),
      requests: [repaymentOps(repayment)],
      // The repayment and the account.
      reads: 2,
    },
    {
      label: 'recordRefund (of a credit sale, later refund, 3 lines)',
      seed: creditLater.seed,
      adapter: ({ sales }) => sales.recordRefund(UID, { refund: stamped(creditLater.refund) }),
      requests: [refundOps(creditLater.refund)],
      // The sale's refunds (1), the customer's records the server may not have judged (credit sales 1, repayments none: 1, refunds with credit 1); the refund, the sale and the account.
      reads: 7,
    },
    {
      label: 'recordRefund (later refund, 3 lines)',
      seed: later.seed,
      adapter: ({ sales }) => sales.recordRefund(UID, { refund: stamped(later.refund) }),
      requests: [refundOps(later.refund)],
      // The sale's refunds (1); the refund and the sale.
      reads: 3,
    },
    {
      label: 'adjustStock (delivery)',
      seed: [costedProduct('p1')],
      adapter: ({ sales }) => sales.adjustStock(UID, stamped(delivery(FIXED_NOW))),
      // The product as seeded holds 1000 units at a cost of 9.87: the till's view of the cost after.
      requests: [adjustmentOps(domain.adjustmentMovement(delivery(FIXED_NOW), 1000, 987))],
      // Its cost document before the transaction (ledger.ts, readCost), the movement and the product in it.
      reads: 3,
    },
    {
      label: 'adjustStock (count)',
      seed: [costedProduct('p1')],
      adapter: ({ sales }) => sales.adjustStock(UID, stamped(count(FIXED_NOW))),
      requests: [adjustmentOps(domain.adjustmentMovement(count(FIXED_NOW), 1000))],
      reads: 2,
    },
    {
      label: 'updateProduct (no stock, its cost)',
      seed: [costedProduct('p1')],
      adapter: ({ catalogue }) => catalogue.updateProduct(UID, 'p1', productPatch),
      requests: [
        [
          { kind: 'update', path: PATH('products', 'p1'), data: { ...patchFields(productPatchToStored(productPatch), PRODUCT_WRITTEN_FIELDS), cost: deleteField() } },
          { kind: 'set', path: PATH('productCosts', 'p1'), data: { cost: productPatchToStored(productPatch).cost } },
        ],
      ],
      reads: 0,
    },
    {
      label: 'updateProduct (becomes Physical with a starting stock)',
      seed: [[{ ...productDoc('p1'), data: digitalProduct() }]],
      adapter: ({ catalogue }) => catalogue.updateProduct(UID, 'p1', { type: 'Physical', quantity: 50 }),
      // The movement's id is the SDK's (compared as AUTO_ID).
      requests: [startingStockOps(AUTO_ID, 'p1', 50, FIXED_NOW)],
      reads: 0,
    },
    {
      label: 'updateCustomer',
      seed: [[{ kind: 'set', path: PATH('customers', 'c1'), data: { name: 'Ama', email: '', phone: '', createdAt: minutesAgo(60) } }]],
      adapter: ({ catalogue }) => catalogue.updateCustomer(UID, 'c1', customerPatch),
      requests: [[{ kind: 'update', path: PATH('customers', 'c1'), data: patchFields(customerDraftToStored(customerPatch), CUSTOMER_FIELDS) }]],
      reads: 0,
    },
  ];
}
