// The chart's figures as a table: the accessible alternative to the chart (visually hidden
// beside it, or shown in its place with "Show as table"), with each day's cost of the goods sold
// and gross profit in the period's main currency (from the roll-ups: sales with no cost price
// count in neither).
import { dayRevenueText, formatMinor, PROFIT_TEXT } from '@shop/shared/domain';
import { DataTable, VisuallyHidden } from '@shop/shared/ui';
import type { DataTableColumn } from '@shop/shared/ui';
import type { DailyFigure } from './use-dashboard-figures';

const COLUMNS: readonly DataTableColumn<DailyFigure>[] = [
  { id: 'date', header: 'Day', cell: (point) => <time dateTime={point.date}>{point.label}</time>, rowHeader: true },
  { id: 'sales', header: 'Sales', cell: (point) => point.salesCount, align: 'end' },
  { id: 'revenue', header: 'Revenue', cell: dayRevenueText, align: 'end' },
  { id: 'cost', header: PROFIT_TEXT.cost, cell: (point) => formatMinor(point.costMinor, point.currency), align: 'end' },
  { id: 'gross-profit', header: PROFIT_TEXT.grossProfit, cell: (point) => formatMinor(point.grossProfitMinor, point.currency), align: 'end' },
];

export interface DailyFiguresTableProps {
  points: readonly DailyFigure[];
  caption: string;
  /** Read by screen readers only (the chart is shown). */
  hidden?: boolean;
}

export function DailyFiguresTable({ points, caption, hidden = false }: DailyFiguresTableProps) {
  if (!hidden) {
    return <DataTable caption={caption} columns={COLUMNS} rows={points} getRowId={(point) => point.date} density="compact" stickyHeader />;
  }
  // Hidden, it is a plain table: nothing in it takes focus that a sighted keyboard user could not see.
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.date}>
              {COLUMNS.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row">
                    {column.cell(point, index)}
                  </th>
                ) : (
                  <td key={column.id}>{column.cell(point, index)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
