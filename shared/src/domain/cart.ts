// The point of sale's cart, as immutable values: every change returns a new cart and, when a
// change was refused, the reason, so the screen can say why.
import type { CurrencyCode, Product, ProductType } from './entities';
import { MAX_LINE_QUANTITY } from './constants';

export interface CartLine {
  productId: string;
  name: string;
  type: ProductType;
  /** Unit price in minor units of `currency`. */
  unitPriceMinor: number;
  currency: CurrencyCode;
  quantity: number;
  /** Stock on hand for a Physical product; null for Digital and Ticket (unlimited). */
  stock: number | null;
  /**
   * The product's unit cost in minor units, refreshed with its price; null or absent when unknown.
   * The sale line keeps it (sale.ts, buildSale); the till never shows it.
   */
  unitCostMinor?: number | null;
}

export interface Cart {
  /** The sale's one currency: the first line's, or null while the cart is empty. */
  currency: CurrencyCode | null;
  lines: readonly CartLine[];
}

/** Why a change to the cart was not made (or only partly made). */
export type CartRefusal = 'out-of-stock' | 'stock-limit' | 'currency-mismatch' | 'line-limit';

export interface CartResult {
  cart: Cart;
  refused: CartRefusal | null;
}

/** The fields of a product the cart needs. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'type' | 'priceMinor' | 'currency' | 'quantity' | 'costMinor'>;

const EMPTY_CART: Cart = Object.freeze({ currency: null, lines: Object.freeze([]) as readonly CartLine[] });

export function emptyCart(): Cart {
  return EMPTY_CART;
}

/** Stock of a product for the cart: a whole number ≥ 0 for Physical, null (unlimited) otherwise. */
export function productStock(product: Pick<Product, 'type' | 'quantity'>): number | null {
  if (product.type !== 'Physical') return null;
  const quantity = product.quantity ?? 0;
  return Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

function withLines(lines: readonly CartLine[], currency: CurrencyCode | null): Cart {
  return lines.length === 0 ? EMPTY_CART : { currency, lines };
}

export function findLine(cart: Cart, productId: string): CartLine | undefined {
  return cart.lines.find((line) => line.productId === productId);
}

/** Why adding one more of `product` would be refused, or null when it can be added. */
export function addRefusal(product: CartProduct, cart: Cart): CartRefusal | null {
  if (cart.currency !== null && cart.lines.length > 0 && product.currency !== cart.currency) {
    return 'currency-mismatch';
  }
  const inCart = findLine(cart, product.id)?.quantity ?? 0;
  if (inCart >= MAX_LINE_QUANTITY) return 'line-limit';
  const stock = productStock(product);
  if (stock === null) return null;
  if (stock === 0) return 'out-of-stock';
  return inCart >= stock ? 'stock-limit' : null;
}

/**
 * Adds one of `product`. A Physical product with no stock is refused, as is going above its stock
 * and a product priced in another currency than the sale's. Digital and Ticket are unlimited.
 */
export function addToCart(cart: Cart, product: CartProduct): CartResult {
  const refused = addRefusal(product, cart);
  if (refused !== null) return { cart, refused };
  const stock = productStock(product);
  const unitPriceMinor = product.priceMinor;
  const unitCostMinor = product.costMinor ?? null;
  const existing = findLine(cart, product.id);
  const lines = existing
    ? cart.lines.map((line) =>
        line.productId === product.id
          ? { ...line, name: product.name, unitPriceMinor, unitCostMinor, quantity: line.quantity + 1, stock }
          : line,
      )
    : [
        ...cart.lines,
        {
          productId: product.id,
          name: product.name,
          type: product.type,
          unitPriceMinor,
          currency: product.currency,
          quantity: 1,
          stock,
          unitCostMinor,
        },
      ];
  return { cart: withLines(lines, product.currency), refused: null };
}

/**
 * Sets a line's quantity. Below 1 removes the line; above the stock of a Physical product the
 * quantity is capped at the stock and the result says `stock-limit`; above MAX_LINE_QUANTITY it is
 * capped there and says `line-limit`. Fractions are rounded down.
 */
export function setLineQuantity(cart: Cart, productId: string, quantity: number): CartResult {
  const line = findLine(cart, productId);
  if (!line) return { cart, refused: null };
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (wanted < 1) return { cart: removeLine(cart, productId), refused: null };
  const asked = Math.min(wanted, MAX_LINE_QUANTITY);
  if (line.stock !== null && asked > line.stock) {
    if (line.stock < 1) return { cart: removeLine(cart, productId), refused: 'out-of-stock' };
    return { cart: replaceQuantity(cart, productId, line.stock), refused: 'stock-limit' };
  }
  return { cart: replaceQuantity(cart, productId, asked), refused: wanted > MAX_LINE_QUANTITY ? 'line-limit' : null };
}

function replaceQuantity(cart: Cart, productId: string, quantity: number): Cart {
  return withLines(
    cart.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
    cart.currency,
  );
}

export function removeLine(cart: Cart, productId: string): Cart {
  const lines = cart.lines.filter((line) => line.productId !== productId);
  return lines.length === cart.lines.length ? cart : withLines(lines, cart.currency);
}

/** Number of units across all lines. */
export function cartItemCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A sale can be completed only with at least one line. */
export function canCheckout(cart: Cart): boolean {
  return cart.lines.length > 0;
}

/**
 * Brings the cart in line with the live product list: names, prices and stock are refreshed,
 * quantities are capped at the new stock, and lines whose product was deleted, ran out of stock
 * or changed currency are dropped.
 */
export function syncCartWithProducts(cart: Cart, products: readonly CartProduct[]): Cart {
  if (cart.lines.length === 0) return cart;
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: CartLine[] = [];
  let changed = false;
  for (const line of cart.lines) {
    const product = byId.get(line.productId);
    const stock = product ? productStock(product) : 0;
    if (!product || stock === 0 || product.currency !== line.currency) {
      changed = true;
      continue;
    }
    const quantity = stock === null ? line.quantity : Math.min(line.quantity, stock);
    const unitPriceMinor = product.priceMinor;
    const unitCostMinor = product.costMinor ?? null;
    const next: CartLine = { ...line, name: product.name, type: product.type, unitPriceMinor, unitCostMinor, quantity, stock };
    if (
      next.name !== line.name ||
      next.type !== line.type ||
      next.unitPriceMinor !== line.unitPriceMinor ||
      next.unitCostMinor !== (line.unitCostMinor ?? null) ||
      next.quantity !== line.quantity ||
      next.stock !== line.stock
    ) {
      changed = true;
    }
    lines.push(next);
  }
  return changed ? withLines(lines, cart.currency) : cart;
}
