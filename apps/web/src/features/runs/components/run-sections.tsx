import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { ReloadAlert } from '@/components/load-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { RUNS_TEXT } from '../messages.ts';

/** A run's first load: its header and lines as placeholders. */
export function RunSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="text" width={240} height={40} />
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** A run that failed to load: not found, or the load error, with Reload. */
export function RunLoadError({ error, onReload }: { error: unknown; onReload(): void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <ReloadAlert onReload={onReload}>
      {missing ? RUN_MESSAGES.runNotFound : RUNS_TEXT.loadRunError}
    </ReloadAlert>
  );
}

/** A titled card of the run's page: the title left, its buttons (exports) right. */
export function RunSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
          px: 2,
          py: 1.5,
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

/** The run's total(s), under its lines. */
export function TotalLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'flex-end',
        gap: 2,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** No lines: nothing approved and unpaid (or uninvoiced) in the period. */
export function NoLines() {
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {RUNS_TEXT.noLines}
      </Typography>
    </Box>
  );
}
