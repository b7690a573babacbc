import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { DashboardPeopleFigure } from '@tallysheet/contract/reporting/dashboard-people';
import type { DashboardFigures as Figures } from '@tallysheet/contract/timesheets/admin';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { addDays, formatDay } from '@tallysheet/contract/timesheets/week';
import { ReloadAlert } from '@/components/load-states.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useDashboardFigures } from '../api/get-dashboard-figures.ts';
import { GridList } from '@/components/grid-list.tsx';

export const FIGURES_TEXT = {
  label: 'Company figures',
  loadError: 'The figures could not be loaded.',
} as const;

interface Figure {
  key: keyof Omit<Figures, 'periodStart' | 'lastWeekStart'>;
  label: string;
  value(figures: Figures): string;
  /**
   * The rows behind the figure, exactly those it counts (issue 28); `reporting` when the
   * Reporting flag is on. Null: no screen lists them.
   */
  to(figures: Figures, reporting: boolean): string | null;
  /** A line under the figure: which week it counts. */
  note?(figures: Figures): string;
}

const week = (start: string) => ({ from: start, to: addDays(start, 6) });
const weekNote = (start: string) =>
  `${formatDay(start).slice(0, -6)} – ${formatDay(addDays(start, 6))}`;
/** The dashboard with the dialog of the people a figure counts open. */
export const PEOPLE_PARAM = 'figure';
const peopleOf = (figure: DashboardPeopleFigure) =>
  buildPath(paths.dashboard, {}, { [PEOPLE_PARAM]: figure });
const count = (value: number) => value.toLocaleString('en-US');

const FIGURES: Figure[] = [
  {
    key: 'hoursThisWeek',
    label: 'Hours this week',
    value: (figures) => `${formatHours(figures.hoursThisWeek) || '0'} h`,
    // The week's hours by day in Hours Over Period, which sums the same days. Without the
    // report no screen sums them (All Timesheets also lists drafts), so it is no link.
    to: (figures, reporting) =>
      reporting
        ? buildPath(paths.hoursOverPeriod, {}, { ...week(figures.periodStart), interval: 'day' })
        : null,
    note: (figures) => weekNote(figures.periodStart),
  },
  {
    key: 'pendingTimecards',
    label: 'Timecards pending approval',
    value: (figures) => count(figures.pendingTimecards),
    to: () => buildPath(paths.searchTimecards, {}, { status: 'pending' }),
  },
  {
    key: 'rejectedTimecards',
    label: 'Rejected timecards to fix',
    value: (figures) => count(figures.rejectedTimecards),
    to: () => buildPath(paths.searchTimecards, {}, { status: 'rejected' }),
  },
  {
    key: 'activeAssociates',
    label: 'Active associates',
    value: (figures) => count(figures.activeAssociates),
    // The people counted, listed on the dashboard itself (the users list has everyone).
    to: () => peopleOf('activeAssociates'),
  },
  {
    key: 'notSubmittedLastWeek',
    label: 'Not submitted last week',
    value: (figures) => count(figures.notSubmittedLastWeek),
    // Those who did not submit (All Timesheets would list those who did), each with a way
    // to submit for them.
    to: () => peopleOf('notSubmittedLastWeek'),
    note: (figures) => weekNote(figures.lastWeekStart),
  },
];

const valueSx = {
  fontSize: { xs: 22, sm: 28 },
  lineHeight: { xs: '28px', sm: '36px' },
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

function FigureContent({ figure, figures }: { figure: Figure; figures: Figures | undefined }) {
  // The figure first: the numbers line up across the row however the labels wrap.
  return (
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Typography component="p" sx={valueSx}>
        {figures ? figure.value(figures) : <Skeleton width={72} />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {figure.label}
      </Typography>
      {figure.note && (
        <Typography variant="caption" color="text.secondary" component="p">
          {figures ? figure.note(figures) : <Skeleton width={120} />}
        </Typography>
      )}
    </CardContent>
  );
}

/** The live figures (GET /reporting/dashboard), each a link to the list behind it. */
export function DashboardFigures() {
  const query = useDashboardFigures();
  const { flags } = useBootstrap();
  const figures = query.data;
  if (query.isError)
    return (
      <ReloadAlert onReload={() => void query.refetch()} sx={{ mb: 3 }}>
        {FIGURES_TEXT.loadError}
      </ReloadAlert>
    );
  return (
    <GridList
      aria-label={FIGURES_TEXT.label}
      aria-busy={!figures}
      sx={{
        mb: 3,
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        // On a phone the week's hours take the first row, the four counts two by two.
        '& > li:first-of-type': { gridColumn: { xs: 'span 2', md: 'auto' } },
      }}
    >
      {FIGURES.map((figure) => {
        const to = figures && figure.to(figures, flags.Reporting);
        return (
          <li key={figure.key}>
            <Card sx={{ height: '100%' }}>
              {to ? (
                <CardActionArea
                  component={RouterLink}
                  to={to}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <FigureContent figure={figure} figures={figures} />
                </CardActionArea>
              ) : (
                <FigureContent figure={figure} figures={figures} />
              )}
            </Card>
          </li>
        );
      })}
    </GridList>
  );
}
