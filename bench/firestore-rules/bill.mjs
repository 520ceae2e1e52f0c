// The bill: what a shop pays Firestore in document writes and reads, per write and per screen opened.
import { SHOP } from './options.mjs';

/** What each kind of request costs in rules reads, from the measurements (calls, distinct documents). */
function rulesReadsOf(measured, request) {
  const found = measured.find((m) => m.scenario.request === request);
  return found ? { calls: found.whole.calls, documents: found.whole.documents } : null;
}

export function costRows(measured) {
  const reads = (request) => rulesReadsOf(measured, request);
  const plain = (label, writes, clientReads, requests, rules = { calls: 0, documents: 0 }) => ({ label, requests, writes, clientReads, rules });
  const rows = [];
  const add = (label, { requests = 1, writes, clientReads, parts }) => {
    if (parts.some((p) => p.reads === null)) return;
    rows.push({ label, requests, writes, clientReads, rules: parts.reduce((sum, p) => ({ calls: sum.calls + p.times * p.reads.calls, documents: sum.documents + p.times * p.reads.documents }), { calls: 0, documents: 0 }) });
  };
  // The till writes each record alone; the server's trigger then reads and writes what it derives
  // (functions/README.md; docs/firebase.md, 'What a sale costs now'), billed too but not counted here.
  // sales.ts recordSaleOnline: the transaction reads the sale and each product it lowers (+ the
  // account and the customer on credit).
  for (const lines of [1, 10]) {
    add(`Sale of ${lines} line${lines > 1 ? 's' : ''} (stocked products), online: the sale alone`, { writes: 1, clientReads: 1 + lines, parts: [{ times: 1, reads: reads(lines === 1 ? 'Sale: 1 line, cash, customer, discount' : 'Sale: 10+ lines, cash, customer, discount') }] });
  }
  add('Sale of 10 lines on credit, online: the sale alone', { writes: 1, clientReads: 13, parts: [{ times: 1, reads: reads('Credit sale: 10+ lines, part paid, customer with a limit, discount') }] });
  add("A cashier's sale of 10 lines, on her own account, online", { writes: 1, clientReads: 11, parts: [{ times: 1, reads: reads('cashier: sale: 10+ lines, cash, customer, discount') }] });
  // refunds.ts recordRefundOnline: the sale's refunds (a query, at least 1), then the transaction
  // reads the refund and the sale; of a credit sale also the customer's records the server may not
  // have judged (3 queries, at least 1 each) and the account.
  add('Refund of any number of lines, online: the refund alone', { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('Refund: later refund, 10+ lines') }] });
  add('Refund of a credit sale, online: the refund alone', { writes: 1, clientReads: 7, parts: [{ times: 1, reads: reads('Refund of a credit sale, credit taken off: later refund, 10+ lines') }] });
  add("A manager's refund, on their own account, online", { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('manager: refund: later refund, 10+ lines') }] });
  // credit.ts recordRepayment: the transaction reads the repayment and the account.
  add('Repayment, online: the repayment alone', { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('Repayment (alone)') }] });
  add("A cashier's repayment, on her own account, online", { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('cashier: repayment (alone)') }] });
  // sales.ts adjustOnline: a delivery at a unit cost reads the product's cost document before the
  // transaction (ledger.ts, readCost); the transaction reads the movement and the product.
  add('Delivery at a unit cost, online: the movement alone', { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('Delivery at a unit cost (movement alone)') }] });
  add('Stock count (or a delivery without a unit cost), online: the movement alone', { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('Stock count (movement alone)') }] });
  add("A manager's delivery at a unit cost, on their own account, online", { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('manager: delivery at a unit cost (movement alone)') }] });
  add('Product becomes Physical with a starting stock (the movement beside it)', { writes: 2, clientReads: 0, parts: [{ times: 1, reads: reads('Product becomes Physical with a starting stock: count movement (born applied) + product') }] });
  add('A staff member saved with their PIN and an invitation (a transaction: the record, the profile)', { writes: 3, clientReads: 2, parts: [{ times: 1, reads: reads('Staff member saved with their PIN and an invitation') }] });
  rows.push(plain('Product or customer created or edited (catalogue.ts)', 1, 0, 1));
  rows.push(plain('Product created or edited with its cost (catalogue.ts: the product and its cost document)', 2, 0, 1));
  rows.push(plain('Product deleted (getDoc for its image, then it and its cost document deleted, billed as 2 deletes)', 0, 1, 1));
  rows.push(plain('Business profile at an e-mail signup (auth.ts)', 1, 0, 1));
  // catalogue.ts getOrCreateBusiness: the transaction reads the profile and the invitation to the
  // address; the rules look for that invitation too (invitedElsewhere: exists, then get).
  rows.push(plain('Business profile at a first Google sign-in (getDoc, then a transaction reads the profile and the invitation, and writes)', 1, 3, 1, { calls: 2, documents: 1 }));
  return rows;
}

