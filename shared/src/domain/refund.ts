// Refunds and returns, linked to the sale (docs/product-rules.md, 'Refunds'): what is left to give
// back on a sale, the Refund record a form builds from the units returned, the check every adapter
// makes before recording one, the stock it puts back, and its receipt.
//
// The money follows the units. A sale-level discount is shared pro rata: the refunds of a sale
// together give back `total × (value of the units returned so far) / subtotal`, rounded to the
// minor unit, so each refund is that figure after it less the figure before it. Returning every
// unit, in one refund or several, gives back exactly the sale's total — never a cent more.
import { MAX_REFUND_REASON_LENGTH, PAYMENT_METHODS } from './constants';
import type { Business, PaymentMethod, Refund, Sale, SaleItem, SaleLinePack, StockMovement } from './entities';
import { lineBaseUnits, lineKey, lineQuantityText } from './packs';
import { formatDateTime } from './calendar';
import { displayOrderId } from './ids';
import { refundCreditMinor } from './credit';
import { REFUND_MESSAGES } from './refund-words';
import { divideRounded, formatMinor, isAmountMinor } from './money';
import { saleCustomerName } from './sale-summary';

/** One product of a sale as a refund sees it. */
export interface RefundableLine {
  /** The product's id. */
  productId: string;
  name: string;
  /** Unit price in minor units. */
  unitPriceMinor: number;
  /** The unit cost the sale line kept, in minor units; null when unknown. A refund gives it back with the units. */
  unitCostMinor: number | null;
  /** Only on a line sold by the pack (packs.ts): which pack; its units are packs, each putting its size back in stock. */
  pack?: SaleLinePack;
  /** How the refund tells the sale's lines apart (packs.ts, lineKey): the product's id for its pieces. */
  key: string;
  sold: number;
  returned: number;
  /** Units still to give back. */
  left: number;
}

export type RefundStatus = 'none' | 'partly' | 'full';

/** What a sale's refunds have given back, and what is left. */
export interface SaleRefundState {
  lines: RefundableLine[];
  refundedMinor: number;
  /** The money left to give back, in minor units. */
  remainingMinor: number;
  status: RefundStatus;
}

/** How Sales History names a sale's refund status. */
export const REFUND_STATUS_LABELS: Readonly<Record<Exclude<RefundStatus, 'none'>, string>> = {
  partly: 'Partly refunded',
  full: 'Refunded',
};

