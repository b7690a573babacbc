import type { ReactNode } from 'react';
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

// aria-disabled rather than disabled: the button stays focusable, so its tooltip can say why.
const LOCKED = {
  color: 'action.disabled',
  cursor: 'default',
  '&:hover': { backgroundColor: 'transparent' },
} as const;

/** An Edit or Delete icon button, or its locked look with the reason as its tooltip. */
function RowAction({
  title,
  label,
  locked,
  disabled,
  onClick,
  children,
}: {
  title: string;
  label: string;
  locked: string | undefined;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  if (locked)
    return (
      <Tooltip title={locked} describeChild>
        <IconButton size="small" aria-label={label} aria-disabled="true" sx={LOCKED}>
          {children}
        </IconButton>
      </Tooltip>
    );
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return (
    <Tooltip title={title} describeChild>
      {/* A disabled button fires no events: the span lets its tooltip open. */}
      {disabled === undefined ? button : <span>{button}</span>}
    </Tooltip>
  );
}

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
  const locked = table.lockedReason?.(row);
  return (
    <TableRow
      hover
      selected={highlighted}
      onClick={
        table.openOnRowClick
          ? (event) => {
              // The row's own buttons and links do what they say.
              if ((event.target as HTMLElement).closest('button, a, input')) return;
              table.onOpen(row);
            }
          : undefined
      }
      sx={{
        height: ROW_HEIGHT,
        transition: 'background-color 600ms',
        ...(table.openOnRowClick && { cursor: 'pointer' }),
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
          <RowAction
            title="Edit"
            label={`Edit ${label}`}
            locked={locked}
            onClick={() => table.onEdit?.(row)}
          >
            <EditOutlinedIcon fontSize="small" />
          </RowAction>
        </TableCell>
      )}
      {table.onDelete && (
        <TableCell align="center" padding="none">
          <RowAction
            title="Delete"
            label={`Delete ${label}`}
            locked={locked}
            disabled={status === 'deleted'}
            onClick={() => table.onDelete?.(row)}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </RowAction>
        </TableCell>
      )}
    </TableRow>
  );
}
