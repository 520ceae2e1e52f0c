import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './data-table.module.css';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** 'end' for amounts and counts. */
  align?: 'start' | 'center' | 'end';
  /** This column names its row (rendered as a row header, e.g. the product name). */
  rowHeader?: boolean;
  /** Header read by screen readers only, e.g. for an actions column. */
  headerHidden?: boolean;
  /** CSS width, e.g. '8rem' or '20%'. */
  width?: string;
}

export interface DataTableProps<Row> {
  /** Names the table (and its scrolling region). */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /** Shown in place of the rows when there are none, e.g. an EmptyState. */
  empty?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  density?: 'comfortable' | 'compact';
  stickyHeader?: boolean;
  className?: string;
}

const alignClass = (align: DataTableColumn<unknown>['align']) =>
  align === 'end' ? styles.end : align === 'center' ? styles.center : undefined;

/** A plain, accessible table: a caption, column headers, optional row headers, and an empty state. */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  empty,
  loading = false,
  loadingLabel = 'Loading…',
  density = 'comfortable',
  stickyHeader = false,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const showPlaceholder = loading || rows.length === 0;
  return (
    <div className={cx(styles.frame, className)}>
      {/* The region scrolls sideways on phones; it is focusable so keyboards can scroll it too. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table
          className={cx(styles.table, density === 'compact' && styles.compact, stickyHeader && styles.sticky)}
          aria-busy={loading || undefined}
        >
          <caption id={captionId} className={captionHidden ? undefined : styles.caption}>
            {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.th, alignClass(column.align))}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {showPlaceholder ? (
              <tr className={styles.row}>
                <td colSpan={Math.max(columns.length, 1)} className={cx(styles.td, styles.empty)}>
                  {loading ? <Spinner label={loadingLabel} showLabel centered /> : empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={getRowId(row, index)} className={styles.row}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={cx(styles.td, styles.rowHeader, alignClass(column.align))}>
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td key={column.id} className={cx(styles.td, alignClass(column.align))}>
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
