/*
# The server's check of a sale a till wrote (`auditSale`)

A till writes only the Sale record; the server reads it with the facts it holds itself
(`SaleAuditFacts`: when the sale reached it, who wrote it by their account, the catalogue, the till
settings) and either accepts it — then it derives stock movements, roll-ups and the customer's
account from it, with the line costs it knows (`serverLineCosts`) — or refuses it: a refused sale
moves no stock, money or figure, and the owner sees it flagged with a reason in words
(`saleRefusalWords`). A refusal is plain data (strings and numbers) so it can be kept on the sale.

## The order of the checks (the first refusal found is the one given)
1. `malformed` — the figures are not ones the till could have made (sale-check.ts, `saleProblem`:
   the lines, subtotal, discount, total, change, credit and split payment), or the sale has no
   readable time. Nothing else means anything until the sale adds up.
2. `seller-unknown`, `seller-disabled`, `seller-not-allowed` — who wrote it, by their account
   (never the `madeBy` stamp, which the till writes): no member record; a member turned off; a
   role that may not sell, or a credit sale by a role that may sell on credit only with a manager's
   PIN. On a member's own account no PIN can be typed, so what needs one is refused (staff.ts,
   `operatorAccess`); the sale's `approvedBy` is the till's claim and is not read. The owner's own
   account may do everything.
3. `dated-in-future`, `dated-too-old` — the sale's time against the moment it reached the server:
   more than `MAX_SALE_CLOCK_AHEAD_MS` (5 minutes) after it, or more than `MAX_SALE_AGE_DAYS`
   (7 days of 24 hours) before it. Checked before prices and discounts because both of their
   exceptions below trust the sale's time: this bounds how far back a sale can claim to be.
3b. `view-only` — the shop was view-only when the sale was rung (plans.ts, `mayWriteAt` on its plan
   record as the server reads it). Judged by the sale's own time, so a till offline when the plan
   ended lands everything it rang before; bounded by the server's clock (`saleJudgedAt`): a sale
   claiming a time more than `MAX_SALE_AGE_DAYS` before it arrived is judged at its arrival — the
   owner's own account included, whose sales the age bound otherwise spares.
4. `currency-mismatch` — a line in another currency than its product's.
4b. `pack-not-in-catalogue` — a pack line (packs.ts) whose product has no pack of that name and
   size, or that is priced below the pack's price. Checked on every seller's sale, the owner's too:
   a pack's size decides the stock the line takes and no till lets anyone type one.
5. `price-below-catalogue` — a line whose unit price is below its product's price.
6. `discount-over-limit` — a cashier's discount above the shop's limit.

## Choices (product decisions)
- **Prices**: a line priced above the catalogue is accepted (the shop got more); below it is
  refused — unless the product was changed after the sale was rung (`changedAt` later than the
  sale's `createdAt`): the till sold at the price it had then (a sale queued offline across a price
  change), so it is accepted as rung. The same holds for a line's currency. A product the
  catalogue no longer holds (deleted since) is accepted as rung: there is no price left to compare.
  A member's prices are checked, a manager's too: no till lets anyone type a price.
- **The owner's own account** is the shop's authority (it sets the prices and the limits, and may
  key in an old day's sales from the notebook): its sales are held to the arithmetic and the clock
  only — `malformed` and `dated-in-future` — never to the catalogue, the age bound or a limit.
- **Discount limit**: only a cashier is limited (staff.ts, `discountNeedsApproval`; managers and
  the owner are not), by the shop's limit as it reads now (till-settings.ts,
  `cashierDiscountLimitOf`) — unless the till settings changed after the sale was rung: the old
  limit is not kept, and the cashier acted under the rules she had (refusing would hide cash
  already in the drawer), so it is accepted.
- Both exceptions trust the sale's own time; a sale may claim a time at most `MAX_SALE_AGE_DAYS`
  back (step 3), so a price or limit change older than that can no longer be hidden behind.
- **Who**: a member is known by their member record (its id, through their account), never by
  the name on the stamp: a renamed cashier is the same cashier, and nothing here compares names.
  The words name the stamp's name only to say it.
- **An online order's sale** (online-orders.ts, `buildOrderSale`) is priced by the server when the
  order is placed, from the catalogue it published then: the order's prices are the shop's word to
  its customer. When the server reads, under the sale's own id, a paid order whose sale it is
  exactly (`isOrdersSale`: its lines, figures, payment and time), the sale is judged by that order:
  the catalogue checks (4 to 6) are not made, so a price raised between the order and its payment
  never refuses a sale whose order shows paid. Everything else is judged as for any sale: the
  arithmetic, who marked it paid (the sale names their account), the clock and the plan. Nothing
  the sale says makes it an order's: a till's sale is judged as a till's whatever it carries.
- **Costs**: a line's cost is never the till's (a cashier's device reads no costs): the server puts
  its own product's cost on each line, null when unknown (`serverLineCosts`; docs/product-rules.md,
  'Cost and profit': a line with no cost counts as a sale with no cost, never as free goods).
*/
import { CURRENCY_NAMES, MAX_SALE_AGE_DAYS, MAX_SALE_CLOCK_AHEAD_MS } from './constants';
import { isCreditSale } from './credit-sale';
import type { Business, CurrencyCode, Sale, SaleItem, StaffRole } from './entities';
import { displayOrderId } from './ids';
import { formatMinor, isAmountMinor } from './money';
import { saleProblem } from './sale-check';
import { percentText } from './sale-summary';
import { discountNeedsApproval, discountShareHundredths, operatorAccess, type StaffAction } from './staff';
import { STAFF_ROLE_LABELS } from './staff-till-words';
import { cashierDiscountLimitOf } from './till-settings';
import { mayWriteAt, saleJudgedAt, viewOnlyFrom } from './plans';
import type { PlanRecord } from './plans';
import { PLAN_SETTINGS_PLACE } from './plan-words';
import { isOrdersSale } from './online-orders';
import type { OnlineOrder } from './online-store-records';
import { packLabel, packLineHolds, packCostMinor } from './packs';
import type { CataloguePacks } from './packs';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Why the server refused a sale, one code a reason; listed in the order they are checked. */
export type SaleRefusalCode =
  | 'malformed'
  | 'seller-unknown'
  | 'seller-disabled'
  | 'seller-not-allowed'
  | 'dated-in-future'
  | 'dated-too-old'
  | 'view-only'
  | 'currency-mismatch'
  | 'pack-not-in-catalogue'
  | 'price-below-catalogue'
  | 'discount-over-limit'
  | 'over-credit-limit';

