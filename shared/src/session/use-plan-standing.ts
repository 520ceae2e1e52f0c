// The shop's standing with its plan (domain/plans.ts planStanding) for the screens: its business
// profile read live, judged by the device's clock, again each minute so a plan that ends while the
// app is open ends on screen too.
import { useEffect, useMemo, useState } from 'react';
import { planStanding } from '../domain/plans';
import type { PlanStanding } from '../domain/plans';
import { useBusiness } from './hooks';

const MINUTE_MS = 60_000;

/** Null until the profile is read (or without one); `now` fixes the clock (stories, tests). */
export function usePlanStanding(now?: Date): PlanStanding | null {
  const business = useBusiness();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now) return undefined;
    const handle = window.setInterval(() => setTick(Date.now()), MINUTE_MS);
    return () => window.clearInterval(handle);
  }, [now]);
  const at = now?.getTime() ?? tick;
  return useMemo(() => (business.status === 'ready' ? planStanding(business.business, new Date(at)) : null), [business, at]);
}
