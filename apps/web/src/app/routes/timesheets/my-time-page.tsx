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
import { WeeksToFix } from '@/features/timesheets/components/weeks-to-fix.tsx';
import { WeeksWithCorrections } from '@/features/corrections/components/weeks-with-corrections.tsx';
import { useWeek } from '@/features/timesheets/api/get-week.ts';
import { TIMESHEET_TEXT } from '@/features/timesheets/messages.ts';

/**
 * Personal Dashboard (A§2.2): the weeks whose rejected days need a fix first, then this week
 * at a glance, hours this week and month, recent weeks. "Submit this week" goes once this week
 * is submitted (issue 28 §1).
 */
export default function MyTimePage() {
  const { profile } = useBootstrap();
  const week = useWeek(null);
  // Offered once the week is known to be open (or could not be read), never in a flash.
  const open = week.isError || (week.data !== undefined && week.data.editable);
  return (
    <>
      <PageHeader
        title={TIMESHEET_TEXT.myTimeTitle}
        subtitle={`Welcome back, ${profile.displayName}.`}
        action={
          !open ? undefined : (
            <Button variant="contained" component={RouterLink} to={paths.submit}>
              {TIMESHEET_TEXT.submitThisWeek}
            </Button>
          )
        }
      />
      <WeeksToFix />
      <WeeksWithCorrections />
      <MySummaryFigures />
      <MyWeekGlance />
      <MyTimesheetsTable />
    </>
  );
}
