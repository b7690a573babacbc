import type { ReactNode } from 'react';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The height of a real row: a small table cell holding a small icon button. */
export const ROW_HEIGHT = 41;

export const NO_RESULTS = 'No results for these filters';

/** First load: placeholder rows as tall as real ones. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden sx={{ height: ROW_HEIGHT }}>
          {Array.from({ length: columns }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** First load on a phone: placeholder cards with a name and two lines. */
export function SkeletonCards({ rows }: { rows: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="80%" />
        </Box>
      ))}
    </Box>
  );
}

/** A state in place of the rows: one full-width table cell, or a plain block on a phone. */
export function StateBox({
  columns,
  py = 5,
  children,
}: {
  /** The table's column count; none for the phone's cards. */
  columns?: number;
  py?: number;
  children: ReactNode;
}) {
  if (columns === undefined) return <Box sx={{ px: 2, py: Math.min(py, 4) }}>{children}</Box>;
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>{children}</Stack>;
}

/** Nothing at all yet: the spec sentence and a way to create the first one. */
export function EmptyState({
  text,
  createLabel,
  onCreate,
  createHref,
  createDisabled,
}: {
  text: string;
  createLabel?: string;
  onCreate?: () => void;
  createHref?: string;
  createDisabled?: boolean;
}) {
  return (
    <Centered>
      <InboxOutlinedIcon sx={{ fontSize: 32, color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {createHref && createLabel && (
        <Button variant="outlined" size="small" component={RouterLink} to={createHref}>
          {createLabel}
        </Button>
      )}
      {onCreate && createLabel && (
        <Button variant="outlined" size="small" onClick={onCreate} disabled={createDisabled}>
          {createLabel}
        </Button>
      )}
    </Centered>
  );
}

/** What a search that found nothing says: the search, quoted. */
export const noMatchesFor = (search: string) => `No results for “${search}”`;

/** Rows exist, but none match the filter (or the search). */
export function NoResultsState({
  search,
  onClearFilters,
}: {
  /** The search that found nothing, if any. */
  search?: string;
  onClearFilters?: () => void;
}) {
  return (
    <Centered>
      <FilterListOffIcon sx={{ fontSize: 32, color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {search ? noMatchesFor(search) : NO_RESULTS}
      </Typography>
      {onClearFilters && (
        <Button variant="text" size="small" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </Centered>
  );
}

/** A failed load: the spec text in an error alert with Reload; never shown as empty. */
export function ErrorState({ text, onReload }: { text: string; onReload(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
