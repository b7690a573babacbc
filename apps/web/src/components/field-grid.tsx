import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FieldGridProps {
  /** The columns from the `from` breakpoint up, e.g. '1fr 1fr'; one column below it. */
  columns: string;
  from?: 'sm' | 'md';
  maxWidth: number;
  children: ReactNode;
}

/** Form fields side by side on wider screens, one under another on a phone. */
export function FieldGrid({ columns, from = 'md', maxWidth, children }: FieldGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', [from]: columns },
        maxWidth,
      }}
    >
      {children}
    </Box>
  );
}
