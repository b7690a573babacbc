import { PAY_RUN_FORMATS, RUN_MESSAGES, type PayRunLine } from '@tallysheet/contract/runs/runs';
import { MISSING } from '@/lib/dates.ts';
import { usePayRun } from '../api/runs.ts';
import { hoursText, RUNS_TEXT, totalsText } from '../messages.ts';
import { LinesTable, type LineColumn, type LineGroup } from './lines-table.tsx';
import { ExcludedSection, LoadedRun, money, RunBody } from './run-body.tsx';

const C = RUNS_TEXT.columns;

const COLUMNS: LineColumn<PayRunLine>[] = [
  { label: C.associate, value: (line) => line.userFullName },
  { label: C.regular, numeric: true, value: (line) => hoursText(line.regularHours) },
  { label: C.overtime, numeric: true, value: (line) => hoursText(line.overtimeHours) },
  { label: C.holiday, numeric: true, value: (line) => hoursText(line.holidayHours) },
  {
    label: C.payRate,
    numeric: true,
    value: (line) => money(line.payRate, line.currency) ?? RUN_MESSAGES.noRate,
  },
  {
    label: C.amount,
    numeric: true,
    value: (line) => money(line.amount, line.currency) ?? MISSING,
    sortValue: (line) => line.amount,
  },
];

/**
 * The lines grouped as they are paid (issue 31 §3): associates paid directly first, then each
 * supplier's associates under it (paid through the supplier's invoice, not payroll).
 */
export function payGroups(lines: PayRunLine[]): LineGroup<PayRunLine>[] {
  const direct = lines.filter((line) => line.supplierId === null);
  const suppliers = new Map<string, PayRunLine[]>();
  for (const line of lines)
    if (line.supplierId !== null)
      suppliers.set(line.supplierId, [...(suppliers.get(line.supplierId) ?? []), line]);
  const groups: LineGroup<PayRunLine>[] = [];
  // Without suppliers there is nothing to tell apart: no heading.
  if (direct.length)
    groups.push({ title: suppliers.size ? RUNS_TEXT.direct : undefined, rows: direct });
  for (const rows of suppliers.values())
    groups.push({ title: RUNS_TEXT.suppliedBy(rows[0]!.supplierName ?? MISSING), rows });
  return groups;
}

/** A pay run's page: its header, its lines by supplier with totals, its excluded hours. */
export function PayRunView({ runId }: { runId: string }) {
  return (
    <LoadedRun query={usePayRun(runId)}>
      {(run) => (
        <RunBody
          kind="pay"
          run={run}
          subject={[
            { label: RUNS_TEXT.facts.supplier, value: run.supplierName ?? RUNS_TEXT.allSuppliers },
          ]}
          formats={PAY_RUN_FORMATS}
          lines={{
            columns: COLUMNS,
            groups: payGroups(run.lines),
            rowKey: (line, index) => `${line.userId}-${line.payRate}-${line.currency}-${index}`,
          }}
          total={totalsText(run.totals)}
        >
          {run.excludedHours > 0 && (
            <ExcludedSection hours={run.excludedHours}>
              <LinesTable
                label={RUNS_TEXT.excludedTitle}
                columns={[
                  { label: C.associate, value: (row) => row.userFullName },
                  { label: C.hours, numeric: true, value: (row) => hoursText(row.hours) },
                ]}
                groups={[{ rows: run.excluded }]}
                rowKey={(row) => row.userId}
              />
            </ExcludedSection>
          )}
        </RunBody>
      )}
    </LoadedRun>
  );
}
