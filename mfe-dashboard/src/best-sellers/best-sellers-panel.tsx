// Best sellers (docs/product-rules.md, 'Best sellers'): the period's top products in one currency,
// by revenue or by gross profit, from the per-day product roll-ups alone (never the sales). Cost
// and profit are the owner's: shown on the dashboard, never on a receipt or to a customer.
// Loading keeps the panel's place; another period's figures stay up, dimmed, while the next load.
import { useEffect, useId, useMemo, useState } from 'react';
import { CURRENCY_SYMBOLS, formatCount, formatMinor } from '@shop/shared/domain';
import type { BestSeller, BestSellerOrder, CurrencyCode, DashboardPeriod, ProductDayStat, ProductVariantOf } from '@shop/shared/domain';
import { useProducts } from '@shop/shared/session';
import { DataTable, ErrorBanner, Money, panelClasses, SegmentedControl, Spinner } from '@shop/shared/ui';
import type { DataTableColumn } from '@shop/shared/ui';
import type { Figure } from '../use-dashboard-figures';
import { BEST_SELLERS_SHOWN, bestSellersView, marginPercent } from './best-sellers-view';
import styles from './best-sellers-panel.module.css';
import { BEST_SELLERS_TEXT, periodLabel } from '../dashboard-words';

const ORDER_OPTIONS = [
  { value: 'revenue' as const, label: BEST_SELLERS_TEXT.byRevenue },
  { value: 'profit' as const, label: BEST_SELLERS_TEXT.byProfit },
];

const GROUPING_OPTIONS = [
  { value: 'variant' as const, label: BEST_SELLERS_TEXT.byVariant },
  { value: 'product' as const, label: BEST_SELLERS_TEXT.byProduct },
];

type VariantOf = ReadonlyMap<string, ProductVariantOf>;

/**
 * The catalogue's variants by id (variants.ts), read only once the owner asks for best sellers by
 * product: the dashboard otherwise never follows the products.
 */
function VariantsOfCatalogue({ onRead }: { onRead: (variants: VariantOf) => void }) {
  const products = useProducts();
  const data = products.data;
  useEffect(() => {
    if (data) onRead(new Map(data.flatMap((product) => (product.variant ? [[product.id, product.variant] as const] : []))));
  }, [data, onRead]);
  return null;
}

const COLUMNS: readonly DataTableColumn<BestSeller>[] = [
  { id: 'product', header: BEST_SELLERS_TEXT.product, cell: (seller) => seller.name, rowHeader: true },
  { id: 'units', header: BEST_SELLERS_TEXT.units, cell: (seller) => formatCount(seller.units), align: 'end' },
  { id: 'revenue', header: BEST_SELLERS_TEXT.revenue, cell: (seller) => <Money minor={seller.revenueMinor} currency={seller.currency} />, align: 'end' },
  { id: 'gross-profit', header: BEST_SELLERS_TEXT.grossProfit, cell: (seller) => <ProfitCell seller={seller} />, align: 'end' },
  { id: 'margin', header: BEST_SELLERS_TEXT.margin, cell: (seller) => <MarginCell seller={seller} />, align: 'end' },
];

/** Its gross profit, or 'Cost unknown'; and how much of its revenue had no cost price when some had. */
function ProfitCell({ seller }: { seller: BestSeller }) {
  if (seller.grossProfitMinor === null) return <span className={styles.unknown}>{BEST_SELLERS_TEXT.costUnknown}</span>;
  return (
    <>
      <Money minor={seller.grossProfitMinor} currency={seller.currency} highlightNegative />
      {seller.uncostedRevenueMinor > 0 ? (
        <span className={styles.note}>
          {BEST_SELLERS_TEXT.noCostNote(formatMinor(seller.uncostedRevenueMinor, seller.currency))}
        </span>
      ) : null}
    </>
  );
}

function MarginCell({ seller }: { seller: BestSeller }) {
  const percent = marginPercent(seller);
  if (percent === null) return <span className={styles.unknown}>—</span>;
  return <span className={percent < 0 ? styles.loss : undefined}>{percent}%</span>;
}

