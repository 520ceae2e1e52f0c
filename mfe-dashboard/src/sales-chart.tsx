// The Sales Performance chart itself. Loaded with React.lazy, so ApexCharts is fetched only when
// the dashboard is shown (never on the landing page).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
// The lean build: ApexCharts' core with the area type only (the full build is twice the size).
import Chart from 'react-apexcharts/core';
import 'apexcharts/area';
import type { DailyPoint } from '@shop/shared/domain';
import { CHART_HEIGHT, DEFAULT_CHART_COLORS, salesChartOptions, salesChartSeries } from './sales-chart-options';
import type { SalesChartColors } from './sales-chart-options';
import styles from './sales-chart.module.css';

export interface SalesChartProps {
  points: readonly DailyPoint[];
}

/** The theme's colours, read from the tokens of the ThemeRoot the chart sits in. */
function themeColors(element: HTMLElement): SalesChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const themed = element.closest('[data-theme]');
  return {
    accent: token('--shop-color-accent', DEFAULT_CHART_COLORS.accent),
    text: token('--shop-color-text-muted', DEFAULT_CHART_COLORS.text),
    grid: token('--shop-color-border', DEFAULT_CHART_COLORS.grid),
    theme: themed?.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
  };
}

export default function SalesChart({ points }: SalesChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [colors, setColors] = useState<SalesChartColors | null>(null);

  useLayoutEffect(() => {
    if (frame.current) setColors(themeColors(frame.current));
  }, []);

  const options = useMemo(() => (colors ? salesChartOptions(points, colors) : null), [points, colors]);
  const series = useMemo(() => salesChartSeries(points), [points]);

  return (
    <div ref={frame} className={styles.chart} data-testid="sales-chart">
      {options ? <Chart type="area" height={CHART_HEIGHT} options={options} series={series} /> : null}
    </div>
  );
}
