import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

interface GridListProps {
  'aria-label'?: string;
  'aria-busy'?: boolean;
  /** The grid's columns and gaps, and anything else the list adds. */
  sx: SystemStyleObject<Theme>;
  children: ReactNode;
}

/** A list without bullets or indent whose items sit on a grid (cards, tiles). */
export function GridList({ sx, children, ...aria }: GridListProps) {
  return (
    <Box component="ul" {...aria} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', ...sx }}>
      {children}
    </Box>
  );
}
