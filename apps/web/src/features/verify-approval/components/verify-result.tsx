import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VerifyOutcome } from '../api/verify.ts';

interface DecidedDay {
  projectName: string;
  taskName: string;
  date: string;
  hours: number;
  review: string | null;
  comment: string | null;
  decidedBy: string | null;
  onBehalfOf: string | null;
  decidedAt: string | null;
}

const instant = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The answer: what was approved, and whether the proof of its decisions checked out. */
export function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  const { verification: v, check } = outcome;
  const days = (v.proof?.decisions ?? []).flatMap(
    (decision) => (JSON.parse(decision.content) as { days?: DecidedDay[] }).days ?? [],
  );
  return (
    <Stack spacing={2}>
      <Alert severity="success">This approved timesheet was issued.</Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Row label="Company" value={v.companyName} />
        <Row label="Associate" value={v.userFullName} />
        <Row label="Period" value={`${v.periodStart} – ${v.periodEnd}`} />
        <Row label="Approved" value={instant(v.approvedAt)} />
        <Row label="Fingerprint" value={v.fingerprint} />
      </Box>
      {check === null && (
        <Alert severity="info">
          This approval predates the audit trail: there is no proof of its decisions.
        </Alert>
      )}
      {check?.ok === true && (
        <Alert severity="success">
          Proof checked: {check.decisions} {check.decisions === 1 ? 'decision' : 'decisions'} in the
          company’s audit trail, linked to its latest entry (#{check.headSeq}).
        </Alert>
      )}
      {check?.ok === false && <Alert severity="error">Proof failed: {check.reason}.</Alert>}
      {days.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Decisions in the trail
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {days.map((day) => (
              <Typography
                component="li"
                variant="body2"
                key={`${day.projectName}|${day.taskName}|${day.date}|${day.decidedAt}`}
              >
                {day.date} · {day.projectName} / {day.taskName} · {day.hours.toFixed(2)} h ·{' '}
                {day.review ?? 'no decision'}
                {day.decidedBy && ` by ${day.decidedBy}`}
                {day.onBehalfOf && ` on behalf of ${day.onBehalfOf}`}
                {day.decidedAt && `, ${instant(day.decidedAt)}`}
                {day.comment && ` (“${day.comment}”)`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