/** Every refusal code, in the order `auditSale` checks them. */
export const SALE_REFUSAL_CODES: readonly SaleRefusalCode[] = [
  'malformed',
  'seller-unknown',
  'seller-disabled',
  'seller-not-allowed',
  'dated-in-future',
  'dated-too-old',
  'view-only',
  'currency-mismatch',
  'pack-not-in-catalogue',
  'price-below-catalogue',
  'discount-over-limit',
  'over-credit-limit',
];

/** A refused sale's reason with what it takes to say it in words: plain strings and numbers, kept on the sale. */
export type SaleRefusal =
  | {
      code: 'malformed';
      /** The domain's own words for what does not add up (sale-check.ts, saleProblem). */
      problem: string;
    }
  | { code: 'seller-unknown' }
  | { code: 'seller-disabled' }
  | {
      code: 'seller-not-allowed';
      role: StaffRole;
      /** What the role may not do on its own account: sell at all, or sell on credit. */
      action: Extract<StaffAction, 'sell' | 'sell-on-credit'>;
    }
  | {
      code: 'dated-in-future';
      /** Whole minutes (rounded up) the sale is dated after it reached the server. */
      minutesAhead: number;
      limitMinutes: number;
    }
  | {
      code: 'dated-too-old';
      /** Whole days (rounded down) the sale is dated before it reached the server. */
      daysOld: number;
      limitDays: number;
    }
  | {
      code: 'view-only';
      /** When the shop became view-only (plans.ts, viewOnlyFrom), as an ISO time: kept as plain data. */
      viewOnlyFrom: string;
    }
  | {
      code: 'currency-mismatch';
      productId: string;
      productName: string;
      lineCurrency: CurrencyCode;
      catalogueCurrency: CurrencyCode;
    }
  | {
      code: 'pack-not-in-catalogue';
      productId: string;
      productName: string;
      /** The line's pack as rung, said ("Carton of 24"), its price and quantity. */
      packText: string;
      unitPriceMinor: number;
      quantity: number;
    }
  | {
      code: 'price-below-catalogue';
      /** The first line found below its price. */
      productId: string;
      productName: string;
      unitPriceMinor: number;
      cataloguePriceMinor: number;
      quantity: number;
      /** The whole sale's lines as rung (price × quantity, before the discount). */
      rungMinor: number;
      /** The same goods at the catalogue's prices; a line accepted as rung counts at its own price. */
      cataloguePricedMinor: number;
    }
  | {
      code: 'discount-over-limit';
      /** The discount's share of the subtotal, in basis points (staff.ts, discountShareHundredths). */
      shareHundredths: number;
      /** The shop's cashier limit, in basis points (till-settings.ts, cashierDiscountLimitOf). */
      limitHundredths: number;
    }
  | {
      /**
       * Checked by the server after `auditSale`, on the customer's balance as it stands when the
       * sale arrives (credit.ts, passesCreditLimit): what is owed would take it past the limit.
       */
      code: 'over-credit-limit';
      balanceMinor: number;
      limitMinor: number;
    };

