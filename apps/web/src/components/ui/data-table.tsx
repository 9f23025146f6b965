import type { Key, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import './data-table.css';

export type DataColumn<T> = {
  /** The column header; on a phone, the label beside each value. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cell that names its row (a row header); on a phone, the card's title. */
  rowHeader?: boolean;
  /** Amounts and counts, aligned right on wide screens. */
  numeric?: boolean;
  /** Keeps the value on one line in the wide layout (dates, amounts, addresses). */
  nowrap?: boolean;
  /** Buttons or links acting on the row: on a phone they take the card's width, unlabelled. */
  action?: boolean;
  /** The header is read by assistive technology only. */
  hiddenHeader?: boolean;
  className?: string;
};

type DataTableProps<T> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Names the table: a visible heading's id, or a label. */
  labelledBy?: string;
  label?: string;
  hover?: boolean;
  striped?: boolean;
  className?: string;
  /**
   * For wide operator tables that may scroll inside themselves on a mid-size screen: the
   * scroller becomes a named region that takes keyboard focus (WCAG 2.1.1).
   */
  scrollRegionLabel?: string;
};

/**
 * The one table of the app. On a wide screen a table; below Bootstrap's lg breakpoint (phones and tablets) each row
 * is a card with every value beside its label, so no column (a status, a total, the action)
 * hides off screen in a sideways-scrolling table (/tickets, /airline/bids, admin
 * Groups and the group page's passengers all did). It stays a table to assistive technology.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  labelledBy,
  label,
  hover = true,
  striped = false,
  className,
  scrollRegionLabel,
}: DataTableProps<T>) {
  const table = (
    <Table
      // Between md and a wide screen a many-column table may still be wider than the page: it
      // scrolls inside itself then, never the page.
      responsive={!scrollRegionLabel}
      hover={hover}
      striped={striped}
      className={['data-table align-middle mb-0', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      // Stacked rows lose the table's native semantics in some browsers: the roles keep them.
      role="table"
    >
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              role="columnheader"
              className={column.numeric ? 'text-end' : undefined}
            >
              {column.hiddenHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} role="row">
            {columns.map((column) => {
              const classes = [
                column.numeric && 'text-lg-end',
                column.nowrap && 'data-table-nowrap',
                column.className,
              ]
                .filter(Boolean)
                .join(' ');
              const props = {
                className: classes || undefined,
                // The phone layout's label (CSS shows it before the value).
                'data-label': column.rowHeader || column.action ? undefined : column.header,
              };
              return column.rowHeader ? (
                <th key={column.header} scope="row" role="rowheader" {...props}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} role="cell" {...props}>
                  {column.cell(row, index)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  if (!scrollRegionLabel) return table;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={scrollRegionLabel}>
      {table}
    </div>
  );
}
