import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataTableProps } from './types.ts';
import type { SortDir } from './use-list-state.ts';

const ACTION_WIDTH = 75;
const DATE_WIDTH = 124;
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The table's columns: the name, the rest, then Edit and Delete when given. */
export function columnCount<T>(table: DataTableProps<T>) {
  return 1 + table.columns.length + (table.onEdit ? 1 : 0) + (table.onDelete ? 1 : 0);
}

/** The table from `md` up: sortable headers over the rows (or the state shown instead). */
export function DataTableGrid<T>({ table, body }: { table: DataTableProps<T>; body: ReactNode }) {
  const { name, columns, list } = table;
  const headerCell = (
    key: string,
    label: string,
    sortCol: string | undefined,
    firstDir: SortDir,
    sx: object,
    align?: 'left' | 'right' | 'center',
    padding?: 'none',
  ) => {
    const active = Boolean(sortCol) && list.sortCol === sortCol;
    return (
      <TableCell
        key={key}
        align={align}
        padding={padding}
        // A plain label stays on one line, cut with an ellipsis where its column is narrow (a
        // sort label keeps its room for the arrow).
        sx={sortCol ? sx : { ...sx, ...ELLIPSIS }}
        sortDirection={active ? list.sortDir : false}
      >
        {sortCol ? (
          <TableSortLabel
            active={active}
            direction={active ? list.sortDir : firstDir}
            onClick={() => list.sortBy(sortCol, firstDir)}
          >
            {label}
          </TableSortLabel>
        ) : (
          label
        )}
      </TableCell>
    );
  };

  return (
    <TableContainer>
      <Table
        aria-label={table.label}
        sx={{ tableLayout: 'fixed', minWidth: table.minWidth ?? 720 }}
      >
        <TableHead>
          <TableRow>
            {headerCell('name', name.label ?? 'Name', name.sortCol, 'asc', {
              width: name.width ?? '30%',
            })}
            {columns.map((column) =>
              headerCell(
                column.id,
                column.label,
                column.sortCol,
                column.firstDir ?? (column.kind === 'date' ? 'desc' : 'asc'),
                { width: column.width ?? (column.kind === 'date' ? DATE_WIDTH : undefined) },
                column.kind === 'date' ? 'right' : column.align,
              ),
            )}
            {/* Unpadded, as their buttons are: "Delete" fits its 75 px. */}
            {table.onEdit &&
              headerCell(
                'edit',
                'Edit',
                undefined,
                'asc',
                { width: ACTION_WIDTH },
                'center',
                'none',
              )}
            {table.onDelete &&
              headerCell(
                'delete',
                table.deleteTitle ?? 'Delete',
                undefined,
                'asc',
                { width: ACTION_WIDTH },
                'center',
                'none',
              )}
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
