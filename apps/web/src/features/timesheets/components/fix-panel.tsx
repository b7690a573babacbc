import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A section marked with a red edge for what the associate has to fix (rejected days, weeks). */
export function FixPanel({
  titleId,
  mb,
  children,
}: {
  /** The id of the section's heading, which names it. */
  titleId: string;
  mb: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        mb,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}
