// For the dashboard's stories on a seeded shop (`parameters.shop`, see .storybook/README.md): what
// was seeded, typed for play functions, and the figures the domain computes from it for a period.
import { dailySeriesFromStats, formatRevenue, revenueFromStats } from '@shop/shared/domain';
import type { Customer, DailyStat, DashboardPeriod, Product } from '@shop/shared/domain';

export interface DemoShop {
  products: Product[];
  customers: Customer[];
  dailyStats: DailyStat[];
}

/** The demo shop seeded for a 'busy', 'busy-naira' or 'huge' story. */
export function demoShop(loaded: Record<string, unknown>): DemoShop {
  const demo = (loaded.shop as { demo?: DemoShop | null } | undefined)?.demo;
  if (!demo) throw new Error('This story needs a demo shop: busy, busy-naira or huge (`parameters.shop`).');
  return demo;
}

/** The revenue card's text and the number of sales for the last `days` days up to `now`, from the seeded roll-ups. */
export function expectedFigures(loaded: Record<string, unknown>, days: DashboardPeriod, now: Date = new Date()): { revenue: string; sales: number } {
  const { dailyStats } = demoShop(loaded);
  return {
    revenue: formatRevenue(revenueFromStats(dailyStats, days, now)),
    sales: dailySeriesFromStats(dailyStats, days, now).reduce((n, point) => n + point.salesCount, 0),
  };
}
