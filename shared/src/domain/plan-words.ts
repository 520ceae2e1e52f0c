// The words of the shop's plans (docs/product-rules.md, 'Plans'): the frame's banners for the
// trial, a plan ending, its grace and view-only, and the refusals a view-only or Basic shop meets
// when it writes. Kept apart from messages.ts, which every screen loads, like staff-words.ts.
import { formatDate } from './calendar';
import { BASIC_PRODUCT_LIMIT, PLAN_REMINDER_DAYS } from './constants';
import type { PlanRefusalReason, PlanStanding } from './plans';

/** Where an owner upgrades or renews: the Settings › Plan view. */
export const PLAN_SETTINGS_PLACE = 'Settings \u203a Plan';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What stops when a shop becomes view-only, as the grace banner lists it. */
export const VIEW_ONLY_STOPS = 'new sales, products, deliveries, stock counts, customers and expenses';

/** A banner the frame shows above every view: its tone and its words. */
export interface PlanBanner {
  tone: 'info' | 'warning' | 'stopped';
  /** The banner's first line, short. */
  title: string;
  /** What it means and what to do, one or two sentences. */
  detail: string;
}

/**
 * The frame's banner for the shop's standing, in the time zone the screens show dates in; null
 * when there is nothing to say (a paid plan far from its end, or one without an end).
 */
export function planBanner(standing: PlanStanding, timeZone = 'UTC'): PlanBanner | null {
  const date = (value: Date | null) => (value === null ? '' : formatDate(value, timeZone));
  const what = standing.plan === 'trialing' ? 'Your Pro trial' : `Your ${standing.planName} plan`;
  if (standing.state === 'view-only') {
    return {
      tone: 'stopped',
      title: `View-only since ${date(standing.viewOnlyFrom)}`,
      detail: `${what} ended on ${date(standing.endsAt)}. Nothing new can be recorded; everything stays readable and exportable. Upgrade in ${PLAN_SETTINGS_PLACE} to sell again.`,
    };
  }
  if (standing.state === 'grace') {
    return {
      tone: 'warning',
      title: `${what} ended on ${date(standing.endsAt)} \u2014 ${plural(standing.daysLeft, 'day', 'days')} to pay`,
      detail: `From ${date(standing.viewOnlyFrom)} the shop becomes view-only: ${VIEW_ONLY_STOPS} stop; everything stays readable and exportable. Pay in ${PLAN_SETTINGS_PLACE} to keep selling.`,
    };
  }
  if (standing.plan === 'trialing') {
    return {
      tone: 'info',
      title: `Pro trial \u2014 ${plural(standing.daysLeft, 'day', 'days')} left`,
      detail: `The trial ends on ${date(standing.endsAt)}. Choose Basic or Pro in ${PLAN_SETTINGS_PLACE}.`,
    };
  }
  if (standing.endsAt === null || standing.daysLeft > PLAN_REMINDER_DAYS) return null;
  return {
    tone: 'info',
    title: `${standing.planName} \u2014 ${plural(standing.daysLeft, 'day', 'days')} left`,
    detail: `${what} ends on ${date(standing.endsAt)}. Renew in ${PLAN_SETTINGS_PLACE}.`,
  };
}

/** Why a view-only shop's screen cannot write, with the way out: said by every screen that would. */
export function viewOnlyWords(standing: Pick<PlanStanding, 'viewOnlyFrom'>, timeZone = 'UTC'): string {
  const since = standing.viewOnlyFrom === null ? '' : ` since ${formatDate(standing.viewOnlyFrom, timeZone)}`;
  return `This shop is view-only${since}: nothing new can be recorded. Upgrade in ${PLAN_SETTINGS_PLACE} to sell again.`;
}

/** The refusals of the plan's checks, in words (the backends' errors and the screens' notes); a view-only refusal that knows its date says it (viewOnlyWords). */
export const PLAN_REFUSAL_MESSAGES: Readonly<Record<PlanRefusalReason, string>> = {
  'view-only': `This shop is view-only: nothing new can be recorded. Upgrade in ${PLAN_SETTINGS_PLACE} to sell again.`,
  'product-limit': `Basic holds up to ${BASIC_PRODUCT_LIMIT} products. Upgrade to Pro in ${PLAN_SETTINGS_PLACE} for unlimited products.`,
  'product-type': `Tickets and digital goods come with Pro. Upgrade in ${PLAN_SETTINGS_PLACE}.`,
  'not-sellable-on-basic': `This product is not among the ${BASIC_PRODUCT_LIMIT} sellable on Basic. Choose it in ${PLAN_SETTINGS_PLACE}, or upgrade to Pro.`,
  crm: `Selling on credit comes with Pro. Upgrade in ${PLAN_SETTINGS_PLACE}.`,
};

/** Why the owner's choice of the products sellable on Basic is refused (plans.ts basicChoiceProblem). */
export const BASIC_CHOICE_MESSAGES: Readonly<Record<'too-many' | 'unknown-product', string>> = {
  'too-many': `Choose up to ${BASIC_PRODUCT_LIMIT} products to sell on Basic.`,
  'unknown-product': 'Only physical products the shop holds can be sold on Basic.',
};

/** All Products on Basic (docs/product-rules.md, 'Plans'): the owner's choice of what the till sells. */
export const BASIC_PRODUCTS_TEXT = {
  /** Each product's box. */
  sellable: 'Sellable on Basic',
  /** The box's accessible name, one per row. */
  sellableLabel: (name: string) => `${name}: sellable on Basic`,
  /** Above the list: how many of the shop's products the till sells, and what happens to the rest. */
  note: (sellable: number, held: number) =>
    `On Basic the till sells ${sellable} of your ${plural(held, 'product', 'products')} (up to ${BASIC_PRODUCT_LIMIT}). The others are kept, hidden from the till until you upgrade to Pro. Tick the ones to sell.`,
  /** A choice the shop's records refused. */
  saveFailed: 'Could not change the products sellable on Basic. Please try again.',
} as const;

/** The Dashboard on Basic (docs/product-rules.md, 'Plans'): what advanced analytics holds, and the way to it. */
export const PRO_ANALYTICS_TEXT = 'Gross and net profit, best sellers and the last 90 days come with Pro.';
