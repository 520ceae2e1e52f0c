// The writes, as the adapter makes them (each function names the adapter code it mirrors), at their
// worst legitimate shapes, the owner's and staff members': the requests measured (scenarios).
import { BUSINESS_FIELDS, CUSTOMER_FIELDS, MAX_PAYMENT_PARTS, MAX_REFUND_REASON_LENGTH, PAYMENT_METHODS, PRODUCT_STOCK_MARK, PRODUCT_WRITTEN_FIELDS, REFUND_FIELDS, REPAYMENT_FIELDS, SALE_FIELDS, SHIFT_FIELDS, STOCK_MOVEMENT_FIELDS, deleteField, domain, fields, pickFields, refundToStored, repaymentToStored, saleOf, saleToStored, serverTimestamp, shiftToStored, startingStockMovement, stockMovementToStored } from './suite.mjs';
import { PATH, UID } from './emulator.mjs';

const CURRENCY = 'GHS';
export const minutesAgo = (minutes) => new Date(Date.now() - minutes * 60_000);

/**
 * Who made a record and whose manager's PIN let it through (domain/staff.ts, StaffStamp), at their
 * longest (ids up to 128 characters, names up to MAX_STAFF_NAME_LENGTH): a shop with staff stamps
 * every sale, refund, repayment, expense and stock change its members make.
 */
const LONGEST_STAMP = { id: 'i'.repeat(128), name: 'N'.repeat(domain.MAX_STAFF_NAME_LENGTH) };
export const stamped = (record, approved = true) => ({ ...record, madeBy: LONGEST_STAMP, ...(approved ? { approvedBy: LONGEST_STAMP } : {}) });

/**
 * Staff on accounts of their own (firebase/firestore.rules, isMember; docs/firebase.md, 'Staff
 * accounts'), at their longest: a uid of 128 characters (Firebase Auth's longest), a staff id of
 * 128 and a name of MAX_STAFF_NAME_LENGTH (a stamp's longest, isStamp), an invitation address of
 * 320 characters (validStaffMember's longest), lower case as Firebase Auth keeps it.
 */
function staffAccount(role) {
  const fill = (prefix, length, letter) => prefix + letter.repeat(length - prefix.length);
  const staffId = fill(`${role}-`, 128, 'i');
  const email = `${fill(`${role}.`, 64, 'e')}@${'d'.repeat(320 - 64 - 1 - 4)}.com`;
  return {
    role,
    uid: fill(`${role}-uid-`, 128, 'u'),
    staffId,
    email,
    stamp: { id: staffId, name: fill(`${role[0].toUpperCase()}${role.slice(1)} `, domain.MAX_STAFF_NAME_LENGTH, 'N') },
    // The claims the rules read: a verified address, the one the staff record holds.
    token: { email, email_verified: true },
  };
}
const MANAGER = staffAccount('manager');
const CASHIER = staffAccount('cashier');
/** A member's record: their own stamp and no approval (the rules cannot check a PIN). */
const stampedBy = (record, member) => ({ ...record, madeBy: member.stamp });
/** The account a member's record names (`accountUid`: the server judges its author by it); none on the owner's. */
const accountOf = (member) => (member ? { accountUid: member.uid } : {});

/**
 * What a member's request needs stored beforehand (written by the owner and by the member on
 * joining, so stored here past the rules): the business profile, and for each member the staff
 * record, the membership and the invitation.
 */
function staffState() {
  const business = domain.newBusinessProfile({
    ownerUid: UID,
    email: 'owner@example.com',
    businessName: 'Bench Shop',
    ownerName: 'Owner',
    businessType: 'Retail',
    phone: '',
    address: 'Accra',
    now: minutesAgo(60 * 24 * 7),
  });
  return [
    [
      { kind: 'set', path: `businesses/${UID}`, data: pickFields(business, BUSINESS_FIELDS) },
      ...[MANAGER, CASHIER].flatMap((member) => [
        { kind: 'set', path: PATH('staff', member.staffId), data: { name: member.stamp.name, role: member.role, disabled: false, createdAt: minutesAgo(60 * 24 * 7), invitationEmail: member.email } },
        { kind: 'set', path: PATH('members', member.uid), data: { staffId: member.staffId, joinedAt: minutesAgo(60 * 24 * 6) } },
        { kind: 'set', path: `invitations/${member.email}`, data: { ownerUid: UID, staffId: member.staffId } },
      ]),
    ],
  ];
}

