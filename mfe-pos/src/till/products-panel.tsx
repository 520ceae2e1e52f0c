// The till's product list: a live, searchable, windowed list. Typing a name and pressing Enter
// adds the one product it designates, and a barcode typed or sent by a USB scanner (a keyboard
// that types the code and Enter) adds the product that carries it; the camera scans too
// (camera-scan.tsx).
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  BARCODE_MESSAGES,
  ERROR_MESSAGES,
  SCREEN_TEXT,
  createProductIndex,
  formatMinor,
  availableUnits,
  pickScannedProduct,
  packChoiceText,
  productStock,
  readBarcode,
  scanMatch,
  catalogueEntries,
  variantChoiceText,
  variantsPriceText,
  variantsStock,
} from '@shop/shared/domain';
import type { Cart, CartProduct, CatalogueEntry, Product, ProductPack, SearchIndex } from '@shop/shared/domain';
import type { LiveState } from '@shop/shared/session';
import { Button, EmptyState, ErrorBanner, Field, Spinner, VirtualList } from '@shop/shared/ui';
import type { TillNotice } from './use-till';
import { NoticeLine } from './notice-line';
import { availableWords, heldWords, NOTHING_HELD } from './held-stock';
import type { ReservedStock } from './held-stock';
import { TillPanel } from './till-panel';
import { CameraScan } from './camera-scan';
import styles from './products-panel.module.css';

export interface ProductsPanelProps {
  products: LiveState<Product[]>;
  /** Units held for confirmed online orders by product id: each row shows what is available and what is held. */
  reserved?: ReservedStock;
  cart: Cart;
  locked?: boolean;
  notice: TillNotice | null;
  /** Adds one of the product, or with `pack` one of that pack of it (packs.ts). */
  onAdd: (product: CartProduct, origin?: TillNotice['origin'], pack?: ProductPack | null) => boolean;
  /** The most the scrolling list grows to; with fewer products it fits them. */
  listHeight?: string | number;
  /** Offered for a scanned code no product carries, when the person at the till may add products. */
  onAddUnknown?: (code: string) => void;
}

/** A scan that found nothing: a code that reads as a barcode, or words no product matches. */
type ScanMiss = { kind: 'barcode' | 'words'; text: string };

export function ProductsPanel({ products, reserved = NOTHING_HELD, cart, locked = false, notice, onAdd, listHeight = 'min(60vh, 640px)', onAddUnknown }: ProductsPanelProps) {
  const [query, setQuery] = useState('');
  const [scanMiss, setScanMiss] = useState<ScanMiss | null>(null);
  const list = products.data;
  // Built once per product list; each keystroke is then one substring test per product.
  const index = useMemo(() => (list ? createProductIndex(list) : null), [list]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
      setScanMiss(null);
      return;
    }
    if (event.key !== 'Enter' || !index || query.trim() === '') return;
    event.preventDefault();
    // A barcode finds the one product that carries it (its UPC-A and EAN-13 readings alike) before
    // any name; a pack's barcode finds its product and adds that pack (packs.ts, scanMatch).
    const match = list ? scanMatch(list, query) : undefined;
    const product = match?.product ?? pickScannedProduct(index.search(query), query);
    if (!product) {
      const code = readBarcode(query);
      setScanMiss({ kind: code.ok && code.format !== 'Code 128' ? 'barcode' : 'words', text: query.trim() });
      return;
    }
    setScanMiss(null);
    if (onAdd(product, 'products', match?.pack ?? null)) setQuery('');
  };

  return (
    <TillPanel title={SCREEN_TEXT.posProductsPanel} count={index ? countLabel(index.size) : null}>
      {/* The camera beside the search, on its row: the list below keeps the height it had. */}
      <div className={styles.searchRow}>
        <Field
          type="search"
          label="Search products"
          labelHidden
          placeholder="Search or scan a product name or barcode"
          hint="Press Enter to add the product that matches."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setScanMiss(null);
          }}
          onKeyDown={handleKeyDown}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          className={styles.search}
        />
        <CameraScan products={list} onAdd={(product, pack) => onAdd(product, 'products', pack)} onAddUnknown={onAddUnknown} disabled={locked} />
      </div>
      <div className={styles.notices} aria-live="polite" aria-atomic="true">
        {scanMiss?.kind === 'barcode' ? (
          <div className={styles.unknownCode}>
            <NoticeLine tone="refused" text={BARCODE_MESSAGES.notFound(scanMiss.text)} />
            {onAddUnknown ? (
              <Button size="sm" onClick={() => onAddUnknown(scanMiss.text)}>
                Add this product
              </Button>
            ) : null}
          </div>
        ) : scanMiss !== null ? (
          <NoticeLine tone="refused" text={`No single product matches “${scanMiss.text}”. Choose one from the list.`} />
        ) : notice && notice.origin === 'products' ? (
          <NoticeLine key={notice.id} tone={notice.tone} text={notice.text} />
        ) : null}
      </div>
      {products.status === 'error' ? (
        <ErrorBanner onRetry={products.retry}>{ERROR_MESSAGES.productsLoadFailed}</ErrorBanner>
      ) : !index ? (
        <Spinner label="Loading products…" showLabel centered />
      ) : index.size === 0 ? (
        <EmptyState title="No products yet" description="Add products in All Products, then sell them here." />
      ) : (
        <ProductResults index={index} query={query} reserved={reserved} cart={cart} locked={locked} onAdd={onAdd} height={listHeight} />
      )}
    </TillPanel>
  );
}

function countLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
}

interface ProductResultsProps {
  index: SearchIndex<Product>;
  query: string;
  reserved: ReservedStock;
  cart: Cart;
  locked: boolean;
  onAdd: ProductsPanelProps['onAdd'];
  height: string | number;
}

/** The filtered list; it follows the search box a frame behind, so typing never waits for it. */
function ProductResults({ index, query, reserved, cart, locked, onAdd, height }: ProductResultsProps) {
  const deferredQuery = useDeferredValue(query);
  return <FilteredList index={index} query={deferredQuery} reserved={reserved} cart={cart} locked={locked} onAdd={onAdd} height={height} stale={deferredQuery !== query} />;
}

const FilteredList = memo(function FilteredList({
  index,
  query,
  reserved,
  cart,
  locked,
  onAdd,
  height,
  stale,
}: ProductResultsProps & { stale: boolean }) {
  const matches = useMemo(() => index.search(query), [index, query]);
  // A product with variants is one row, its variants under it (variants.ts, catalogueEntries).
  const entries = useMemo(() => catalogueEntries(matches), [matches]);
  // Pieces of each product in the sale, over its lines by the piece and by the pack.
  const inCart = useMemo(() => {
    const pieces = new Map<string, number>();
    for (const line of cart.lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity * (line.pack?.size ?? 1));
    return pieces;
  }, [cart.lines]);
  return (
    <div className={styles.results} data-stale={stale || undefined} data-sale={cart.lines.length > 0 || undefined} data-till-results>
      <p className={styles.matchCount} role="status" data-till-results-count>
        {query.trim() === '' ? '' : matches.length === 0 ? 'No products match your search.' : `${countLabel(matches.length)} found`}
      </p>
      {matches.length > 0 ? (
        <VirtualList
          items={entries}
          getKey={(entry) => (entry.kind === 'product' ? entry.product.id : `variants:${entry.productId}`)}
          estimateSize={64}
          height={height}
          fitContent
          label="Products to add"
          className={styles.list}
          renderItem={(entry) =>
            entry.kind === 'product' ? (
              <ProductRow product={entry.product} held={reserved.get(entry.product.id) ?? 0} inCart={inCart.get(entry.product.id) ?? 0} locked={locked} onAdd={onAdd} />
            ) : (
              <VariantsRow entry={entry} reserved={reserved} inCart={inCart} locked={locked} onAdd={onAdd} />
            )
          }
        />
      ) : null}
    </div>
  );
});

interface ProductRowProps {
  product: Product;
  /** Units held for online orders (0: none). */
  held: number;
  inCart: number;
  locked: boolean;
  onAdd: ProductsPanelProps['onAdd'];
}

