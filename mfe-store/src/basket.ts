// The customer's basket, kept on their phone (localStorage, one per store): which products and how
// many, never a price — the page prices it from the published store it shows, and the server
// prices the order again from the shop's own catalogue (online-orders.ts, placeOrder).
import { MAX_ORDER_LINES, orderTotals, type OrderRequest, type CheckoutForm } from '@shop/shared/domain';
import type { PublishedProduct } from '@shop/shared/domain';

/** Units wanted by product id, in the order they were first added. */
export type Basket = Readonly<Record<string, number>>;

export const EMPTY_BASKET: Basket = {};

/** Where the basket of the store `name` is kept on this phone. */
export function basketKey(name: string): string {
  return `shop.store-basket.${name}`;
}

/** The basket kept for the store, or empty when none is kept (or it cannot be read). */
export function readBasket(name: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Basket {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(basketKey(name)) ?? '{}');
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return EMPTY_BASKET;
    return Object.fromEntries(Object.entries(kept).filter(([, units]) => Number.isSafeInteger(units) && (units as number) > 0)) as Basket;
  } catch {
    return EMPTY_BASKET;
  }
}

/** Keeps the basket for the store (an empty one is forgotten); a phone that refuses storage keeps it for the visit only. */
export function keepBasket(name: string, basket: Basket, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (Object.keys(basket).length === 0) storage?.removeItem(basketKey(name));
    else storage?.setItem(basketKey(name), JSON.stringify(basket));
  } catch {
    /* private mode or full: the basket lives as long as the page */
  }
}

/** The basket with `units` of the product (0 takes it out), at most what a basket may take of it, and at most MAX_ORDER_LINES products. */
export function setUnits(basket: Basket, product: Pick<PublishedProduct, 'id' | 'orderableUnits'>, units: number): Basket {
  const wanted = Math.max(0, Math.min(Math.floor(units), product.orderableUnits));
  const { [product.id]: _had, ...rest } = basket;
  if (wanted === 0) return rest;
  if (!(product.id in basket) && Object.keys(basket).length >= MAX_ORDER_LINES) return basket;
  return { ...basket, [product.id]: wanted };
}

/** One line of the basket as the page shows it: the product as published, and how many. */
export interface BasketLine {
  product: PublishedProduct;
  quantity: number;
}

/** The basket's lines among the store's products; a product no longer published drops out. */
export function basketLines(basket: Basket, products: readonly PublishedProduct[]): BasketLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return Object.entries(basket).flatMap(([id, quantity]) => {
    const product = byId.get(id);
    return product ? [{ product, quantity }] : [];
  });
}

/** The basket's totals at the published prices, with the delivery fee (online-orders.ts, orderTotals). */
export function basketTotals(lines: readonly BasketLine[], deliveryFeeMinor: number) {
  return orderTotals(
    lines.map((line) => ({ unitPriceMinor: line.product.priceMinor, quantity: line.quantity })),
    deliveryFeeMinor,
  );
}

/** Units in the basket, for its button. */
export function basketUnits(basket: Basket): number {
  return Object.values(basket).reduce((sum, units) => sum + units, 0);
}

/** What the page sends to place the order: product ids and quantities, the checkout as typed, and the total it showed (OrderRequest). */
export function orderRequestOf(lines: readonly BasketLine[], checkout: CheckoutForm, expectedTotalMinor: number): OrderRequest {
  return { lines: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })), checkout, expectedTotalMinor };
}
