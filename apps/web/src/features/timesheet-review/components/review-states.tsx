import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { REVIEW_TEXT } from '../messages.ts';
import { ReloadAlert } from '@/components/load-states.tsx';

/** The first load: a timecard card with its day rows, at their real height. */
export function ReviewSkeleton() {
  return (
    <Box aria-hidden data-testid="review-skeleton">
      {[0, 1].map((card) => (
        <Box key={card} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
          <Skeleton variant="text" width="40%" height={28} />
          <Skeleton variant="rounded" width={96} height={24} sx={{ mb: 1.5 }} />
          <Stack spacing={1}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={44} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** A§8: "Error Fetching Timesheet" with a Reload Timesheet button. */
export function ReviewLoadError({ onReload }: { onReload(): void }) {
  return (
    <ReloadAlert onReload={onReload} reloadLabel={REVIEW_TEXT.reloadTimesheet}>
      {REVIEW_TEXT.loadError}
    </ReloadAlert>
  );
}

/** No timesheet to review (none named, a malformed id, or deleted): say so, and the way back. */
export function ReviewMissing({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Alert severity="warning">
      {message}{' '}
      <Link component={RouterLink} to={backTo} underline="always" color="inherit">
        {REVIEW_TEXT.backToAll}
      </Link>
    </Alert>
  );
}
