// Parts of an adapter loaded on their first use: the till, and so the partner widget with its 150 KB
// budget, never records an expense, a refund or a delivery, nor edits a product or reads the
// sales history and the figures, so those rules (domain/expenses.ts, refund.ts, and
// expense-checks.ts, refund-checks.ts) and the adapters' code for them stay out of what it
// downloads. Nothing imported here may import them.
import type { BusinessApi, CatalogueApi, CatalogueImportApi, CreditApi, ExpensesApi, OnlineStoreApi, SalesApi, Unsubscribe } from './port';

type Method = (...args: never[]) => unknown;

/** Each method lazyPart made, with the load of its part (loadPartOf). */
const partLoads = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts loading the part behind `target[name]` when lazyPart made that method, and does nothing
 * otherwise. A layer over an adapter with lazy parts of its own (till-guard/guard-till.ts) calls it
 * as its own part is asked for, so that the two parts load side by side, not one after the other;
 * a failed load is left to the method's own call, which tries again and reports it.
 */
export function loadPartOf(target: object, name: string): void {
  const method = (target as Record<string, unknown>)[name];
  const load = typeof method === 'function' ? partLoads.get(method) : undefined;
  load?.().catch(() => undefined);
}

/**
 * The part `load` makes, loaded when first asked for and kept; a load that fails (the network,
 * say) is tried again on the next call. `subscriptions` name the methods that take
 * `(…, onNext, onError)` and return an Unsubscribe at once: they report what the part reports, or
 * the load's failure through `onError` (their last function argument: options such as a query
 * may follow it). Every other method named in `calls` waits for the part.
 */
export function lazyPart<T extends object, S extends keyof T, C extends keyof T>(
  load: () => Promise<T>,
  subscriptions: readonly S[],
  calls: readonly C[],
  /** Called with a method's name each time it is called, before it waits for the part (loadPartOf). */
  onCall?: (name: S | C) => void,
): Pick<T, S | C> {
  let loading: Promise<T> | null = null;
  const part = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const api: Record<string, unknown> = {};
  for (const name of subscriptions) {
    api[name as string] = (...args: unknown[]) => {
      onCall?.(name);
      const onError = [...args].reverse().find((arg) => typeof arg === 'function') as (error: Error) => void;
      let over = false;
      let stop: Unsubscribe | null = null;
      part().then(
        (loaded) => {
          if (!over) stop = ((loaded[name] as Method).bind(loaded) as (...a: unknown[]) => Unsubscribe)(...args);
        },
        (error: unknown) => {
          if (!over) onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        over = true;
        stop?.();
      };
    };
  }
  for (const name of calls) {
    api[name as string] = async (...args: unknown[]) => {
      onCall?.(name);
      const loaded = await part();
      return ((loaded[name] as Method).bind(loaded) as (...a: unknown[]) => unknown)(...args);
    };
  }
  for (const method of Object.values(api)) partLoads.set(method as object, part);
  return api as Pick<T, S | C>;
}

/** An adapter's expenses part (local/expenses.ts, firebase/expenses.ts), loaded on its first use. */
export function lazyExpenses(load: () => Promise<ExpensesApi>): ExpensesApi {
  return lazyPart(load, ['subscribeExpenses'], ['saveExpense', 'deleteExpense']);
}

/** The refunds of an adapter's ledger (local/refunds.ts), loaded on their first use. */
export type RefundsApi = Pick<SalesApi, 'subscribeRefunds' | 'subscribeRefundsSince' | 'subscribeSaleRefunds' | 'recordRefund'>;

export function lazyRefunds(load: () => Promise<RefundsApi>): RefundsApi {
  return lazyPart(load, ['subscribeRefunds', 'subscribeRefundsSince', 'subscribeSaleRefunds'], ['recordRefund']);
}

/** The stock changes of an adapter (local/stock.ts: deliveries, counts, stock histories), loaded on their first use. */
export type StockApi = Pick<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

export function lazyStock(load: () => Promise<StockApi>): StockApi {
  return lazyPart(load, ['subscribeStockMovements'], ['adjustStock']);
}

/**
 * The customers' accounts of an adapter (local/credit.ts: repayments, balances, account records),
 * loaded on their first use; a credit sale moves its balance in recordSale itself.
 */
export function lazyCredit(load: () => Promise<CreditApi>): CreditApi {
  return lazyPart(load, ['subscribeBalances', 'subscribeAccountRecords', 'subscribeRepaymentsSince'], ['recordRepayment']);
}

/**
 * What only the owner's screens ask of an adapter (local/back-office.ts), loaded on its first use:
 * products' edits and imports, the shop's settings, the sales lists and the figures' roll-ups.
 */
export type BackOfficeApi = Pick<BusinessApi, 'updateShopSettings'> &
  Pick<CatalogueApi, 'addProduct' | 'updateProduct' | 'deleteProduct'> &
  Pick<SalesApi, 'subscribeSales' | 'subscribeSalesSince' | 'subscribeRefusedRecords' | 'subscribeDailyStats' | 'subscribeProductStats'> &
  CatalogueImportApi;

export function lazyBackOffice(load: () => Promise<BackOfficeApi>): BackOfficeApi {
  return lazyPart(
    load,
    ['subscribeSales', 'subscribeSalesSince', 'subscribeRefusedRecords', 'subscribeDailyStats', 'subscribeProductStats'],
    ['updateShopSettings', 'addProduct', 'updateProduct', 'deleteProduct', 'importCatalogue', 'lastCatalogueImport', 'undoCatalogueImport'],
  );
}

/**
 * An adapter's online store (local/online-store.ts), loaded on its first use: the store's page, the
 * shop's online orders and its settings; a till that only sells never downloads it.
 */
export function lazyOnlineStore(load: () => Promise<OnlineStoreApi>): OnlineStoreApi {
  return lazyPart(
    load,
    ['subscribeOnlineStore', 'subscribeOwnOrder', 'subscribeOnlineOrders', 'subscribeReservedStock'],
    ['isStoreNameFree', 'saveOnlineStore', 'publishOnlineStore', 'readPublishedStore', 'placeOnlineOrder', 'cancelOwnOrder', 'startOrderPayment', 'takeOrderAction'],
  );
}
