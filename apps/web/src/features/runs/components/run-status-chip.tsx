import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Chip from '@mui/material/Chip';
import type { RunStatus } from '@tallysheet/contract/runs/runs';
import { RUNS_TEXT } from '../messages.ts';

// UX.md §2: each chip colour as text on a tint (both well past 4.5:1), as the timecard chips.
const LOOK = {
  draft: { color: '#0A4F80', bgcolor: '#E8F2FB', Icon: EditNoteOutlined },
  finalised: { color: '#1E5E22', bgcolor: '#EAF6EC', Icon: CheckCircleOutline },
  voided: { color: '#8E1B1B', bgcolor: '#FDECEC', Icon: BlockOutlined },
} as const;

/** A run's status as text, colour and icon. */
export function RunStatusChip({ status, size }: { status: RunStatus; size?: 'small' }) {
  const { Icon, ...tint } = LOOK[status];
  return (
    <Chip
      size={size}
      icon={<Icon aria-hidden />}
      label={RUNS_TEXT.statuses[status]}
      sx={{
        ...tint,
        fontWeight: 600,
        flexShrink: 0,
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
      }}
    />
  );
}
