// Specific to this remote: a provisions shop's last weeks in Accra for the Best sellers panel's
// stories and tests, rung up through the domain (saleOf) and rolled up as the backends roll them
// up (applySaleToProductDayStat, applySaleToDailyStat), so no figure is written by hand.
// The clock is Nov 22, 2026, 10:30 UTC. Over the last 7 days, in cedis:
//
//   product          units  revenue   gross profit                       margin
//   Kente stole          1  ₵450.00   Cost unknown
//   Milo 400g tin        8  ₵360.00   ₵96.00                              27%
//   Rice 5kg             3  ₵255.00   ₵45.00                              18%
//   Shito 250g          10  ₵200.00   ₵60.00 (₵80.00 of it had no cost)   50%
//   MTN airtime ₵10      5   ₵50.00   Cost unknown
//   Kalyppo 200ml       12   ₵48.00   -₵6.00 (sold below cost)           -13%
//
// and in naira Indomie carton (2, ₦7,000.00, ₦1,400.00, 20%) and Peak Milk tin (5, ₦2,500.00, cost
// unknown). On Nov 1 (inside 30 days, not 7) 40 Gari (1 olonka) for ₵600.00, ₵200.00 of profit.
import { applySaleToDailyStat, applySaleToProductDayStat, utcDateKey } from '@shop/shared/domain';
import type { DailyStat, ProductDayStat, Sale } from '@shop/shared/domain';
import { saleOf } from '@shop/shared/testing';
import type { SaleLine } from '@shop/shared/testing';

export const BEST_SELLERS_NOW = new Date('2026-11-22T10:30:00Z');

const MILO = { id: 'p-milo', name: 'Milo 400g tin', priceMinor: 4500, costMinor: 3300 };
const RICE = { id: 'p-rice', name: 'Rice 5kg', priceMinor: 8500, costMinor: 7000 };
const KENTE = { id: 'p-kente', name: 'Kente stole', priceMinor: 45000 };
const AIRTIME = { id: 'p-airtime', name: 'MTN airtime ₵10', priceMinor: 1000 };
const SHITO = { id: 'p-shito', name: 'Shito 250g', priceMinor: 2000 };
const KALYPPO = { id: 'p-kalyppo', name: 'Kalyppo 200ml', priceMinor: 400, costMinor: 450 };
const INDOMIE = { id: 'p-indomie', name: 'Indomie carton', priceMinor: 350_000, costMinor: 280_000, currency: 'NGN' as const };
const PEAK = { id: 'p-peak', name: 'Peak Milk tin', priceMinor: 50_000, currency: 'NGN' as const };
const GARI = { id: 'p-gari', name: 'Gari (1 olonka)', priceMinor: 1500, costMinor: 1000 };

const sale = (n: number, at: string, lines: SaleLine[]): Sale => saleOf({ id: `b0000000-0000-4000-8000-00000000000${n}`, at: new Date(at), lines });

/** The shop's sales, newest first; the naira sale only with `naira`. */
export function bestSellersSales({ naira = true }: { naira?: boolean } = {}): Sale[] {
  const sales = [
    sale(1, '2026-11-01T10:00:00Z', [{ ...GARI, quantity: 40 }]),
    sale(2, '2026-11-21T09:00:00Z', [{ ...MILO, quantity: 6 }, { ...RICE, quantity: 3 }]),
    sale(3, '2026-11-21T11:00:00Z', [{ ...KENTE, quantity: 1 }, { ...AIRTIME, quantity: 5 }]),
    // Shito had no cost price yet; the next delivery gave it one.
    sale(4, '2026-11-21T15:00:00Z', [{ ...SHITO, quantity: 4 }]),
    sale(5, '2026-11-22T08:00:00Z', [{ ...SHITO, costMinor: 1000, quantity: 6 }, { ...MILO, quantity: 2 }, { ...KALYPPO, quantity: 12 }]),
    ...(naira ? [sale(6, '2026-11-22T09:00:00Z', [{ ...INDOMIE, quantity: 2 }, { ...PEAK, quantity: 5 }])] : []),
  ];
  return sales.reverse();
}

/** The per-day product roll-ups of `sales`, oldest first. */
export function productStatsOf(sales: readonly Sale[]): ProductDayStat[] {
  const days = new Map<string, ProductDayStat>();
  for (const s of [...sales].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const date = utcDateKey(s.createdAt);
    days.set(date, applySaleToProductDayStat(days.get(date), s));
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The daily roll-ups of `sales`, oldest first (the revenue card's, beside the panel). */
export function dailyStatsOf(sales: readonly Sale[]): DailyStat[] {
  const days = new Map<string, DailyStat>();
  for (const s of sales) {
    const date = utcDateKey(s.createdAt);
    days.set(date, applySaleToDailyStat(days.get(date), s));
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A cedi, in minor units. */
const ONE_CEDI_MINOR = 100;

/** `count` products sold yesterday, one unit each at ₵1.00 more than the last, each with a cost of half its price. */
export function manyProductsSold(count: number): ProductDayStat[] {
  const lines = Array.from({ length: count }, (_, i) => ({ id: `p-${i + 1}`, name: `Product ${i + 1}`, priceMinor: (i + 1) * ONE_CEDI_MINOR, costMinor: ((i + 1) * ONE_CEDI_MINOR) / 2, quantity: 1 }));
  return productStatsOf([saleOf({ id: 'b0000000-0000-4000-8000-000000000099', at: new Date('2026-11-21T12:00:00Z'), lines })]);
}
