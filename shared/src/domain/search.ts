// Case-insensitive substring search. Each item's searchable text is
// lower-cased once into one string; a query is then a single `includes` per item.
import type { Customer, Product, Refund, Sale } from './entities';
import { displayOrderId } from './ids';
import { isRefund } from './sales-history';
import type { HistoryEntry } from './sales-history';

// Joins an item's keys so a query can never match across two of them.
const SEPARATOR = '\u0000';

/** Trimmed, lower-cased query; the empty string means "everything". */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase().split(SEPARATOR).join('');
}

export interface SearchIndex<T> {
  /** Items whose keys contain the query, in their original order; all items for an empty query. */
  search(query: string | null | undefined): readonly T[];
  readonly size: number;
}

type SearchKeys<T> = (item: T) => readonly (string | null | undefined)[];

// Each item's lower-cased keys, kept per keys function for as long as the item object lives. Lists
// are replaced, not edited (a new sale arrives as a new array holding the same sale objects), so a
// new list's index lowers only the items it has not seen before.
const haystackCache = new WeakMap<SearchKeys<never>, WeakMap<object, string>>();

function haystackOf<T>(item: T, keysFn: SearchKeys<T>, cache: WeakMap<object, string>): string {
  const cacheable = typeof item === 'object' && item !== null;
  const cached = cacheable ? cache.get(item) : undefined;
  if (cached !== undefined) return cached;
  const haystack = keysFn(item)
    .map((key) => (key ?? '').toLowerCase())
    .join(SEPARATOR);
  if (cacheable) cache.set(item, haystack);
  return haystack;
}

/**
 * Prepares `items` for repeated searching; build it once per list and search per keystroke. Items
 * already indexed in an earlier list with the same `keysFn` are not lowered again.
 */
export function createSearchIndex<T>(items: readonly T[], keysFn: SearchKeys<T>): SearchIndex<T> {
  let cache = haystackCache.get(keysFn);
  if (!cache) {
    cache = new WeakMap();
    haystackCache.set(keysFn, cache);
  }
  const perItem = cache;
  const haystacks = items.map((item) => haystackOf(item, keysFn, perItem));
  return {
    size: items.length,
    search(query) {
      const needle = normalizeQuery(query);
      if (needle === '') return items;
      const found: T[] = [];
      for (let i = 0; i < haystacks.length; i += 1) {
        if ((haystacks[i] as string).includes(needle)) found.push(items[i] as T);
      }
      return found;
    },
  };
}

/** The name and the barcode, so a code typed or scanned into the search finds its product (barcodes.ts). */
export function productSearchKeys(product: Pick<Product, 'name' | 'barcode'>): string[] {
  return [product.name, product.barcode ?? ''];
}

/** Name and phone; the phone also without its spaces, dashes and brackets, so "0244123" finds "024 412 3456". */
export function customerSearchKeys(customer: Pick<Customer, 'name' | 'phone'>): string[] {
  const phone = customer.phone ?? '';
  return [customer.name, phone, phone.replace(/[^0-9+]/g, '')];
}

/** Every item name, the order id and its short form as displayed (`#1A2B3C4D`). */
export function saleSearchKeys(sale: Pick<Sale, 'id' | 'items'>): string[] {
  return [...sale.items.map((item) => item.name), sale.id, displayOrderId(sale.id)];
}

export function createProductIndex<P extends Pick<Product, 'name' | 'barcode'>>(products: readonly P[]): SearchIndex<P> {
  return createSearchIndex(products, productSearchKeys);
}

export function createCustomerIndex<C extends Pick<Customer, 'name' | 'phone'>>(
  customers: readonly C[],
): SearchIndex<C> {
  return createSearchIndex(customers, customerSearchKeys);
}

export function createSaleIndex<S extends Pick<Sale, 'id' | 'items'>>(sales: readonly S[]): SearchIndex<S> {
  return createSearchIndex(sales, saleSearchKeys);
}

/**
 * A refund is found by every item name it gives back, its own id and its sale's (each also in its
 * short form, `#1A2B3C4D`), and the customer's name (docs/product-rules.md, 'Refunds').
 */
export function refundSearchKeys(refund: Pick<Refund, 'id' | 'saleId' | 'items' | 'customer'>): string[] {
  return [...refund.items.map((item) => item.name), refund.id, displayOrderId(refund.id), refund.saleId, displayOrderId(refund.saleId), refund.customer?.name ?? ''];
}

/**
 * Sales History's keys: a sale's (`saleSearchKeys`) or a refund's (`refundSearchKeys`), then the
 * name of the staff member who made it (`madeBy`, staff.ts's StaffStamp), so a seller's name lists
 * their sales and refunds (docs/product-rules.md, 'Staff at the till': 'Who did it'). A record
 * without a stamp was made by the owner's account: it is found by the owner's name, when given, as
 * its Sold by column names them.
 */
export function historySearchKeys(entry: HistoryEntry, ownerName: string | null = null): string[] {
  const own = isRefund(entry) ? refundSearchKeys(entry) : saleSearchKeys(entry);
  return [...own, entry.madeBy?.name ?? ownerName ?? ''];
}

/** Sales and refunds, searched as Sales History searches them (`ownerName`: who made the unstamped ones). */
export function createHistoryIndex<E extends HistoryEntry>(entries: readonly E[], ownerName: string | null = null): SearchIndex<E> {
  return createSearchIndex(entries, (entry) => historySearchKeys(entry, ownerName));
}
