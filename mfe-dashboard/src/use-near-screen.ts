// Whether an element is on the screen or about to come onto it. The dashboard draws its Sales
// Performance chart only then: on a phone the page opens on the cards, with the chart a screen
// further down, and ApexCharts' code and drawing (the longest piece of work on the page) wait until
// the owner scrolls towards it instead of holding up the figures. Once near, it stays so.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far below the screen an element already counts as near: the chart starts loading before it shows. */
export const NEAR_SCREEN_MARGIN_PX = 200;

/** Where the browser cannot tell (no IntersectionObserver), everything is near: nothing waits. */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR_SCREEN_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
