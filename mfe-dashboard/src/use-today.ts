// The dashboard's "now": fixed while a day lasts, moved on at the next UTC midnight so the period's
// days (and the roll-ups subscribed to) follow the calendar without a reload.
import { useEffect, useState } from 'react';
import { msUntilNextUtcDay } from '@shop/shared/domain';

export function useToday(initial?: Date): Date {
  const [now, setNow] = useState(() => initial ?? new Date());
  useEffect(() => {
    if (initial) return undefined;
    const timer = setTimeout(() => setNow(new Date()), msUntilNextUtcDay(now) + 1000);
    return () => clearTimeout(timer);
  }, [now, initial]);
  return initial ?? now;
}
