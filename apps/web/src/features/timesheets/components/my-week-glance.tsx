import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { MySummary, Timesheet, Week } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAY_LABELS, WEEK_DAYS, weekDates } from '@tallysheet/contract/timesheets/week';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useMySummary } from '../api/get-my-summary.ts';
import { useWeek } from '../api/get-week.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { dayShort, formatTotal, hoursText } from '../week-format.ts';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { WeekLoadError } from './week-skeleton.tsx';
import { GridList } from '@/components/grid-list.tsx';
import { SpreadRow } from '@/components/spread-row.tsx';

const dayTotal = (timesheet: Timesheet | null, day: (typeof WEEK_DAYS)[number]) =>
  timesheet?.timeCards.reduce((sum, card) => sum + card.data[day].hours, 0) ?? 0;

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card sx={{ flex: 1, minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: 22, sm: 28 },
            lineHeight: { xs: '28px', sm: '36px' },
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {value === undefined ? <Skeleton width={80} /> : hoursText(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Hours this week and this month (GET /ts/my-summary). */
export function MySummaryFigures() {
  const summary = useMySummary();
  const data: MySummary | undefined = summary.data;
  if (summary.isError)
    return (
      <ReloadAlert onReload={() => void summary.refetch()} sx={{ mb: 3 }}>
        {TIMESHEET_TEXT.listError}
      </ReloadAlert>
    );
  return (
    <Stack direction="row" spacing={2} aria-busy={!data} sx={{ mb: 3 }}>
      <Figure label="Hours this week" value={data?.hoursThisWeek} />
      <Figure label="Hours this month" value={data?.hoursThisMonth} />
    </Stack>
  );
}

function DayTiles({ week }: { week: Week }) {
  const dates = weekDates(week.periodStart);
  return (
    <GridList
      aria-label="Hours per day"
      sx={{ gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }}
    >
      {WEEK_DAYS.map((day) => {
        const today = dates[day] === week.today;
        return (
          <Box
            component="li"
            key={day}
            aria-current={today ? 'date' : undefined}
            aria-label={`${WEEK_DAY_LABELS[day]} ${dayjs(dates[day]).format('MMM D')}: ${formatTotal(dayTotal(week.timesheet, day))} hours${today ? ', today' : ''}`}
            sx={{
              textAlign: 'center',
              py: 1,
              border: 1,
              borderRadius: 1,
              borderColor: today ? 'primary.main' : 'divider',
              bgcolor: today ? '#E8F0FB' : 'background.paper',
            }}
          >
            <Typography variant="caption" component="div" color="text.secondary" aria-hidden>
              {dayShort(day)}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary" aria-hidden>
              {dayjs(dates[day]).format('D')}
            </Typography>
            <Typography
              component="div"
              aria-hidden
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatTotal(dayTotal(week.timesheet, day))}
            </Typography>
          </Box>
        );
      })}
    </GridList>
  );
}

/** The current week at a glance: hours per day, Saturday to Friday, and each timecard's status. */
export function MyWeekGlance() {
  const week = useWeek(null);
  let body;
  if (week.isError) body = <WeekLoadError onReload={() => void week.refetch()} />;
  else if (!week.data)
    body = <Skeleton variant="rounded" height={64} aria-hidden data-testid="glance-skeleton" />;
  else {
    const { timesheet } = week.data;
    body = (
      <>
        <DayTiles week={week.data} />
        {timesheet && timesheet.timeCards.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
            {timesheet.timeCards.map((card) => (
              <Stack
                component="li"
                key={`${card.projectId}/${card.taskId}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', py: 0.75, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {card.projectName}
                  </Box>
                  {` / ${card.taskName}`}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {hoursText(card.totalHours)}
                </Typography>
                <TimecardStatusChip status={card.status} />
              </Stack>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Nothing entered for this week yet.
          </Typography>
        )}
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby="this-week-title" sx={{ mb: 3 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <SpreadRow mb={2}>
          <div>
            <Typography id="this-week-title" variant="h6" component="h2">
              This week
            </Typography>
            {week.data && (
              <Typography variant="body2" color="text.secondary">
                {weekLabel(week.data.periodStart)}
              </Typography>
            )}
          </div>
          {week.data?.timesheet && <TimecardStatusChip status={week.data.timesheet.status} />}
        </SpreadRow>
        {body}
      </CardContent>
    </Card>
  );
}