/** Who wrote the sale, by the account that wrote it: the owner's own, a member's (their record), or an account with no member record. */
export type SaleSeller = { kind: 'owner' } | { kind: 'member'; role: StaffRole; disabled: boolean } | { kind: 'unknown' };

/** A product as the server holds it now. */
export interface CatalogueProduct {
  name: string;
  priceMinor: number;
  currency: CurrencyCode;
  /** When its price, currency or anything else of it last changed; null when never or not known. */
  changedAt: Date | null;
  /** Its packs as held now (packs.ts); absent or empty: sold by the piece only. */
  packs?: CataloguePacks;
}

/** Everything the server reads to check a sale, as plain data. */
export interface SaleAuditFacts {
  /** When the sale reached the server, on the server's clock. */
  receivedAt: Date;
  seller: SaleSeller;
  /**
   * The products the sale's lines name, by id. A product missing here (deleted since the sale) is
   * accepted as rung: there is no price left to compare.
   */
  catalogue: ReadonlyMap<string, CatalogueProduct>;
  /** The shop's till settings as they read now (Business; absent fields read as their defaults). */
  shop: Pick<Business, 'cashierDiscountLimitHundredths'> | null;
  /** When the till settings last changed; null when never or not known. */
  tillSettingsChangedAt: Date | null;
  /** The shop's plan record as the server reads it now (plans.ts); absent or null: not judged by plan. */
  plan?: PlanRecord | null;
  /**
   * The online order of the sale's own id as the server reads it (online-orders.ts), when the sale
   * was made from one: a paid order whose sale it is exactly (`isOrdersSale`) is judged by its own
   * prices, not the catalogue's. Absent or null: a till's sale.
   */
  order?: OnlineOrder | null;
}

/** Whether `changedAt` is after the sale was rung: then the till worked under what it had before. */
function changedSinceRung(changedAt: Date | null, sale: Pick<Sale, 'createdAt'>): boolean {
  return changedAt !== null && changedAt.getTime() > sale.createdAt.getTime();
}

function malformedRefusal(sale: Sale): SaleRefusal | null {
  const problem = saleProblem(sale);
  if (problem !== null) return { code: 'malformed', problem };
  if (!(sale.createdAt instanceof Date) || Number.isNaN(sale.createdAt.getTime())) return { code: 'malformed', problem: 'A sale needs the time it was rung.' };
  return null;
}

/** Whether a member may do `action` on their own account: outright only, as no manager's PIN can be typed there (staff.ts, operatorAccess). */
function ownAccountMay(role: StaffRole, action: StaffAction): boolean {
  // operatorAccess reads the role and the account flags only, not the stamp.
  return operatorAccess({ id: '', name: '', role, ownAccount: true }, action) === 'yes';
}

function sellerRefusal(sale: Sale, seller: SaleSeller): SaleRefusal | null {
  if (seller.kind === 'owner') return null;
  if (seller.kind === 'unknown') return { code: 'seller-unknown' };
  if (seller.disabled) return { code: 'seller-disabled' };
  if (!ownAccountMay(seller.role, 'sell')) return { code: 'seller-not-allowed', role: seller.role, action: 'sell' };
  if (isCreditSale(sale) && !ownAccountMay(seller.role, 'sell-on-credit')) return { code: 'seller-not-allowed', role: seller.role, action: 'sell-on-credit' };
  return null;
}

function futureRefusal(createdAt: Date, receivedAt: Date): SaleRefusal | null {
  const aheadMs = createdAt.getTime() - receivedAt.getTime();
  return aheadMs > MAX_SALE_CLOCK_AHEAD_MS ? { code: 'dated-in-future', minutesAhead: Math.ceil(aheadMs / MINUTE_MS), limitMinutes: MAX_SALE_CLOCK_AHEAD_MS / MINUTE_MS } : null;
}

