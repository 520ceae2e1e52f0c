// The shop's standing with its plan (domain/plans.ts planStanding) for the screens: judged by the
// device's clock, again each minute so a plan that ends while the app is open ends on screen too.
import { useEffect, useMemo, useState } from 'react';
import { planStanding } from '../domain/plans';
import type { PlanRecord, PlanStanding } from '../domain/plans';
import { useBusiness } from './hooks';

const MINUTE_MS = 60_000;

/** The standing of a plan record a screen already holds (null while it has none); `now` fixes the clock (stories, tests). */
export function usePlanStandingOf(record: PlanRecord | null, now?: Date): PlanStanding | null {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now) return undefined;
    const handle = window.setInterval(() => setTick(Date.now()), MINUTE_MS);
    return () => window.clearInterval(handle);
  }, [now]);
  const at = now?.getTime() ?? tick;
  const { plan, trialEndsAt, paidUntil, basicProductIds } = record ?? {};
  return useMemo(
    () => (plan && trialEndsAt ? planStanding({ plan, trialEndsAt, ...(paidUntil ? { paidUntil } : {}), ...(basicProductIds ? { basicProductIds } : {}) }, new Date(at)) : null),
    [plan, trialEndsAt, paidUntil, basicProductIds, at],
  );
}

/** The signed-in shop's standing: its business profile read live (useBusiness); null until read. */
export function usePlanStanding(now?: Date): PlanStanding | null {
  const business = useBusiness();
  return usePlanStandingOf(business.status === 'ready' ? business.business : null, now);
}
