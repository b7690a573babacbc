import { RUN_MESSAGES, type RunSummary } from '@tallysheet/contract/runs/runs';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { usePagedList } from '@/components/data-table/use-list-state.ts';
import { buildPath, paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useRuns, type RunKind } from '../api/runs.ts';
import { hoursText, periodText, RUNS_TEXT, totalsText } from '../messages.ts';
import { RunStatusChip } from './run-status-chip.tsx';

const C = RUNS_TEXT.columns;

function columnsOf(kind: RunKind): DataTableColumn<RunSummary>[] {
  return [
    { id: 'period', label: C.period, width: 220, identifies: true, value: periodText },
    {
      id: 'status',
      label: C.status,
      width: 120,
      identifies: true,
      render: (run) => <RunStatusChip status={run.status} size="small" />,
    },
    kind === 'pay'
      ? {
          id: 'subject',
          label: C.supplier,
          value: (run) => run.subjectName ?? RUNS_TEXT.allSuppliers,
        }
      : { id: 'subject', label: C.client, identifies: true, value: (run) => run.subjectName },
    {
      id: 'hours',
      label: C.hours,
      width: 100,
      align: 'right',
      value: (run) => hoursText(run.hours),
    },
    {
      id: 'totals',
      label: C.totals,
      width: 150,
      align: 'right',
      identifies: true,
      value: (run) => totalsText(run.totals),
    },
    {
      id: 'created',
      label: C.created,
      width: 300,
      value: (run) => `${run.createdBy}, ${formatDateTime(run.createdAt)}`,
    },
  ];
}

/** The pay runs or invoice runs, newest first, 10/25/50/100 a page; each opens its run. */
export function RunsList({ kind, onCreate }: { kind: RunKind; onCreate(): void }) {
  const list = usePagedList('createdAt', 10);
  const runs = useRuns(kind, list.page, list.pageSize);
  const title = kind === 'pay' ? RUNS_TEXT.payRunTitle : RUNS_TEXT.invoiceRunTitle;
  const detail = kind === 'pay' ? paths.payRun : paths.invoiceRun;
  return (
    <DataTable
      label={kind === 'pay' ? RUNS_TEXT.payRunsTable : RUNS_TEXT.invoiceRunsTable}
      name={{
        label: C.number,
        width: 140,
        value: (run) => title(run.number),
        href: (run) => buildPath(detail, { runId: run.id }),
      }}
      columns={columnsOf(kind)}
      rows={runs.data?.runs}
      count={runs.data?.count}
      getRowId={(run) => run.id}
      list={list}
      query={runs}
      emptyText={kind === 'pay' ? RUN_MESSAGES.payRunsEmpty : RUN_MESSAGES.invoiceRunsEmpty}
      errorText={RUN_MESSAGES.loadError}
      createLabel={kind === 'pay' ? RUN_MESSAGES.newPayRun : RUN_MESSAGES.newInvoiceRun}
      onCreate={onCreate}
      minWidth={960}
    />
  );
}
