import type { ReactNode } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MISSING } from '@/lib/dates.ts';
import { lifecycleStatus } from './cells.tsx';
import type { DataTableProps } from './types.ts';

// aria-disabled rather than disabled: the button stays focusable, so its tooltip can say why.
const LOCKED = {
  color: 'action.disabled',
  cursor: 'default',
  '&:hover': { backgroundColor: 'transparent' },
} as const;

/** What a row is called in its buttons' labels ("Edit {name}"). */
export function rowLabel<T>(table: DataTableProps<T>, row: T) {
  return table.name.rowLabel?.(row) || table.name.value(row) || MISSING;
}

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

/** The row's Edit button, locked with the table's reason. */
export function EditAction<T>({ table, row }: { table: DataTableProps<T>; row: T }) {
  return (
    <RowAction
      title="Edit"
      label={`Edit ${rowLabel(table, row)}`}
      locked={table.lockedReason?.(row)}
      onClick={() => table.onEdit?.(row)}
    >
      <EditOutlinedIcon fontSize="small" />
    </RowAction>
  );
}

/** The row's Delete button: locked with the table's reason, disabled once deleted. */
export function DeleteAction<T>({ table, row }: { table: DataTableProps<T>; row: T }) {
  return (
    <RowAction
      title={table.deleteTitle ?? 'Delete'}
      label={`${table.deleteTitle ?? 'Delete'} ${rowLabel(table, row)}`}
      locked={table.lockedReason?.(row) ?? table.deleteLockedReason?.(row)}
      disabled={lifecycleStatus(row) === 'deleted'}
      onClick={() => table.onDelete?.(row)}
    >
      <DeleteOutlinedIcon fontSize="small" />
    </RowAction>
  );
}
