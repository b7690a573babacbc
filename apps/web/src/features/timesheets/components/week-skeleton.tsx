import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TIMESHEET_TEXT } from '../messages.ts';
import { ReloadAlert } from '@/components/load-states.tsx';

/** The week's first load: the toolbar and grid rows at their real height. */
export function WeekSkeleton() {
  return (
    <Box aria-hidden data-testid="week-skeleton">
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 3, gap: 2 }}>
        <Skeleton variant="rounded" width={320} height={40} />
        <Skeleton
          variant="rounded"
          width={200}
          height={36}
          sx={{ display: { xs: 'none', sm: 'block' } }}
        />
      </Stack>
      <Stack spacing={0.5}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={row === 0 ? 36 : 44} />
        ))}
      </Stack>
    </Box>
  );
}

/** A§8: "Error Fetching Timesheet" with a Reload Timesheet button. */
export function WeekLoadError({ onReload }: { onReload(): void }) {
  return (
    <ReloadAlert onReload={onReload} reloadLabel={TIMESHEET_TEXT.reloadTimesheet}>
      {TIMESHEET_TEXT.loadError}
    </ReloadAlert>
  );
}
