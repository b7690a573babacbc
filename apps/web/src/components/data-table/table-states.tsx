import type { ReactNode } from 'react';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

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

function CenteredRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 5, borderBottom: 0 }}>
        {/* Centred in the visible width when a narrow screen scrolls the table sideways. */}
        <Stack
          spacing={1.5}
          sx={{
            alignItems: 'center',
            textAlign: 'center',
            position: 'sticky',
            left: 16,
            width: 'calc(100cqi - 32px)',
          }}
        >
          {children}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Nothing at all yet: the spec sentence and a way to create the first one. */
export function EmptyRow({
  columns,
  text,
  createLabel,
  onCreate,
  createDisabled,
}: {
  columns: number;
  text: string;
  createLabel?: string;
  onCreate?: () => void;
  createDisabled?: boolean;
}) {
  return (
    <CenteredRow columns={columns}>
      <InboxOutlinedIcon sx={{ fontSize: 32, color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {onCreate && createLabel && (
        <Button variant="outlined" size="small" onClick={onCreate} disabled={createDisabled}>
          {createLabel}
        </Button>
      )}
    </CenteredRow>
  );
}

/** What a search that found nothing says: the search, quoted. */
export const noMatchesFor = (search: string) => `No results for “${search}”`;

/** Rows exist, but none match the filter (or the search). */
export function NoResultsRow({
  columns,
  search,
  onClearFilters,
}: {
  columns: number;
  /** The search that found nothing, if any. */
  search?: string;
  onClearFilters?: () => void;
}) {
  return (
    <CenteredRow columns={columns}>
      <FilterListOffIcon sx={{ fontSize: 32, color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {search ? noMatchesFor(search) : NO_RESULTS}
      </Typography>
      {onClearFilters && (
        <Button variant="text" size="small" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </CenteredRow>
  );
}

/** A failed load: the spec text in an error alert with Reload; never shown as empty. */
export function ErrorRow({
  columns,
  text,
  onReload,
}: {
  columns: number;
  text: string;
  onReload(): void;
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 2, borderBottom: 0 }}>
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
      </TableCell>
    </TableRow>
  );
}
