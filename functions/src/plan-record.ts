// The shop's plan as the server reads it from the profile (`businesses/{uid}`): what plans.ts judges
// (planStanding, mayWriteAt). Null when there is no profile or it carries no plan.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { PlanRecord } from '@shop/shared/domain';
import { fromStore } from './stored';

export function planOf(profile: DocumentSnapshot | null | undefined): PlanRecord | null {
  if (!profile?.exists || typeof profile.get('plan') !== 'string') return null;
  return fromStore<PlanRecord>({ plan: profile.get('plan'), trialEndsAt: profile.get('trialEndsAt'), ...(profile.get('paidUntil') ? { paidUntil: profile.get('paidUntil') } : {}) });
}
