/*
# The server's check of a refund a till wrote (`auditRefund`)

A till writes only the Refund record; the server reads it with the facts it holds itself
(`RefundAuditFacts`: who wrote it by their account, the refunded sale as the server judged it, the
sale's refunds it already applied, the customer's balance) and either accepts it — then it puts
the units back into stock, takes the money off the day's roll-ups, counts the refund in its sale's
tally and, on a credit sale, takes its `credit` off the customer's account — or refuses it: a
refused refund moves no stock, money or figure, and the owner sees it flagged with a reason in
words (`refundRefusalWords`). A refusal is plain data (strings and numbers) so it can be kept on
the refund, as a sale's is (sale-audit.ts).

## The order of the checks (the first refusal found is the one given)
1. `sale-missing`, `sale-refused` — the refunded sale is not on file, or the server refused it
   (it moved nothing, so there is nothing to give back). A refund is judged only once its sale is.
2. `author-unknown`, `author-disabled`, `author-not-allowed` — who wrote it, by their account
   (never the `madeBy` stamp): no member record; a member turned off; a role that may refund only
   with a manager's PIN (a cashier: staff.ts, `STAFF_PERMISSIONS`), which no one can type on a
   member's own account. The owner's own account and a manager's may refund.
3. `currency-mismatch` — a refund in another currency than its sale's.
4. `more-than-left` — a product given back in more units than the sale's applied refunds left of
   it (another till gave them back first, or a forged count).
5. `amount-mismatch` — the money is not the returned units' share of the sale's total
   (refund.ts, `refundAmountMinor`): never more than the lines give back, never less either.
6. `not-the-sale` — anything else `refundProblem` (refund.ts) finds: a line not on the sale or at
   another price, a reason too long, a method not listed, a credit on a sale paid in full… in the
   domain's own words.
7. `credit-mismatch` — on the balance the server holds, the refund's `credit` (what it takes off
   the customer's account) is not exactly `refundCreditMinor` (credit.ts): what the customer still
   owes on the sale comes off first, up to their balance, and only the rest is handed back. Less
   than that is cash handed back that the customer still owed; more takes off what they did not.

## Choices
- **Costs**: a refund's line costs are never the till's: each line gives back the cost its sale
  line kept on the server (`serverRefundCosts`), which is what the roll-ups' costs fall by. So a
  refund written before its sale was derived (when the till's copy of the sale had another cost,
  or none) is judged, and applied, with the server's.
- **The owner's own account** is held to every check but the author's: a cash refund of a credit
  sale the customer has not paid is as wrong from the owner's till as from a manager's.
*/
import { lineKey } from './packs';
import { CURRENCY_NAMES } from './constants';
import { refundCreditMinor } from './credit';
import type { CurrencyCode, Refund, Sale, SaleItem, StaffRole } from './entities';
import { displayOrderId } from './ids';
import { formatMinor } from './money';
import { refundAmountMinor, refundProblem, saleRefundState } from './refund';
import type { SaleSeller } from './sale-audit';
import { operatorAccess } from './staff';
import { STAFF_ROLE_LABELS } from './staff-till-words';

/** Why the server refused a refund, one code a reason; listed in the order they are checked. */
export type RefundRefusalCode =
  | 'malformed'
  | 'sale-missing'
  | 'sale-refused'
  | 'author-unknown'
  | 'author-disabled'
  | 'author-not-allowed'
  | 'currency-mismatch'
  | 'more-than-left'
  | 'amount-mismatch'
  | 'not-the-sale'
  | 'credit-mismatch';

/** Every refusal code, in the order the server checks them (`malformed` is the reading of the record, before `auditRefund`). */
export const REFUND_REFUSAL_CODES: readonly RefundRefusalCode[] = [
  'malformed',
  'sale-missing',
  'sale-refused',
  'author-unknown',
  'author-disabled',
  'author-not-allowed',
  'currency-mismatch',
  'more-than-left',
  'amount-mismatch',
  'not-the-sale',
  'credit-mismatch',
];

