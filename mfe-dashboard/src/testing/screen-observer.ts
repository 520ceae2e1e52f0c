// Specific to this remote: the screen, as use-near-screen.ts asks the browser about it, in tests.
// happy-dom's IntersectionObserver never answers, so a screen that waits on it would never draw the
// chart there: these tests say what is on the screen themselves.
import { vi } from 'vitest';

export interface TestScreen {
  /** Brings everything watched onto the screen, as a scroll down to it would. */
  scrollToAll(): void;
  /** How many elements are watched now. */
  watched(): number;
}

/**
 * Replaces IntersectionObserver until `vi.unstubAllGlobals()`: with `onScreen` (the default) every
 * element watched is on the screen from the first answer, as on a laptop; without, nothing is until
 * `scrollToAll()`, as on a phone opened at the top of a long page.
 */
export function stubScreen({ onScreen = true }: { onScreen?: boolean } = {}): TestScreen {
  const observers = new Set<{ answer(isIntersecting: boolean): void; targets: Set<Element> }>();
  class ScreenObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    answer(isIntersecting: boolean) {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
    observe(target: Element) {
      this.targets.add(target);
      // The browser's first answer comes after the observing call, never within it.
      queueMicrotask(() => this.answer(onScreen));
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  return {
    scrollToAll: () => [...observers].forEach((observer) => observer.answer(true)),
    watched: () => [...observers].reduce((n, observer) => n + observer.targets.size, 0),
  };
}
