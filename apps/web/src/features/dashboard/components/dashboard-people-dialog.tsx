import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_PEOPLE_TEXT,
  type DashboardPeopleFigure,
} from '@tallysheet/contract/reporting/dashboard-people';
import { addDays, formatDay } from '@tallysheet/contract/timesheets/week';
import { ViewDialog } from '@/components/view-dialog.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { useDashboardPeople } from '../api/get-dashboard-people.ts';

export const PEOPLE_DIALOG_TEXT = {
  close: 'Close',
  loadError: 'The people could not be loaded.',
  week: (start: string) =>
    `Week of ${formatDay(start).slice(0, -6)} – ${formatDay(addDays(start, 6))}`,
} as const;

/**
 * The people a dashboard figure counts, exactly those (issue 28): this week's active
 * associates, or last week's who have not submitted, each with a way to submit for them.
 */
export function DashboardPeopleDialog({
  figure,
  onClose,
}: {
  figure: DashboardPeopleFigure | null;
  onClose(): void;
}) {
  const query = useDashboardPeople(figure);
  const data = query.data?.figure === figure ? query.data : undefined;
  const text = figure ? DASHBOARD_PEOPLE_TEXT[figure] : undefined;
  return (
    <ViewDialog
      open={figure !== null}
      onClose={onClose}
      titleId="dashboard-people-title"
      title={text?.title}
      note={data && `${PEOPLE_DIALOG_TEXT.week(data.weekStart)} · ${data.people.length}`}
      contentSx={{ px: { xs: 1, sm: 2 } }}
      closeLabel={PEOPLE_DIALOG_TEXT.close}
      focusClose
    >
      {query.isError ? (
        <ReloadAlert onReload={() => void query.refetch()} sx={{ mx: 1, mt: 2 }}>
          {PEOPLE_DIALOG_TEXT.loadError}
        </ReloadAlert>
      ) : !data ? (
        <List aria-busy="true">
          {[0, 1, 2].map((index) => (
            <ListItem key={index}>
              <ListItemText
                primary={<Skeleton width="40%" />}
                secondary={<Skeleton width="60%" />}
              />
            </ListItem>
          ))}
        </List>
      ) : data.people.length === 0 ? (
        <Typography sx={{ px: 1, pt: 2 }}>{text?.empty}</Typography>
      ) : (
        <List aria-label={text?.title}>
          {data.people.map((person) => (
            <ListItem key={person.userId} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={person.displayName}
                secondary={person.email}
                sx={{ minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' }}
              />
              {figure === 'notSubmittedLastWeek' && (
                <Button
                  component={RouterLink}
                  size="small"
                  variant="outlined"
                  to={buildPath(
                    paths.adminSubmit,
                    {},
                    { userId: person.userId, date: data.weekStart },
                  )}
                  aria-label={`${DASHBOARD_PEOPLE_TEXT.notSubmittedLastWeek.action}: ${person.displayName}`}
                >
                  {DASHBOARD_PEOPLE_TEXT.notSubmittedLastWeek.action}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </ViewDialog>
  );
}