/** The sale document as the till stores it: the owner's with the longest stamps; a member's (`member`) with their own stamp and their account's uid (sales.ts, storedSale). */
const storedSale = (sale, member = null) => pickFields(member ? { ...saleToStored(stampedBy(sale, member)), ...accountOf(member) } : saleToStored(stamped(sale)), SALE_FIELDS);

/**
 * sales.ts recordSale: the sale document alone (functions/README.md). Its stock movements,
 * roll-ups, account move, line costs and `ledger` are the server's (Admin SDK, past the rules).
 */
export function saleOps(sale, member = null) {
  return [{ kind: 'set', path: PATH('sales', sale.id), data: storedSale(sale, member) }];
}

/** The server's mark on a record it applied (functions/src/ledger-mark.ts), as stored past the rules in a request's earlier state. */
const appliedAt = (at) => ({ ledger: { state: 'applied', at } });

/** credit.ts recordRepayment: the repayment alone (a member's stamped with them, naming their account); the server moves the account. */
export function repaymentOps(repayment, member = null) {
  const stored = member ? { ...repaymentToStored(stampedBy(repayment, member)), ...accountOf(member) } : repaymentToStored(stamped(repayment, false));
  return [{ kind: 'set', path: PATH('repayments', repayment.id), data: pickFields(stored, REPAYMENT_FIELDS) }];
}

/**
 * sales.ts adjustOnline / adjustQueued: a delivery or count as the movement alone, stamped with who
 * asked (a member's with themselves, naming their account); the server applies it on its own stock
 * and cost (functions/README.md, 'A delivery or a count').
 */
export function adjustmentOps(movement, member = null) {
  const stored = stockMovementToStored(member ? stampedBy(movement, member) : stamped(movement));
  return [{ kind: 'set', path: PATH('stockMovements', movement.id), data: { ...pickFields(stored, STOCK_MOVEMENT_FIELDS), ...accountOf(member) } }];
}

/**
 * catalogue.ts updateProduct, a product becoming Physical with a starting stock: the count movement
 * (born applied) and the product naming it, in one write.
 */
export function startingStockOps(movementId, productId, quantity, at) {
  const movement = startingStockMovement(movementId, productId, quantity, at);
  return [
    { kind: 'set', path: PATH('stockMovements', movement.id), data: { ...pickFields(stockMovementToStored(movement), STOCK_MOVEMENT_FIELDS), ledger: { state: 'applied', at: serverTimestamp() } } },
    { kind: 'update', path: PATH('products', productId), data: { ...patchFields({ type: 'Physical', quantity }, PRODUCT_WRITTEN_FIELDS), [PRODUCT_STOCK_MARK]: movement.id } },
  ];
}

/** refunds.ts recordRefund: the refund alone (a member's stamped with them, naming their account); the server judges it and derives the rest. */
export function refundOps(refund, member = null) {
  const stored = member ? { ...refundToStored(stampedBy(refund, member)), ...accountOf(member) } : refundToStored(stamped(refund));
  return [{ kind: 'set', path: PATH('refunds', refund.id), data: pickFields(stored, REFUND_FIELDS) }];
}

/** catalogue.ts patchFields: a patch's known fields, `undefined` meaning "remove". */
export function patchFields(patch, known) {
  const update = {};
  for (const field of known) if (field !== 'createdAt' && Object.hasOwn(patch, field)) update[field] = patch[field];
  return update;
}

