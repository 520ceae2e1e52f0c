import { memo } from 'react';
import { BASIC_PRODUCTS_TEXT, COST_MESSAGES } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { Button, Money } from '@shop/shared/ui';
import { productMargin } from './cost';
import { StockBadge } from './stock-badge';
import styles from './product-row.module.css';

export interface ProductRowProps {
  product: Product;
  /** Units reserved for confirmed online orders (0 or absent: none), shown with what is available. */
  reserved?: number;
  onEdit: (product: Product) => void;
  /** Opens the stock form and history; offered for Physical products only. */
  onStock: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The margin is shown (staff.ts, 'see-costs-and-profit'; not a cashier's). Default true. */
  showCosts?: boolean;
  /** Edit and Delete are offered (staff.ts, 'edit-products'). Default true. */
  mayEdit?: boolean;
  /** The Stock button is offered (staff.ts, 'change-stock'). Default true. */
  mayChangeStock?: boolean;
  /** On Basic (docs/product-rules.md, 'Plans'): whether the till sells it, and the owner's box to choose; absent on other plans. */
  basic?: { sellable: boolean; mayChoose: boolean; onToggle: (product: Product) => void };
}

/** One product in the inventory list: picture, name, type, price, margin, stock and its actions (Stock, Edit, Delete). */
export const ProductRow = memo(function ProductRow({ product, reserved = 0, onEdit, onStock, onDelete, showCosts = true, mayEdit = true, mayChangeStock = true, basic }: ProductRowProps) {
  const margin = showCosts ? productMargin(product) : null;
  return (
    <div className={styles.row}>
      <div className={styles.thumb} aria-hidden="true">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <span className={styles.initial}>{product.name.trim().charAt(0).toUpperCase() || '?'}</span>
        )}
      </div>
      <p className={styles.name}>{product.name}</p>
      <p className={styles.meta}>
        <span className={styles.type}>{product.type}</span>
        <StockBadge product={product} reserved={reserved} />
        {basic ? (
          <label className={styles.basic}>
            <input
              type="checkbox"
              checked={basic.sellable}
              disabled={!basic.mayChoose}
              aria-label={BASIC_PRODUCTS_TEXT.sellableLabel(product.name)}
              onChange={() => basic.onToggle(product)}
            />
            <span aria-hidden="true">{BASIC_PRODUCTS_TEXT.sellable}</span>
          </label>
        ) : null}
      </p>
      <p className={styles.price}>
        <Money minor={product.priceMinor} currency={product.currency} />
      </p>
      {/* Price − cost and its share of the price; below cost in the colour of negative money. */}
      <p className={styles.margin}>
        {!showCosts ? null : margin ? (
          <>
            <span className={styles.marginLabel}>{COST_MESSAGES.margin}</span>{' '}
            <Money minor={margin.marginMinor} currency={product.currency} highlightNegative />
            {margin.percent !== null ? <span className={margin.marginMinor < 0 ? styles.loss : undefined}> · {margin.percent}%</span> : null}
          </>
        ) : (
          <span className={styles.unknown}>{COST_MESSAGES.costUnknown}</span>
        )}
      </p>
      <div className={styles.actions}>
        {product.type === 'Physical' && mayChangeStock ? (
          <Button size="sm" variant="secondary" aria-label={`Stock of ${product.name}`} onClick={() => onStock(product)}>
            Stock
          </Button>
        ) : null}
        {mayEdit ? (
          <>
            <Button size="sm" variant="secondary" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" className={styles.delete} aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
});
