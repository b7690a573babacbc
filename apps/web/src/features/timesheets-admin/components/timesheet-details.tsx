import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, type ReactNode } from 'react';
import type { Timesheet, TimesheetVersion } from '@tallysheet/contract/timesheets/timesheets';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { formatDateTime, MISSING } from '@/lib/dates.ts';
import { ADMIN_TIMESHEET_TEXT } from '../messages.ts';
import { hoursText } from '../format.ts';
import { TimecardCard } from './timecard-card.tsx';
import { CardCorrections } from '@/entities/timesheets/corrections/card-corrections.tsx';

/** "Nov 20, 2026 10:00 am by Alex Admin" */
const submitted = (at: string | null, by: string | null) =>
  at ? `${formatDateTime(at)}${by ? ` by ${by}` : ''}` : MISSING;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The week, its status, who submitted it and when, the supplier and the week total. */
function Summary({ timesheet }: { timesheet: Timesheet }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" sx={{ flex: '1 1 auto' }}>
          {weekLabel(timesheet.periodStart)}
        </Typography>
        <TimecardStatusChip status={timesheet.status} />
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Submitted">{submitted(timesheet.submittedAt, timesheet.submittedBy)}</Fact>
        <Fact label="Supplier">{timesheet.supplierName || MISSING}</Fact>
        <Fact label="Timecards">{timesheet.timeCards.length}</Fact>
        <Fact label="Week total">
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {hoursText(timesheet.totalHours)}
          </Box>
        </Fact>
      </Box>
      {timesheet.resubmissionRequestedAt && (
        <Alert severity="warning">
          {ADMIN_TIMESHEET_TEXT.resubmissionRequested(
            timesheet.userFullName,
            formatDateTime(timesheet.resubmissionRequestedAt),
          )}
        </Alert>
      )}
      {timesheet.resubmissionAllowed && (
        <Alert severity="info">{ADMIN_TIMESHEET_TEXT.resubmissionAllowed}</Alert>
      )}
    </Stack>
  );
}

const versionTotal = (version: TimesheetVersion) =>
  version.timeCards.reduce((sum, card) => sum + card.totalHours, 0);

/** Earlier submissions, newest first, each opening onto its timecards and their decisions. */
function Versions({ versions, narrow }: { versions: TimesheetVersion[]; narrow: boolean }) {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h3">
        Earlier submissions
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None: this is the first submission.
        </Typography>
      ) : (
        <Box>
          {newestFirst.map((version) => (
            <Accordion
              key={version.version}
              variant="outlined"
              disableGutters
              slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: { xs: 0.25, sm: 1.5 }, flex: 1, minWidth: 0, pr: 1 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {`Version ${version.version}`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {`Submitted ${submitted(version.submittedAt, version.submittedBy)}`}
                  </Typography>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {hoursText(versionTotal(version))}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={1.5}>
                  {version.timeCards.map((card) => (
                    <TimecardCard
                      key={`${card.projectId}/${card.taskId}`}
                      card={card}
                      narrow={narrow}
                      headingLevel="h4"
                    />
                  ))}
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The viewer's body: the summary, each timecard day by day, then the earlier versions. */
export function TimesheetDetails({
  timesheet,
  narrow,
  after,
}: {
  timesheet: Timesheet;
  narrow: boolean;
  /** What the opener shows below the versions (the timesheet's history). */
  after?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack spacing={3}>
      <Summary timesheet={timesheet} />
      <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h3">
          Timecards
        </Typography>
        {timesheet.timeCards.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No timecards.
          </Typography>
        ) : (
          timesheet.timeCards.map((card) => (
            <Fragment key={`${card.projectId}/${card.taskId}`}>
              <TimecardCard card={card} narrow={narrow} />
              <CardCorrections timesheetId={timesheet.timesheetId} card={card} answer="onBehalf" />
            </Fragment>
          ))
        )}
        <Stack
          direction="row"
          sx={{ justifyContent: 'flex-end', gap: 2, px: 2, alignItems: 'baseline' }}
        >
          <Typography variant="body2" color="text.secondary">
            Week total
          </Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {hoursText(timesheet.totalHours)}
          </Typography>
        </Stack>
      </Stack>
      <Versions versions={timesheet.versions} narrow={narrow} />
      {after}
    </Stack>
  );
}

/** The body's first load, shaped like the summary and two timecards. */
export function TimesheetDetailsSkeleton() {
  return (
    <Stack spacing={2} aria-hidden data-testid="timesheet-skeleton">
      <Skeleton variant="text" width={280} height={32} />
      <Stack direction="row" spacing={2}>
        {[0, 1, 2, 3].map((fact) => (
          <Skeleton key={fact} variant="rounded" height={36} sx={{ flex: 1 }} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}
