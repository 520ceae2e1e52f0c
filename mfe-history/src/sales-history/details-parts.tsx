// What Sale Details and a refund's details both show: a term and its value in the facts or totals
// list, and the table of lines (item, quantity, unit price, line total).
import type { ReactNode } from 'react';
import { lineQuantityText, saleItemTotalMinor } from '@shop/shared/domain';
import type { SaleItem } from '@shop/shared/domain';
import { Money } from '@shop/shared/ui';
import type { DataTableColumn } from '@shop/shared/ui';
import styles from './sale-details.module.css';

export function Entry({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.entry} ${styles.strong}` : styles.entry}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const ITEM_COLUMNS: readonly DataTableColumn<SaleItem>[] = [
  { id: 'name', header: 'Item', cell: (item) => item.name, rowHeader: true },
  // A pack line says its packs: "2 × Carton of 24" (packs.ts, lineQuantityText).
  { id: 'quantity', header: 'Qty', cell: (item) => lineQuantityText(item), align: 'end', width: '4rem' },
  { id: 'price', header: 'Price', cell: (item) => <Money minor={item.priceMinor} currency={item.currency} />, align: 'end' },
  { id: 'total', header: 'Line total', cell: (item) => <Money minor={saleItemTotalMinor(item)} currency={item.currency} />, align: 'end' },
];
