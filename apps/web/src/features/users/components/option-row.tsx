import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { StatusChip } from '@/components/data-table/cells.tsx';

/**
 * A placement dropdown's option: its label cut to one line, then "Archived" where it is; a
 * checkbox first in a multiple choice (`checked` given).
 */
export function OptionRow({
  option,
  checked,
  ...props
}: {
  option: { label: string; isArchived: boolean };
  checked?: boolean;
} & HTMLAttributes<HTMLLIElement>) {
  return (
    <Box component="li" {...props} sx={{ gap: 1 }}>
      {checked !== undefined && (
        <Checkbox size="small" checked={checked} sx={{ p: 0.5 }} tabIndex={-1} />
      )}
      <Box
        component="span"
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {option.label}
      </Box>
      <StatusChip status={option.isArchived ? 'archived' : null} />
    </Box>
  );
}
