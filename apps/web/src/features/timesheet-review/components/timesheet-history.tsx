import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDateTime } from '@/lib/dates.ts';
import { useTimesheetEvents } from '../api/get-timesheet-events.ts';
import { describeEvent } from '../history-text.ts';

/**
 * The timesheet's History in the viewer (issue 29): each reminder, escalation, decision on
 * behalf, delegation and correction, newest first, with its time, actor and project.
 */
export function TimesheetHistory({ timesheet }: { timesheet: Timesheet }) {
  const headingId = useId();
  const events = useTimesheetEvents(timesheet.timesheetId);
  const projectName = (projectId: string | null) =>
    timesheet.timeCards.find((card) => card.projectId === projectId)?.projectName;
  let body;
  if (events.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void events.refetch()}>
            Reload
          </Button>
        }
      >
        Could not load the history
      </Alert>
    );
  else if (!events.data) body = <Skeleton variant="rounded" height={48} />;
  else if (events.data.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        No reminders, escalations or corrections yet.
      </Typography>
    );
  else
    body = (
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {events.data.map((event) => (
          <Stack
            component="li"
            key={event.id}
            spacing={0.25}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {describeEvent(event)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[formatDateTime(event.at), event.actorName, projectName(event.projectId)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h3">
        History
      </Typography>
      {body}
    </Stack>
  );
}
