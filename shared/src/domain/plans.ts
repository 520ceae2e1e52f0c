// The shop's plans (docs/product-rules.md, 'Plans'): one table of what the Pro trial, Basic and Pro
// allow, their prices and periods, and one pure function from the business's plan record and the
// clock to the shop's standing. The screens, the till guard, the embedded backends and the server
// read these; none decides a plan's rule on its own.
import { DAY_MS } from './calendar';
import { BASIC_PRODUCT_LIMIT, MAX_SALE_AGE_DAYS, PLAN_GRACE_DAYS, PRODUCT_TYPES } from './constants';
import type { Business, CurrencyCode, PlanId, Product, ProductType } from './entities';

/** A plan a shop pays for. */
export type PaidPlanId = Exclude<PlanId, 'trialing'>;
/** Where a shop stands with its plan: in it, in the days of grace after it ended, or view-only. */
export type PlanState = 'active' | 'grace' | 'view-only';

/**
 * The part of the business record a plan reads (stored on `businesses/{ownerUid}`): `plan` and
 * `trialEndsAt` as every business has them since sign-up, `paidUntil` once a payment moved it
 * (written by the server alone), `basicProductIds` the owner's choice of what stays sellable on
 * Basic.
 */
export type PlanRecord = Pick<Business, 'plan' | 'trialEndsAt'> & Partial<Pick<Business, 'paidUntil' | 'basicProductIds'>>;

/** What a plan lets a shop do. */
export interface PlanAllowance {
  /** Whether anything new may be written (a sale, a product, a delivery, a customer, …): false when view-only. */
  writes: boolean;
  /** The most products the shop may hold sellable; null for no limit. */
  productLimit: number | null;
  /** The kinds of product the shop may create and sell. */
  productTypes: readonly ProductType[];
  /** The customer tools (docs/product-rules.md, 'Plans'): selling on credit, the owe book, statements. */
  crm: boolean;
  /** The owner's figures beyond revenue: profit cards, cost and profit by day, best sellers, the 90-day period. */
  advancedAnalytics: boolean;
  /** The shop's own Paystack account for its online store. */
  ownGateway: boolean;
}

/** One row of the plan table. */
export interface PlanTerms {
  id: PlanId;
  name: string;
  allows: PlanAllowance;
}

const ALL_PRODUCT_TYPES: readonly ProductType[] = ['Physical', 'Digital', 'Ticket'];

const PRO_ALLOWS: PlanAllowance = {
  writes: true,
  productLimit: null,
  productTypes: ALL_PRODUCT_TYPES,
  crm: true,
  advancedAnalytics: true,
  ownGateway: true,
};

/** The plan table: what each plan allows while it runs (and through its grace). */
export const PLAN_TERMS: Readonly<Record<PlanId, PlanTerms>> = {
  trialing: { id: 'trialing', name: 'Pro trial', allows: PRO_ALLOWS },
  basic: {
    id: 'basic',
    name: 'Basic',
    allows: {
      writes: true,
      productLimit: BASIC_PRODUCT_LIMIT,
      productTypes: ['Physical'],
      crm: false,
      advancedAnalytics: false,
      ownGateway: false,
    },
  },
  pro: { id: 'pro', name: 'Pro', allows: PRO_ALLOWS },
};

/** The plans on sale, cheapest first. */
export const PAID_PLANS: readonly PaidPlanId[] = ['basic', 'pro'];

/** The periods a plan is paid for at once, in months. */
export const PLAN_PERIOD_MONTHS = [1, 3, 12] as const;
export type PlanPeriodMonths = (typeof PLAN_PERIOD_MONTHS)[number];

/**
 * A month of each plan in minor units, per currency a shop may pay in: the specification's cedi
 * and dollar prices, and naira chosen in docs/product-rules.md ('Plans'). A longer period costs
 * the months it holds (planPrice), with no discount.
 */
export const PLAN_MONTHLY_PRICES_MINOR: Readonly<Record<PaidPlanId, Readonly<Partial<Record<CurrencyCode, number>>>>> = {
  basic: { GHS: 5_000, NGN: 750_000, USD: 500 },
  pro: { GHS: 10_000, NGN: 1_500_000, USD: 1_000 },
};

/** The currencies plans are sold in. */
export const PLAN_CURRENCIES: readonly CurrencyCode[] = ['GHS', 'NGN', 'USD'];

/** What a plan costs for a period in a currency, in minor units; null where it is not sold in that currency. */
export function planPrice(plan: PaidPlanId, months: PlanPeriodMonths, currency: CurrencyCode): number | null {
  const monthly = PLAN_MONTHLY_PRICES_MINOR[plan][currency];
  return monthly === undefined ? null : monthly * months;
}

/** Whether a value is one of the plans on sale (a payment's metadata, a form's choice). */
export function isPaidPlan(value: unknown): value is PaidPlanId {
  return value === 'basic' || value === 'pro';
}

