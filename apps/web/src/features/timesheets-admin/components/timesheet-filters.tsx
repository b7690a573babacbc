import { useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TIMECARD_STATUSES } from '@tallysheet/contract/timesheets/rules';
import { ChoiceSelect } from '@/components/choice-select.tsx';
import { DateRangeFields } from '@/components/date-range-fields.tsx';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { TIMECARD_STATUS_LABELS } from '@/entities/timesheets/timecard-status-chip.tsx';
import { UserSelect } from '@/entities/users/user-select.tsx';
import { PERIOD_LABELS, PERIODS, type TimesheetFilters } from '../list-params.ts';

const ANY = '';
/** The pickers answer '' for none; the URL leaves the key out. */
const orNull = (value: string) => value || null;

/**
 * All Timesheets' filters (issue 14): associate, client, project, supplier, status and period
 * (this week, last week, this month or custom dates). Behind a Filters button on phones.
 */
export function TimesheetFiltersBar({
  filters,
  filtered,
  onChange,
  onClear,
}: {
  filters: TimesheetFilters;
  filtered: boolean;
  onChange(change: Partial<TimesheetFilters>): void;
  onClear(): void;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(false);
  const count = [
    filters.userId,
    filters.clientId,
    filters.projectId,
    filters.supplierId,
    filters.status,
    filters.period,
  ].filter(Boolean).length;

  const grid = (
    <Box
      role="search"
      aria-label="Timesheet filters"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      <UserSelect
        value={filters.userId ?? ''}
        onChange={(userId) => onChange({ userId: orNull(userId) })}
      />
      <ClientSelect
        required={false}
        value={filters.clientId ?? ''}
        // A project of another client would find nothing.
        onChange={(clientId) => onChange({ clientId: orNull(clientId), projectId: null })}
      />
      <ProjectSelect
        value={filters.projectId ?? ''}
        clientId={filters.clientId ?? undefined}
        onChange={(projectId) => onChange({ projectId: orNull(projectId) })}
      />
      <SupplierSelect
        required={false}
        value={filters.supplierId ?? ''}
        onChange={(supplierId) => onChange({ supplierId: orNull(supplierId) })}
      />
      <ChoiceSelect
        label="Status"
        value={filters.status ?? ANY}
        anyLabel="All statuses"
        choices={TIMECARD_STATUSES}
        labels={TIMECARD_STATUS_LABELS}
        onChange={(status) => onChange({ status: status || null })}
      />
      <ChoiceSelect
        label="Period"
        value={filters.period ?? ANY}
        anyLabel="Any time"
        choices={PERIODS}
        labels={PERIOD_LABELS}
        onChange={(period) => onChange({ period: period || null })}
      />
      {filters.period === 'custom' && (
        <DateRangeFields
          from={filters.from ?? ''}
          to={filters.to ?? ''}
          onChange={({ from, to }) =>
            onChange(from === undefined ? { to: orNull(to ?? '') } : { from: orNull(from) })
          }
        />
      )}
      {filtered && (
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
          <Button variant="text" onClick={onClear}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );

  if (!narrow) return <Box sx={{ mt: -1, mb: 2 }}>{grid}</Box>;
  return (
    <Box sx={{ mt: -1, mb: 2 }}>
      <Button
        variant="outlined"
        aria-expanded={shown}
        onClick={() => setShown((open) => !open)}
        startIcon={<FilterListIcon />}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <Collapse in={shown} unmountOnExit>
        <Box sx={{ pt: 2 }}>{grid}</Box>
      </Collapse>
    </Box>
  );
}