/**
 * The reads of opening each screen on a cold cache (or after more than 30 minutes away, when a
 * listener's resume no longer saves reads): a query costs one read per document it returns, at
 * least one; a listener shared by several components (the same query) is read once.
 */
export function screenRows() {
  const sales = SHOP.days * SHOP.salesPerDay;
  const refunds = SHOP.days * SHOP.refundsPerDay;
  const q = (n) => Math.max(1, n);
  // Every signed-in page: the frame's useBusiness (getOrCreateBusiness reads the profile with
  // getDoc, then subscribeBusiness listens to it) and useSyncState (sync.ts: the newest 500 sales).
  const frame = [
    ['profile: getDoc (useBusiness → getOrCreateBusiness)', 1],
    ['profile listener (subscribeBusiness)', 1],
    ['sync state: newest 500 sales (sync.ts, WAITING_WINDOW)', q(Math.min(500, sales))],
  ];
  const screens = [
    { screen: 'Any signed-in page (the frame)', parts: frame },
    { screen: 'Till (POS)', parts: [...frame, ['profile: getDoc again (the till\'s own useBusiness)', 1], ['products (useProducts)', q(SHOP.products)], ['their costs (productCosts, one per product with a cost)', q(SHOP.products)], ['customers (useSaleCustomer, customer picker)', q(SHOP.customers)]] },
    { screen: 'All Products (inventory)', parts: [...frame, ['products', q(SHOP.products)], ['their costs', q(SHOP.products)]] },
    { screen: '… a product\'s stock history', parts: [['its stock movements (subscribeStockMovements)', q(SHOP.movementsPerProduct)]] },
    { screen: 'Customers', parts: [...frame, ['customers', q(SHOP.customers)]] },
    { screen: '… a customer\'s purchases', parts: [['every sale (useSales, no limit)', q(sales)]] },
    { screen: 'Sales History', parts: [...frame, ['first page: newest 50 sales', q(Math.min(50, sales))], ['then every sale (useSalesHistory)', sales >= 50 ? sales : 0], ['every refund (useRefunds)', q(refunds)]] },
    { screen: '… a sale\'s details', parts: [['profile: getDoc (useBusiness)', 1], ['the sale\'s refunds (subscribeSaleRefunds)', 1]] },
    { screen: 'End of Day (today)', parts: [...frame, ['profile: getDoc again (useBusiness)', 1], ['the day\'s sales', q(SHOP.salesPerDay)], ['the day\'s refunds', q(SHOP.refundsPerDay)]] },
    { screen: 'Dashboard (30 days, one currency)', parts: [...frame, ['roll-ups of the period (dailyStats)', q(Math.min(30, SHOP.days))], ['products', q(SHOP.products)], ['their costs', q(SHOP.products)], ['customers', q(SHOP.customers)]] },
  ];
  return screens.map(({ screen, parts }) => ({ screen, parts, reads: parts.reduce((sum, [, n]) => sum + n, 0) }));
}