/** Units per line key (packs.ts, lineKey: the product's id for its pieces) in some lines. */
function unitsByLine(items: readonly Pick<SaleItem, 'id' | 'quantity' | 'pack'>[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(lineKey(item), (units.get(lineKey(item)) ?? 0) + item.quantity);
  return units;
}

/** Pieces per product id in some lines: a pack line's quantity × its size (packs.ts, lineBaseUnits). */
function piecesByProduct(items: readonly Pick<SaleItem, 'id' | 'quantity' | 'pack'>[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.id, (units.get(item.id) ?? 0) + lineBaseUnits(item));
  return units;
}

/**
 * The sale's lines, one per product and pack (a product listed twice by the piece is one line, at
 * its first line's price and cost; its pieces and each of its packs are lines of their own), in
 * the sale's order.
 */
function saleLines(sale: Pick<Sale, 'items'>): Array<Omit<RefundableLine, 'returned' | 'left'>> {
  const lines = new Map<string, Omit<RefundableLine, 'returned' | 'left'>>();
  for (const item of sale.items) {
    const key = lineKey(item);
    const line = lines.get(key);
    if (line) line.sold += item.quantity;
    else lines.set(key, { productId: item.id, name: item.name, unitPriceMinor: item.priceMinor, unitCostMinor: item.costMinor ?? null, ...(item.pack ? { pack: item.pack } : {}), key, sold: item.quantity });
  }
  return [...lines.values()];
}

/** The value of some units of the sale at its unit prices, in minor units. */
function valueOf(sale: Pick<Sale, 'items'>, units: ReadonlyMap<string, number>): number {
  let value = 0;
  for (const line of saleLines(sale)) value += line.unitPriceMinor * Math.min(units.get(line.key) ?? 0, line.sold);
  return value;
}

/** The share of the sale's total that some units of it carry: total × value ÷ subtotal, rounded. */
function shareOfTotal(sale: Pick<Sale, 'items' | 'subtotalMinor' | 'totalMinor'>, units: ReadonlyMap<string, number>): number {
  const subtotal = sale.subtotalMinor;
  const total = sale.totalMinor;
  if (subtotal <= 0) return 0;
  return divideRounded(total * valueOf(sale, units), subtotal);
}

/** The refunds that belong to the sale. */
function refundsOf(sale: Pick<Sale, 'id'>, refunds: readonly Refund[]): Refund[] {
  return refunds.filter((refund) => refund.saleId === sale.id);
}

/** What the sale's refunds gave back and what is left, line by line. */
export function saleRefundState(sale: Sale, refunds: readonly Refund[]): SaleRefundState {
  const own = refundsOf(sale, refunds);
  const returned = unitsByLine(own.flatMap((refund) => refund.items));
  const lines = saleLines(sale).map((line) => {
    const back = Math.min(returned.get(line.key) ?? 0, line.sold);
    return { ...line, returned: back, left: line.sold - back };
  });
  let refundedMinor = 0;
  for (const refund of own) refundedMinor += refund.amountMinor;
  const remainingMinor = Math.max(0, sale.totalMinor - refundedMinor);
  const anyBack = lines.some((line) => line.returned > 0);
  const allBack = lines.every((line) => line.left === 0);
  return { lines, refundedMinor, remainingMinor, status: allBack ? 'full' : anyBack ? 'partly' : 'none' };
}

/** Units to give back of one line: a product's pieces, or with `pack` its packs. */
export interface ReturnedUnits {
  productId: string;
  quantity: number;
  /** The pack of a pack line (packs.ts): its units are packs. Absent: pieces. */
  pack?: SaleLinePack | null;
}

/** The money a refund of these units gives back, after the sale's earlier refunds, in minor units. */
export function refundAmountMinor(sale: Sale, earlier: readonly Refund[], returning: readonly ReturnedUnits[]): number {
  const before = unitsByLine(refundsOf(sale, earlier).flatMap((refund) => refund.items));
  const after = new Map(before);
  for (const r of returning) after.set(lineKey(r), (after.get(lineKey(r)) ?? 0) + r.quantity);
  return shareOfTotal(sale, after) - shareOfTotal(sale, before);
}

export interface BuildRefundInput {
  /** Made by the form on its first save and kept through retries. */
  id: string;
  sale: Sale;
  /** The sale's refunds recorded so far. */
  earlier: readonly Refund[];
  /** Units to give back per product; products with 0 are left out. */
  returning: readonly ReturnedUnits[];
  paymentMethod: PaymentMethod;
  reason: string;
  now: Date;
  /**
   * For a sale sold on credit: what its customer owes now in the sale's currency. The refund takes
   * off that first (credit.ts, refundCreditMinor) and hands back only the rest.
   */
  balanceMinor?: number;
}

export type RefundBuild = { ok: true; refund: Refund } | { ok: false; error: string };

/** The problem with giving back these units of the sale, in the cashier's words; null when it can be done. */
export function returnProblem(state: SaleRefundState, returning: readonly ReturnedUnits[]): string | null {
  const asked = returning.filter((r) => r.quantity !== 0);
  if (asked.length === 0) return REFUND_MESSAGES.nothingChosen;
  const seen = new Set<string>();
  for (const r of asked) {
    const line = state.lines.find((l) => l.key === lineKey(r));
    if (!line || seen.has(line.key)) return REFUND_MESSAGES.notOnSale;
    seen.add(line.key);
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 0 || r.quantity > line.left) return REFUND_MESSAGES.tooMany(line.name, line.left);
  }
  return null;
}

