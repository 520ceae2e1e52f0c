// What the Sales Performance chart is told, as a pure function of the daily series, so it can be
// checked without a browser. Imports only ApexCharts' types: the library itself stays in the
// chart's own lazily loaded chunk.
import type { ApexOptions } from 'apexcharts';
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, formatMinor, plainMinor, SCREEN_TEXT } from '@shop/shared/domain';
import type { CurrencyCode } from '@shop/shared/domain';
import type { DailyPoint } from '@shop/shared/domain';

export interface SalesChartColors {
  /** The line and its fill: the theme's amber (`--shop-color-accent`). */
  accent: string;
  /** Axis labels. */
  text: string;
  /** Grid lines. */
  grid: string;
  theme: 'light' | 'dark';
}

/** The light theme's tokens, used until the chart can read the theme it sits in. */
export const DEFAULT_CHART_COLORS: SalesChartColors = { accent: '#f59e0b', text: '#57534e', grid: '#e7e5e4', theme: 'light' };

export const CHART_HEIGHT = 320;

/** One named line of numbers, as ApexCharts takes it: amounts in minor units. */
export type SalesChartSeries = { name: string; data: number[] }[];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis labels from minor units, in the chart's currency (cedis unless told): `₵0`, `₵950`, `₵1.2K`. */
export function axisAmount(minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  // plainMinor writes the amount as a plain number (`1234.50`), which the compact format shortens.
  return `${CURRENCY_SYMBOLS[currency]}${compact.format(Number(plainMinor(Math.max(0, minor))))}`;
}

/** The one series: 'Sales Revenue', a point per day, in minor units (the axis and tooltip write them as money). */
export function salesChartSeries(points: readonly DailyPoint[]): SalesChartSeries {
  return [{ name: SCREEN_TEXT.salesRevenueSeries, data: points.map((point) => point.revenueMinor) }];
}

export function salesChartOptions(points: readonly DailyPoint[], colors: SalesChartColors = DEFAULT_CHART_COLORS): ApexOptions {
  const allZero = points.every((point) => point.revenueMinor === 0);
  // Every point of a series is in the period's main currency.
  const currency = points[0]?.currency ?? DEFAULT_CURRENCY;
  return {
    chart: {
      type: 'area',
      height: CHART_HEIGHT,
      fontFamily: 'inherit',
      foreColor: colors.text,
      toolbar: { show: false },
      zoom: { enabled: false },
      // Drawn at once: the figures matter more than the motion, and it respects reduced motion.
      animations: { enabled: false },
      parentHeightOffset: 0,
      redrawOnParentResize: true,
    },
    colors: [colors.accent],
    // ApexCharts has no tension number: curve 'smooth' is its equivalent of a line tension of 0.4.
    stroke: { curve: 'smooth', width: 3 },
    // The filled amber line: an amber gradient under the curve.
    fill: {
      type: 'gradient',
      colors: [colors.accent],
      gradient: { shadeIntensity: 1, opacityFrom: 0.45, opacityTo: 0.05, stops: [0, 95, 100] },
    },
    dataLabels: { enabled: false },
    legend: { show: false },
    markers: { size: points.length <= 31 ? 3 : 0, strokeWidth: 0, hover: { size: 5 } },
    grid: { borderColor: colors.grid, strokeDashArray: 4 },
    xaxis: {
      categories: points.map((point) => point.label),
      tickAmount: Math.min(Math.max(points.length - 1, 1), 10),
      labels: { rotate: 0, hideOverlappingLabels: true, trim: false },
      axisTicks: { show: false },
      tooltip: { enabled: false },
    },
    yaxis: {
      // The axis starts at zero; a period with no sales still shows a sensible scale (up to ₵100).
      min: 0,
      ...(allZero ? { max: 10_000 } : {}),
      forceNiceScale: true,
      labels: { formatter: (minor: number) => axisAmount(minor, currency) },
    },
    tooltip: { theme: colors.theme, y: { formatter: (minor: number) => formatMinor(minor, currency) } },
    // On a phone a few day labels fit across, and the points are too close for markers.
    responsive: [{ breakpoint: 640, options: { xaxis: { tickAmount: Math.min(Math.max(points.length - 1, 1), 4) }, markers: { size: 0 } } }],
  };
}
