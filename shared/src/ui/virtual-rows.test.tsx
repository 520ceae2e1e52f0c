import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

// happy-dom lays nothing out: the scroller's height and the rows' measured heights are given here,
// through a stand-in ResizeObserver that reports what a test tells it to.
class FakeResizeObserver {
  static made: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly report: (entries: ResizeObserverEntry[]) => void) {
    FakeResizeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

/** Reports the rendered rows (those with data-index) at `height(index)` px. */
function measureRows(height: (index: number) => number) {
  act(() => {
    for (const observer of FakeResizeObserver.made) {
      const rows = [...observer.targets].filter((target) => target instanceof HTMLElement && target.dataset.index !== undefined) as HTMLElement[];
      if (rows.length === 0) continue;
      observer.report(rows.map((target) => ({ target, borderBoxSize: [{ blockSize: height(Number(target.dataset.index)), inlineSize: 300 }] }) as unknown as ResizeObserverEntry));
    }
  });
}

const ITEMS = Array.from({ length: 1_000 }, (_, i) => ({ id: `p${i}` }));
const shown = () => screen.getAllByRole('listitem').map((row) => Number(row.dataset.index));
const offsetOf = (index: number) => screen.getAllByRole('listitem').find((row) => Number(row.dataset.index) === index)?.style.transform;

describe('VirtualList windowing', () => {
  beforeEach(() => {
    FakeResizeObserver.made = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderList() {
    render(<VirtualList items={ITEMS} getKey={(p) => p.id} label="Products" renderItem={(p) => <span>{p.id}</span>} estimateSize={20} overscan={2} />);
    return screen.getByRole('region', { name: 'Products' });
  }

  it('renders the rows in view and the overscan, placed at the estimate until measured', () => {
    const scroller = renderList();
    // 100 px at 20 px a row: rows 0–5 touch the view, and 2 more below.
    expect(shown()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(offsetOf(3)).toBe('translateY(60px)');
    expect(scroller.querySelector('ul')?.style.height).toBe('20000px');
  });

  it('follows the scroll', () => {
    const scroller = renderList();
    scroller.scrollTop = 2_000;
    fireEvent.scroll(scroller);
    expect(shown()).toEqual([98, 99, 100, 101, 102, 103, 104, 105, 106, 107]);
    expect(offsetOf(100)).toBe('translateY(2000px)');
  });

  it('places rows by their measured heights, and keeps what is in view where it was when a row above grows', () => {
    const scroller = renderList();
    measureRows(() => 40);
    // Rows 0–7 measured at 40 px: the total grows by 8 × 20 px and row 3 starts at 120 px.
    expect(scroller.querySelector('ul')?.style.height).toBe(`${20_000 + 8 * 20}px`);
    expect(offsetOf(3)).toBe('translateY(120px)');

    scroller.scrollTop = 1_000;
    fireEvent.scroll(scroller);
    const first = shown()[0] as number;
    // A row above the view (the overscan) measured 30 px taller than assumed: the scroll moves with it.
    measureRows((index) => (index === first ? 50 : 20));
    expect(scroller.scrollTop).toBe(1_000 + 30);
  });

  it('shows the first rows in flow while the scroller has no height', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(0);
    render(<VirtualList items={ITEMS} getKey={(p) => p.id} label="Hidden" renderItem={(p) => <span>{p.id}</span>} estimateSize={20} initialCount={5} />);
    expect(shown()).toEqual([0, 1, 2, 3, 4]);
  });
});
