import type { Key } from 'react';
import Card from 'react-bootstrap/Card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';

type CardTableProps<T> = {
  label: string;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  columns: readonly DataColumn<T>[];
  /** Said instead of an empty table. */
  emptyText: string;
};

/** A section of the admin group page: its rows in a card, or one line saying there are none. */
export function CardTable<T>({ emptyText, ...table }: CardTableProps<T>) {
  if (table.rows.length === 0) return <p className="text-body-secondary mb-0">{emptyText}</p>;
  return (
    <Card className="shadow-sm">
      <DataTable {...table} />
    </Card>
  );
}
