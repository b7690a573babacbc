import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PAGE_SIZES } from '@tallysheet/contract/common/lists';
import { DataTableCard } from './data-table-card.tsx';
import { DataTableRow } from './data-table-row.tsx';
import { DataTableGrid, columnCount } from './data-table-grid.tsx';
import { SortBar, sortOptions } from './sort-bar.tsx';
import {
  EmptyState,
  ErrorState,
  NoResultsState,
  SkeletonCards,
  SkeletonRows,
  StateBox,
} from './table-states.tsx';
import type { DataTableProps } from './types.ts';

/** The pager's "1–25 of 1,000+" past a capped count (the total once the last page is seen). */
const cappedRows =
  (floor: number) =>
  ({ from, to, count }: { from: number; to: number; count: number }) => {
    const number = (value: number) => value.toLocaleString('en-US');
    const total = count === -1 ? `${number(Math.max(floor, to))}+` : number(count);
    return `${number(from)}–${number(to)} of ${total}`;
  };

/**
 * The shared list (UX.md §4): server-side sort and paging, every state designed. From `md` up a
 * table; below it each row is a card of its name, its identifying columns and its actions.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, list, query } = props;
  const cards = useMediaQuery(useTheme().breakpoints.down('md'));
  const count = props.count ?? 0;
  const shown = rows ?? [];
  const lastPage = Math.max(0, Math.ceil(count / list.pageSize) - 1);
  const capped = props.countCapped === true;
  // Past a capped count the pages end where a page is not full: until then more may follow
  // (-1: the pager's "unknown", its next button stays on); there the total is known.
  const pagerCount = !capped
    ? count
    : shown.length === list.pageSize
      ? -1
      : list.page * list.pageSize + shown.length;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (!query.isFetching && shown.length === 0 && count > 0 && list.page > lastPage) {
      list.setPage(lastPage);
    }
  }, [query.isFetching, shown.length, count, lastPage, list]);

  // The table's states span its columns; the cards' stand alone.
  const columns = cards ? undefined : columnCount(props);
  const state = (content: ReactNode, py?: number) => (
    <StateBox columns={columns} py={py}>
      {content}
    </StateBox>
  );
  let body: ReactNode;
  if (query.isError) {
    body = state(<ErrorState text={props.errorText} onReload={() => void query.refetch()} />, 2);
  } else if (!rows) {
    const skeletons = Math.min(list.pageSize, 5);
    body = cards ? (
      <SkeletonCards rows={skeletons} />
    ) : (
      <SkeletonRows rows={skeletons} columns={columnCount(props)} />
    );
  } else if (shown.length === 0 && props.filtered) {
    body = state(<NoResultsState onClearFilters={props.onClearFilters} />);
  } else if (shown.length === 0 && (list.filter === 'archived' || list.query?.q)) {
    body = state(<NoResultsState search={list.query?.q} onClearFilters={list.clearFilters} />);
  } else if (shown.length === 0) {
    body = state(
      <EmptyState
        text={props.emptyText}
        createLabel={props.createLabel}
        onCreate={props.onCreate}
        createHref={props.createHref}
        createDisabled={props.createDisabled}
      />,
    );
  } else if (cards) {
    body = (
      <Box
        component="ul"
        aria-label={props.label}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li:last-of-type': { borderBottom: 0 } }}
      >
        {shown.map((row) => {
          const id = props.getRowId(row);
          return (
            <DataTableCard key={id} row={row} table={props} highlighted={id === list.highlightId} />
          );
        })}
      </Box>
    );
  } else {
    body = shown.map((row) => {
      const id = props.getRowId(row);
      return (
        <DataTableRow key={id} row={row} table={props} highlighted={id === list.highlightId} />
      );
    });
  }
  // Nothing to sort in an empty, unmatched or failed list.
  const sortable = !query.isError && (!rows || shown.length > 0);
  const options = cards && sortable ? sortOptions(props) : [];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 2 }}>
        {query.isFetching && rows && (
          <LinearProgress aria-label={`Loading ${props.label}`} sx={{ height: 2 }} />
        )}
      </Box>
      {cards ? (
        <>
          {options.length > 0 && <SortBar label={props.label} options={options} list={list} />}
          {body}
        </>
      ) : (
        <DataTableGrid table={props} body={body} />
      )}
      {props.paged !== false && (
        <TablePagination
          component="div"
          count={pagerCount}
          page={capped ? list.page : Math.min(list.page, lastPage)}
          labelDisplayedRows={capped ? cappedRows(count) : undefined}
          rowsPerPage={list.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => list.setPage(page)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            // Wrapped on a phone, the count keeps clear of the card's edge.
            '& .MuiTablePagination-toolbar': {
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              pr: 2,
            },
          }}
        />
      )}
    </Paper>
  );
}
