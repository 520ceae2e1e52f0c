// Sales History: every sale newest first, searchable by item name or order id, each opening its
// Sale Details; the sales shown can be saved as a CSV file. Built for 100 000 sales: the list is windowed, the search index is built once per
// list, and typing never waits for the filtering (useDeferredValue).
import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { createSaleIndex, ERROR_MESSAGES, normalizeQuery, salesCsv, salesCsvFileName, SCREEN_TEXT } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import type { ReactNode } from 'react';
import { Button, DEVICE_TIME_ZONE, downloadCsv, EmptyState, ErrorBanner, Field, SignedOutNotice, Spinner, ThemeRoot, VirtualList } from '@shop/shared/ui';
import { useSyncState } from '@shop/shared/session';
import { SaleDetails } from './sale-details';
import { SaleRow, SaleRowHeader } from './sale-row';
import { useSalesHistory } from './use-sales-history';
import type { SalesHistoryState } from './use-sales-history';
import styles from './history-screen.module.css';

const count = new Intl.NumberFormat('en-US');
const saleKey = (sale: Sale) => sale.id;
const salesWord = (n: number) => `${count.format(n)} ${n === 1 ? 'sale' : 'sales'}`;

export function HistoryScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <SalesHistory />
    </ThemeRoot>
  );
}

export function SalesHistory() {
  const state = useSalesHistory();
  return (
    <section className={styles.screen} aria-labelledby="history-title">
      <header className={styles.heading}>
        <h1 id="history-title">{SCREEN_TEXT.salesHistoryTitle}</h1>
      </header>
      <HistoryBody state={state} />
    </section>
  );
}

function HistoryBody({ state }: { state: SalesHistoryState }) {
  switch (state.status) {
    case 'signed-out':
      return <SignedOutNotice description="Log in to see your sales." />;
    case 'loading':
      return <Spinner label="Loading sales…" showLabel centered />;
    case 'error':
      return <ErrorBanner onRetry={state.retry}>{ERROR_MESSAGES.salesHistoryLoadFailed}</ErrorBanner>;
    case 'ready':
      return state.sales.length === 0 && state.complete ? (
        <EmptyState
          title="No sales yet"
          description="Sales you complete in New Sale (POS) appear here, newest first."
          headingLevel={2}
        />
      ) : (
        <SalesList sales={state.sales} complete={state.complete} />
      );
  }
}

function SalesList({ sales, complete }: { sales: readonly Sale[]; complete: boolean }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Sale | null>(null);
  const summaryId = useId();
  const index = useMemo(() => createSaleIndex(sales), [sales]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);
  const searching = normalizeQuery(deferredQuery) !== '';
  const stale = query !== deferredQuery;
  const { waitingSales } = useSyncState();
  const waiting = useMemo(() => new Set(waitingSales), [waitingSales]);
  const renderSale = useCallback((sale: Sale) => <SaleRow sale={sale} onOpen={setSelected} waiting={waiting.has(sale.id)} />, [waiting]);

  const summary = searching
    ? `${salesWord(results.length)} found${complete ? '' : ' among the newest loaded'}`
    : complete
      ? salesWord(sales.length)
      : `Newest ${salesWord(sales.length)} shown; loading older sales…`;

  return (
    <>
      <div className={styles.toolbar}>
        <Field
          type="search"
          label="Search sales"
          placeholder="Item name or order ID"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={styles.search}
        />
        <p id={summaryId} className={styles.summary} role="status" aria-live="polite">
          {summary}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className={styles.download}
          disabled={!complete || stale || results.length === 0}
          aria-describedby={summaryId}
          onClick={() => downloadCsv(salesCsvFileName(new Date(), DEVICE_TIME_ZONE), salesCsv(results, { timeZone: DEVICE_TIME_ZONE }))}
        >
          Download CSV
        </Button>
      </div>
      <div className={styles.table} aria-busy={stale || undefined}>
        <SaleRowHeader />
        {results.length === 0 ? (
          <EmptyState
            title="No sales match your search"
            description={`Nothing sold has an item name or order ID containing “${deferredQuery.trim()}”.`}
            headingLevel={2}
          />
        ) : (
          <SalesRows sales={results} renderSale={renderSale} />
        )}
      </div>
      <SaleDetails sale={selected} onClose={() => setSelected(null)} />
    </>
  );
}

/**
 * The windowed rows. Memoised so that a keystroke's first (urgent) render, which changes only the
 * search box, leaves the list alone; it re-renders once, when the deferred results arrive.
 */
const SalesRows = memo(function SalesRows({ sales, renderSale }: { sales: readonly Sale[]; renderSale: (sale: Sale) => ReactNode }) {
  return (
    <VirtualList
      items={sales}
      getKey={saleKey}
      label="Sales, newest first"
      estimateSize={57}
      // Short lists stay short; long ones scroll inside the list (rows are 57 px high, up to 84 px on a phone).
      height={`min(65vh, ${Math.max(sales.length, 3) * 84}px)`}
      className={styles.list}
      renderItem={renderSale}
    />
  );
});
