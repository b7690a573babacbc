import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAY_LABELS, WEEK_DAYS, weekLabel } from '@tallysheet/contract/timesheets/week';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn, DataTableList } from '@/components/data-table/types.ts';
import { buildPath, paths } from '@/config/paths.ts';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { useMyTimesheets } from '../api/get-my-timesheets.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { formatTotal } from '../week-format.ts';

const RECENT = 10;

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

/** The reviewers' comments on a timesheet's rejected days, a full-width line below its row. */
export function reviewerComments(timesheet: Timesheet) {
  const rejected = rejections(timesheet);
  if (rejected.length === 0) return null;
  return (
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
        <Typography component="li" variant="body2" key={item.key} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>{`${item.where}: `}</Box>
          {item.comment}
          {item.by && <Box component="span">{` — ${item.by}`}</Box>}
        </Typography>
      ))}
    </Box>
  );
}

const COLUMNS: DataTableColumn<Timesheet>[] = [
  {
    id: 'status',
    label: 'Status',
    width: 140,
    identifies: true,
    render: (timesheet) => <TimecardStatusChip status={timesheet.status} />,
  },
  {
    id: 'hours',
    label: 'Hours',
    align: 'right',
    width: 96,
    identifies: true,
    render: (timesheet) => formatTotal(timesheet.totalHours),
  },
  {
    id: 'submittedAt',
    label: 'Submitted',
    kind: 'date',
    value: (timesheet) => timesheet.submittedAt,
  },
];

// The last ten, newest first: no paging, no sorting.
const LIST: DataTableList = {
  page: 0,
  pageSize: RECENT,
  sortCol: 'periodStart',
  sortDir: 'desc',
  setPage: () => {},
  setPageSize: () => {},
  sortBy: () => {},
};

/** The last 10 timesheets, newest first; each opens its week on Submit Timesheet. */
export function MyTimesheetsTable() {
  const list = useMyTimesheets(0, RECENT);
  return (
    <Box component="section" aria-labelledby="recent-timesheets-title">
      <Typography id="recent-timesheets-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent timesheets
      </Typography>
      <DataTable
        label="Recent timesheets"
        name={{
          label: 'Week',
          value: (timesheet) => weekLabel(timesheet.periodStart),
          href: (timesheet) => buildPath(paths.submit, {}, { date: timesheet.periodStart }),
        }}
        columns={COLUMNS}
        rows={list.data?.timesheets}
        count={list.data?.count}
        getRowId={(timesheet) => timesheet.timesheetId}
        list={LIST}
        query={list}
        detail={reviewerComments}
        paged={false}
        emptyText={TIMESHEET_TEXT.empty}
        errorText={TIMESHEET_TEXT.listError}
        createLabel={TIMESHEET_TEXT.submitThisWeek}
        createHref={paths.submit}
        minWidth={560}
      />
    </Box>
  );
}
