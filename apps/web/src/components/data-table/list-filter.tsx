import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ArchivedFilter } from './use-list-state.ts';

/** The Active/Archived filter of a list page's second row. */
export function ArchivedFilterToggle({
  value,
  onChange,
}: {
  value: ArchivedFilter;
  onChange(value: ArchivedFilter): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show"
      onChange={(_event, next: ArchivedFilter | null) => next && onChange(next)}
    >
      <ToggleButton value="active" sx={{ px: 2, py: 0.5 }}>
        Active
      </ToggleButton>
      <ToggleButton value="archived" sx={{ px: 2, py: 0.5 }}>
        Archived
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
