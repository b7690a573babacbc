import type { MouseEvent } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { cellContent, lifecycleStatus, NameButton, NameWithStatus } from './cells.tsx';
import { columnCount } from './data-table-grid.tsx';
import { DeleteAction, EditAction, rowLabel } from './row-actions.tsx';
import { ROW_HEIGHT } from './table-states.tsx';
import type { DataTableProps } from './types.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** What renders one row, as a table row or as a card. */
export interface RowProps<T> {
  row: T;
  table: DataTableProps<T>;
  highlighted: boolean;
}

/** The row's click handler when a click anywhere on it opens it. */
export function rowClick<T>(table: DataTableProps<T>, row: T) {
  if (!table.openOnRowClick || !table.onOpen) return undefined;
  return (event: MouseEvent) => {
    // The row's own buttons and links do what they say.
    if ((event.target as HTMLElement).closest('button, a, input')) return;
    table.onOpen?.(row);
  };
}

/** The row's name (a button or a link) with its status chip. */
export function RowName<T>({
  table,
  row,
  wrap,
}: {
  table: DataTableProps<T>;
  row: T;
  wrap?: boolean;
}) {
  return (
    <NameWithStatus status={lifecycleStatus(row)}>
      <NameButton
        name={table.name.value(row)}
        label={rowLabel(table, row)}
        href={table.name.href?.(row)}
        onClick={table.onOpen && (() => table.onOpen?.(row))}
        wrap={wrap}
      />
    </NameWithStatus>
  );
}

/** One row: the name button (with its status chip), the columns, then Edit and Delete. */
export function DataTableRow<T>({ row, table, highlighted }: RowProps<T>) {
  const onClick = rowClick(table, row);
  const detail = table.detail?.(row);
  const main = (
    <TableRow
      hover
      selected={highlighted}
      onClick={onClick}
      sx={{
        height: ROW_HEIGHT,
        transition: 'background-color 600ms',
        ...(onClick && { cursor: 'pointer' }),
        ...(lifecycleStatus(row) && { '& td': { color: 'text.secondary' } }),
        // The detail below belongs to this row: no line between them.
        ...(detail && { '& > td': { borderBottom: 0 } }),
      }}
    >
      <TableCell>
        <RowName table={table} row={row} />
      </TableCell>
      {table.columns.map((column) => (
        <TableCell
          key={column.id}
          align={column.kind === 'date' ? 'right' : column.align}
          sx={column.kind === 'date' || column.align === 'right' ? numeric : undefined}
        >
          {cellContent(column, row)}
        </TableCell>
      ))}
      {table.onEdit && (
        <TableCell align="center" padding="none">
          <EditAction table={table} row={row} />
        </TableCell>
      )}
      {table.onDelete && (
        <TableCell align="center" padding="none">
          <DeleteAction table={table} row={row} />
        </TableCell>
      )}
    </TableRow>
  );
  if (!detail) return main;
  return (
    <>
      {main}
      <TableRow>
        <TableCell colSpan={columnCount(table)} sx={{ pt: 0 }}>
          {detail}
        </TableCell>
      </TableRow>
    </>
  );
}
