// The shop's standing with its plan (domain/plans.ts planStanding) for the screens, from the profile
// they read (the session's useBusiness): judged by the device's clock, again each minute so a plan
// that ends while the app is open ends on screen too. Here and not in the session, which every page
// loads whole (the landing page too: its budget), so only the screens that show a plan carry it.
import { useEffect, useMemo, useState } from 'react';
import { planStanding } from '../domain/plans';
import type { PlanRecord, PlanStanding } from '../domain/plans';

const MINUTE_MS = 60_000;

/** The standing of a plan record a screen holds (null while it has none); `now` fixes the clock (stories, tests). */
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
