import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import {
  MySummaryFigures,
  MyWeekGlance,
} from '@/features/timesheets/components/my-week-glance.tsx';
import { MyTimesheetsTable } from '@/features/timesheets/components/my-timesheets-table.tsx';
import { TIMESHEET_TEXT } from '@/features/timesheets/messages.ts';

/** Personal Dashboard (A§2.2): this week at a glance, hours this week and month, recent weeks. */
export default function MyTimePage() {
  const { profile } = useBootstrap();
  return (
    <>
      <PageHeader
        title={TIMESHEET_TEXT.myTimeTitle}
        subtitle={`Welcome back, ${profile.displayName}.`}
        action={
          <Button variant="contained" component={RouterLink} to={paths.submit}>
            {TIMESHEET_TEXT.submitThisWeek}
          </Button>
        }
      />
      <MySummaryFigures />
      <MyWeekGlance />
      <MyTimesheetsTable />
    </>
  );
}
