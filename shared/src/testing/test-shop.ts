// The one seeded-shop builder for component tests, and the sample records it is seeded with: a
// memory backend (backend/memory/) whose sample owner is signed in (or not) and whose shop holds
// the products, customers, sales, refunds and roll-ups a test gives it; a subscription or a call
// is made to fail or never answer with the memory backend's `fail` option. Stories use the story
// shops instead (story-shops.ts: the real local adapter); see README.md beside this file.
import { lastDayKeys } from '../domain/dashboard';
import type { Business, DailyStat } from '../domain/entities';
import { createMemoryBackend, SAMPLE_OWNER } from '../backend/memory/index';
import type { MemoryBackend, MemoryBackendOptions, StaffSeed } from '../backend/memory/index';

export { productDraft, sampleCustomer, sampleProduct } from './sample-records';

export interface TestShopOptions extends MemoryBackendOptions {
  /** false: nobody is signed in, the sample owner's account is there to log in with (`user: null`). Default true. */
  signedIn?: boolean;
  /** Only a first page of sales (a `limit` query) is served; the full list never answers. */
  firstPageOnly?: boolean;
}

/** A memory backend seeded as asked: the sample owner signed in unless `signedIn: false`. */
export function testShop({ signedIn = true, firstPageOnly = false, ...options }: TestShopOptions = {}): MemoryBackend {
  const fake = createMemoryBackend(signedIn ? options : { user: null, ...options });
  if (!firstPageOnly) return fake;
  const { backend } = fake;
  return {
    ...fake,
    backend: {
      ...backend,
      subscribeSales: (uid, onNext, onError, query) => (query?.limit === undefined ? () => undefined : backend.subscribeSales(uid, onNext, onError, query)),
    },
  };
}

/**
 * A staff member to seed a test shop with (the `staff` option; `till: { locked: false, memberId }`
 * puts them at the till): a cashier, Efua, with PIN 2580 (hashed on first use), unless told otherwise.
 */
export function sampleStaffMember(overrides: Partial<Extract<StaffSeed, { pin: string }>> = {}): StaffSeed {
  return { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z'), ...overrides };
}

/**
 * The sample owner's business: a provisions shop in Accra, on Pro granted without an end (no
 * `paidUntil`: plans.ts), so the tests' writes never meet a plan's end whatever their clock says.
 */
export const SAMPLE_BUSINESS: Business = {
  ownerUid: SAMPLE_OWNER.uid,
  businessName: "Ama's Provisions",
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Osu, Accra',
  email: SAMPLE_OWNER.email,
  createdAt: new Date('2026-01-05T09:00:00Z'),
  plan: 'pro',
  trialEndsAt: new Date('2026-02-04T09:00:00Z'),
};

/**
 * Roll-ups in cedis for each of the last `days` days before `now`, with revenue that rises over the
 * weeks and dips at weekends; a few days have no sales.
 */
export function sampleDailyStats(days: number, now: Date): DailyStat[] {
  return lastDayKeys(days, now).flatMap((date, i) => {
    if (i % 11 === 5) return [];
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const salesCount = (weekend ? 4 : 9) + (i % 5);
    const revenueMinor = salesCount * (4_250 + i * 37) + (i % 7) * 199;
    return [{ date, revenueMinor: { GHS: revenueMinor }, salesCount }];
  });
}
