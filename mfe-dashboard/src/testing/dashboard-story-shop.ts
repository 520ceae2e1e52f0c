// The dashboard's own story helper on a seeded shop (`parameters.shop`, see .storybook/README.md):
// the figures the domain computes for a period from the daily roll-ups the demo seeding wrote.
// Reading the shop and its demo data is the shared testing entry's (`@shop/shared/testing`).
import { dailySeriesFromStats, formatRevenue, revenueMinorFromStats } from '@shop/shared/domain';
import type { DashboardPeriod } from '@shop/shared/domain';
import { demoShop } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';

/** The revenue card's text and the number of sales for the last `days` days up to `now`, from the seeded roll-ups. */
export function expectedFigures(loaded: Loaded, days: DashboardPeriod, now: Date = new Date()): { revenue: string; sales: number } {
  const { dailyStats } = demoShop(loaded);
  return {
    revenue: formatRevenue(revenueMinorFromStats(dailyStats, days, now)),
    sales: dailySeriesFromStats(dailyStats, days, now).reduce((n, point) => n + point.salesCount, 0),
  };
}
