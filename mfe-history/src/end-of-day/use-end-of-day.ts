// The figures of one local day for End of Day: the sales and refunds of that day alone (two live
// subscriptions bounded by the day's start and end, so a sale or refund made at the till shows at
// once and an old date reads one day, not everything since), read by the domain's `endOfDay`.
import { useMemo } from 'react';
import { endOfDay, localDayRange } from '@shop/shared/domain';
import type { EndOfDay, Refund, Sale } from '@shop/shared/domain';
import { useAuth, useLive, useShop } from '@shop/shared/session';

export type EndOfDayState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; day: EndOfDay };

/** The figures of `date` (`YYYY-MM-DD`, a real date) in `timeZone`, live. */
export function useEndOfDay(date: string, timeZone: string): EndOfDayState {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const { start, end } = useMemo(() => localDayRange(date, timeZone), [date, timeZone]);
  const day = `${start.toISOString()}/${end.toISOString()}`;

  const sales = useLive<Sale[]>(uid && `sales-of-day:${uid}:${day}`, (next, fail) => backend.subscribeSalesSince(uid as string, start, next, fail, end));
  const refunds = useLive<Refund[]>(uid && `refunds-of-day:${uid}:${day}`, (next, fail) =>
    backend.subscribeRefundsSince(uid as string, start, next, fail, end),
  );

  const salesData = sales.status === 'ready' ? sales.data : null;
  const refundsData = refunds.status === 'ready' ? refunds.data : null;
  const figures = useMemo(
    () => (salesData && refundsData ? endOfDay({ sales: salesData, refunds: refundsData, date, timeZone }) : null),
    [salesData, refundsData, date, timeZone],
  );

  if (uid === null) return ready ? { status: 'signed-out' } : { status: 'loading' };
  if (sales.status === 'error') return { status: 'error', error: sales.error, retry: sales.retry };
  if (refunds.status === 'error') return { status: 'error', error: refunds.error, retry: refunds.retry };
  if (figures) return { status: 'ready', day: figures };
  return { status: 'loading' };
}
