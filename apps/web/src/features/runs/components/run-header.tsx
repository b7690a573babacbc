import type { ReactNode } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RunStatus } from '@tallysheet/contract/runs/runs';
import { FactList, type Fact } from '@/components/fact-list.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import type { RunKind } from '../api/runs.ts';
import { periodText, RUNS_TEXT } from '../messages.ts';
import { RunStatusChip } from './run-status-chip.tsx';
import { paths } from '@/config/paths.ts';

/** What every run shows above its lines. */
export interface RunHead {
  number: number;
  status: RunStatus;
  from: string;
  to: string;
  createdBy: string;
  createdAt: string;
  finalisedBy: string | null;
  finalisedAt: string | null;
  voidedBy: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

const byAt = (who: string | null, at: string | null) =>
  who && at ? `${who}, ${formatDateTime(at)}` : null;

/** The facts of a run: its period, whom it is for, who made, finalised or voided it and when. */
function runFacts(run: RunHead, subject: Fact[]): Fact[] {
  const facts: Fact[] = [{ label: RUNS_TEXT.facts.period, value: periodText(run) }, ...subject];
  facts.push({ label: RUNS_TEXT.facts.created, value: byAt(run.createdBy, run.createdAt)! });
  const finalised = byAt(run.finalisedBy, run.finalisedAt);
  if (finalised) facts.push({ label: RUNS_TEXT.facts.finalised, value: finalised });
  const voided = byAt(run.voidedBy, run.voidedAt);
  if (voided) facts.push({ label: RUNS_TEXT.facts.voided, value: voided });
  return facts;
}

/**
 * A run's page header: the way back to its list, its name and status, what its state allows
 * (Finalise, Void) and its facts; a voided run says why.
 */
export function RunHeader({
  kind,
  run,
  subject,
  actions,
}: {
  kind: RunKind;
  run: RunHead;
  /** Whom the run is for: the supplier (pay run), the client and grouping (invoice run). */
  subject: Fact[];
  actions: ReactNode;
}) {
  const title = kind === 'pay' ? RUNS_TEXT.payRunTitle : RUNS_TEXT.invoiceRunTitle;
  return (
    <>
      <Link
        component={RouterLink}
        to={kind === 'pay' ? paths.payRuns : paths.invoiceRuns}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, typography: 'body2' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {RUNS_TEXT.back[kind]}
      </Link>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {title(run.number)}
          </Typography>
          <RunStatusChip status={run.status} />
        </Box>
        {actions}
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <FactList facts={runFacts(run, subject)} minWidth={270} />
          {run.voidReason && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {RUNS_TEXT.facts.voidReason}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {run.voidReason}
              </Typography>
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
}
