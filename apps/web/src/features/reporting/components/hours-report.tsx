import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isReversedRange } from '@tallysheet/contract/common/date-range';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { ExportBar } from '@/components/export-buttons.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useFailureToast } from '@/components/use-action-toast.ts';
import { namedProblem } from '@/lib/api-client.ts';
import { useTenantInformation } from '@/lib/bootstrap/get-tenant-information.ts';
import { countDirectoryFilters } from '@/entities/directory/directory-filters.tsx';
import { useExportReport } from '../api/export-report.ts';
import { useHoursOverPeriod } from '../api/get-hours-over-period.ts';
import { useReportState } from '../hooks/use-report-state.ts';
import { hoursText, REPORT_TEXT } from '../messages.ts';
import { reportQuery } from '../report-query.ts';
import { AmountsNote } from './amount-columns.tsx';
import { HoursChart } from './hours-chart.tsx';
import { HoursTable } from './hours-table.tsx';
import { ReportFilters } from './report-filters.tsx';
import { VendorReportDialog } from './vendor-report-dialog.tsx';

/** Report - Hours Over Period: its settings (in the URL), the chart, the table and exports. */
export function HoursReport() {
  const { state, update, clearFilters } = useReportState();
  // Presets count the tenant's days and Saturday–Friday weeks in its time zone (A§9).
  const zone = useTenantInformation().data?.timezone ?? 'UTC';
  const today = dayInZone(new Date(), zone);
  const query = useMemo(() => reportQuery(state, today), [state, today]);
  const badRange = Boolean(query && isReversedRange(query));
  const report = useHoursOverPeriod(badRange ? null : query);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const onExportError = useFailureToast(REPORT_TEXT.exportFailed);
  const exporter = useExportReport({ onError: onExportError, filterKey: JSON.stringify(query) });
  const data = report.data;
  const [vendor, setVendor] = useState<{ id: string; name: string } | null>(null);
  const filtered = Boolean(state.status) || countDirectoryFilters(state) > 0;

  return (
    <>
      <ReportFilters state={state} onChange={update} onClear={clearFilters} />
      <ExportBar
        mb={2}
        summary={
          query && data && !badRange
            ? `${formatDay(data.from)} – ${formatDay(data.to)}: ${hoursText(data.totals.total)}`
            : ''
        }
        state={exporter.state}
        disabled={!query || badRange || !data || data.groups.length === 0}
        onExport={(format) => query && void exporter.start(query, format)}
        onCancel={exporter.cancel}
      />
      {report.isFetching && data && (
        <LinearProgress aria-label="Updating the report" sx={{ mb: 1 }} />
      )}
      {!query || badRange ? (
        <Alert severity="info">{badRange ? REPORT_TEXT.range : REPORT_TEXT.chooseDays}</Alert>
      ) : report.isError && !data ? (
        <ReloadAlert onReload={() => void report.refetch()}>
          {[REPORT_TEXT.error, namedProblem(report.error)].filter(Boolean).join(' ')}
        </ReloadAlert>
      ) : !data ? (
        <Stack spacing={2} aria-busy aria-label="Loading the report">
          <Skeleton variant="rounded" height={300} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : data.groups.length === 0 ? (
        <Alert severity="info">{filtered ? REPORT_TEXT.emptyFiltered : REPORT_TEXT.empty}</Alert>
      ) : (
        <>
          <HoursChart report={data} narrow={narrow} />
          <HoursTable
            report={data}
            query={query}
            sortCol={state.sortCol}
            sortDir={state.sortDir}
            onSort={(sortCol, sortDir) => update({ sortCol, sortDir })}
            onVendorReport={setVendor}
          />
          <AmountsNote report={data} />
        </>
      )}
      {vendor && query && (
        <VendorReportDialog
          supplier={vendor}
          from={query.from}
          to={query.to}
          onClose={() => setVendor(null)}
        />
      )}
    </>
  );
}
