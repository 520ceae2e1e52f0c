// Specific to this remote (kept beside the shared fixtures): the dashboard's own story helper on a seeded shop (`parameters.shop`, see .storybook/README.md):
// the figures the domain computes for a period from the daily roll-ups the demo seeding wrote.
// Reading the shop and its demo data is the shared testing entry's (`@shop/shared/testing`).
import { dailySeriesFromStats, formatMinor, periodRevenue, revenueByCurrencyFromStats } from '@shop/shared/domain';
import type { DashboardPeriod } from '@shop/shared/domain';
import { demoShop } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';

/** The revenue card's text (in the period's main currency) and the number of sales for the last `days` days up to `now`, from the seeded roll-ups. */
export function expectedFigures(loaded: Loaded, days: DashboardPeriod, now: Date = new Date()): { revenue: string; sales: number } {
  const { dailyStats } = demoShop(loaded);
  const { main } = periodRevenue(revenueByCurrencyFromStats(dailyStats, days, now));
  return {
    revenue: formatMinor(main.minor, main.currency),
    sales: dailySeriesFromStats(dailyStats, days, now).reduce((n, point) => n + point.salesCount, 0),
  };
}