const ProductRow = memo(function ProductRow({ product, held, inCart, locked, onAdd }: ProductRowProps) {
  const inStock = productStock(product);
  // What the till may sell: in stock − held, never below 0 (availableUnits).
  const stock = inStock === null ? null : availableUnits(inStock, held);
  const isHeld = inStock !== null && held > 0;
  const outOfStock = stock === 0;
  const packs = product.packs ?? [];
  const row = (
    <button
      type="button"
      className={styles.row}
      // Kept focusable when out of stock so the reason can be read and announced.
      aria-disabled={outOfStock || locked || undefined}
      data-out-of-stock={outOfStock || undefined}
      onClick={() => {
        if (!locked) onAdd(product, 'products');
      }}
    >
      <span className={styles.rowMain}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.meta}>
          <span className={styles.type}>{product.type}</span>
          {stock === null ? null : outOfStock ? (
            <span className={styles.outOfStock}>{isHeld ? availableWords(0) : 'Out of stock'}</span>
          ) : isHeld ? (
            <span className={styles.stock}>{availableWords(stock)}</span>
          ) : (
            <span className={styles.stock}>{stock.toLocaleString('en-US')} in stock</span>
          )}
          {isHeld ? <span className={styles.held}>{heldWords(held)}</span> : null}
          {inCart > 0 ? <span className={styles.inCart}>{inCart} in sale</span> : null}
        </span>
      </span>
      <span className={styles.price}>{formatMinor(product.priceMinor, product.currency)}</span>
    </button>
  );
  if (packs.length === 0) return row;
  // The unit switch (packs.ts): the row adds a piece; each pack beside it adds that pack, in one tap.
  return (
    <div className={styles.withPacks}>
      {row}
      <div className={styles.units} role="group" aria-label={`Sell ${product.name} by the pack`}>
        {packs.map((pack) => (
          <button
            key={pack.name}
            type="button"
            className={styles.unit}
            // Its visible words first (a spoken name holds what is seen), then whose pack it is.
            aria-label={`${packChoiceText(pack, product.currency)}, ${product.name}`}
            aria-disabled={outOfStock || locked || undefined}
            onClick={() => {
              if (!locked) onAdd(product, 'products', pack);
            }}
          >
            {packChoiceText(pack, product.currency)}
          </button>
        ))}
      </div>
    </div>
  );
});

interface VariantsRowProps {
  entry: Extract<CatalogueEntry<Product>, { kind: 'variants' }>;
  reserved: ReservedStock;
  inCart: ReadonlyMap<string, number>;
  locked: boolean;
  onAdd: ProductsPanelProps['onAdd'];
}

/**
 * A product with variants (variants.ts): its row opens its variants, and one tap on a variant —
 * 'M, Red · ₵120.00', with what is left of it — adds that variant. Each variant's stock is its own.
 */
const VariantsRow = memo(function VariantsRow({ entry, reserved, inCart, locked, onAdd }: VariantsRowProps) {
  const [open, setOpen] = useState(entry.variants.length === 1);
  const total = variantsStock(entry.variants);
  const inSale = entry.variants.reduce((sum, v) => sum + (inCart.get(v.id) ?? 0), 0);
  const groupId = `variants-${entry.productId}`;
  return (
    <div className={styles.withPacks}>
      <button type="button" className={styles.row} aria-expanded={open} aria-controls={groupId} onClick={() => setOpen((was) => !was)}>
        <span className={styles.rowMain}>
          <span className={styles.name}>{entry.name}</span>
          <span className={styles.meta}>
            <span className={styles.type}>{`${entry.variants.length} ${entry.variants.length === 1 ? 'variant' : 'variants'}`}</span>
            {total === null ? null : total === 0 ? <span className={styles.outOfStock}>Out of stock</span> : <span className={styles.stock}>{total.toLocaleString('en-US')} in stock</span>}
            {inSale > 0 ? <span className={styles.inCart}>{inSale} in sale</span> : null}
          </span>
        </span>
        <span className={styles.price}>{variantsPriceText(entry.variants)}</span>
      </button>
      {open ? (
        <div id={groupId} className={styles.units} role="group" aria-label={`Choose ${entry.name}: ${entry.options.join(', ')}`}>
          {entry.variants.map((variant) => {
            const inStock = productStock(variant);
            const left = inStock === null ? null : availableUnits(inStock, reserved.get(variant.id) ?? 0);
            const words = variantChoiceText(variant, variant.currency);
            return (
              <button
                key={variant.id}
                type="button"
                className={styles.unit}
                aria-label={`${words}${left === 0 ? ', out of stock' : ''}, ${entry.name}`}
                aria-disabled={left === 0 || locked || undefined}
                data-out-of-stock={left === 0 || undefined}
                onClick={() => {
                  if (!locked) onAdd(variant, 'products');
                }}
              >
                {words}
                {left === null ? null : <span className={styles.variantLeft}>{left === 0 ? 'Out of stock' : `${left.toLocaleString('en-US')} left`}</span>}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
});
