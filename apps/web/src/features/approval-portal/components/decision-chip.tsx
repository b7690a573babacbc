import type { DayReview } from '@tallysheet/contract/timesheets/rules';
import { Icon, type IconName } from './icons.tsx';

// UX.md §2's status chips: text on tint, with an icon, so status is never colour alone.
const LOOK: Record<
  'approved' | 'rejected' | 'pending' | 'correction',
  { label: string; icon: IconName }
> = {
  approved: { label: 'Approved', icon: 'checkCircle' },
  rejected: { label: 'Rejected', icon: 'cancel' },
  pending: { label: 'Pending', icon: 'hourglass' },
  correction: { label: 'Correction proposed', icon: 'edit' },
};

/** A day's decision as a chip: Approved, Rejected, or Pending while nobody decided. */
export function DecisionChip({ review }: { review: DayReview }) {
  const kind = review ?? 'pending';
  const look = LOOK[kind];
  return (
    <span className={`tp-chip tp-chip-${kind}`}>
      <Icon name={look.icon} size={16} />
      {look.label}
    </span>
  );
}
