/*
# The server's check of a delivery or a count a till asked for (`auditStockAdjustment`)

A till writes only the movement it asks for (`stockMovements/{id}`, reason 'delivery' or 'count'):
for a count, the number counted; for a delivery, the units received and, if given, what one unit
cost. The figures it worked out from its own cache — a count's `change`, a delivery's `costAfter` —
are its view and are never trusted. The server reads the request with the facts it holds itself
(`StockAdjustmentFacts`: who wrote it by their account, the product as it stands now) and either
refuses it — it then moves nothing, and the owner sees why in words (`stockAdjustmentRefusalWords`)
— or applies it on its own figures (`serverStockAdjustment`): a count sets the stock to the number
counted and its change becomes counted − the stock the server held at that moment; a delivery adds
what was received and, at a unit cost, moves the cost to the weighted average of the server's stock
and cost (stock-movements.ts, averageCostAfterDelivery). A refusal is plain data (strings and
numbers) so it can be kept on the movement.

## The order of the checks (the first refusal found is the one given)
1. `malformed` — not a delivery or a count the till could have made (stock-movements.ts,
   `isValidAdjustment`): a delivery of 1 to MAX_STOCK_QUANTITY units, at a unit cost of whole minor
   units within the bounds or none; a count of 0 to MAX_STOCK_QUANTITY.
2. `author-unknown`, `author-disabled`, `author-not-allowed` — who wrote it, by their account (never
   the `madeBy` stamp): no member record; a member turned off; a role that may not change stock on
   its own account (staff.ts, `STAFF_PERMISSIONS` 'change-stock': a cashier needs a manager's PIN,
   which cannot be typed on her own account, so hers is refused). The owner's own account may.
3. `product-gone` — the product is no longer on file (deleted since).
4. `product-without-stock` — the product carries no stock (not Physical, or no quantity).

## Choices (product decisions)
- **A late count is never lost.** A count queued offline reaches the server after other tills
  sold from the product: it is applied all the same (the stock becomes what was counted), and its
  change says what the shelf held against the record when it arrived. Before, a count whose cached
  stock had moved was refused on arrival and the count was lost.
- **The cost is the server's.** A delivery's average cost is taken from the stock and cost the
  server holds when it applies the delivery, never the till's: two deliveries on two tills each
  move the cost once, on each other's figures.
*/
import { MAX_STOCK_QUANTITY } from './constants';
import type { ProductType, StaffRole, StockAdjustment, StockMovement } from './entities';
import { formatStockChange, adjustmentMovement, isValidAdjustment, STOCK_MOVEMENT_LABELS, stockAfterMovement } from './stock-movements';
import type { StockAdjustmentRequest } from './stock-movements';
import type { SaleSeller } from './sale-audit';
import { operatorAccess } from './staff';
import { STAFF_ROLE_LABELS } from './staff-till-words';

/** Why the server refused a delivery or a count, one code a reason; listed in the order they are checked. */
export type StockAdjustmentRefusalCode = 'malformed' | 'author-unknown' | 'author-disabled' | 'author-not-allowed' | 'product-gone' | 'product-without-stock';

/** Every refusal code, in the order `auditStockAdjustment` checks them. */
export const STOCK_ADJUSTMENT_REFUSAL_CODES: readonly StockAdjustmentRefusalCode[] = ['malformed', 'author-unknown', 'author-disabled', 'author-not-allowed', 'product-gone', 'product-without-stock'];

/** A refused adjustment's reason with what it takes to say it in words: plain strings and numbers, kept on the movement. */
export type StockAdjustmentRefusal =
  | {
      code: 'malformed';
      /** The domain's own words for what is wrong with the figures. */
      problem: string;
    }
  | { code: 'author-unknown' }
  | { code: 'author-disabled' }
  | {
      code: 'author-not-allowed';
      /** The role that may not change stock on its own account. */
      role: StaffRole;
    }
  | { code: 'product-gone'; productId: string }
  | { code: 'product-without-stock'; productId: string; productName: string };

/** Who wrote the movement, by the account that wrote it (as a sale's seller: sale-audit.ts). */
export type StockAdjustmentAuthor = SaleSeller;

/** A product as the server holds it now. */
export interface StockedProduct {
  name: string;
  type: ProductType;
  /** Its stock; null when it carries none. */
  quantity: number | null;
}

/** Everything the server reads to check a delivery or a count, as plain data. */
export interface StockAdjustmentFacts {
  author: StockAdjustmentAuthor;
  productId: string;
  /** The product the movement names; null when it is no longer on file. */
  product: StockedProduct | null;
}

/**
 * What a till asked for by a delivery or count movement it wrote: a delivery's units received (its
 * `change`) and unit cost, a count's number counted. Null for any other movement (a sale's or a
 * refund's, which the server writes itself) and for a count that names no number.
 */
