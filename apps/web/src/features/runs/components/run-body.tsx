import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@tallysheet/contract/rates/rates';
import type { Fact } from '@/components/fact-list.tsx';
import type { RunFormat, RunKind } from '../api/runs.ts';
import { hoursText, RUNS_TEXT } from '../messages.ts';
import { LinesTable, type LineColumn, type LineGroup } from './lines-table.tsx';
import { RunActions } from './run-actions.tsx';
import { RunExports } from './run-exports.tsx';
import { RunHeader, type RunHead } from './run-header.tsx';
import { NoLines, RunLoadError, RunSection, RunSkeleton, TotalLine } from './run-sections.tsx';

/** An amount in its currency; null when either is unknown. */
export const money = (amount: number | null, currency: string | null) =>
  amount === null || currency === null ? null : formatMoney(amount, currency);

/** A run's page once loaded: a skeleton while it loads, the load error with Reload if it fails. */
export function LoadedRun<R>({
  query,
  children,
}: {
  query: { isError: boolean; error: unknown; data: R | undefined; refetch(): unknown };
  children(run: R): ReactNode;
}) {
  if (query.isError)
    return <RunLoadError error={query.error} onReload={() => void query.refetch()} />;
  if (!query.data) return <RunSkeleton />;
  return children(query.data);
}

/**
 * A run's page: its header (facts and actions), its lines with their exports and total, then
 * what else the kind shows (`children`).
 */
export function RunBody<L>({
  kind,
  run,
  subject,
  formats,
  lines,
  total,
  children,
}: {
  kind: RunKind;
  run: RunHead & { id: string; lines: L[] };
  subject: Fact[];
  formats: readonly RunFormat[];
  lines: { columns: LineColumn<L>[]; groups: LineGroup<L>[]; rowKey(line: L, i: number): string };
  total: string;
  children?: ReactNode;
}) {
  // A run without lines has nothing to export, total or finalise (the server refuses it too).
  const empty = run.lines.length === 0;
  return (
    <>
      <RunHeader
        kind={kind}
        run={run}
        subject={subject}
        actions={<RunActions kind={kind} runId={run.id} status={run.status} empty={empty} />}
      />
      <RunSection
        title={RUNS_TEXT.linesTitle}
        action={empty ? undefined : <RunExports kind={kind} runId={run.id} formats={formats} />}
      >
        {empty ? <NoLines /> : <LinesTable label={RUNS_TEXT.linesTitle} {...lines} />}
        {!empty && <TotalLine label={RUNS_TEXT.totalTitle} value={total} />}
      </RunSection>
      {children}
    </>
  );
}

/** The period's hours not in the run (still pending or rejected): their total, and `children`. */
export function ExcludedSection({ hours, children }: { hours: number; children?: ReactNode }) {
  return (
    <RunSection title={RUNS_TEXT.excludedTitle}>
      <Box sx={{ px: 2, pb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {RUNS_TEXT.excludedHint}
        </Typography>
      </Box>
      {children}
      <TotalLine label={RUNS_TEXT.totalTitle} value={hoursText(hours)} />
    </RunSection>
  );
}
