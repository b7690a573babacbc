import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Chip from '@mui/material/Chip';
import { TIMECARD_STATUS_COLORS, type TimecardStatus } from '@tallysheet/contract/timesheets/rules';

export const TIMECARD_STATUS_LABELS: Record<TimecardStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

// UX.md §2: each chip colour as text on a tint (both well past 4.5:1).
const TINTS = {
  info: { color: '#0A4F80', bgcolor: '#E8F2FB' },
  warning: { color: '#7A3E00', bgcolor: '#FFF4E5' },
  success: { color: '#1E5E22', bgcolor: '#EAF6EC' },
  error: { color: '#8E1B1B', bgcolor: '#FDECEC' },
} as const;

const ICONS = {
  draft: EditNoteOutlined,
  pending: ScheduleOutlined,
  approved: CheckCircleOutline,
  rejected: CancelOutlined,
} as const;

/** A timecard's status (A§4) as text, colour and icon; a day's review uses the same chip. */
export function TimecardStatusChip({ status }: { status: TimecardStatus }) {
  const tint = TINTS[TIMECARD_STATUS_COLORS[status]];
  const Icon = ICONS[status];
  return (
    <Chip
      icon={<Icon aria-hidden />}
      label={TIMECARD_STATUS_LABELS[status]}
      sx={{
        ...tint,
        fontWeight: 600,
        flexShrink: 0,
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
      }}
    />
  );
}
