import { useSearchParams } from 'react-router';
import { isCalendarDay } from '@tallysheet/contract/timesheets/week';
import { PageHeader } from '@/components/page-header.tsx';
import { useWeek } from '@/features/timesheets/api/get-week.ts';
import { WeekEditor } from '@/features/timesheets/components/week-editor.tsx';
import { WeekLoadError, WeekSkeleton } from '@/features/timesheets/components/week-skeleton.tsx';
import { TIMESHEET_TEXT } from '@/features/timesheets/messages.ts';

/** Submit Timesheet (A§2.2): the week in the URL (?date=YYYY-MM-DD), this week without one. */
export default function SubmitPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isCalendarDay(asked) ? asked : null;
  const week = useWeek(date);

  if (week.data)
    return (
      <WeekEditor
        key={week.data.periodStart}
        week={week.data}
        date={date}
        stale={week.isPlaceholderData}
        onGo={(next) => setParams(next ? { date: next } : {})}
        onReload={() => void week.refetch()}
      />
    );
  return (
    <>
      <PageHeader title={TIMESHEET_TEXT.submitTitle} />
      {week.isError ? <WeekLoadError onReload={() => void week.refetch()} /> : <WeekSkeleton />}
    </>
  );
}
