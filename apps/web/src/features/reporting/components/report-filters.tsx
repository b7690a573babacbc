import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
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
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { TaskSelect } from '@/entities/tasks/task-select.tsx';
import { UserSelect } from '@/entities/users/user-select.tsx';
import { REPORT_TEXT } from '../messages.ts';
import { ID_FILTERS, type Period, type ReportState } from '../report-query.ts';

type Change = Partial<ReportState>;
const FILTERS_ID = 'report-filters';

/** Period, interval and grouping, always shown: they shape the whole report. */
function Shape({ state, onChange }: { state: ReportState; onChange(change: Change): void }) {
  const badRange = state.period === 'custom' && state.from && state.to && state.from > state.to;
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
        <>
          <TextField
            label={REPORT_TEXT.from}
            type="date"
            value={state.from}
            onChange={(event) => onChange({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={REPORT_TEXT.to}
            type="date"
            value={state.to}
            onChange={(event) => onChange({ to: event.target.value })}
            error={Boolean(badRange)}
            helperText={badRange ? REPORT_TEXT.range : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const active = ID_FILTERS.filter((key) => state[key]).length + (state.status ? 1 : 0);
  return (
    <Box
      role="search"
      aria-label="Report settings"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <Shape state={state} onChange={onChange} />
      {phone && (
        // On a phone the filters fold away, so the chart starts on the first screen.
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FilterListIcon aria-hidden />}
          endIcon={open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          aria-expanded={open}
          aria-controls={FILTERS_ID}
          onClick={() => setOpen((current) => !current)}
          sx={{ justifySelf: 'start', borderColor: '#8A94A3' }}
        >
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
      )}
      {(!phone || open) && (
        <Box id={FILTERS_ID} sx={{ display: 'contents' }}>
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
          <ClientSelect
            required={false}
            value={state.clientId}
            onChange={(clientId) => onChange({ clientId, projectId: '', taskId: '' })}
          />
          <ProjectSelect
            value={state.projectId}
            clientId={state.clientId}
            onChange={(projectId) => onChange({ projectId, taskId: '' })}
          />
          <TaskSelect
            value={state.taskId}
            clientId={state.clientId}
            projectId={state.projectId}
            onChange={(taskId) => onChange({ taskId })}
          />
          <UserSelect value={state.userId} onChange={(userId) => onChange({ userId })} />
          <SupplierSelect
            required={false}
            value={state.supplierId}
            onChange={(supplierId) => onChange({ supplierId })}
          />
          {active > 0 && (
            <Button
              variant="text"
              onClick={onClear}
              startIcon={<FilterListOffIcon aria-hidden />}
              sx={{ justifySelf: 'start', alignSelf: 'center' }}
            >
              {REPORT_TEXT.clearFilters}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
