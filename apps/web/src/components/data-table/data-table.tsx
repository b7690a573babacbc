import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { PAGE_SIZES } from '@tallysheet/contract/common/lists';
import { DataTableRow } from './data-table-row.tsx';
import { EmptyRow, ErrorRow, NoResultsRow, SkeletonRows } from './table-states.tsx';
import type { DataTableProps } from './types.ts';
import type { SortDir } from './use-list-state.ts';

const ACTION_WIDTH = 75;
const DATE_WIDTH = 124;

/** The shared directory list (UX.md §4): server-side sort and paging, every state designed. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { name, columns, rows, list, query } = props;
  const count = props.count ?? 0;
  const width = 1 + columns.length + (props.onEdit ? 1 : 0) + (props.onDelete ? 1 : 0);
  const shown = rows ?? [];
  const lastPage = Math.max(0, Math.ceil(count / list.pageSize) - 1);

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (!query.isFetching && shown.length === 0 && count > 0 && list.page > lastPage) {
      list.setPage(lastPage);
    }
  }, [query.isFetching, shown.length, count, lastPage, list]);

  const headerCell = (
    key: string,
    label: string,
    sortCol: string | undefined,
    firstDir: SortDir,
    sx: object,
    align?: 'left' | 'right' | 'center',
  ) => {
    const active = Boolean(sortCol) && list.sortCol === sortCol;
    return (
      <TableCell key={key} align={align} sx={sx} sortDirection={active ? list.sortDir : false}>
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

  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorRow columns={width} text={props.errorText} onReload={() => void query.refetch()} />
    );
  } else if (!rows) {
    body = <SkeletonRows rows={Math.min(list.pageSize, 5)} columns={width} />;
  } else if (shown.length === 0 && props.filtered) {
    body = <NoResultsRow columns={width} onClearFilters={props.onClearFilters} />;
  } else if (shown.length === 0 && (list.filter === 'archived' || list.query.q)) {
    body = (
      <NoResultsRow columns={width} search={list.query.q} onClearFilters={list.clearFilters} />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyRow
        columns={width}
        text={props.emptyText}
        createLabel={props.createLabel}
        onCreate={props.onCreate}
        createDisabled={props.createDisabled}
      />
    );
  } else {
    body = shown.map((row) => {
      const id = props.getRowId(row);
      return (
        <DataTableRow key={id} row={row} table={props} highlighted={id === list.highlightId} />
      );
    });
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 2 }}>
        {query.isFetching && rows && (
          <LinearProgress aria-label={`Loading ${props.label}`} sx={{ height: 2 }} />
        )}
      </Box>
      {/* A size container: the empty and no-results rows centre in its visible width. */}
      <TableContainer sx={{ containerType: 'inline-size' }}>
        <Table
          aria-label={props.label}
          sx={{ tableLayout: 'fixed', minWidth: props.minWidth ?? 720 }}
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
                  column.kind === 'date' ? 'desc' : 'asc',
                  { width: column.width ?? (column.kind === 'date' ? DATE_WIDTH : undefined) },
                  column.kind === 'date' ? 'right' : column.align,
                ),
              )}
              {props.onEdit &&
                headerCell('edit', 'Edit', undefined, 'asc', { width: ACTION_WIDTH }, 'center')}
              {props.onDelete &&
                headerCell('delete', 'Delete', undefined, 'asc', { width: ACTION_WIDTH }, 'center')}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={Math.min(list.page, lastPage)}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => list.setPage(page)}
        onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        }}
      />
    </Paper>
  );
}
