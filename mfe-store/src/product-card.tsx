// One product of the store's page: its photo (sized, loaded as it scrolls into view), name, price
// in the store's currency, and either Sold out or the buttons that put it in the basket.
import { memo } from 'react';
import { formatMinor, ONLINE_STORE_TEXT, type CurrencyCode, type PublishedProduct } from '@shop/shared/domain';
import { STOREFRONT_TEXT } from './storefront-words';
import styles from './storefront.module.css';

/** The photo's box on the page, in CSS pixels: the image is asked at this size so nothing shifts as it loads. */
export const PHOTO_SIZE = 96;

export interface ProductCardProps {
  product: PublishedProduct;
  currency: CurrencyCode;
  /** Units of it in the basket (0 when none). */
  inBasket: number;
  onUnits: (product: PublishedProduct, units: number) => void;
}

/** Drawn again only when its product, currency, units or handler change: a keystroke of the search redraws only the cards it adds. */
export const ProductCard = memo(function ProductCard({ product, currency, inBasket, onUnits }: ProductCardProps) {
  const soldOut = product.orderableUnits === 0;
  return (
    <li className={styles.card}>
      {product.imageUrl ? (
        <img className={styles.photo} src={product.imageUrl} alt={product.name} width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.noPhoto} aria-hidden="true">
          {product.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <h3 className={styles.productName}>{product.name}</h3>
        <p className={styles.price}>{formatMinor(product.priceMinor, currency)}</p>
        {soldOut ? (
          <p className={styles.soldOut}>{ONLINE_STORE_TEXT.soldOut}</p>
        ) : inBasket === 0 ? (
          <button type="button" className={styles.button} aria-label={STOREFRONT_TEXT.add(product.name)} onClick={() => onUnits(product, 1)}>
            Add
          </button>
        ) : (
          <Stepper product={product} units={inBasket} onUnits={onUnits} />
        )}
      </div>
    </li>
  );
});

/** − units + for a product in the basket; + stops at what a basket may take of it. */
export function Stepper({ product, units, onUnits }: { product: PublishedProduct; units: number; onUnits: ProductCardProps['onUnits'] }) {
  return (
    <span className={styles.stepper}>
      <button type="button" className={styles.button} aria-label={STOREFRONT_TEXT.fewer(product.name)} onClick={() => onUnits(product, units - 1)}>
        −
      </button>
      <span aria-live="polite">{STOREFRONT_TEXT.inBasket(units)}</span>
      <button type="button" className={styles.button} aria-label={STOREFRONT_TEXT.more(product.name)} disabled={units >= product.orderableUnits} onClick={() => onUnits(product, units + 1)}>
        +
      </button>
    </span>
  );
}
