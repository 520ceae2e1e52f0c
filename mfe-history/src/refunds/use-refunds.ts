// The refunds Sales History reads: all of the owner's refunds for the list (one subscription for
// the whole list, never one per row), and the refunds of the sale open in Sale Details.
import type { Refund } from '@shop/shared/domain';
import { useLive, useShop } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';

/** Every refund, newest first. */
export function useRefunds(): LiveState<Refund[]> {
  const { uid, backend } = useShop();
  return useLive<Refund[]>(uid && `refunds:${uid}`, (next, fail) => backend.subscribeRefunds(uid as string, next, fail));
}

/** The refunds of one sale, oldest first. */
export function useSaleRefunds(saleId: string): LiveState<Refund[]> {
  const { uid, backend } = useShop();
  return useLive<Refund[]>(uid && `sale-refunds:${uid}:${saleId}`, (next, fail) => backend.subscribeSaleRefunds(uid as string, saleId, next, fail));
}
