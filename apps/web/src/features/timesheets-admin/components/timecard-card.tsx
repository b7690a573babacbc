import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Reviewer, Timecard, TimecardDay } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { formatDateTime, MISSING } from '@/lib/dates.ts';
import { hoursText } from '../format.ts';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * "Alex Admin (administrator)"; an alternate's decision names the absent contact too:
 * "Dora Delegate (project contact) on behalf of Paula Approver" (issue 29 §3).
 */
export const reviewerName = (by: Reviewer) =>
  `${by.name} (${by.kind === 'admin' ? 'administrator' : 'project contact'})` +
  (by.onBehalfOf ? ` on behalf of ${by.onBehalfOf}` : '');

/** The days worth showing: worked, described or reviewed. */
const shownDays = (card: Timecard) =>
  WEEK_DAYS.map((day) => card.data[day]).filter(
    (day) => day.hours > 0 || day.description || day.review,
  );

function Decision({ day }: { day: TimecardDay }) {
  if (!day.review) return <>{MISSING}</>;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TimecardStatusChip status={day.review === 'correction' ? 'pending' : day.review} />
      {day.reviewComment && (
        <Typography variant="body2" sx={wrap}>
          {day.reviewComment}
        </Typography>
      )}
      {day.reviewedBy && (
        <Typography variant="caption" color="text.secondary">
          {`${reviewerName(day.reviewedBy)} · ${formatDateTime(day.reviewedBy.at)}`}
        </Typography>
      )}
    </Stack>
  );
}

interface DaysProps {
  days: TimecardDay[];
  /** Whether any day is decided: the decision shows beside each. */
  reviewed: boolean;
  label: string;
}

/** The days as a compact table: date, hours, description and, once reviewed, the decision. */
function DaysTable({ days, reviewed, label }: DaysProps) {
  return (
    <Table aria-label={label} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 104 }}>Day</TableCell>
          <TableCell align="right" sx={{ width: 64 }}>
            Hours
          </TableCell>
          <TableCell>Description</TableCell>
          {reviewed && <TableCell sx={{ width: '40%' }}>Review</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.date} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayHeading(day.date)}</TableCell>
            <TableCell align="right" sx={numeric}>
              {hoursText(day.hours)}
            </TableCell>
            <TableCell sx={wrap}>{day.description || MISSING}</TableCell>
            {reviewed && (
              <TableCell>
                <Decision day={day} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The days one under another, for a narrow window. */
function DaysList({ days, reviewed, label }: DaysProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map((day) => (
        <Box
          component="li"
          key={day.date}
          sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatDayHeading(day.date)}
            </Typography>
            <Typography variant="body2" sx={numeric}>
              {hoursText(day.hours)}
            </Typography>
          </Stack>
          {day.description && (
            <Typography variant="body2" color="text.secondary" sx={{ ...wrap, mt: 0.5 }}>
              {day.description}
            </Typography>
          )}
          {reviewed && day.review && (
            <Box sx={{ mt: 1 }}>
              <Decision day={day} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * One timecard (A§3): client / project / task, its status and total, its days with their
 * reviews (A§4: review columns only once a day is approved or rejected) and manager comments.
 */
export function TimecardCard({
  card,
  narrow,
  headingLevel = 'h3',
}: {
  card: Timecard;
  narrow: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const days = shownDays(card);
  const reviewed = days.some((day) => day.review !== null);
  const name = `${card.clientName} / ${card.projectName} / ${card.taskName}`;
  const Days = narrow ? DaysList : DaysTable;
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          bgcolor: '#F7F9FB',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {card.clientName}
          </Typography>
          <Typography
            variant="subtitle2"
            component={headingLevel}
            sx={{ overflowWrap: 'anywhere', fontSize: 14 }}
          >
            {`${card.projectName} / ${card.taskName}`}
          </Typography>
        </Box>
        <TimecardStatusChip status={card.status} />
        <Typography sx={{ ...numeric, fontWeight: 600, minWidth: 56, textAlign: 'right' }}>
          {hoursText(card.totalHours)}
        </Typography>
      </Stack>
      {days.length > 0 ? (
        <Days days={days} reviewed={reviewed} label={`Days of ${name}`} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          No hours entered.
        </Typography>
      )}
      {card.managerComments && (
        <Box sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Manager comments
          </Typography>
          <Typography variant="body2" sx={wrap}>
            {card.managerComments}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