function dateRefusal(createdAt: Date, receivedAt: Date): SaleRefusal | null {
  const future = futureRefusal(createdAt, receivedAt);
  if (future) return future;
  const aheadMs = createdAt.getTime() - receivedAt.getTime();
  if (-aheadMs > MAX_SALE_AGE_DAYS * DAY_MS) return { code: 'dated-too-old', daysOld: Math.floor(-aheadMs / DAY_MS), limitDays: MAX_SALE_AGE_DAYS };
  return null;
}

/**
 * Whether the shop was view-only when the sale was rung: judged at the sale's own time within the
 * age bound, else at its arrival (plans.ts, saleJudgedAt).
 */
function planRefusal(createdAt: Date, facts: SaleAuditFacts): SaleRefusal | null {
  const plan = facts.plan;
  if (!plan || mayWriteAt(plan, saleJudgedAt(createdAt, facts.receivedAt))) return null;
  return { code: 'view-only', viewOnlyFrom: (viewOnlyFrom(plan) ?? facts.receivedAt).toISOString() };
}

/** The catalogue's product for a line when its price and currency hold against it: known, and not changed since the sale was rung. */
function productToCompare(item: SaleItem, sale: Sale, catalogue: ReadonlyMap<string, CatalogueProduct>): CatalogueProduct | null {
  const product = catalogue.get(item.id);
  return product === undefined || changedSinceRung(product.changedAt, sale) ? null : product;
}

function currencyRefusal(sale: Sale, catalogue: ReadonlyMap<string, CatalogueProduct>): SaleRefusal | null {
  for (const item of sale.items) {
    const product = productToCompare(item, sale, catalogue);
    if (product !== null && product.currency !== item.currency) {
      return { code: 'currency-mismatch', productId: item.id, productName: product.name, lineCurrency: item.currency, catalogueCurrency: product.currency };
    }
  }
  return null;
}

/** The first pack line its product does not hold at its size and price (packs.ts, packLineHolds). */
function packRefusal(sale: Sale, catalogue: ReadonlyMap<string, CatalogueProduct>): SaleRefusal | null {
  for (const item of sale.items) {
    if (!item.pack) continue;
    const product = productToCompare(item, sale, catalogue);
    if (product !== null && !packLineHolds(item, product.packs)) {
      return { code: 'pack-not-in-catalogue', productId: item.id, productName: product.name, packText: packLabel(item.pack), unitPriceMinor: item.priceMinor, quantity: item.quantity };
    }
  }
  return null;
}

/** A pack line's price is held to its pack's (packRefusal), not to the piece's. */
function priceRefusal(sale: Sale, catalogue: ReadonlyMap<string, CatalogueProduct>): SaleRefusal | null {
  let rungMinor = 0;
  let cataloguePricedMinor = 0;
  let below: { item: SaleItem; product: CatalogueProduct } | null = null;
  for (const item of sale.items) {
    const product = item.pack ? null : productToCompare(item, sale, catalogue);
    rungMinor += item.priceMinor * item.quantity;
    cataloguePricedMinor += (product?.priceMinor ?? item.priceMinor) * item.quantity;
    if (below === null && product !== null && item.priceMinor < product.priceMinor) below = { item, product };
  }
  if (below === null) return null;
  const { item, product } = below;
  return {
    code: 'price-below-catalogue',
    productId: item.id,
    productName: product.name,
    unitPriceMinor: item.priceMinor,
    cataloguePriceMinor: product.priceMinor,
    quantity: item.quantity,
    rungMinor,
    cataloguePricedMinor,
  };
}

function discountRefusal(sale: Sale, facts: SaleAuditFacts): SaleRefusal | null {
  // The owner's own account is not limited; a seller with no record was refused before.
  if (facts.seller.kind !== 'member') return null;
  if (changedSinceRung(facts.tillSettingsChangedAt, sale)) return null;
  const shareHundredths = discountShareHundredths(sale);
  const limitHundredths = cashierDiscountLimitOf(facts.shop);
  // Managers give any discount; a cashier above the limit needs a PIN, which her own account cannot take.
  return discountNeedsApproval(facts.seller.role, shareHundredths, limitHundredths) ? { code: 'discount-over-limit', shareHundredths, limitHundredths } : null;
}

/** The first reason the server refuses `sale`, in the order at the top of this file; null when it is accepted. */
export function auditSale(sale: Sale, facts: SaleAuditFacts): SaleRefusal | null {
  if (facts.seller.kind === 'owner') return malformedRefusal(sale) ?? futureRefusal(sale.createdAt, facts.receivedAt) ?? planRefusal(sale.createdAt, facts) ?? packRefusal(sale, facts.catalogue);
  return (
    malformedRefusal(sale) ??
    sellerRefusal(sale, facts.seller) ??
    dateRefusal(sale.createdAt, facts.receivedAt) ??
    planRefusal(sale.createdAt, facts) ??
    // An online order's sale is priced by its order, not by the catalogue as it reads now.
    (facts.order && isOrdersSale(sale, facts.order) ? null : catalogueRefusal(sale, facts))
  );
}

