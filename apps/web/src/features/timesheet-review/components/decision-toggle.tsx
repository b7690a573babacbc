import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DayReviewValue } from '@tallysheet/contract/timesheets/timesheets';
import { REVIEW_TEXT } from '../messages.ts';

const toggleSx = (color: string, bg: string, border: string, hover: string) =>
  ({
    flex: 1,
    gap: 0.75,
    px: 1.5,
    py: 0.5,
    color: 'text.primary',
    borderColor: '#8A94A3',
    whiteSpace: 'nowrap',
    '&.Mui-selected, &.Mui-selected:hover': { color, bgcolor: bg, borderColor: border },
    '&.Mui-selected:hover': { bgcolor: hover },
  }) as const;
// UX.md §2's approved and rejected tints; the icon and text say it too, never colour alone.
const approveSx = toggleSx('#1E5E22', '#EAF6EC', '#2E7D32', '#DCEFDF');
const rejectSx = toggleSx('#8E1B1B', '#FDECEC', '#C62828', '#F9DCDC');

/** Approve / Reject for one day: a pair of toggles, at most one pressed. */
export function DecisionToggle({
  value,
  label,
  disabled,
  onChange,
}: {
  value: DayReviewValue | null;
  /** "Decision for Monday, Nov 23, 2026" */
  label: string;
  disabled?: boolean;
  onChange(value: DayReviewValue | null): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(_event, next: DayReviewValue | null) => onChange(next)}
      sx={{ gap: 1, '& .MuiToggleButtonGroup-grouped': { borderRadius: 1.5, border: 1 } }}
    >
      <ToggleButton value="approved" sx={approveSx}>
        <CheckIcon fontSize="small" aria-hidden />
        {REVIEW_TEXT.approve}
      </ToggleButton>
      <ToggleButton value="rejected" sx={rejectSx}>
        <CloseIcon fontSize="small" aria-hidden />
        {REVIEW_TEXT.reject}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
