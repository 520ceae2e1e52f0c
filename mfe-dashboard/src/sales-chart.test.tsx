import { render, screen } from '@testing-library/react';
import type { ApexOptions } from 'apexcharts';
import { describe, expect, it, vi } from 'vitest';
import { dailySeriesFromStats } from '@shop/shared/domain';
import { ThemeRoot } from '@shop/shared/ui';
import SalesChart from './sales-chart';
import { axisAmount, DEFAULT_CHART_COLORS, salesChartOptions, salesChartSeries } from './sales-chart-options';
import { sampleDailyStats } from '@shop/shared/testing';

// react-apexcharts needs a real layout engine; the probe records what the chart is given.
const chartProps = vi.hoisted(() => [] as { type: string; options: ApexOptions; series: unknown }[]);
vi.mock('apexcharts/area', () => ({}));
vi.mock('react-apexcharts/core', () => ({
  default: (props: { type: string; options: ApexOptions; series: unknown }) => {
    chartProps.push(props);
    return <svg data-testid="apexchart" />;
  },
}));

const now = new Date('2026-11-22T10:30:00Z');
const points = dailySeriesFromStats(sampleDailyStats(30, now), 30, now);

describe('salesChartOptions', () => {
  const options = salesChartOptions(points);

  it('draws a smooth, filled amber line with no legend', () => {
    expect(options.chart?.type).toBe('area');
    expect(options.stroke?.curve).toBe('smooth');
    expect(options.colors).toEqual(['#f59e0b']);
    expect(options.fill?.type).toBe('gradient');
    expect(options.fill?.colors).toEqual(['#f59e0b']);
    expect(options.legend?.show).toBe(false);
    expect(options.dataLabels?.enabled).toBe(false);
    expect(options.chart?.toolbar?.show).toBe(false);
  });

  it('starts the y axis at zero and labels amounts in cedis', () => {
    const yaxis = options.yaxis as ApexYAxisLike;
    expect(yaxis.min).toBe(0);
    expect(yaxis.max).toBeUndefined();
    expect(axisAmount(0)).toBe('₵0');
    expect(axisAmount(95_000)).toBe('₵950');
    expect(axisAmount(123_450)).toBe('₵1.2K');
    expect(options.tooltip?.y).toMatchObject({});
    const tooltip = options.tooltip?.y as { formatter: (value: number) => string };
    expect(tooltip.formatter(123_450)).toBe('₵1,234.50');
  });

  it('has one category per day, short month and day in US English, and one series named Sales Revenue', () => {
    expect(options.xaxis?.categories).toEqual(points.map((point) => point.label));
    expect((options.xaxis?.categories as string[])[0]).toBe('Oct 24');
    expect(salesChartSeries(points)).toEqual([{ name: 'Sales Revenue', data: points.map((point) => point.revenueMinor) }]);
  });

  it('shows fewer day labels and no markers on a phone', () => {
    expect(options.responsive).toEqual([{ breakpoint: 640, options: { xaxis: { tickAmount: 4 }, markers: { size: 0 } } }]);
  });

  it('keeps a sensible scale when there were no sales', () => {
    const empty = salesChartOptions(dailySeriesFromStats([], 7, now));
    expect(empty.yaxis).toMatchObject({ min: 0, max: 10_000 });
    expect(empty.markers?.size).toBe(3);
    expect(salesChartOptions(dailySeriesFromStats([], 90, now)).markers?.size).toBe(0);
  });

  it('takes the theme’s colours', () => {
    const dark = salesChartOptions(points, { ...DEFAULT_CHART_COLORS, accent: '#fbbf24', theme: 'dark' });
    expect(dark.colors).toEqual(['#fbbf24']);
    expect(dark.tooltip?.theme).toBe('dark');
  });
});

interface ApexYAxisLike {
  min?: number;
  max?: number;
}

describe('SalesChart', () => {
  it('hands ApexCharts the options and the series of the period', () => {
    chartProps.length = 0;
    render(
      <ThemeRoot>
        <SalesChart points={points} />
      </ThemeRoot>,
    );
    expect(screen.getByTestId('apexchart')).toBeInTheDocument();
    const props = chartProps.at(-1);
    expect(props?.type).toBe('area');
    expect(props?.series).toEqual(salesChartSeries(points));
    expect(props?.options.xaxis?.categories).toEqual(points.map((point) => point.label));
    expect(props?.options.legend?.show).toBe(false);
  });
});
