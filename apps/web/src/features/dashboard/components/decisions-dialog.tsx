import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_APPROVALS_TEXT as TEXT,
  type ClientDecisionTime,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { formatDayHeading } from '@tallysheet/contract/timesheets/week';
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useDashboardDecisions(client?.clientId ?? null);
  const data = query.data?.clientId === client?.clientId ? query.data : undefined;
  return (
    <Dialog
      open={client !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="dashboard-decisions-title"
    >
      <DialogTitle id="dashboard-decisions-title" sx={{ typography: 'h6', pb: 0 }}>
        {client && TEXT.decisionsTitle(client.clientName)}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {TEXT.medianNote}
        </Typography>
      </DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
