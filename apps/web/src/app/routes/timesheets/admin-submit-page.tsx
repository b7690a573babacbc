import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { isCalendarDay } from '@tallysheet/contract/timesheets/week';
import { PageHeader } from '@/components/page-header.tsx';
import { UserSelect } from '@/entities/users/user-select.tsx';
import { useWeek } from '@/features/timesheets/api/get-week.ts';
import { WeekEditor } from '@/features/timesheets/components/week-editor.tsx';
import { WeekLoadError, WeekSkeleton } from '@/features/timesheets/components/week-skeleton.tsx';
import { TimesheetViewer } from '@/features/timesheets-admin/components/timesheet-viewer.tsx';
import { TimesheetHistory } from '@/features/timesheet-review/components/timesheet-history.tsx';
import { ADMIN_TIMESHEET_TEXT } from '@/features/timesheets-admin/messages.ts';

/**
 * Submit Timesheet for User (A§2.2): the weekly grid of Submit Timesheet for a chosen user, the
 * user and the week in the URL (?userId=&date=). A submitted week opens in the viewer, where
 * resubmission can be allowed.
 */
export default function AdminSubmitPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId')?.trim() || null;
  const asked = params.get('date');
  const date = asked && isCalendarDay(asked) ? asked : null;
  const week = useWeek(date, userId, Boolean(userId));
  const [viewing, setViewing] = useState(false);
  // While another user's week loads, the last one shown is not this user's.
  const data = week.data && week.data.user.userId === userId ? week.data : undefined;

  const go = (next: { userId?: string | null; date?: string | null }) => {
    const target = { userId, date, ...next };
    const query: Record<string, string> = {};
    if (target.userId) query.userId = target.userId;
    if (target.date) query.date = target.date;
    setParams(query);
  };

  const picker = (
    <Stack
      direction="row"
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mt: -1, mb: 2 }}
    >
      <Box sx={{ width: { xs: '100%', sm: 360 } }}>
        <UserSelect
          label="User"
          required
          value={userId ?? ''}
          onChange={(next) => go({ userId: next || null })}
        />
      </Box>
      {data?.timesheet && !data.editable && (
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          onClick={() => setViewing(true)}
          sx={{ mt: 0.25 }}
        >
          View timesheet
        </Button>
      )}
    </Stack>
  );

  if (userId && data)
    return (
      <>
        <WeekEditor
          key={`${data.user.userId}/${data.periodStart}`}
          week={data}
          date={date}
          stale={week.isPlaceholderData}
          userId={userId}
          title={ADMIN_TIMESHEET_TEXT.adminSubmitTitle}
          intro={picker}
          onGo={(next) => go({ date: next })}
          onReload={() => void week.refetch()}
        />
        {data.timesheet && (
          <TimesheetViewer
            history={(timesheet) => <TimesheetHistory timesheet={timesheet} />}
            timesheetId={data.timesheet.timesheetId}
            associate={data.user.displayName}
            open={viewing}
            onClose={() => setViewing(false)}
            onChanged={() => void week.refetch()}
            onDeleted={() => void week.refetch()}
          />
        )}
      </>
    );

  let body;
  if (!userId)
    body = (
      <Typography variant="body2" color="text.secondary">
        {ADMIN_TIMESHEET_TEXT.pickUser}
      </Typography>
    );
  else if (week.isError) body = <WeekLoadError onReload={() => void week.refetch()} />;
  else body = <WeekSkeleton />;
  return (
    <>
      <PageHeader title={ADMIN_TIMESHEET_TEXT.adminSubmitTitle} />
      {picker}
      {body}
    </>
  );
}