export const productDoc = (id, overrides = {}) => ({
  kind: 'set',
  path: PATH('products', id),
  data: { name: `Product ${id}`, type: 'Physical', price: 12.5, currency: CURRENCY, description: '', imageUrl: null, imagePath: null, quantity: 1000, createdAt: minutesAgo(60 * 24), ...overrides },
});
/** A product's cost document (catalogue.ts: productCosts/{id}), at a known cost. */
const productCostDoc = (id) => ({ kind: 'set', path: PATH('productCosts', id), data: { cost: 9.87 } });
/** A product as stored with its cost document. */
export const costedProduct = (id) => [productDoc(id), productCostDoc(id)];

const CUSTOMER_ID = 'customer-0001';

/**
 * A sale of `lines` lines of Physical products (each its own product), at its worst for the rules: a customer, a discount, tendered money, a known cost on every line; split in `parts` parts when given.
 * With `credit`, sold on credit ("Pay later"): 40 % of the total paid now (by one method, or in the parts), the rest on the customer's account.
 * The discount is ₵1 off unless `discount` says otherwise (`{ type, hundredths }`, as saleOf takes it).
 */
export function makeSale({ lines, parts = 0, id = 'sale-0001', at = minutesAgo(10), credit = false, discount = { type: 'fixed', hundredths: 100 } }) {
  const saleLines = Array.from({ length: lines }, (_, i) => ({ id: `p${i + 1}`, name: `Product p${i + 1}`, priceMinor: 1250, quantity: 3, type: 'Physical', costMinor: 987 }));
  const customer = { id: CUSTOMER_ID, name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH) };
  const discounted = { discountType: discount.type, discountHundredths: discount.hundredths };
  // The total after the discount, as the domain works it out.
  const { totalMinor } = saleOf({ id, lines: saleLines, ...discounted, customer, at });
  const nonCash = PAYMENT_METHODS.filter((m) => m !== 'Cash');
  if (credit) {
    const paidMinor = Math.floor((totalMinor * 2) / 5);
    const dueOn = domain.defaultDueOn(domain.utcDateKey(at));
    if (parts < 2) return saleOf({ id, lines: saleLines, ...discounted, tenderedMinor: paidMinor, paymentMethod: 'Mobile Money', customer, at, credit: { dueOn } });
    // As below: the other methods take equal shares, cash (last and largest) the rest of what is paid now.
    const share = Math.floor(paidMinor / (parts + 1));
    const payments = Array.from({ length: parts - 1 }, (_, i) => ({ method: nonCash[i % nonCash.length], minor: share }));
    payments.push({ method: 'Cash', minor: paidMinor - share * (parts - 1) });
    return saleOf({ id, lines: saleLines, ...discounted, payments, customer, at, credit: { dueOn } });
  }
  if (parts < 2) return saleOf({ id, lines: saleLines, ...discounted, tenderedMinor: totalMinor + 500, paymentMethod: 'Cash', customer, at });
  // Every method but cash takes an equal share; cash, last and largest, the rest and the change.
  const share = Math.floor(totalMinor / (parts + 1));
  const payments = Array.from({ length: parts - 1 }, (_, i) => ({ method: nonCash[i % nonCash.length], minor: share }));
  payments.push({ method: 'Cash', minor: totalMinor - share * (parts - 1) + 500 });
  return saleOf({ id, lines: saleLines, ...discounted, payments, customer, at });
}