export function requestedAdjustment(movement: Pick<StockMovement, 'reason' | 'change' | 'counted' | 'unitCostMinor'>): StockAdjustment | null {
  if (movement.reason === 'delivery') {
    const unitCostMinor = movement.unitCostMinor ?? null;
    return { reason: 'delivery', received: movement.change, ...(unitCostMinor === null ? {} : { unitCostMinor }) };
  }
  if (movement.reason === 'count' && movement.counted !== null) return { reason: 'count', counted: movement.counted };
  return null;
}

function malformedRefusal(adjustment: StockAdjustment | null): StockAdjustmentRefusal | null {
  const bound = String(MAX_STOCK_QUANTITY);
  if (adjustment === null) return { code: 'malformed', problem: 'A stock change is a delivery or a count of a number of units.' };
  if (isValidAdjustment(adjustment)) return null;
  if (adjustment.reason === 'count') return { code: 'malformed', problem: `A count is a whole number of units from 0 to ${bound}.` };
  const units = adjustment.received;
  if (!Number.isSafeInteger(units) || units < 1 || units > MAX_STOCK_QUANTITY) return { code: 'malformed', problem: `A delivery brings a whole number of units from 1 to ${bound}.` };
  return { code: 'malformed', problem: 'A unit cost is a whole amount within the bounds.' };
}

function authorRefusal(author: StockAdjustmentAuthor): StockAdjustmentRefusal | null {
  if (author.kind === 'owner') return null;
  if (author.kind === 'unknown') return { code: 'author-unknown' };
  if (author.disabled) return { code: 'author-disabled' };
  // On a member's own account no manager's PIN can be typed: what needs one is refused (staff.ts, operatorAccess).
  if (operatorAccess({ id: '', name: '', role: author.role, ownAccount: true }, 'change-stock') !== 'yes') return { code: 'author-not-allowed', role: author.role };
  return null;
}

function productRefusal({ productId, product }: StockAdjustmentFacts): StockAdjustmentRefusal | null {
  if (product === null) return { code: 'product-gone', productId };
  if (product.type !== 'Physical' || product.quantity === null) return { code: 'product-without-stock', productId, productName: product.name };
  return null;
}

/** The first reason the server refuses the adjustment, in the order at the top of this file; null when it is applied. */
export function auditStockAdjustment(adjustment: StockAdjustment | null, facts: StockAdjustmentFacts): StockAdjustmentRefusal | null {
  return malformedRefusal(adjustment) ?? authorRefusal(facts.author) ?? productRefusal(facts);
}

/**
 * The movement as the server applies it, on the stock and cost it holds now (`costMinor` null when
 * not known), and the stock it leaves: a count's change is counted − `stock`; a delivery at a unit
 * cost says the cost after it, the weighted average on the server's figures.
 */
export function serverStockAdjustment(request: StockAdjustmentRequest, stock: number, costMinor: number | null): { movement: StockMovement; stockAfter: number } {
  const movement = adjustmentMovement(request, stock, costMinor);
  return { movement, stockAfter: stockAfterMovement(stock, movement) };
}

/** `A count is 0 to 1000000.` → `a count is 0 to 1000000`, to sit inside a sentence. */
function withinSentence(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A refused delivery or count for the owner's review, one sentence: `Stock count of 12 was refused:
 * it came from a Cashier's own account, which may not change stock without a manager — by Efua,
 * 14:02`. `timeText` is the movement's time as the caller shows it; the author is the stamp's
 * name, `Owner` when the owner's account made it.
 */
export function stockAdjustmentRefusalWords(
  refusal: StockAdjustmentRefusal,
  movement: Pick<StockMovement, 'reason' | 'change' | 'counted' | 'madeBy'>,
  timeText: string,
): string {
  const what = movement.reason === 'count' ? `${STOCK_MOVEMENT_LABELS.count} of ${movement.counted ?? '?'}` : `${STOCK_MOVEMENT_LABELS[movement.reason]} of ${formatStockChange(movement.change)}`;
  return `${what} was refused: ${whyRefused(refusal)} — by ${movement.madeBy?.name ?? STAFF_ROLE_LABELS.owner}, ${timeText}`;
}

function whyRefused(refusal: StockAdjustmentRefusal): string {
  switch (refusal.code) {
    case 'malformed':
      return withinSentence(refusal.problem);
    case 'author-unknown':
      return 'it came from an account that is not on your staff list';
    case 'author-disabled':
      return 'it came from a staff member you turned off';
    case 'author-not-allowed':
      return `it came from a ${STAFF_ROLE_LABELS[refusal.role]}'s own account, which may not change stock without a manager`;
    case 'product-gone':
      return 'the product is no longer in your catalogue';
    case 'product-without-stock':
      return `${refusal.productName} carries no stock`;
  }
}
