import { useRef, useState, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { formatDate, MISSING } from '@/lib/dates.ts';
import type { DataTableColumn } from './types.ts';

type RowStatus = 'archived' | 'deleted' | null;

/** A row's lifecycle state from the isArchived and isDeleted fields every entity carries. */
export function lifecycleStatus(row: unknown): RowStatus {
  const value = row as { isArchived?: boolean; isDeleted?: boolean };
  if (value.isDeleted) return 'deleted';
  if (value.isArchived) return 'archived';
  return null;
}

const ellipsis = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const overflowing = (element: HTMLElement | null) =>
  Boolean(element && element.scrollWidth > element.clientWidth);

/** One line of text cut with an ellipsis; the whole text shows in a tooltip only when cut. */
export function OverflowText({ text }: { text: string | null | undefined }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  if (!text) return <>{MISSING}</>;
  return (
    <Tooltip
      title={text}
      open={open}
      onOpen={() => setOpen(overflowing(ref.current))}
      onClose={() => setOpen(false)}
    >
      <Box component="span" ref={ref} sx={ellipsis}>
        {text}
      </Box>
    </Tooltip>
  );
}

/**
 * A column's content in a row: its own render, a date as 'MMM DD, YYYY', or text, cut to fit
 * a table cell or, in a phone's card, wrapped so that all of it shows.
 */
export function cellContent<T>(column: DataTableColumn<T>, row: T, wrap = false) {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  if (column.kind === 'date') return formatDate(value);
  if (wrap) return <Box sx={{ overflowWrap: 'anywhere' }}>{value || MISSING}</Box>;
  return <OverflowText text={value} />;
}

/**
 * The first column: the row's name as a button that opens its editor, or a link given `href`,
 * or plain text when the row opens nothing; cut to one line in a table cell, wrapped whole in
 * a phone's card.
 */
export function NameButton({
  name,
  label,
  onClick,
  href,
  wrap = false,
}: {
  name: string;
  label: string;
  onClick?(): void;
  href?: string;
  wrap?: boolean;
}) {
  const ref = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const sx = {
    ...(wrap ? { display: 'block', overflowWrap: 'anywhere' } : ellipsis),
    textAlign: 'left',
    fontWeight: 600,
  } as const;
  const ariaLabel = name ? undefined : label;
  return (
    <Tooltip
      title={name}
      open={open}
      onOpen={() => setOpen(overflowing(ref.current))}
      onClose={() => setOpen(false)}
    >
      {href ? (
        <Link ref={ref} component={RouterLink} to={href} aria-label={ariaLabel} sx={sx}>
          {name || MISSING}
        </Link>
      ) : !onClick ? (
        <Box ref={ref} component="span" sx={sx}>
          {name || MISSING}
        </Box>
      ) : (
        <Link
          ref={ref}
          component="button"
          type="button"
          onClick={onClick}
          aria-label={ariaLabel}
          sx={{ ...sx, color: 'inherit' }}
        >
          {name || MISSING}
        </Link>
      )}
    </Tooltip>
  );
}

const STATUS_CHIP = {
  archived: { label: 'Archived', color: 'warning' },
  deleted: { label: 'Deleted', color: 'error' },
} as const;

/** The outlined chip of an archived or deleted row. */
export function StatusChip({ status }: { status: RowStatus }) {
  if (!status) return null;
  const chip = STATUS_CHIP[status];
  return <Chip variant="outlined" color={chip.color} label={chip.label} sx={{ flexShrink: 0 }} />;
}

/**
 * Room for the focus ring (2 px outside a 2 px offset) inside the clipping wrapper of a cut
 * name: padded by as much, and pulled back by as much, so that the row keeps its layout.
 */
const RING_ROOM = '4px';

/** A name with its status chip beside it, the name giving way first; its focus ring shows whole. */
export function NameWithStatus({ children, status }: { children: ReactNode; status: RowStatus }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        sx={{ minWidth: 0, flex: '0 1 auto', overflow: 'hidden', p: RING_ROOM, m: `-${RING_ROOM}` }}
      >
        {children}
      </Box>
      <StatusChip status={status} />
    </Box>
  );
}
