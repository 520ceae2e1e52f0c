import { availableUnits, ONLINE_STORE_TEXT, STOCK_LEVEL_LABELS, stockLevel } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { STOCK_MESSAGES } from './stock-words';
import styles from './stock-badge.module.css';

/**
 * The stock of a Physical product, with a 'Low stock', 'Out of stock' or below-zero badge when it
 * needs attention; with units `reserved` for confirmed online orders, also those and what is
 * available (in stock − reserved, never below 0: availableUnits; docs/product-rules.md, 'Online store').
 */
export function StockBadge({ product, reserved = 0 }: { product: Pick<Product, 'type' | 'quantity'>; reserved?: number }) {
  const level = stockLevel(product);
  if (level === null) return <span className={styles.none}>No stock kept</span>;
  const quantity = product.quantity ?? 0;
  return (
    <span className={styles.stock}>
      <span>{quantity.toLocaleString('en-US')} in stock</span>
      {reserved > 0 ? (
        <>
          <span className={styles.reserved}>{ONLINE_STORE_TEXT.reserved(reserved)}</span>
          <span className={styles.available}>{STOCK_MESSAGES.available(availableUnits(quantity, reserved))}</span>
        </>
      ) : null}
      {level !== 'ok' ? (
        <span className={level === 'low' ? styles.low : styles.out} data-stock-level={level}>
          {STOCK_LEVEL_LABELS[level]}
        </span>
      ) : null}
    </span>
  );
}
