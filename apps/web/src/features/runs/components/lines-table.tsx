import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface LineColumn<T> {
  label: string;
  /** Numbers and money right-aligned (UX.md §4). */
  numeric?: boolean;
  value(row: T): ReactNode;
  /** Given, the lines can be sorted by this column (null: at the end, either way). */
  sortValue?(row: T): number | null;
}

type Sort = { label: string; direction: 'asc' | 'desc' };

/** Each group's rows in the order of `sort` (as drawn up without one); groups stay as they are. */
function sortedGroups<T>(groups: LineGroup<T>[], columns: LineColumn<T>[], sort: Sort | null) {
  const column = sort && columns.find((candidate) => candidate.label === sort.label);
  if (!sort || !column?.sortValue) return groups;
  const valueOf = column.sortValue;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return groups.map((group) => ({
    ...group,
    rows: [...group.rows].sort((a, b) => {
      const [x, y] = [valueOf(a), valueOf(b)];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return (x - y) * sign;
    }),
  }));
}

/** The next sort when a column's label is clicked: highest first, then lowest first. */
const nextSort = (sort: Sort | null, label: string): Sort => ({
  label,
  direction: sort?.label === label && sort.direction === 'desc' ? 'asc' : 'desc',
});

/** A column's sort control (TableSortLabel: a button, its direction as an arrow). */
function SortLabel({
  label,
  text,
  sort,
  onSort,
}: {
  label: string;
  text: string;
  sort: Sort | null;
  onSort(sort: Sort): void;
}) {
  return (
    <TableSortLabel
      active={sort?.label === label}
      direction={sort?.label === label ? sort.direction : 'desc'}
      onClick={() => onSort(nextSort(sort, label))}
    >
      {text}
    </TableSortLabel>
  );
}

export interface LineGroup<T> {
  /** A heading over the group's rows; none for an ungrouped list. */
  title?: string;
  rows: T[];
}

/**
 * A run's lines, read-only: from `md` up a table (the first column names the line, a group's
 * heading spans its row); below it each line is a card of its name and its figures, labelled,
 * nothing wider than the screen. Columns with a `sortValue` sort the lines within their group.
 */
export function LinesTable<T>({
  label,
  columns,
  groups,
  rowKey,
}: {
  label: string;
  columns: LineColumn<T>[];
  groups: LineGroup<T>[];
  rowKey(row: T, index: number): string;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [sort, setSort] = useState<Sort | null>(null);
  const [name, ...figures] = columns;
  if (!name) return null;
  const shown = sortedGroups(groups, columns, sort);
  const sortable = columns.filter((column) => column.sortValue);

  if (phone)
    return (
      <Box>
        {sortable.length > 0 && (
          <Box role="group" aria-label={`Sort ${label.toLowerCase()}`} sx={{ px: 2, py: 1 }}>
            {sortable.map((column) => (
              <SortLabel
                key={column.label}
                label={column.label}
                text={`Sort by ${column.label.toLowerCase()}`}
                sort={sort}
                onSort={setSort}
              />
            ))}
          </Box>
        )}
        {shown.map((group, g) => (
          <Box key={group.title ?? g}>
            {group.title && (
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ px: 2, py: 1, bgcolor: '#F0F3F7' }}
              >
                {group.title}
              </Typography>
            )}
            <Box component="ul" aria-label={group.title ?? label} sx={{ m: 0, p: 0 }}>
              {group.rows.map((row, index) => (
                <Box
                  component="li"
                  key={rowKey(row, index)}
                  sx={{
                    listStyle: 'none',
                    px: 2,
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {name.value(row)}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
                      columnGap: 1.5,
                      rowGap: 0.25,
                      m: 0,
                      mt: 0.5,
                      typography: 'body2',
                    }}
                  >
                    {figures.map((column) => (
                      <Fragment key={column.label}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {column.label}
                        </Box>
                        <Box
                          component="dd"
                          sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                        >
                          {column.value(row)}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );

  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                scope="col"
                align={column.numeric ? 'right' : 'left'}
                sortDirection={sort?.label === column.label ? sort.direction : false}
              >
                {column.sortValue ? (
                  <SortLabel
                    label={column.label}
                    text={column.label}
                    sort={sort}
                    onSort={setSort}
                  />
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((group, g) => (
            <Fragment key={group.title ?? g}>
              {group.title && (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="colgroup"
                    colSpan={columns.length}
                    sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                  >
                    {group.title}
                  </TableCell>
                </TableRow>
              )}
              {group.rows.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {name.value(row)}
                  </TableCell>
                  {figures.map((column) => (
                    <TableCell
                      key={column.label}
                      align={column.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