/** A refused refund's reason with what it takes to say it in words: plain strings and numbers, kept on the refund. */
export type RefundRefusal =
  | {
      /** The record could not be read as a refund (records/codecs.ts): its amounts or lines are not a till's. */
      code: 'malformed';
      problem: string;
    }
  | { code: 'sale-missing' }
  | { code: 'sale-refused' }
  | { code: 'author-unknown' }
  | { code: 'author-disabled' }
  | {
      code: 'author-not-allowed';
      /** A role that may refund only with a manager's PIN, which its own account cannot take. */
      role: StaffRole;
    }
  | { code: 'currency-mismatch'; refundCurrency: CurrencyCode; saleCurrency: CurrencyCode }
  | {
      code: 'more-than-left';
      /** The first product asked for beyond what is left. */
      productId: string;
      productName: string;
      units: number;
      leftUnits: number;
    }
  | {
      code: 'amount-mismatch';
      amountMinor: number;
      /** What the returned units give back (refund.ts, refundAmountMinor). */
      expectedMinor: number;
    }
  | {
      code: 'not-the-sale';
      /** The domain's own words (refund.ts, refundProblem). */
      problem: string;
    }
  | {
      code: 'credit-mismatch';
      /** What the refund took off the account (0 when none). */
      creditMinor: number;
      /** What it had to take off (credit.ts, refundCreditMinor). */
      expectedMinor: number;
      /** The customer's balance in the sale's currency when the refund was judged. */
      balanceMinor: number;
    };

/** Who wrote the refund, by the account that wrote it (the same reading as a sale's seller: functions/src/seller.ts). */
export type RefundAuthor = SaleSeller;

/** The refunded sale as the server holds it. */
export type RefundedSale = { state: 'missing' } | { state: 'refused' } | { state: 'applied'; sale: Sale };

/** Everything the server reads to check a refund, as plain data. */
export interface RefundAuditFacts {
  author: RefundAuthor;
  sale: RefundedSale;
  /** The sale's refunds the server already applied (or what its tally keeps of them). */
  earlier: readonly Refund[];
  /** The sale's customer's balance in its currency, as the server holds it; 0 for a sale paid in full. */
  balanceMinor: number;
}

/**
 * The refund's lines with the cost each one's sale line kept on the server in place of whatever
 * the till wrote (refund.ts: a product listed twice on the sale gives back its first line's cost);
 * null for a line not on the sale.
 */
export function serverRefundCosts(refund: Pick<Refund, 'items'>, sale: Pick<Sale, 'items'>): SaleItem[] {
  return refund.items.map((item) => {
    // A pack line's cost is its sale line's, one pack's (packs.ts): lines are matched by product and pack.
    const line = sale.items.find((l) => lineKey(l) === lineKey(item));
    return { ...item, costMinor: line?.costMinor ?? null };
  });
}

function authorRefusal(author: RefundAuthor): RefundRefusal | null {
  if (author.kind === 'owner') return null;
  if (author.kind === 'unknown') return { code: 'author-unknown' };
  if (author.disabled) return { code: 'author-disabled' };
  // On a member's own account no manager's PIN can be typed (staff.ts, operatorAccess).
  if (operatorAccess({ id: '', name: '', role: author.role, ownAccount: true }, 'refund') !== 'yes') return { code: 'author-not-allowed', role: author.role };
  return null;
}

/** The units asked of each line (packs.ts, lineKey: a product's pieces, or one of its packs), summed over the refund's lines. */
function unitsAsked(refund: Pick<Refund, 'items'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of refund.items) units.set(lineKey(item), (units.get(lineKey(item)) ?? 0) + item.quantity);
  return units;
}

function linesRefusal(refund: Refund, sale: Sale, earlier: readonly Refund[]): RefundRefusal | null {
  if (refund.currency !== sale.currency) return { code: 'currency-mismatch', refundCurrency: refund.currency, saleCurrency: sale.currency };
  const others = earlier.filter((r) => r.saleId === sale.id && r.id !== refund.id);
  const problem = refundProblem(refund, sale, others);
  if (problem === null) return null;
  const state = saleRefundState(sale, others);
  for (const [key, units] of unitsAsked(refund)) {
    const line = state.lines.find((l) => l.key === key);
    if (line && units > line.left) return { code: 'more-than-left', productId: line.productId, productName: line.name, units, leftUnits: line.left };
  }
  const expectedMinor = refundAmountMinor(sale, others, refund.items.map((item) => ({ productId: item.id, quantity: item.quantity, pack: item.pack ?? null })));
  const atExpected: Refund = { ...refund, amountMinor: expectedMinor };
  delete atExpected.creditMinor;
  if (refund.amountMinor !== expectedMinor && refundProblem(atExpected, sale, others) === null) {
    return { code: 'amount-mismatch', amountMinor: refund.amountMinor, expectedMinor };
  }
  return { code: 'not-the-sale', problem };
}

