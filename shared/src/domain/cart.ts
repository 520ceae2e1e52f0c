// The point of sale's cart, as immutable values: every change returns a new cart and, when a
// change was refused, the reason, so the screen can say why.
import type { CurrencyCode, Product, ProductPack, ProductType, SaleLinePack } from './entities';
import { MAX_LINE_QUANTITY } from './constants';
import { lineBaseUnits, lineKey, packCostMinor, packNamed } from './packs';

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
  /**
   * Only on a line sold by the pack (packs.ts): which pack. Then `quantity` counts packs,
   * `unitPriceMinor` and `unitCostMinor` are one pack's, and `stock` is still the pieces on hand.
   */
  pack?: SaleLinePack | null;
}

/** How the cart tells its lines apart: the product's id, with the pack's name on a pack line (packs.ts, lineKey). */
export function cartLineKey(line: Pick<CartLine, 'productId' | 'pack'>): string {
  return lineKey(line);
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
export type CartProduct = Pick<Product, 'id' | 'name' | 'type' | 'priceMinor' | 'currency' | 'quantity' | 'costMinor'> & Partial<Pick<Product, 'packs'>>;

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

/** The line of that key (`cartLineKey`: a product's id for its pieces). */
export function findLine(cart: Cart, key: string): CartLine | undefined {
  return cart.lines.find((line) => cartLineKey(line) === key);
}

/** Pieces of a product the cart's other lines take (all its lines but the one of `key`). */
function piecesElsewhere(cart: Cart, productId: string, key: string): number {
  return cart.lines.reduce((sum, line) => (line.productId === productId && cartLineKey(line) !== key ? sum + lineBaseUnits(line) : sum), 0);
}

/** The most of a line the stock allows: what is left after the product's other lines, in whole packs. */
function lineStockCap(cart: Cart, line: Pick<CartLine, 'productId' | 'pack' | 'stock'>): number | null {
  if (line.stock === null) return null;
  const left = line.stock - piecesElsewhere(cart, line.productId, cartLineKey(line));
  return Math.max(0, Math.floor(left / (line.pack?.size ?? 1)));
}

/** Why adding one more of `product` (by the pack when `pack` is given) would be refused, or null when it can be added. */
export function addRefusal(product: CartProduct, cart: Cart, pack: ProductPack | null = null): CartRefusal | null {
  if (cart.currency !== null && cart.lines.length > 0 && product.currency !== cart.currency) {
    return 'currency-mismatch';
  }
  const linePack = pack ? { name: pack.name, size: pack.size } : null;
  const inCart = findLine(cart, cartLineKey({ productId: product.id, pack: linePack }))?.quantity ?? 0;
  if (inCart >= MAX_LINE_QUANTITY) return 'line-limit';
  const stock = productStock(product);
  if (stock === null) return null;
  if (stock === 0) return 'out-of-stock';
  const cap = lineStockCap(cart, { productId: product.id, pack: linePack, stock }) ?? 0;
  if (cap === 0 && inCart === 0) return pack ? 'stock-limit' : 'out-of-stock';
  return inCart >= cap ? 'stock-limit' : null;
}

/**
 * Adds one of `product`, or one of its `pack` (packs.ts): a pack line is priced at the pack's price
 * and costed at the piece's cost × its size, and takes its size in pieces from the stock. A
 * Physical product with no stock is refused, as is going above its stock (in pieces, across its
 * lines) and a product priced in another currency than the sale's. Digital and Ticket are unlimited.
 */
export function addToCart(cart: Cart, product: CartProduct, pack: ProductPack | null = null): CartResult {
  const refused = addRefusal(product, cart, pack);
  if (refused !== null) return { cart, refused };
  const stock = productStock(product);
  const linePack = pack ? { name: pack.name, size: pack.size } : null;
  const unitPriceMinor = pack ? pack.priceMinor : product.priceMinor;
  const unitCostMinor = packCostMinor(product.costMinor, linePack);
  const key = cartLineKey({ productId: product.id, pack: linePack });
  const existing = findLine(cart, key);
  const lines = existing
    ? cart.lines.map((line) =>
        cartLineKey(line) === key
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
          ...(linePack ? { pack: linePack } : {}),
        },
      ];
  return { cart: withLines(lines, product.currency), refused: null };
}

/**
 * Sets a line's quantity. Below 1 removes the line; above the stock of a Physical product the
 * quantity is capped at the stock and the result says `stock-limit`; above MAX_LINE_QUANTITY it is
 * capped there and says `line-limit`. Fractions are rounded down.
 */
export function setLineQuantity(cart: Cart, key: string, quantity: number): CartResult {
  const line = findLine(cart, key);
  if (!line) return { cart, refused: null };
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (wanted < 1) return { cart: removeLine(cart, key), refused: null };
  const asked = Math.min(wanted, MAX_LINE_QUANTITY);
  const cap = lineStockCap(cart, line);
  if (cap !== null && asked > cap) {
    if (cap < 1) return { cart: removeLine(cart, key), refused: 'out-of-stock' };
    return { cart: replaceQuantity(cart, key, cap), refused: 'stock-limit' };
  }
  return { cart: replaceQuantity(cart, key, asked), refused: wanted > MAX_LINE_QUANTITY ? 'line-limit' : null };
}

function replaceQuantity(cart: Cart, key: string, quantity: number): Cart {
  return withLines(
    cart.lines.map((line) => (cartLineKey(line) === key ? { ...line, quantity } : line)),
    cart.currency,
  );
}

/** Removes the line of that key (`cartLineKey`: a product's id for its pieces). */
export function removeLine(cart: Cart, key: string): Cart {
  const lines = cart.lines.filter((line) => cartLineKey(line) !== key);
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
  const piecesTaken = new Map<string, number>();
  for (const line of cart.lines) {
    const product = byId.get(line.productId);
    const stock = product ? productStock(product) : 0;
    // A pack line whose pack is gone or changed its size is dropped, as a deleted product's line is.
    const pack = line.pack && product ? packNamed(product, line.pack.name) : undefined;
    if (!product || stock === 0 || product.currency !== line.currency || (line.pack && pack?.size !== line.pack.size)) {
      changed = true;
      continue;
    }
    const size = line.pack?.size ?? 1;
    const taken = piecesTaken.get(line.productId) ?? 0;
    const quantity = stock === null ? line.quantity : Math.min(line.quantity, Math.floor(Math.max(0, stock - taken) / size));
    if (quantity < 1) {
      changed = true;
      continue;
    }
    piecesTaken.set(line.productId, taken + quantity * size);
    const unitPriceMinor = pack ? pack.priceMinor : product.priceMinor;
    const unitCostMinor = packCostMinor(product.costMinor, line.pack);
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
