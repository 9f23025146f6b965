import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table.tsx';

type Row = { id: string; name: string; total: number };
const COLUMNS: DataColumn<Row>[] = [
  { header: 'Name', rowHeader: true, cell: (r) => r.name },
  { header: 'Total', numeric: true, nowrap: true, cell: (r) => `₹${r.total}` },
  { header: 'Actions', action: true, cell: (r) => <button>Open {r.name}</button> },
];

describe('DataTable', () => {
  it('is a table with a row header per row and each value labelled for the phone layout', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={[
          { id: 'a', name: 'Asha', total: 12 },
          { id: 'b', name: 'Ravi', total: 30 },
        ]}
        rowKey={(r) => r.id}
        label="Totals"
      />,
    );
    const table = screen.getByRole('table', { name: 'Totals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Total', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Asha');
    const [total, action] = within(first!).getAllByRole('cell');
    // The label a phone shows beside the value; an action takes the card's width unlabelled.
    expect(total).toHaveAttribute('data-label', 'Total');
    expect(total).toHaveClass('text-lg-end', 'data-table-nowrap');
    expect(action).not.toHaveAttribute('data-label');
    expect(within(action!).getByRole('button', { name: 'Open Asha' })).toBeVisible();
  });

  it('makes a wide operator table a focusable, named scroll region when asked', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.id}
        label="Users"
        scrollRegionLabel="Users"
      />,
    );
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });
});
