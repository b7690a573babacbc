import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import type { DayReviewValue } from '@tallysheet/contract/timesheets/timesheets';

// UX.md §2's status chips: text on tint, with an icon, so status is never colour alone.
const LOOK = {
  approved: { label: 'Approved', color: '#1E5E22', bg: '#EAF6EC', Icon: CheckCircleIcon },
  rejected: { label: 'Rejected', color: '#8E1B1B', bg: '#FDECEC', Icon: CancelIcon },
  pending: { label: 'Pending', color: '#7A3E00', bg: '#FFF4E5', Icon: HourglassEmptyIcon },
} as const;

/** A day's decision as a chip: Approved, Rejected, or Pending while nobody decided. */
export function DecisionChip({ review }: { review: DayReviewValue | null }) {
  const look = LOOK[review ?? 'pending'];
  return (
    <Chip
      icon={<look.Icon aria-hidden />}
      label={look.label}
      sx={{
        color: look.color,
        bgcolor: look.bg,
        fontWeight: 600,
        '& .MuiChip-icon': { color: look.color },
      }}
    />
  );
}
