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
import type { LineColumn } from './lines-table.tsx';
import { ExcludedSection, LoadedRun, money, RunBody } from './run-body.tsx';

const C = RUNS_TEXT.columns;

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
      sortValue: (line) => line.amount,
    },
  ];
}

/** An invoice run's page: its header, its lines with the total in the client's currency. */
export function InvoiceRunView({ runId }: { runId: string }) {
  return (
    <LoadedRun query={useInvoiceRun(runId)}>
      {(run) => (
        <RunBody
          kind="invoice"
          run={run}
          subject={[
            { label: RUNS_TEXT.facts.client, value: run.clientName },
            { label: RUNS_TEXT.facts.groupBy, value: RUNS_TEXT.groupings[run.groupBy] },
          ]}
          formats={INVOICE_RUN_FORMATS}
          lines={{
            columns: columnsOf(run),
            groups: [{ rows: run.lines }],
            rowKey: (line, index) => `${line.projectId}-${line.userId}-${line.kind}-${index}`,
          }}
          total={run.currency ? formatMoney(run.total, run.currency) : RUNS_TEXT.noTotal}
        >
          {run.excludedHours > 0 && <ExcludedSection hours={run.excludedHours} />}
        </RunBody>
      )}
    </LoadedRun>
  );
}