/** Whether a value is one of the periods on sale. */
export function isPlanPeriod(value: unknown): value is PlanPeriodMonths {
  return (PLAN_PERIOD_MONTHS as readonly unknown[]).includes(value);
}

/** The same instant `months` calendar months later (UTC); a day past the month's end falls back to its last day (Jan 31 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** When the plan the record holds ends: the trial's end, the paid period's, or null for a paid plan granted without an end (no `paidUntil`). */
export function planEndsAt(record: PlanRecord): Date | null {
  if (record.plan === 'trialing') return record.trialEndsAt;
  return record.paidUntil ?? null;
}

/** When the grace after the plan's end runs out and the shop becomes view-only; null when the plan has no end. */
export function viewOnlyFrom(record: PlanRecord): Date | null {
  const end = planEndsAt(record);
  return end === null ? null : new Date(end.getTime() + PLAN_GRACE_DAYS * DAY_MS);
}

/** Where the shop stands at `at`. */
export function planState(record: PlanRecord, at: Date): PlanState {
  const end = planEndsAt(record);
  if (end === null || at.getTime() < end.getTime()) return 'active';
  const viewOnly = viewOnlyFrom(record);
  return viewOnly !== null && at.getTime() < viewOnly.getTime() ? 'grace' : 'view-only';
}

/** What the shop may do in a state of its plan: the plan's allowance, with nothing written once view-only. */
export function allowanceOf(plan: PlanId, state: PlanState): PlanAllowance {
  const allows = PLAN_TERMS[plan].allows;
  return state === 'view-only' ? { ...allows, writes: false } : allows;
}

/** The shop's standing with its plan at one moment. */
export interface PlanStanding {
  plan: PlanId;
  /** The plan's name as the screens say it ('Pro trial', 'Basic', 'Pro'). */
  planName: string;
  state: PlanState;
  /** When the plan ends (the trial's end or `paidUntil`); null for a plan without an end. */
  endsAt: Date | null;
  /** When the shop becomes (or became) view-only; null for a plan without an end. */
  viewOnlyFrom: Date | null;
  /**
   * Whole days, rounded up, left of what the state counts down: the plan while active, the grace
   * while in grace; 0 when view-only or without an end.
   */
  daysLeft: number;
  allows: PlanAllowance;
}

function daysUntil(end: Date | null, at: Date): number {
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end.getTime() - at.getTime()) / DAY_MS));
}

/** The shop's standing at `at`: its plan, state, days left and what it allows. The screens' words for it are plan-words.ts's (planBanner). */
export function planStanding(record: PlanRecord, at: Date): PlanStanding {
  const state = planState(record, at);
  const endsAt = planEndsAt(record);
  const viewOnly = viewOnlyFrom(record);
  return {
    plan: record.plan,
    planName: PLAN_TERMS[record.plan].name,
    state,
    endsAt,
    viewOnlyFrom: viewOnly,
    daysLeft: state === 'active' ? daysUntil(endsAt, at) : state === 'grace' ? daysUntil(viewOnly, at) : 0,
    allows: allowanceOf(record.plan, state),
  };
}

/**
 * Whether a record dated `at` may be written for the shop: whatever the shop's plan says at the
 * moment it was made, so a sale a till rang offline before the shop became view-only still lands
 * when the till comes back, and one rung after does not.
 */
export function mayWriteAt(record: PlanRecord, at: Date): boolean {
  return planState(record, at) !== 'view-only';
}

/**
 * The moment a sale is judged at (mayWriteAt): when the till rang it, as long as that is no older
 * than the sale's age limit (MAX_SALE_AGE_DAYS, the server's too) nor later than it reached the
 * shop's records; otherwise when it reached them.
 */
export function saleJudgedAt(rungAt: Date, receivedAt: Date): Date {
  const oldest = receivedAt.getTime() - MAX_SALE_AGE_DAYS * DAY_MS;
  return rungAt.getTime() >= oldest && rungAt.getTime() <= receivedAt.getTime() ? rungAt : receivedAt;
}

/**
 * The products that may be sold on Basic, of those the shop holds: the owner's choice
 * (`basicProductIds`) of the physical products that still exist, up to BASIC_PRODUCT_LIMIT; with
 * no choice made, the first BASIC_PRODUCT_LIMIT physical products by creation. Every product is
 * sellable on the trial and on Pro. Nothing is deleted: the others are kept, hidden from the till.
 */
