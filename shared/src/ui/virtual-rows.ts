// The windowing behind VirtualList: which rows of a long list are in view (plus `overscan` on each
// side) in a vertically scrolling element, where each one starts, and the height of them all. Rows
// are placed at `estimateSize` until they are measured (a ResizeObserver on each rendered row); a
// measured height is kept by the row's key, so filtering keeps it. Small and of our own (it replaced
// @tanstack/react-virtual, about 10 KB gzip of the partner widget's 150 KB budget): VirtualList
// needs only a vertical list in its own scroller.
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

export interface VirtualRow {
  key: string;
  index: number;
  /** Offset of the row's top from the list's, in px. */
  start: number;
}

export interface VirtualRowsOptions {
  count: number;
  /** A stable key per index; a new function means new keys (the items changed). */
  getItemKey: (index: number) => string;
  /** Height in px assumed for a row not measured yet. */
  estimateSize: number;
  overscan: number;
  /** The viewport's height until the scroller is measured (the first render). */
  initialHeight: number;
}

export interface VirtualRows {
  /** The rows to render; none while the scroller has no height (not laid out, or a DOM without layout). */
  rows: VirtualRow[];
  totalSize: number;
  /** The ref of each rendered row: measures it (it carries `data-index`) as long as it is mounted. */
  measureElement: (element: HTMLElement | null) => (() => void) | undefined;
}

interface View {
  top: number;
  height: number;
}

/** The first index whose row ends below `offset` (starts has count + 1 entries, starts[0] = 0). */
function rowAt(starts: Float64Array, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle + 1] as number) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function useVirtualRows(scrollRef: RefObject<HTMLElement | null>, { count, getItemKey, estimateSize, overscan, initialHeight }: VirtualRowsOptions): VirtualRows {
  const [view, setView] = useState<View>({ top: 0, height: initialHeight });
  // Measured heights by key; `measured` counts their changes, so the layout is redone when one changes.
  const sizes = useRef(new Map<string, number>()).current;
  const [measured, remeasured] = useReducer((n: number) => n + 1, 0);

  const keys = useMemo(() => {
    const list = new Array<string>(count);
    for (let index = 0; index < count; index += 1) list[index] = getItemKey(index);
    return list;
  }, [count, getItemKey]);
  const layout = useMemo(() => {
    const starts = new Float64Array(keys.length + 1);
    for (let index = 0; index < keys.length; index += 1) starts[index + 1] = (starts[index] as number) + (sizes.get(keys[index] as string) ?? estimateSize);
    return { keys, starts, measured };
  }, [keys, estimateSize, sizes, measured]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  // The scroller's offset and height, read again on every scroll (at once, so rows never lag the
  // scroll) and whenever it is resized.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const read = () =>
      setView((previous) =>
        previous.top === scroller.scrollTop && previous.height === scroller.clientHeight ? previous : { top: scroller.scrollTop, height: scroller.clientHeight },
      );
    read();
    const onScroll = () => flushSync(read);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    // Focus moved into view scrolls at once but says so a frame later: a key pressed (Tab again)
    // before then would look for the next row among those drawn for the old offset and leave the
    // list. Read the offset on every key inside the list, before the browser moves focus. (Not on
    // focus itself: React may move focus while it commits, when it cannot flush.)
    scroller.addEventListener('keydown', onScroll, { capture: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    resized?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('keydown', onScroll, { capture: true });
      resized?.disconnect();
    };
  }, [scrollRef]);

  // One observer for the rendered rows. A row above the viewport that turns out taller or shorter
  // than assumed moves the scroll by the difference, so what is in view stays put.
  const rowObserver = useRef<ResizeObserver | null>(null);
  const observeRows = useCallback((): ResizeObserver | null => {
    if (rowObserver.current || typeof ResizeObserver !== 'function') return rowObserver.current;
    rowObserver.current = new ResizeObserver((entries) => {
      const { keys, starts } = layoutRef.current;
      const scroller = scrollRef.current;
      const top = scroller?.scrollTop ?? 0;
      let changed = false;
      let moved = 0;
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!element.isConnected) continue;
        const index = Number(element.dataset.index);
        const key = keys[index];
        if (key === undefined) continue;
        const box = entry.borderBoxSize?.[0];
        const size = Math.round(box ? box.blockSize : element.getBoundingClientRect().height);
        const before = sizes.get(key) ?? estimateSize;
        sizes.set(key, size);
        if (size === before) continue;
        changed = true;
        if ((starts[index] as number) < top) moved += size - before;
      }
      if (scroller && moved !== 0) scroller.scrollTop = top + moved;
      if (changed) remeasured();
    });
    return rowObserver.current;
  }, [scrollRef, sizes, estimateSize]);
  useLayoutEffect(
    () => () => {
      rowObserver.current?.disconnect();
      rowObserver.current = null;
    },
    [],
  );

  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      const observer = element ? observeRows() : null;
      if (!element || !observer) return undefined;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observeRows],
  );

  const rows: VirtualRow[] = [];
  if (count > 0 && view.height > 0) {
    const { starts } = layout;
    const first = Math.max(0, rowAt(starts, count, view.top) - overscan);
    const last = Math.min(count - 1, rowAt(starts, count, view.top + view.height) + overscan);
    for (let index = first; index <= last; index += 1) rows.push({ key: keys[index] as string, index, start: starts[index] as number });
  }
  return { rows, totalSize: layout.starts[count] as number, measureElement };
}
