import { STOCK_LEVEL_LABELS, stockLevel } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import styles from './stock-badge.module.css';

/** The stock of a Physical product, with a 'Low stock', 'Out of stock' or below-zero badge when it needs attention. */
export function StockBadge({ product }: { product: Pick<Product, 'type' | 'quantity'> }) {
  const level = stockLevel(product);
  if (level === null) return <span className={styles.none}>No stock kept</span>;
  const quantity = product.quantity ?? 0;
  return (
    <span className={styles.stock}>
      <span>{quantity.toLocaleString('en-US')} in stock</span>
      {level !== 'ok' ? (
        <span className={level === 'low' ? styles.low : styles.out} data-stock-level={level}>
          {STOCK_LEVEL_LABELS[level]}
        </span>
      ) : null}
    </span>
  );
}
