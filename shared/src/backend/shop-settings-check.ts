// The check of the shop settings an adapter stores (BusinessApi.updateShopSettings): one home for
// every adapter. Its own module, loaded when the owner saves settings, so the till (the partner
// widget's too) does not carry it.
import { BASIC_PRODUCT_LIMIT, MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, MAX_IDLE_LOCK_MINUTES, MIN_IDLE_LOCK_MINUTES } from '../domain/constants';
import { creditDaysProblem, MAX_CREDIT_DAYS, MIN_CREDIT_DAYS } from '../domain/credit-terms';
import type { ShopSettings } from '../domain/entities';
import { brandColourProblem, logoUrlProblem } from '../domain/shop-brand';
import { discountLimitProblem, idleLockMinutesProblem } from '../domain/till-settings';
import { BackendError } from './errors';

/** The shop settings an adapter stores (ShopSettings' fields, in the order they are checked), each with why a value cannot be kept. */
const SHOP_SETTING_CHECKS: { [K in keyof Required<ShopSettings>]: (value: unknown) => string | null } = {
  // Days to pay (credit-terms.ts creditDaysProblem), as the "Owed to you" form.
  creditDays: (days) => (creditDaysProblem(days) === null ? null : `The days to pay must be a whole number from ${MIN_CREDIT_DAYS} to ${MAX_CREDIT_DAYS}`),
  // The till settings (till-settings.ts), as the owner's Till settings form.
  cashierDiscountLimitHundredths: (limit) =>
    discountLimitProblem(limit) === null ? null : `The cashier discount limit must be a whole number of basis points from 0 to ${MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS}`,
  idleLockMinutes: (minutes) =>
    idleLockMinutesProblem(minutes) === null ? null : `The idle lock must be a whole number of minutes from ${MIN_IDLE_LOCK_MINUTES} to ${MAX_IDLE_LOCK_MINUTES}`,
  countMobileMoneyAtClose: (asks) => (typeof asks === 'boolean' ? null : 'Counting mobile money at close must be true or false'),
  // The products sellable on Basic (plans.ts): which products they may be is the plan's check, with the shop's products (plan-checks.ts).
  basicProductIds: (ids) =>
    Array.isArray(ids) && ids.length <= BASIC_PRODUCT_LIMIT && ids.every((id) => typeof id === 'string' && id !== '') && new Set(ids).size === ids.length
      ? null
      : `The products sellable on Basic must be at most ${BASIC_PRODUCT_LIMIT} different products`,
  // The logo and the brand colour (shop-brand.ts), as the owner's Logo and colour form; null takes either away.
  logoUrl: (url) => (url === null ? null : logoUrlProblem(url)?.replace(/\.$/, '') ?? null),
  brandColour: (colour) => (colour === null ? null : brandColourProblem(colour)?.replace(/\.$/, '') ?? null),
};

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value) : String(value));

/** The profile with the settings written: a setting given as null (the logo, the brand colour) is taken away. */
export function withShopSettings<B extends object>(business: B, checked: ShopSettings): B {
  const next: Record<string, unknown> = { ...(business as Record<string, unknown>), ...(checked as Record<string, unknown>) };
  for (const [field, value] of Object.entries(checked)) if (value === null) delete next[field];
  return next as B;
}

/**
 * Refuses shop settings the owner's forms would refuse (days to pay: credit-terms.ts creditDaysProblem;
 * the till settings: till-settings.ts), and gives back only the settings given (a field absent or
 * undefined is not given), which are all an adapter writes: the rest of the profile stays as it
 * is. A patch with nothing to change, or any value refused, is refused whole ('invalid-argument').
 */
export function checkShopSettings(settings: ShopSettings): ShopSettings {
  const given = (settings ?? {}) as Record<string, unknown>;
  const checked: Record<string, unknown> = {};
  for (const [field, problem] of Object.entries(SHOP_SETTING_CHECKS)) {
    if (!Object.hasOwn(given, field) || given[field] === undefined) continue;
    const why = problem(given[field]);
    if (why !== null) throw new BackendError('invalid-argument', `${why}, not ${shown(given[field])}.`);
    checked[field] = given[field];
  }
  if (Object.keys(checked).length === 0) throw new BackendError('invalid-argument', 'Shop settings need at least one setting to change.');
  return checked as ShopSettings;
}

