import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DataTableList, DataTableProps } from './types.ts';
import type { SortDir } from './use-list-state.ts';

interface SortOption {
  sortCol: string;
  label: string;
  firstDir: SortDir;
}

// After a create or an update a list sorts by a date it may not show as a column.
const DATE_SORTS: Record<string, string> = { createdAt: 'Created', updatedAt: 'Updated' };

/** The columns a list sorts by: the name's and each sortable column's, in the table's order. */
export function sortOptions<T>(table: DataTableProps<T>): SortOption[] {
  const options: SortOption[] = [];
  if (table.name.sortCol)
    options.push({
      sortCol: table.name.sortCol,
      label: table.name.label ?? 'Name',
      firstDir: 'asc',
    });
  for (const column of table.columns)
    if (column.sortCol)
      options.push({
        sortCol: column.sortCol,
        label: column.label,
        firstDir: column.firstDir ?? (column.kind === 'date' ? 'desc' : 'asc'),
      });
  const current = table.list.sortCol;
  if (options.length > 0 && !options.some((option) => option.sortCol === current))
    options.push({ sortCol: current, label: DATE_SORTS[current] ?? 'Default', firstDir: 'desc' });
  return options;
}

/** The phone's stand-in for sortable column headers: a column to sort by and its direction. */
export function SortBar({
  label,
  options,
  list,
}: {
  /** The list's name, for the field's id. */
  label: string;
  options: SortOption[];
  list: DataTableList;
}) {
  const ascending = list.sortDir === 'asc';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        select
        size="small"
        label="Sort by"
        id={`${label.replace(/\W+/g, '-').toLowerCase()}-sort`}
        value={list.sortCol}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.sortCol === event.target.value);
          if (option) list.sortBy(option.sortCol, option.firstDir);
        }}
        sx={{ flex: 1, maxWidth: 220 }}
      >
        {options.map((option) => (
          <MenuItem key={option.sortCol} value={option.sortCol}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {/* The label says the order now; a press reverses it. */}
      <Button
        size="small"
        onClick={() => list.sortBy(list.sortCol)}
        startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        aria-label={`${ascending ? 'Ascending' : 'Descending'}, reverse the order`}
      >
        {ascending ? 'Ascending' : 'Descending'}
      </Button>
    </Box>
  );
}
