import type { ReactNode } from 'react';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAY_LABELS, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { buildPath, paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/dates.ts';
import { useMyTimesheets } from '../api/get-my-timesheets.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { formatTotal } from '../week-format.ts';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';

const COLUMNS = 4;

/** The rejected days of a timesheet with the reviewers' comments. */
function rejections(timesheet: Timesheet) {
  return timesheet.timeCards.flatMap((card) =>
    WEEK_DAYS.filter((day) => card.data[day].review === 'rejected').map((day) => ({
      key: `${card.projectId}/${card.taskId}/${day}`,
      where: `${WEEK_DAY_LABELS[day]} ${dayjs(card.data[day].date).format('MMM D')} · ${card.projectName} / ${card.taskName}`,
      comment: card.data[day].reviewComment || 'No comment',
      by: card.data[day].reviewedBy?.name ?? null,
    })),
  );
}

function StateRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS} sx={{ py: 4, borderBottom: 0 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {children}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function TimesheetRow({ timesheet }: { timesheet: Timesheet }) {
  const rejected = rejections(timesheet);
  const to = buildPath(paths.submit, {}, { date: timesheet.periodStart });
  // The reviewers' comments take a full-width line of their own below the row.
  const joined = rejected.length > 0 ? { borderBottom: 0 } : {};
  return (
    <>
      <TableRow>
        <TableCell sx={joined}>
          <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
            {weekLabel(timesheet.periodStart)}
          </Link>
        </TableCell>
        <TableCell sx={joined}>
          <TimecardStatusChip status={timesheet.status} />
        </TableCell>
        <TableCell align="right" sx={{ ...joined, fontVariantNumeric: 'tabular-nums' }}>
          {formatTotal(timesheet.totalHours)}
        </TableCell>
        <TableCell
          align="right"
          sx={{ ...joined, display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
        >
          {formatDate(timesheet.submittedAt)}
        </TableCell>
      </TableRow>
      {rejected.length > 0 && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ pt: 0 }}>
            <Box
              component="ul"
              aria-label="Reviewer comments"
              sx={{
                m: 0,
                p: 1,
                pl: 1.5,
                listStyle: 'none',
                borderLeft: 3,
                borderColor: 'error.main',
                bgcolor: '#FDECEC',
                borderRadius: 0.5,
              }}
            >
              {rejected.map((item) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={item.key}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <Box component="span" sx={{ fontWeight: 600 }}>{`${item.where}: `}</Box>
                  {item.comment}
                  {item.by && <Box component="span">{` — ${item.by}`}</Box>}
                </Typography>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The last 10 timesheets, newest first; each opens its week on Submit Timesheet. */
export function MyTimesheetsTable() {
  const list = useMyTimesheets(0, 10);
  let body: ReactNode;
  if (list.isError)
    body = (
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ borderBottom: 0 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Reload
              </Button>
            }
          >
            {TIMESHEET_TEXT.listError}
          </Alert>
        </TableCell>
      </TableRow>
    );
  else if (!list.data)
    body = Array.from({ length: 3 }, (_, row) => (
      <TableRow key={row} aria-hidden sx={{ height: 49 }}>
        {Array.from({ length: COLUMNS }, (_, cell) => (
          <TableCell
            key={cell}
            sx={cell === 3 ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}
          >
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  else if (list.data.timesheets.length === 0)
    body = (
      <StateRow>
        <InboxOutlined sx={{ fontSize: 32, color: 'text.secondary' }} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {TIMESHEET_TEXT.empty}
        </Typography>
        <Button variant="outlined" size="small" component={RouterLink} to={paths.submit}>
          {TIMESHEET_TEXT.submitThisWeek}
        </Button>
      </StateRow>
    );
  else
    body = list.data.timesheets.map((timesheet) => (
      <TimesheetRow key={timesheet.timesheetId} timesheet={timesheet} />
    ));

  return (
    <Box component="section" aria-labelledby="recent-timesheets-title">
      <Typography id="recent-timesheets-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent timesheets
      </Typography>
      <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider' }}>
        <Table
          aria-labelledby="recent-timesheets-title"
          sx={{ tableLayout: { xs: 'auto', sm: 'auto' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Week</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Hours</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Submitted
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody aria-busy={!list.data && !list.isError}>{body}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
