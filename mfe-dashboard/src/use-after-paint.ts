// Whether the frame in which a component first showed has been painted. The dashboard's chart
// (ApexCharts' code, then its drawing) starts only then: the figures shown in the same frame reach
// the screen first instead of waiting while the chart's code is read.
import { useEffect, useState } from 'react';

/** Where the browser has no animation frames, nothing waits. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(() => typeof requestAnimationFrame === 'undefined');
  useEffect(() => {
    if (painted) return undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame is painted; a task it queues runs after.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [painted]);
  return painted;
}