export interface BestSellersPanelProps {
  /** The period's per-day product roll-ups (useDashboardFigures' `productStats`). */
  stats: Figure<ProductDayStat[]>;
  /** The dashboard's period, and its "now": the same days as the other figures. */
  days: DashboardPeriod;
  now: Date;
  /** Default 'revenue'. */
  initialOrder?: BestSellerOrder;
}

type Shown = { stats: readonly ProductDayStat[]; days: DashboardPeriod };

export function BestSellersPanel({ stats, days, now, initialOrder = 'revenue' }: BestSellersPanelProps) {
  const titleId = useId();
  const [order, setOrder] = useState<BestSellerOrder>(initialOrder);
  const [chosenCurrency, setChosenCurrency] = useState<CurrencyCode | null>(null);
  // Each variant ranked on its own, or added up under its product (read from the catalogue when asked).
  const [grouping, setGrouping] = useState<'variant' | 'product'>('variant');
  const [variants, setVariants] = useState<VariantOf | null>(null);
  // The last figures shown stay up (dimmed) while another period loads, as the chart's do.
  const [shown, setShown] = useState<Shown | null>(null);
  if (stats.status === 'ready' && (shown?.stats !== stats.value || shown.days !== days)) setShown({ stats: stats.value, days });
  const current: Shown | null = stats.status === 'ready' ? { stats: stats.value, days } : stats.status === 'loading' ? shown : null;
  const stale = stats.status === 'loading' && shown !== null;

  const shownStats = current?.stats;
  const shownDays = current?.days;
  const view = useMemo(
    () => (shownStats && shownDays ? bestSellersView(shownStats, shownDays, now, order, chosenCurrency, grouping === 'product' && variants ? (id) => variants.get(id) : undefined) : null),
    [shownStats, shownDays, now, order, chosenCurrency, grouping, variants],
  );

  return (
    <section className={panelClasses.panel} aria-labelledby={titleId}>
      <div className={panelClasses.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={panelClasses.title}>
            {BEST_SELLERS_TEXT.title}
          </h2>
          <p className={panelClasses.note}>{periodLabel(days)}</p>
        </div>
        <div className={styles.controls}>
          {view && view.currencies.length > 1 ? (
            <SegmentedControl
              label={BEST_SELLERS_TEXT.currencyLabel}
              options={view.currencies.map((c) => ({ value: c, label: `${CURRENCY_SYMBOLS[c]} ${c}` }))}
              value={view.currency}
              onChange={setChosenCurrency}
              size="sm"
            />
          ) : null}
          <SegmentedControl label={BEST_SELLERS_TEXT.orderLabel} options={ORDER_OPTIONS} value={order} onChange={setOrder} size="sm" />
          <SegmentedControl label={BEST_SELLERS_TEXT.groupingLabel} options={GROUPING_OPTIONS} value={grouping} onChange={setGrouping} size="sm" />
          {grouping === 'product' ? <VariantsOfCatalogue onRead={setVariants} /> : null}
        </div>
      </div>
      <div className={styles.body} aria-busy={stats.status === 'loading' || undefined} data-stale={stale || undefined}>
        {stats.status === 'error' ? (
          <div className={styles.placeholder}>
            <ErrorBanner onRetry={stats.retry}>{BEST_SELLERS_TEXT.loadFailed}</ErrorBanner>
          </div>
        ) : !view || !current ? (
          <Spinner label={BEST_SELLERS_TEXT.loading} showLabel centered className={styles.placeholder} />
        ) : view.rows.length === 0 ? (
          <p className={styles.placeholder}>{BEST_SELLERS_TEXT.empty(current.days)}</p>
        ) : (
          <>
            <DataTable
              caption={BEST_SELLERS_TEXT.caption(order, current.days, view.currency)}
              captionHidden
              columns={COLUMNS}
              rows={view.rows}
              getRowId={(seller) => seller.productId}
              density="compact"
              className={styles.table}
            />
            <p className={styles.footnote}>
              {view.total > BEST_SELLERS_SHOWN ? <span>{BEST_SELLERS_TEXT.topOf(BEST_SELLERS_SHOWN, view.total)} </span> : null}
              {BEST_SELLERS_TEXT.marginNote}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
