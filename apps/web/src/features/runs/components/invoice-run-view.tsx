import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@tallysheet/contract/rates/rates';
import {
  INVOICE_RUN_FORMATS,
  RUN_MESSAGES,
  type InvoiceRun,
  type InvoiceRunLine,
} from '@tallysheet/contract/runs/runs';
import { MISSING } from '@/lib/dates.ts';
import { useInvoiceRun } from '../api/runs.ts';
import { hoursText, RUNS_TEXT } from '../messages.ts';
import { LinesTable, type LineColumn } from './lines-table.tsx';
import { RunActions } from './run-actions.tsx';
import { RunExports } from './run-exports.tsx';
import { RunHeader } from './run-header.tsx';
import { NoLines, RunLoadError, RunSection, RunSkeleton, TotalLine } from './run-sections.tsx';

const C = RUNS_TEXT.columns;
const money = (amount: number | null, currency: string | null) =>
  amount === null || currency === null ? null : formatMoney(amount, currency);

/** The lines' columns: the associate only when the run is grouped per project × associate. */
function columnsOf(run: InvoiceRun): LineColumn<InvoiceRunLine>[] {
  return [
    { label: C.project, value: (line) => line.projectName },
    ...(run.groupBy === 'projectUser'
      ? [{ label: C.associate, value: (line: InvoiceRunLine) => line.userFullName ?? MISSING }]
      : []),
    { label: C.kind, value: (line) => RUNS_TEXT.kinds[line.kind] },
    { label: C.hours, numeric: true, value: (line) => hoursText(line.hours) },
    {
      label: C.billRate,
      numeric: true,
      value: (line) => money(line.billRate, line.currency) ?? RUN_MESSAGES.noRate,
    },
    {
      label: C.amount,
      numeric: true,
      value: (line) => money(line.amount, line.currency) ?? MISSING,
    },
  ];
}

function InvoiceRunBody({ run }: { run: InvoiceRun }) {
  return (
    <>
      <RunHeader
        kind="invoice"
        run={run}
        subject={[
          { label: RUNS_TEXT.facts.client, value: run.clientName },
          { label: RUNS_TEXT.facts.groupBy, value: RUNS_TEXT.groupings[run.groupBy] },
        ]}
        actions={<RunActions kind="invoice" runId={run.id} status={run.status} />}
      />
      <RunSection
        title={RUNS_TEXT.linesTitle}
        action={<RunExports kind="invoice" runId={run.id} formats={INVOICE_RUN_FORMATS} />}
      >
        {run.lines.length ? (
          <LinesTable
            label={RUNS_TEXT.linesTitle}
            columns={columnsOf(run)}
            groups={[{ rows: run.lines }]}
            rowKey={(line, index) => `${line.projectId}-${line.userId}-${line.kind}-${index}`}
          />
        ) : (
          <NoLines />
        )}
        <TotalLine
          label={RUNS_TEXT.totalTitle}
          value={run.currency ? formatMoney(run.total, run.currency) : RUNS_TEXT.noTotal}
        />
      </RunSection>
      {run.excludedHours > 0 && (
        <RunSection title={RUNS_TEXT.excludedTitle}>
          <Box sx={{ px: 2, pb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {RUNS_TEXT.excludedHint}
            </Typography>
          </Box>
          <TotalLine label={RUNS_TEXT.totalTitle} value={hoursText(run.excludedHours)} />
        </RunSection>
      )}
    </>
  );
}

/** An invoice run's page: its header, its lines with the total in the client's currency. */
export function InvoiceRunView({ runId }: { runId: string }) {
  const query = useInvoiceRun(runId);
  if (query.isError)
    return <RunLoadError error={query.error} onReload={() => void query.refetch()} />;
  if (!query.data) return <RunSkeleton />;
  return <InvoiceRunBody run={query.data} />;
}
