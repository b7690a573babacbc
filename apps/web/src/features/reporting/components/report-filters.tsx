import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  REPORT_GROUP_BY,
  REPORT_GROUP_LABELS,
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
} from '@tallysheet/contract/reporting/hours-over-period';
import {
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  REPORT_INTERVAL_LABELS,
  REPORT_INTERVALS,
} from '@tallysheet/contract/reporting/periods';
import { DateRangeFields } from '@/components/date-range-fields.tsx';
import { FilterPanel } from '@/components/filter-panel.tsx';
import {
  countDirectoryFilters,
  DirectoryFilters,
} from '@/entities/directory/directory-filters.tsx';
import { REPORT_TEXT } from '../messages.ts';
import type { Period, ReportState } from '../report-query.ts';

type Change = Partial<ReportState>;
const FILTERS_ID = 'report-filters';

/** Period, interval and grouping, always shown: they shape the whole report. */
function Shape({ state, onChange }: { state: ReportState; onChange(change: Change): void }) {
  return (
    <>
      <TextField
        select
        label={REPORT_TEXT.period}
        value={state.period}
        onChange={(event) => onChange({ period: event.target.value as Period })}
      >
        {[...PERIOD_PRESETS, 'custom' as const].map((period) => (
          <MenuItem key={period} value={period}>
            {PERIOD_PRESET_LABELS[period]}
          </MenuItem>
        ))}
      </TextField>
      {state.period === 'custom' && (
        <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
      )}
      <TextField
        select
        label={REPORT_TEXT.interval}
        value={state.interval}
        onChange={(event) => onChange({ interval: event.target.value as ReportState['interval'] })}
      >
        {REPORT_INTERVALS.map((interval) => (
          <MenuItem key={interval} value={interval}>
            {REPORT_INTERVAL_LABELS[interval]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={REPORT_TEXT.groupBy}
        value={state.groupBy}
        onChange={(event) => onChange({ groupBy: event.target.value as ReportState['groupBy'] })}
      >
        {REPORT_GROUP_BY.map((groupBy) => (
          <MenuItem key={groupBy} value={groupBy}>
            {REPORT_GROUP_LABELS[groupBy]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The report's shape, then its filters: status, client, project, task, associate, supplier. */
export function ReportFilters({
  state,
  onChange,
  onClear,
}: {
  state: ReportState;
  onChange(change: Change): void;
  onClear(): void;
}) {
  const active = countDirectoryFilters(state) + (state.status ? 1 : 0);
  return (
    <FilterPanel
      label="Report settings"
      id={FILTERS_ID}
      lead={<Shape state={state} onChange={onChange} />}
      active={active}
      onClear={active > 0 ? onClear : undefined}
      clearLabel={REPORT_TEXT.clearFilters}
    >
      <TextField
        select
        label={REPORT_TEXT.status}
        value={state.status}
        onChange={(event) => onChange({ status: event.target.value as ReportState['status'] })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{REPORT_TEXT.anyStatus}</MenuItem>
        {REPORT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {REPORT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <DirectoryFilters values={state} onChange={onChange} />
    </FilterPanel>
  );
}