export function sellableProductIds(record: PlanRecord, products: readonly Pick<Product, 'id' | 'type' | 'createdAt'>[]): ReadonlySet<string> {
  const allows = PLAN_TERMS[record.plan].allows;
  const kinds = products.filter((product) => allows.productTypes.includes(product.type));
  if (allows.productLimit === null) return new Set(kinds.map((product) => product.id));
  const limit = allows.productLimit;
  if (record.basicProductIds !== undefined) {
    const held = new Set(kinds.map((product) => product.id));
    return new Set(record.basicProductIds.filter((id) => held.has(id)).slice(0, limit));
  }
  const oldestFirst = [...kinds].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return new Set(oldestFirst.slice(0, limit).map((product) => product.id));
}

/** Why a new product may not be added under the plan, or null when it may: the shop holds its limit already, or the plan does not sell its kind. */
export type ProductPlanRefusal = 'view-only' | 'product-limit' | 'product-type';
/** Every refusal of the plan's checks, as the backends' errors carry it (`BackendError.reason`) and the screens decide by. */
export type PlanRefusalReason = ProductPlanRefusal | 'not-sellable-on-basic' | 'crm';
export const PLAN_REFUSAL_REASONS: readonly PlanRefusalReason[] = ['view-only', 'product-limit', 'product-type', 'not-sellable-on-basic', 'crm'];

/** Whether a refusal's code (`BackendError.reason`) is the plan's: its message is then the words to show, with the way to upgrade. */
export function isPlanRefusalReason(value: unknown): value is PlanRefusalReason {
  return (PLAN_REFUSAL_REASONS as readonly unknown[]).includes(value);
}

/** Whether the plan holds products of a kind; a kind that is none of PRODUCT_TYPES is the product's check's to refuse, not the plan's. */
export function mayHoldType(allows: Pick<PlanAllowance, 'productTypes'>, type: ProductType): boolean {
  return allows.productTypes.includes(type) || !PRODUCT_TYPES.includes(type);
}

/** The plan's check of a new product, given how many products the shop holds already. */
export function newProductRefusal(record: PlanRecord, at: Date, productCount: number, type: ProductType): ProductPlanRefusal | null {
  const standing = planStanding(record, at);
  if (!standing.allows.writes) return 'view-only';
  if (!mayHoldType(standing.allows, type)) return 'product-type';
  const limit = standing.allows.productLimit;
  return limit !== null && productCount >= limit ? 'product-limit' : null;
}

/**
 * The plan's check of a catalogue import that makes `created` beside the `productCount` products the
 * shop holds, or of an undo (nothing created): a view-only shop imports and undoes nothing, and
 * each new product is held as the product form's save is (newProductRefusal), so Basic's limit
 * cannot be passed by a file. Every backend and the server judge an import by this.
 */
export function catalogueImportRefusal(record: PlanRecord, at: Date, productCount: number, created: readonly Pick<Product, 'type'>[]): ProductPlanRefusal | null {
  if (!planStanding(record, at).allows.writes) return 'view-only';
  for (const [i, product] of created.entries()) {
    const refused = newProductRefusal(record, at, productCount + i, product.type);
    if (refused !== null) return refused;
  }
  return null;
}

/** Why the owner's choice of products sellable on Basic is refused: more than the limit, or one that is not a physical product the shop holds. */
export function basicChoiceProblem(ids: readonly string[], products: readonly Pick<Product, 'id' | 'type'>[]): 'too-many' | 'unknown-product' | null {
  if (new Set(ids).size !== ids.length || ids.length > BASIC_PRODUCT_LIMIT) return 'too-many';
  const physical = new Set(products.filter((product) => PLAN_TERMS.basic.allows.productTypes.includes(product.type)).map((product) => product.id));
  return ids.every((id) => physical.has(id)) ? null : 'unknown-product';
}

/**
 * Where a payment for `months` of `plan`, made at `paidAt`, moves the record. The same plan paid
 * again runs on from its end (or from the payment, once it has lapsed). A trial paid before its end
 * keeps its days: the paid months run from the trial's end. A change of paid plan starts at the
 * payment, the days left of the old one turned into days of the new at the two plans' monthly
 * prices (a Basic day is half a Pro day). The server alone writes the result.
 */
export function planAfterPayment(record: PlanRecord, plan: PaidPlanId, months: PlanPeriodMonths, paidAt: Date): { plan: PaidPlanId; paidUntil: Date } {
  const end = planEndsAt(record);
  const unusedFrom = (until: Date | null) => (until === null ? 0 : Math.max(0, until.getTime() - paidAt.getTime()));
  if (record.plan === 'trialing' || record.plan === plan) {
    const start = new Date(paidAt.getTime() + unusedFrom(end));
    return { plan, paidUntil: addMonths(start, months) };
  }
  const from = PLAN_MONTHLY_PRICES_MINOR[record.plan].GHS ?? 0;
  const to = PLAN_MONTHLY_PRICES_MINOR[plan].GHS ?? 1;
  const carried = Math.floor((unusedFrom(end) * from) / to);
  return { plan, paidUntil: new Date(addMonths(paidAt, months).getTime() + carried) };
}