function creditRefusal(refund: Refund, sale: Sale, earlier: readonly Refund[], balanceMinor: number): RefundRefusal | null {
  const others = earlier.filter((r) => r.saleId === sale.id && r.id !== refund.id);
  const expectedMinor = refundCreditMinor(sale, others, refund.amountMinor, balanceMinor);
  const creditMinor = refund.creditMinor ?? 0;
  return creditMinor === expectedMinor ? null : { code: 'credit-mismatch', creditMinor, expectedMinor, balanceMinor };
}

/** The first reason the server refuses `refund`, in the order at the top of this file; null when it is accepted. */
export function auditRefund(refund: Refund, facts: RefundAuditFacts): RefundRefusal | null {
  if (facts.sale.state === 'missing') return { code: 'sale-missing' };
  if (facts.sale.state === 'refused') return { code: 'sale-refused' };
  const { sale } = facts.sale;
  const costed: Refund = { ...refund, items: serverRefundCosts(refund, sale) };
  return authorRefusal(facts.author) ?? linesRefusal(costed, sale, facts.earlier) ?? creditRefusal(costed, sale, facts.earlier, facts.balanceMinor);
}

/** `The amount is not the share.` → `the amount is not the share`, to sit inside a sentence. */
function withinSentence(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A refused refund for the owner's review, one sentence: `Refund #9C1E of ₵40.00 on sale #4F2A
 * handed back cash the customer still owed — by Kofi, 14:02`. `timeText` is the refund's time as
 * the caller shows it (the domain keeps no time zone); the author is the stamp's name, `Owner`
 * when the owner's account made it.
 */
export function refundRefusalWords(
  refusal: RefundRefusal,
  refund: Pick<Refund, 'id' | 'saleId' | 'amountMinor' | 'currency' | 'paymentMethod' | 'madeBy'>,
  timeText: string,
): string {
  const money = (minor: number): string => formatMinor(minor, refund.currency);
  const what = `Refund ${displayOrderId(refund.id)} of ${money(refund.amountMinor)} on sale ${displayOrderId(refund.saleId)}`;
  const by = `by ${refund.madeBy?.name ?? STAFF_ROLE_LABELS.owner}, ${timeText}`;
  return `${what} ${whatWentWrong(refusal, refund.paymentMethod === 'Cash' ? 'cash' : 'money', money)} — ${by}`;
}

function whatWentWrong(refusal: RefundRefusal, handedBack: string, money: (minor: number) => string): string {
  switch (refusal.code) {
    case 'malformed':
      return `could not be read: ${withinSentence(refusal.problem)}`;
    case 'sale-missing':
      return 'names a sale that is not in your records';
    case 'sale-refused':
      return 'is of a sale your records refused, which moved nothing';
    case 'author-unknown':
      return 'came from an account that is not on your staff list';
    case 'author-disabled':
      return 'came from a staff member you turned off';
    case 'author-not-allowed':
      return `came from a ${STAFF_ROLE_LABELS[refusal.role].toLowerCase()}, who may refund only with a manager`;
    case 'currency-mismatch':
      return `was given in ${CURRENCY_NAMES[refusal.refundCurrency]}, but the sale was in ${CURRENCY_NAMES[refusal.saleCurrency]}`;
    case 'more-than-left':
      return `gave back ${refusal.units} of ${refusal.productName} when ${refusal.leftUnits} ${refusal.leftUnits === 1 ? 'was' : 'were'} left to give back`;
    case 'amount-mismatch':
      return `gave back ${money(refusal.amountMinor)} for goods worth ${money(refusal.expectedMinor)} of the sale`;
    case 'not-the-sale':
      return `does not match the sale: ${withinSentence(refusal.problem)}`;
    case 'credit-mismatch':
      return refusal.creditMinor < refusal.expectedMinor
        ? `handed back ${handedBack} the customer still owed: ${money(refusal.expectedMinor)} should have come off their account, not ${money(refusal.creditMinor)}`
        : `took ${money(refusal.creditMinor)} off the customer's account, more than the ${money(refusal.expectedMinor)} they owed on it`;
  }
}