/** The checks of a till's sale against the catalogue and the shop's limits (4 to 6 at the top of this file). */
function catalogueRefusal(sale: Sale, facts: SaleAuditFacts): SaleRefusal | null {
  return (
    currencyRefusal(sale, facts.catalogue) ??
    packRefusal(sale, facts.catalogue) ??
    priceRefusal(sale, facts.catalogue) ??
    discountRefusal(sale, facts)
  );
}

/**
 * The sale's lines with the server's cost of each product in place of whatever the till wrote:
 * `costs` by product id (a piece's cost), null (or missing, or not an amount) when the cost is not
 * known; a pack line's is one pack's, the piece's × its size (packs.ts, packCostMinor).
 */
export function serverLineCosts(sale: Pick<Sale, 'items'>, costs: ReadonlyMap<string, number | null>): Sale['items'] {
  return sale.items.map((item) => {
    const cost = costs.get(item.id);
    return { ...item, costMinor: isAmountMinor(cost) ? packCostMinor(cost, item.pack) : null };
  });
}

/** `The subtotal is not the sum of the lines.` → `the subtotal is not the sum of the lines`, to sit inside a sentence. */
function withinSentence(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A refused sale for the owner's review, one sentence: `Sale #4F2A rung at ₵8.50 for goods priced
 * ₵850.00 — by Efua, 14:02`. `timeText` is the sale's time as the caller shows it (the domain keeps
 * no time zone); the seller is the stamp's name, `Owner` when the owner's account made it.
 */
export function saleRefusalWords(refusal: SaleRefusal, sale: Pick<Sale, 'id' | 'createdAt' | 'currency' | 'totalMinor' | 'madeBy'>, timeText: string): string {
  const money = (minor: number): string => formatMinor(minor, sale.currency);
  const ofTotal = `of ${money(sale.totalMinor)}`;
  const by = `by ${sale.madeBy?.name ?? STAFF_ROLE_LABELS.owner}, ${timeText}`;
  return `Sale ${displayOrderId(sale.id)} ${whatWentWrong(refusal, ofTotal, money)} — ${by}`;
}

function whatWentWrong(refusal: SaleRefusal, ofTotal: string, money: (minor: number) => string): string {
  switch (refusal.code) {
    case 'malformed':
      return `does not add up: ${withinSentence(refusal.problem)}`;
    case 'seller-unknown':
      return `${ofTotal} came from an account that is not on your staff list`;
    case 'seller-disabled':
      return `${ofTotal} came from a staff member you turned off`;
    case 'seller-not-allowed':
      return refusal.action === 'sell-on-credit' ? `${ofTotal} was sold on credit without a manager` : `${ofTotal} came from a staff member whose role may not sell`;
    case 'dated-in-future':
      return `${ofTotal} is dated after it reached your records: the till's clock is ahead`;
    case 'dated-too-old':
      return `${ofTotal} is dated more than ${refusal.limitDays} days before it reached your records`;
    case 'view-only':
      return `${ofTotal} was rung while the shop was view-only (since ${refusal.viewOnlyFrom.slice(0, 10)}): upgrade in ${PLAN_SETTINGS_PLACE} to sell again`;
    case 'currency-mismatch':
      return `sold ${refusal.productName} in ${CURRENCY_NAMES[refusal.lineCurrency]}, but it is priced in ${CURRENCY_NAMES[refusal.catalogueCurrency]}`;
    case 'pack-not-in-catalogue':
      return `${ofTotal} sold ${refusal.quantity} × ${refusal.packText} of ${refusal.productName} at ${money(refusal.unitPriceMinor)}, which is not one of its packs at that price`;
    case 'price-below-catalogue':
      return `rung at ${money(refusal.rungMinor)} for goods priced ${money(refusal.cataloguePricedMinor)}`;
    case 'discount-over-limit':
      return `${ofTotal} had a ${percentText(refusal.shareHundredths)} discount, more than the ${percentText(refusal.limitHundredths)} a cashier may give`;
    case 'over-credit-limit':
      return `${ofTotal} on credit would take the customer past their limit of ${money(refusal.limitMinor)} (they owed ${money(refusal.balanceMinor)})`;
  }
}
