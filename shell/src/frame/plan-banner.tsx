// The frame's banner of the shop's plan (docs/product-rules.md, 'Plans'), above every view: a paid
// plan near its end, the grace after a plan ends (what stops and when) and view-only, each with the
// way to Settings › Plan. The trial's countdown is the header's own notice (TrialNotice). Loaded on
// its own once the frame shows a business, so the landing page, which fetches the frame early,
// never downloads it.
import { useEffect, useState } from 'react';
import { planBanner, planStanding } from '@shop/shared/domain';
import type { PlanRecord } from '@shop/shared/domain';
import { DEVICE_TIME_ZONE, PlanBannerView } from '@shop/shared/ui';
import styles from './frame.module.css';

const MINUTE_MS = 60_000;

export interface FramePlanBannerProps {
  business: PlanRecord;
  /** A fixed clock (stories, tests); the device's, read each minute, otherwise. */
  now?: Date;
  timeZone?: string;
}

export default function FramePlanBanner({ business, now, timeZone = DEVICE_TIME_ZONE }: FramePlanBannerProps) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now) return undefined;
    const handle = window.setInterval(() => setTick(Date.now()), MINUTE_MS);
    return () => window.clearInterval(handle);
  }, [now]);
  const standing = planStanding(business, now ?? new Date(tick));
  if (standing.plan === 'trialing' && standing.state === 'active') return null;
  const banner = planBanner(standing, timeZone);
  if (!banner) return null;
  return <PlanBannerView banner={banner} ended={standing.state !== 'active'} trial={standing.plan === 'trialing'} className={styles.planBanner} />;
}
