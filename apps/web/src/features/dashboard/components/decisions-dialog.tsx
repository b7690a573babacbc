import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_APPROVALS_TEXT as TEXT,
  type ClientDecisionTime,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { formatDayHeading } from '@tallysheet/contract/timesheets/week';
import { ViewDialog } from '@/components/view-dialog.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { useDashboardDecisions } from '../api/get-dashboard-approvals.ts';

/** The decided days a client's median counts, slowest first, each opening its timesheet. */
export function DecisionsDialog({
  client,
  onClose,
}: {
  client: ClientDecisionTime | null;
  onClose(): void;
}) {
  const query = useDashboardDecisions(client?.clientId ?? null);
  const data = query.data?.clientId === client?.clientId ? query.data : undefined;
  return (
    <ViewDialog
      open={client !== null}
      onClose={onClose}
      titleId="dashboard-decisions-title"
      title={client && TEXT.decisionsTitle(client.clientName)}
      note={TEXT.medianNote}
    >
      {query.isError && (
        <ReloadAlert onReload={() => void query.refetch()}>{TEXT.loadError}</ReloadAlert>
      )}
      {!data && !query.isError && <Skeleton height={48} />}
      {data && (
        <List dense aria-label={client ? TEXT.decisionsTitle(client.clientName) : undefined}>
          {data.decisions.map((day, index) => (
            // A day may be decided on two tasks: the place in the list tells them apart.
            <ListItem key={`${day.timesheetId}/${day.day}/${index}`} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={buildPath(paths.timesheets, {}, { timesheetId: day.timesheetId })}
              >
                <ListItemText
                  primary={`${day.userFullName} · ${day.projectName}`}
                  secondary={`${formatDayHeading(day.day)} · ${day.review === 'approved' ? 'Approved' : 'Rejected'}`}
                />
                <Typography variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap' }}>
                  {`${formatHours(Math.round(day.hours * 10) / 10) || '0'} h`}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </ViewDialog>
  );
}
