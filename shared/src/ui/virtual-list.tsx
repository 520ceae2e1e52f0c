// A windowed list for shop-scale data (10 000 products, 100 000 sales): only the rows in view
// (plus a few) are in the DOM, so scrolling and filtering stay instant.
import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { useVirtualRows } from './virtual-rows';
import styles from './virtual-list.module.css';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T, index: number) => string;
  /** Estimated row height in px (rows may be taller; they are measured). */
  estimateSize?: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Height of the scrolling area, e.g. '60vh' or 480. */
  height?: number | string;
  /** Shrink to the rows when they need less than `height` (which is then the most it grows to). */
  fitContent?: boolean;
  overscan?: number;
  className?: string;
  /** Rows rendered when no scroll element can be measured (tests, first paint). */
  initialCount?: number;
}

export function VirtualList<T>({
  items,
  getKey,
  estimateSize = 56,
  renderItem,
  label,
  height = '60vh',
  fitContent = false,
  overscan = 8,
  className,
  initialCount = 20,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows' keys are read again whenever getItemKey changes identity: keep it stable while the
  // items are the same, whatever function the caller passes each render.
  const getKeyRef = useRef(getKey);
  getKeyRef.current = getKey;
  const getItemKey = useCallback((index: number) => getKeyRef.current(items[index] as T, index), [items]);
  const { rows: measured, totalSize, measureElement } = useVirtualRows(scrollRef, {
    count: items.length,
    getItemKey,
    estimateSize,
    overscan,
    initialHeight: estimateSize * initialCount,
  });
  // Where the scroller has no measurable size yet (a hidden panel, a DOM without layout), show
  // the first rows in flow rather than nothing.
  const rows =
    measured.length > 0 || items.length === 0
      ? measured
      : items.slice(0, initialCount).map((item, index) => ({ key: getKey(item, index), index, start: index * estimateSize }));

  return (
    <div
      ref={scrollRef}
      className={cx(styles.scroller, className)}
      style={fitContent ? { maxHeight: height } : { height }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <ul className={styles.list} style={{ height: totalSize }}>
        {rows.map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={measureElement}
            className={styles.row}
            style={{ transform: `translateY(${row.start}px)` }}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
          >
            {renderItem(items[row.index] as T, row.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