/** The Refund record for giving back these units of the sale, or why it cannot be made. */
export function buildRefund(input: BuildRefundInput): RefundBuild {
  const { sale, earlier } = input;
  const state = saleRefundState(sale, earlier);
  const problem = returnProblem(state, input.returning);
  if (problem) return { ok: false, error: problem };
  const reason = input.reason.trim();
  if (reason.length > MAX_REFUND_REASON_LENGTH) return { ok: false, error: REFUND_MESSAGES.reasonTooLong };
  const returning = state.lines
    .map((line) => ({ line, quantity: input.returning.find((r) => lineKey(r) === line.key)?.quantity ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
  const amountMinor = refundAmountMinor(sale, earlier, returning.map(({ line, quantity }) => ({ productId: line.productId, quantity, pack: line.pack ?? null })));
  const creditMinor = refundCreditMinor(sale, refundsOf(sale, earlier), amountMinor, input.balanceMinor ?? 0);
  const refund: Refund = {
    id: input.id,
    saleId: sale.id,
    items: returning.map(({ line, quantity }) => ({ id: line.productId, name: line.name, priceMinor: line.unitPriceMinor, currency: sale.currency, quantity, costMinor: line.unitCostMinor, ...(line.pack ? { pack: line.pack } : {}) })),
    amountMinor,
    currency: sale.currency,
    paymentMethod: input.paymentMethod,
    reason,
    createdAt: input.now,
    customer: sale.customer ? { id: sale.customer.id, name: sale.customer.name } : null,
    ...(creditMinor > 0 ? { creditMinor } : {}),
  };
  return { ok: true, refund };
}

/**
 * Why the refund cannot be recorded against the sale and its earlier refunds, in words for whoever
 * reads the error; null when it is exactly what `buildRefund` would make. Every adapter asks this
 * before it writes, so a careless or forged client can never give back more than was sold.
 */
export function refundProblem(refund: Refund, sale: Sale, earlier: readonly Refund[]): string | null {
  if (refund.saleId !== sale.id) return 'A refund belongs to the sale it names.';
  if (refund.currency !== sale.currency) return 'A refund is in its sale\'s currency.';
  if (!PAYMENT_METHODS.includes(refund.paymentMethod)) return 'A refund needs one of the listed payment methods.';
  if (typeof refund.reason !== 'string' || refund.reason.length > MAX_REFUND_REASON_LENGTH) return REFUND_MESSAGES.reasonTooLong;
  if (!Array.isArray(refund.items)) return REFUND_MESSAGES.nothingChosen;
  const others = refundsOf(sale, earlier).filter((r) => r.id !== refund.id);
  const state = saleRefundState(sale, others);
  const problem = returnProblem(state, refund.items.map((item) => ({ productId: item.id, quantity: item.quantity, pack: item.pack ?? null })));
  if (problem) return problem;
  for (const item of refund.items) {
    const line = state.lines.find((l) => l.key === lineKey(item));
    if (!line || item.quantity < 1) return 'Each line of a refund returns 1 or more units.';
    if (item.name !== line.name || item.priceMinor !== line.unitPriceMinor || item.currency !== sale.currency || item.pack?.size !== line.pack?.size) {
      return 'Each line of a refund is a line of its sale, at the sale\'s price.';
    }
    if ((item.costMinor ?? null) !== line.unitCostMinor) return 'Each line of a refund gives back the cost its sale line kept.';
  }
  const expected = refundAmountMinor(sale, others, refund.items.map((item) => ({ productId: item.id, quantity: item.quantity, pack: item.pack ?? null })));
  if (!isAmountMinor(refund.amountMinor) || refund.amountMinor !== expected) {
    return 'The amount is not the returned units\' share of the sale\'s total.';
  }
  const credit = refund.creditMinor;
  if (credit !== undefined && (!isAmountMinor(credit) || credit <= 0 || credit > refund.amountMinor || !sale.credit)) {
    return 'What a refund takes off the account is more than 0, at most its amount, and only for a sale sold on credit.';
  }
  return null;
}

/**
 * The movement a refund makes on one product: the units come back into stock. Its id comes from
 * the refund's and the product's, so a replayed refund cannot put them back twice.
 */
export function refundMovement(refund: Pick<Refund, 'id' | 'saleId' | 'createdAt'>, productId: string, units: number): StockMovement {
  return { id: `${refund.id}_${productId}`, productId, change: units, reason: 'refund', counted: null, saleId: refund.saleId, refundId: refund.id, createdAt: refund.createdAt };
}

/** What an adapter read of one product of a refund, for `stockedForRefund`. */
export interface RefundStockFacts {
  /** Whether the sale's movement of the product exists (the sale took stock for it); null when it cannot be told (offline, not cached). */
  saleMoved: boolean | null;
  /** Whether the product still exists and carries a stock quantity. */
  carriesStock: boolean;
}

/**
 * The refund's products whose units go back into stock (docs/product-rules.md, 'Refunds'): those
 * the sale took stock for (its movement of the product exists; taken as yes when it cannot be told,
 * and then the Firestore rules refuse the movement if the sale had none) and that still carry a
 * stock quantity. Every adapter asks this; `factsOf` is what it read of each product.
 */
export function stockedForRefund(refund: Pick<Refund, 'items'>, factsOf: (productId: string) => RefundStockFacts): Set<string> {
  const stocked = new Set<string>();
  for (const productId of piecesByProduct(refund.items).keys()) {
    const { saleMoved, carriesStock } = factsOf(productId);
    if (saleMoved !== false && carriesStock) stocked.add(productId);
  }
  return stocked;
}

/**
 * One movement per product of the refund that the sale took stock for (`stocked`: those products'
 * ids, `stockedForRefund`), in pieces: a pack line puts its size back for each pack (packs.ts).
 */
export function refundMovements(refund: Pick<Refund, 'id' | 'saleId' | 'createdAt' | 'items'>, stocked: ReadonlySet<string>): StockMovement[] {
  return [...piecesByProduct(refund.items)].filter(([productId]) => stocked.has(productId)).map(([productId, units]) => refundMovement(refund, productId, units));
}

const RULE = '--------------------------------';

/** The plain-text refund receipt a till copies, prints or shares. */
export function refundReceiptText(refund: Refund, business: Pick<Business, 'businessName'> | null | undefined, options: { timeZone?: string } = {}): string {
  const lines: string[] = [];
  const name = business?.businessName.trim();
  if (name) lines.push(name);
  lines.push('REFUND');
  lines.push(`Date: ${formatDateTime(refund.createdAt, options.timeZone)}`);
  lines.push(`Refund: ${displayOrderId(refund.id)}`);
  lines.push(`For order: ${displayOrderId(refund.saleId)}`);
  lines.push(RULE);
  for (const item of refund.items) {
    lines.push(item.name);
    lines.push(item.pack ? `  ${lineQuantityText(item)} at ${formatMinor(item.priceMinor, refund.currency)} returned` : `  ${item.quantity} x ${formatMinor(item.priceMinor, refund.currency)} returned`);
  }
  lines.push(RULE);
  lines.push(`Refunded: ${formatMinor(refund.amountMinor, refund.currency)}`);
  const offAccount = refund.creditMinor ?? 0;
  if (offAccount > 0) {
    // A refund of a credit sale: what was owed came off the account; only the rest went back.
    lines.push(`${REFUND_MESSAGES.offAccount}: ${formatMinor(offAccount, refund.currency)}`);
    lines.push(`${REFUND_MESSAGES.handedBack}: ${formatMinor(refund.amountMinor - offAccount, refund.currency)}`);
  }
  if (offAccount === 0 || refund.amountMinor > offAccount) lines.push(`Given back by: ${refund.paymentMethod}`);
  if (refund.reason) lines.push(`Reason: ${refund.reason}`);
  lines.push(`Customer: ${saleCustomerName(refund)}`);
  lines.push(RULE);
  return lines.join('\n');
}
