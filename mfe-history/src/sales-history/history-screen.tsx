// Sales History: every sale newest first, searchable by item name or order id, each opening its
// Sale Details; the refunds given on them among them (docs/product-rules.md, 'Refunds'), each
// opening its own details and receipt; the sales shown can be saved as a CSV file. Built for 100 000 sales: the list is windowed, the search index is built once per
// list, and typing never waits for the filtering (useDeferredValue).
import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  createHistoryIndex,
  ERROR_MESSAGES,
  formatCount,
  historyEntries,
  isRefund,
  normalizeQuery,
  operatorMay,
  refundsBySale,
  saleRefundState,
  salesCsv,
  salesCsvFileName,
  SCREEN_TEXT,
} from '@shop/shared/domain';
import type { HistoryEntry, Refund, Sale } from '@shop/shared/domain';
import type { LiveState } from '@shop/shared/session';
import type { ReactNode } from 'react';
import { Button, DEVICE_TIME_ZONE, downloadCsv, EmptyState, ErrorBanner, Field, SignedOutNotice, Spinner, ThemeRoot, VirtualList } from '@shop/shared/ui';
import { useBusiness, useSyncState, useTillOperator } from '@shop/shared/session';
import { RefundDetails } from '../refunds/refund-details';
import { SaleDetails } from './sale-details';
import { RefundRow, SaleRow, SaleRowHeader } from './sale-row';
import { useRefunds } from '../refunds/use-refunds';
import { useSalesHistory } from './use-sales-history';
import type { SalesHistoryState } from './use-sales-history';
import styles from './history-screen.module.css';

const entryKey = (entry: HistoryEntry) => entry.id;
const salesWord = (n: number) => `${formatCount(n)} ${n === 1 ? 'sale' : 'sales'}`;
const NO_REFUNDS: readonly Refund[] = [];

/** `12 sales`, or `12 sales, 1 refund` when refunds are among them. */
function entriesWord(entries: readonly HistoryEntry[]): string {
  let refunds = 0;
  for (const entry of entries) if (isRefund(entry)) refunds += 1;
  const sales = salesWord(entries.length - refunds);
  return refunds === 0 ? sales : `${sales}, ${formatCount(refunds)} ${refunds === 1 ? 'refund' : 'refunds'}`;
}

export function HistoryScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <SalesHistory />
    </ThemeRoot>
  );
}

export function SalesHistory() {
  const state = useSalesHistory();
  const refunds = useRefunds();
  return (
    <section className={styles.screen} aria-labelledby="history-title">
      <header className={styles.heading}>
        <h1 id="history-title">{SCREEN_TEXT.salesHistoryTitle}</h1>
      </header>
      <HistoryBody state={state} refunds={refunds} />
    </section>
  );
}

function HistoryBody({ state, refunds }: { state: SalesHistoryState; refunds: LiveState<Refund[]> }) {
  switch (state.status) {
    case 'signed-out':
      return <SignedOutNotice description="Log in to see your sales." />;
    case 'loading':
      return <Spinner label="Loading sales…" showLabel centered />;
    case 'error':
      return <ErrorBanner onRetry={state.retry}>{ERROR_MESSAGES.salesHistoryLoadFailed}</ErrorBanner>;
    case 'ready':
      if (refunds.status === 'error') return <ErrorBanner onRetry={refunds.retry}>{ERROR_MESSAGES.salesHistoryLoadFailed}</ErrorBanner>;
      return state.sales.length === 0 && state.complete ? (
        <EmptyState
          title="No sales yet"
          description="Sales you complete in New Sale (POS) appear here, newest first."
          headingLevel={2}
        />
      ) : (
        <SalesList sales={state.sales} refunds={refunds.status === 'ready' ? refunds.data : NO_REFUNDS} complete={state.complete} />
      );
  }
}

