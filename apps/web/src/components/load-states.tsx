import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

/** A failed load: the message, with a Reload action. */
export function ReloadAlert({
  children,
  onReload,
  reloadLabel = 'Reload',
  sx,
}: {
  children: ReactNode;
  onReload(): void;
  reloadLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {reloadLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** Placeholder fields while an editor's entity loads: `rows` fields, or one per given height. */
export function FormSkeleton({ rows = 4, heights }: { rows?: number; heights?: number[] }) {
  const fields = heights ?? Array.from({ length: rows }, () => 40);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} aria-hidden>
      {fields.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