/** A refund of one unit of each of the sale's first `lines` lines, with the longest reason (domain buildRefund); of a credit sale, against the customer's balance `balanceMinor`. */
function makeRefund(sale, earlier, { lines, id, at, balanceMinor }) {
  const built = domain.buildRefund({
    balanceMinor,
    id,
    sale,
    earlier,
    returning: sale.items.slice(0, lines).map((item) => ({ productId: item.id, quantity: 1 })),
    paymentMethod: 'Mobile Money',
    reason: 'R'.repeat(MAX_REFUND_REASON_LENGTH),
    now: at,
  });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

/** The sales' customer as stored, with the largest credit limit. */
export const customerDoc = () => ({ kind: 'set', path: PATH('customers', CUSTOMER_ID), data: { name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH), email: '', phone: '', creditLimit: 10_000_000, createdAt: minutesAgo(60 * 24) } });
/** The customer's account, owing `balanceMinor`, last moved by an earlier sale (the server's). */
export const accountDoc = (balanceMinor) => ({ kind: 'set', path: PATH('accounts', `${CUSTOMER_ID}_${CURRENCY}`), data: { customerId: CUSTOMER_ID, currency: CURRENCY, balanceMinor, saleId: 'sale-earlier' } });
/** A repayment of `amountMinor` by the sales' customer. */
export const makeRepayment = (amountMinor, at = minutesAgo(1)) => ({ id: 'repayment-0001', customer: { id: CUSTOMER_ID, name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH) }, amountMinor, currency: CURRENCY, method: 'Mobile Money', createdAt: at });

/**
 * A refund's earlier state, as the server leaves it (stored past the rules): the sale's products,
 * the sale applied, and `earlier` refunds applied, with the sale's tally and, on credit, the
 * customer and their account owing what is left.
 */
function refundedState(sale, earlier) {
  const tally = { saleId: sale.id, refundedMinor: 0, creditedMinor: 0, units: {}, moved: {} };
  for (const refund of earlier) {
    tally.refundedMinor += refund.amountMinor;
    tally.creditedMinor += refund.creditMinor ?? 0;
    for (const item of refund.items) {
      tally.units[item.id] = (tally.units[item.id] ?? 0) + item.quantity;
      tally.moved[item.id] = (tally.moved[item.id] ?? 0) + item.quantity;
    }
  }
  const credit = sale.credit ? [customerDoc(), accountDoc(sale.credit.owedMinor - tally.creditedMinor)] : [];
  return [
    sale.items.flatMap((item) => costedProduct(item.id)),
    [
      { kind: 'set', path: PATH('sales', sale.id), data: { ...storedSale(sale), ...appliedAt(sale.createdAt) } },
      ...earlier.map((refund) => ({ kind: 'set', path: PATH('refunds', refund.id), data: { ...refundOps(refund)[0].data, ...appliedAt(refund.createdAt) } })),
      ...(earlier.length ? [{ kind: 'set', path: PATH('refundTallies', sale.id), data: { ...tally, refundId: earlier[earlier.length - 1].id } }] : []),
      ...credit,
    ],
  ];
}

/** A later refund of `lines` lines of a sale of `lines` lines (on `credit`): its earlier state and the refund. */
export function laterRefund({ lines, credit = false, at = minutesAgo(5) }) {
  const sale = makeSale({ lines, at: minutesAgo(20), credit });
  const owed = sale.credit?.owedMinor;
  const earlier = [makeRefund(sale, [], { lines: 1, id: 'refund-0001', at: minutesAgo(15), balanceMinor: owed })];
  const refund = makeRefund(sale, earlier, { lines, id: 'refund-0002', at, balanceMinor: credit ? owed - (earlier[0].creditMinor ?? 0) : undefined });
  return { seed: refundedState(sale, earlier), refund };
}

/** A Digital product as stored: no stock. */
export function digitalProduct() {
  const { quantity: _quantity, ...data } = productDoc('p1').data;
  return { ...data, type: 'Digital' };
}

const LONG = {
  name: 'N'.repeat(domain.MAX_PRODUCT_NAME_LENGTH),
  description: 'D'.repeat(domain.MAX_DESCRIPTION_LENGTH),
  imageUrl: `https://firebasestorage.googleapis.com/${'i'.repeat(1900)}`,
  imagePath: `products/${UID}/1700000000000-photo.jpg`,
  email: `${'e'.repeat(64)}@${'d'.repeat(200)}.com`,
  phone: '+233 24 123 4567 890',
};

