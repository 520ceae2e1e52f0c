// The free Pro trial every new business starts on (docs/product-rules.md, 'The dashboard frame').
import { DAY_MS } from './calendar';
import { TRIAL_DAYS } from './constants';
import type { Business } from './entities';

type TrialFields = Pick<Business, 'plan' | 'trialEndsAt'>;

/** The end of the free trial: createdAt plus TRIAL_DAYS days. */
export function trialEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** A trialing business whose trial has ended. */
export function isTrialExpired(business: TrialFields, now: Date): boolean {
  return business.plan === 'trialing' && now.getTime() >= business.trialEndsAt.getTime();
}

/** Whole days of trial left, rounded up; 0 once expired or when not trialing. */
export function trialDaysLeft(business: TrialFields, now: Date): number {
  if (business.plan !== 'trialing') return 0;
  return Math.max(0, Math.ceil((business.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** What the dashboard frame says of the trial: days left, ended, or nothing for a paying plan. */
export function trialNotice(business: TrialFields, now: Date): string | null {
  if (business.plan !== 'trialing') return null;
  if (isTrialExpired(business, now)) return 'Trial ended';
  const days = trialDaysLeft(business, now);
  return `Pro trial \u2014 ${days} ${days === 1 ? 'day' : 'days'} left`;
}
