/*
# The server's check of a repayment a till wrote (`auditRepayment`)

A till writes only the Repayment record (a customer's payment towards what they owe); the server
reads it with the facts it holds itself (`RepaymentAuditFacts`: who wrote it, by their account, and
the customer's balance in the repayment's currency as the server holds it) and either accepts it —
then it takes the amount off the customer's account — or refuses it: a refused repayment moves
nothing, and the owner sees it flagged with a reason in words (`repaymentRefusalWords`). A refusal
is plain data (strings and numbers) so it can be kept on the repayment.

## The order of the checks (the first refusal found is the one given)
1. `malformed` — an amount that is not whole cents above 0 and at most MAX_AMOUNT_MINOR, a method
   the till does not offer (credit.ts, `repaymentProblem`), or no readable time.
2. `author-unknown`, `author-disabled`, `author-not-allowed` — who took it, by their account (never the
   `madeBy` stamp): no member record; a member turned off; a role that may not take repayments on
   their own account (staff.ts, `STAFF_PERMISSIONS`, 'record-repayment'; what needs a manager's PIN
   is refused there, as no PIN can be typed on a member's own account). The owner's own account may.
3. `over-balance` — the amount is more than the customer owes in that currency, on the balance the
   server holds when it judges the repayment (a balance never falls below 0). The server first
   waits for the customer's credit sales dated at or before the repayment that it has not judged
   yet, so a sale and its repayment that arrived together are taken in that order.

## Choices (product decisions)
- Two tills taking payments from one customer at once that together pass the balance: the server
  judges them one after the other on its own balance; the later one is refused, and the money it
  says was taken is for the owner to look into (it is flagged; nothing is moved).
- The words do not know the customer's pronoun: they say "their balance".
*/
import { repaymentProblem } from './credit';
import type { Repayment, StaffRole } from './entities';
import { formatMinor } from './money';
import type { SaleSeller } from './sale-audit';
import { operatorAccess } from './staff';
import { STAFF_ROLE_LABELS } from './staff-till-words';

/** Why the server refused a repayment, one code a reason; listed in the order they are checked. */
export type RepaymentRefusalCode = 'malformed' | 'author-unknown' | 'author-disabled' | 'author-not-allowed' | 'over-balance';

/** Every refusal code, in the order `auditRepayment` checks them. */
export const REPAYMENT_REFUSAL_CODES: readonly RepaymentRefusalCode[] = ['malformed', 'author-unknown', 'author-disabled', 'author-not-allowed', 'over-balance'];

/** A refused repayment's reason with what it takes to say it in words: plain strings and numbers, kept on the repayment. */
export type RepaymentRefusal =
  | {
      code: 'malformed';
      /** What cannot be read, in the domain's words. */
      problem: string;
    }
  | { code: 'author-unknown' }
  | { code: 'author-disabled' }
  | { code: 'author-not-allowed'; role: StaffRole }
  | {
      code: 'over-balance';
      /** What the customer owed in the repayment's currency when the server judged it. */
      balanceMinor: number;
      amountMinor: number;
    };

/** Who wrote the repayment, by the account that wrote it (as for a sale: sale-audit.ts, SaleSeller). */
export type RepaymentAuthor = SaleSeller;

/** Everything the server reads to check a repayment, as plain data. */
export interface RepaymentAuditFacts {
  author: RepaymentAuthor;
  /** The customer's balance in the repayment's currency as the server holds it (0 when no account). */
  balanceMinor: number;
}

/** The domain's words for a repayment that cannot be read (`repaymentProblem`'s 'amount' and 'method'). */
export const REPAYMENT_MALFORMED_WORDS = {
  amount: 'The amount is not a whole number of cents above 0 and within the limit.',
  method: 'The payment method is not one the till offers.',
  time: 'A payment needs the time it was taken.',
} as const;

function authorRefusal(author: RepaymentAuthor): RepaymentRefusal | null {
  if (author.kind === 'owner') return null;
  if (author.kind === 'unknown') return { code: 'author-unknown' };
  if (author.disabled) return { code: 'author-disabled' };
  // On a member's own account no manager's PIN can be typed: only what the role may do outright.
  const access = operatorAccess({ id: '', name: '', role: author.role, ownAccount: true }, 'record-repayment');
  return access === 'yes' ? null : { code: 'author-not-allowed', role: author.role };
}

/** The first reason the server refuses `repayment`, in the order at the top of this file; null when it is accepted. */
export function auditRepayment(repayment: Repayment, facts: RepaymentAuditFacts): RepaymentRefusal | null {
  const problem = repaymentProblem(repayment, facts.balanceMinor);
  if (problem === 'amount' || problem === 'method') return { code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS[problem] };
  if (!(repayment.createdAt instanceof Date) || Number.isNaN(repayment.createdAt.getTime())) return { code: 'malformed', problem: REPAYMENT_MALFORMED_WORDS.time };
  const author = authorRefusal(facts.author);
  if (author) return author;
  return problem === 'over-balance' ? { code: 'over-balance', balanceMinor: facts.balanceMinor, amountMinor: repayment.amountMinor } : null;
}

/** `The amount is not ….` → `the amount is not …`, to sit inside a sentence. */
function withinSentence(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A refused repayment for the owner's review, one sentence: `Payment of ₵40.00 from Ngozi would
 * take their balance below nothing (they owed ₵25.00) — by Efua, 14:02`. `timeText` is the
 * repayment's time as the caller shows it (the domain keeps no time zone); the author is the stamp's
 * name, `Owner` when the owner's account took it.
 */
export function repaymentRefusalWords(refusal: RepaymentRefusal, repayment: Pick<Repayment, 'customer' | 'amountMinor' | 'currency' | 'madeBy'>, timeText: string): string {
  const money = (minor: number): string => formatMinor(minor, repayment.currency);
  const by = `by ${repayment.madeBy?.name ?? STAFF_ROLE_LABELS.owner}, ${timeText}`;
  const from = `from ${repayment.customer.name}`;
  if (refusal.code === 'malformed') return `A payment ${from} could not be taken: ${withinSentence(refusal.problem)} — ${by}`;
  return `Payment of ${money(repayment.amountMinor)} ${from} ${whatWentWrong(refusal, money)} — ${by}`;
}

function whatWentWrong(refusal: Exclude<RepaymentRefusal, { code: 'malformed' }>, money: (minor: number) => string): string {
  switch (refusal.code) {
    case 'author-unknown':
      return 'came from an account that is not on your staff list';
    case 'author-disabled':
      return 'came from a staff member you turned off';
    case 'author-not-allowed':
      return 'came from a staff member whose role may not take payments';
    case 'over-balance':
      return `would take their balance below nothing (they owed ${money(refusal.balanceMinor)})`;
  }
}
