import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, MISSING } from '@/lib/dates.ts';
import { lifecycleStatus, NameButton, NameWithStatus, OverflowText } from './cells.tsx';
import { ROW_HEIGHT } from './table-states.tsx';
import type { DataTableColumn, DataTableProps } from './types.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function cellContent<T>(column: DataTableColumn<T>, row: T) {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  if (column.kind === 'date') return formatDate(value);
  return <OverflowText text={value} />;
}

/** One row: the name button (with its status chip), the columns, then Edit and Delete. */
export function DataTableRow<T>({
  row,
  table,
  highlighted,
}: {
  row: T;
  table: DataTableProps<T>;
  highlighted: boolean;
}) {
  const status = lifecycleStatus(row);
  const name = table.name.value(row);
  const label = table.name.rowLabel?.(row) || name || MISSING;
  return (
    <TableRow
      hover
      selected={highlighted}
      sx={{
        height: ROW_HEIGHT,
        transition: 'background-color 600ms',
        ...(status && { '& td': { color: 'text.secondary' } }),
      }}
    >
      <TableCell>
        <NameWithStatus status={status}>
          <NameButton name={name} label={label} onClick={() => table.onOpen(row)} />
        </NameWithStatus>
      </TableCell>
      {table.columns.map((column) => (
        <TableCell
          key={column.id}
          align={column.kind === 'date' ? 'right' : column.align}
          sx={column.kind === 'date' ? numeric : undefined}
        >
          {cellContent(column, row)}
        </TableCell>
      ))}
      {table.onEdit && (
        <TableCell align="center" padding="none">
          <Tooltip title="Edit" describeChild>
            <IconButton
              size="small"
              aria-label={`Edit ${label}`}
              onClick={() => table.onEdit?.(row)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
      {table.onDelete && (
        <TableCell align="center" padding="none">
          <Tooltip title="Delete" describeChild>
            <span>
              <IconButton
                size="small"
                aria-label={`Delete ${label}`}
                disabled={status === 'deleted'}
                onClick={() => table.onDelete?.(row)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
}