export const delivery = (at = minutesAgo(1)) => ({ id: 'delivery-0001', productId: 'p1', adjustment: { reason: 'delivery', received: 24, unitCostMinor: 1234 }, at });
export const count = (at = minutesAgo(1)) => ({ id: 'count-0001', productId: 'p1', adjustment: { reason: 'count', counted: 990 }, at });

/**
 * The requests measured, each with its earlier state. `request` groups the scenario with others
 * in the tables; `smoke` marks the few the smoke run measures. Each write the adapter makes, by the
 * owner, and by a manager and a cashier on their own accounts where their role allows it.
 */
export function scenarios() {
  const list = [];
  const add = (scenario) => list.push(scenario);
  // Staff on accounts of their own: from the member's own account (uid and verified address), over
  // the staff state above. Each rule then also reads the membership and the staff record (isMember).
  const asMember = (member, built) => ({ ...built, uid: member.uid, token: member.token, seed: [...staffState(), ...(built.seed ?? [])] });
  /** The owner's request, and the members' (`roles`) of the same write, each built for its writer. */
  const each = (roles, { request, smoke = [], build }) => {
    for (const role of ['owner', ...roles]) {
      const member = { manager: MANAGER, cashier: CASHIER }[role] ?? null;
      const label = member ? `${role}: ${request[0].toLowerCase()}${request.slice(1)}` : request;
      add({ request: label, smoke: smoke.includes(role), member: member !== null, build: () => (member ? asMember(member, build(member)) : build(null)) });
    }
  };

  // A sale: the sale document alone (its roll-ups, stock and account are the server's), paid now
  // or on credit. The rules check its first line; more cost the same.
  each(['cashier'], { request: 'Sale: 1 line, cash, customer, discount', build: (m) => ({ ops: saleOps(makeSale({ lines: 1 }), m) }) });
  each(['cashier'], { request: 'Sale: 10+ lines, cash, customer, discount', build: (m) => ({ ops: saleOps(makeSale({ lines: 10 }), m) }) });
  each(['cashier'], { request: `Sale: 10+ lines, split in ${MAX_PAYMENT_PARTS} parts, customer, discount`, smoke: ['owner', 'cashier'], build: (m) => ({ ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS }), m) }) });
  // A cashier's discount at the shop's limit (the default, 10 %; the limit is the server's check), as a percentage.
  const limit = domain.DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS;
  add({
    request: `cashier: sale: 10+ lines, split in ${MAX_PAYMENT_PARTS} parts, customer, ${limit / 100} % off`,
    member: true,
    build: () => asMember(CASHIER, { ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS, discount: { type: 'percentage', hundredths: limit } }), CASHIER) }),
  });
  // On credit: a manager may sell so on their own account, a cashier may not (memberSold).
  each(['manager'], { request: 'Credit sale: 10+ lines, part paid, customer with a limit, discount', build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: saleOps(makeSale({ lines: 10, credit: true }), m) }) });
  each(['manager'], {
    request: `Credit sale: 10+ lines, ${MAX_PAYMENT_PARTS} parts paid now`,
    smoke: ['owner', 'manager'],
    build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS, credit: true }), m) }),
  });
  // A refund alone (the owner's, or a manager's: a cashier's needs a PIN her account cannot take).
  each(['manager'], {
    request: 'Refund: later refund, 1 line',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 1 });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager'], {
    request: 'Refund: later refund, 10+ lines',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 10 });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager'], {
    request: 'Refund of a credit sale, credit taken off: later refund, 10+ lines',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 10, credit: true });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager', 'cashier'], { request: 'Repayment (alone)', build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: repaymentOps(makeRepayment(100_000), m) }) });
  // A delivery or a count: the movement alone (a cashier writes none: 'change-stock' needs a PIN).
  each(['manager'], {
    request: 'Delivery at a unit cost (movement alone)',
    build: (m) => ({ seed: [costedProduct('p1')], ops: adjustmentOps(domain.adjustmentMovement(delivery(), 1000, 987), m) }),
  });
  each(['manager'], {
    request: 'Stock count (movement alone)',
    build: (m) => ({ seed: [costedProduct('p1')], ops: adjustmentOps(domain.adjustmentMovement(count(), 1000), m) }),
  });
  each(['manager'], {
    request: 'Product created (Physical, every field) + its cost',
    smoke: ['owner'],
    build: () => ({
      ops: [
        { kind: 'set', path: PATH('products', 'new-product'), data: { ...pickFields({ name: LONG.name, type: 'Physical', price: 99_999.99, currency: CURRENCY, description: LONG.description, imageUrl: LONG.imageUrl, imagePath: LONG.imagePath, quantity: 1_000_000 }, PRODUCT_WRITTEN_FIELDS), createdAt: minutesAgo(1) } },
        { kind: 'set', path: PATH('productCosts', 'new-product'), data: { cost: 88_888.88 } },
      ],
    }),
  });
  each(['manager'], {
    request: 'Product edited (every field but the stock) + its cost',
    build: () => ({
      // A product document from before costs had documents of their own: the edit removes its `cost`.
      seed: [[productDoc('p1', { cost: 9.87 })]],
      ops: [
        { kind: 'update', path: PATH('products', 'p1'), data: { ...patchFields({ name: LONG.name, price: 99_999.99, currency: 'USD', description: LONG.description, imageUrl: LONG.imageUrl, imagePath: LONG.imagePath }, PRODUCT_WRITTEN_FIELDS), cost: deleteField() } },
        { kind: 'set', path: PATH('productCosts', 'p1'), data: { cost: 88_888.88 } },
      ],
    }),
  });
  each(['manager'], {
    request: 'Product becomes Physical with a starting stock: count movement (born applied) + product',
    smoke: ['owner'],
    build: () => ({ seed: [[{ ...productDoc('p1'), data: digitalProduct() }]], ops: startingStockOps('start-0001', 'p1', 1_000_000, minutesAgo(1)) }),
  });
  const longestCustomer = (creditLimit) => pickFields({ name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH), email: LONG.email, phone: LONG.phone, ...(creditLimit === undefined ? {} : { creditLimit }) }, CUSTOMER_FIELDS);
  each(['manager'], { request: 'Customer created (every field)', build: () => ({ ops: [{ kind: 'set', path: PATH('customers', 'new-customer'), data: { ...longestCustomer(99_999.99), createdAt: minutesAgo(1) } }] }) });
  add({
    request: 'cashier: customer created (every field, no credit limit)',
    member: true,
    build: () => asMember(CASHIER, { ops: [{ kind: 'set', path: PATH('customers', 'new-customer'), data: { ...longestCustomer(undefined), createdAt: minutesAgo(1) } }] }),
  });
  each(['manager'], {
    request: 'Customer edited (every field)',
    build: () => ({
      seed: [[{ kind: 'set', path: PATH('customers', 'c1'), data: { name: 'Ama', email: '', phone: '', createdAt: minutesAgo(60) } }]],
      ops: [{ kind: 'update', path: PATH('customers', 'c1'), data: patchFields(longestCustomer(99_999.99), CUSTOMER_FIELDS) }],
    }),
  });
  const largestExpense = (madeBy, overrides = {}) => ({
    ...pickFields({ amount: 10_000_000, currency: CURRENCY, category: "Owner's own use", method: 'Cash', fromTill: true, spentOn: '2024-05-02', note: 'N'.repeat(domain.MAX_EXPENSE_NOTE_LENGTH) }, fields.EXPENSE_FIELDS),
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(1),
    madeBy,
    ...overrides,
  });
  each(['manager'], { request: 'Expense saved (new, every field at its longest)', build: (m) => ({ ops: [{ kind: 'set', path: PATH('expenses', 'new-expense'), data: largestExpense(m?.stamp ?? LONGEST_STAMP) }] }) });
  each(['manager'], {
    request: 'Expense saved again (an edit replaces it)',
    build: (m) => ({
      seed: [[{ kind: 'set', path: PATH('expenses', 'e1'), data: largestExpense(m?.stamp ?? LONGEST_STAMP, { amount: 12.5, updatedAt: minutesAgo(60) }) }]],
      ops: [{ kind: 'set', path: PATH('expenses', 'e1'), data: largestExpense(m?.stamp ?? LONGEST_STAMP) }],
    }),
  });
  // A pay-in (a cashier's) or pay-out (the owner's and a manager's) added to the writer's own open
  // shift (staff.ts: the shift set whole), after earlier moves (the rules then compare them).
  each(['manager', 'cashier'], {
    request: 'A pay-in or pay-out added to an open shift (after 3 moves)',
    build: (m) => {
      const kind = m === CASHIER ? 'pay-in' : 'pay-out';
      const move = (i) => ({ id: `${'m'.repeat(199)}${i}`, kind, amountMinor: domain.MAX_AMOUNT_MINOR, reason: 'R'.repeat(domain.MAX_PAY_IN_OUT_REASON_LENGTH), at: minutesAgo(30 - i) });
      let shift = domain.openShift({ id: 'shift-0001', staff: m?.stamp ?? LONGEST_STAMP, currency: CURRENCY, floatMinor: domain.MAX_AMOUNT_MINOR, openedAt: minutesAgo(60) });
      for (const i of [1, 2, 3]) shift = domain.addPayInOut(shift, { ...move(i), kind: 'pay-in' });
      const stored = (s) => pickFields(shiftToStored(s), SHIFT_FIELDS);
      return {
        seed: [[{ kind: 'set', path: PATH('shifts', shift.id), data: stored(shift) }]],
        ops: [{ kind: 'set', path: PATH('shifts', shift.id), data: stored(domain.addPayInOut(shift, move(4))) }],
      };
    },
  });
  // The owner's alone: a staff member saved with their PIN's hash and an invitation (staff.ts, putStaffMember).
  add({
    request: 'Staff member saved with their PIN and an invitation',
    build: () => {
      const email = `${'e'.repeat(64)}@${'d'.repeat(320 - 64 - 1 - 4)}.com`;
      return {
        token: { email: 'owner@example.com', email_verified: true },
        ops: [
          { kind: 'set', path: PATH('staff', 'i'.repeat(128)), data: { name: 'N'.repeat(domain.MAX_STAFF_NAME_LENGTH), role: 'manager', disabled: false, createdAt: minutesAgo(1), invitationEmail: email } },
          { kind: 'set', path: PATH('staffPins', 'i'.repeat(128)), data: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32) }, options: { merge: true } },
          { kind: 'set', path: `invitations/${email}`, data: { ownerUid: UID, staffId: 'i'.repeat(128), createdAt: serverTimestamp(), shopName: 'B'.repeat(200), ownerEmail: 'owner@example.com' } },
        ],
      };
    },
  });
  add({
    request: 'Business profile created at signup (before verification)',
    build: () => {
      const business = domain.newBusinessProfile({
        ownerUid: UID,
        email: LONG.email,
        businessName: 'B'.repeat(domain.MAX_BUSINESS_NAME_LENGTH),
        ownerName: 'O'.repeat(domain.MAX_BUSINESS_NAME_LENGTH),
        businessType: 'T'.repeat(domain.MAX_BUSINESS_TYPE_LENGTH),
        phone: LONG.phone,
        address: 'A'.repeat(domain.MAX_ADDRESS_LENGTH),
        now: new Date(),
      });
      return { token: { email_verified: false }, ops: [{ kind: 'set', path: `businesses/${UID}`, data: pickFields(business, BUSINESS_FIELDS) }] };
    },
  });
  return list;
}
