import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** A row whose items sit at both ends (a title and its action), wrapping when narrow. */
export function SpreadRow({
  gap = 1,
  mb,
  children,
}: {
  gap?: number;
  mb: number;
  children: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap, mb, flexWrap: 'wrap' }}
    >
      {children}
    </Stack>
  );
}