function SalesList({ sales, refunds, complete }: { sales: readonly Sale[]; refunds: readonly Refund[]; complete: boolean }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<HistoryEntry | null>(null);
  const summaryId = useId();
  // While only the newest sales are in, refunds older than them wait for the rest.
  const entries = useMemo(() => historyEntries(sales, refunds, complete ? null : (sales.at(-1)?.createdAt ?? null)), [sales, refunds, complete]);
  const bySale = useMemo(() => refundsBySale(refunds), [refunds]);
  // Records with no staff stamp were made by the owner's own account: named from the business profile, and found by that name.
  const business = useBusiness();
  const ownerName = business.status === 'ready' ? business.business.ownerName : null;
  const index = useMemo(() => createHistoryIndex(entries, ownerName), [entries, ownerName]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);
  const searching = normalizeQuery(deferredQuery) !== '';
  const stale = query !== deferredQuery;
  const { waitingSales, waitingRefunds } = useSyncState();
  const waiting = useMemo(() => new Set([...waitingSales, ...waitingRefunds]), [waitingSales, waitingRefunds]);
  // Every CSV is an 'export' (staff.ts, STAFF_PERMISSIONS): not a cashier's.
  const mayExport = operatorMay(useTillOperator(), 'export');
  // Only the rows on screen are rendered, so each works out its sale's refund status from the one list of refunds.
  const renderEntry = useCallback(
    (entry: HistoryEntry) => {
      if (isRefund(entry)) return <RefundRow refund={entry} onOpen={setSelected} waiting={waiting.has(entry.id)} ownerName={ownerName} />;
      const own = bySale.get(entry.id);
      return (
        <SaleRow
          sale={entry}
          onOpen={setSelected}
          waiting={waiting.has(entry.id)}
          refundStatus={own ? saleRefundState(entry, own).status : 'none'}
          ownerName={ownerName}
        />
      );
    },
    [waiting, bySale, ownerName],
  );
  const selectedRefund = selected && isRefund(selected) ? selected : null;
  // A refund's details link to its sale when that sale is loaded.
  const refundedSale = useMemo(() => (selectedRefund ? (sales.find((sale) => sale.id === selectedRefund.saleId) ?? null) : null), [selectedRefund, sales]);

  const summary = searching
    ? `${entriesWord(results)} found${complete ? '' : ' among the newest loaded'}`
    : complete
      ? entriesWord(entries)
      : `Newest ${entriesWord(entries)} shown; loading older sales…`;

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
        {mayExport ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.download}
            disabled={!complete || stale || results.length === 0}
            aria-describedby={summaryId}
            onClick={() => downloadCsv(salesCsvFileName(new Date(), DEVICE_TIME_ZONE), salesCsv(results, { timeZone: DEVICE_TIME_ZONE, ownerName }))}
          >
            Download CSV
          </Button>
        ) : null}
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
          <SalesRows entries={results} renderEntry={renderEntry} />
        )}
      </div>
      <SaleDetails sale={selected && !isRefund(selected) ? selected : null} onClose={() => setSelected(null)} />
      <RefundDetails refund={selectedRefund} onClose={() => setSelected(null)} onOpenSale={refundedSale ? () => setSelected(refundedSale) : undefined} />
    </>
  );
}

/**
 * The windowed rows. Memoised so that a keystroke's first (urgent) render, which changes only the
 * search box, leaves the list alone; it re-renders once, when the deferred results arrive.
 */
const SalesRows = memo(function SalesRows({ entries, renderEntry }: { entries: readonly HistoryEntry[]; renderEntry: (entry: HistoryEntry) => ReactNode }) {
  return (
    <VirtualList
      items={entries}
      getKey={entryKey}
      label="Sales, newest first"
      estimateSize={57}
      // Short lists stay short; long ones scroll inside the list (rows are 57 px high, up to 84 px on a phone).
      height={`min(65vh, ${Math.max(entries.length, 3) * 84}px)`}
      className={styles.list}
      renderItem={renderEntry}
    />
  );
});
