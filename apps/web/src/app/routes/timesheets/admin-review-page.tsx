import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { useNavigate, useSearchParams } from 'react-router';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { parseTimesheetId, weekLabel } from '@tallysheet/contract/timesheets/week';
import { PageHeader } from '@/components/page-header.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { useTimesheet } from '@/entities/timesheets/api/get-timesheet.ts';
import { ReviewForm } from '@/features/timesheet-review/components/review-form.tsx';
import {
  ReviewLoadError,
  ReviewMissing,
  ReviewSkeleton,
} from '@/features/timesheet-review/components/review-states.tsx';
import { REVIEW_TEXT } from '@/features/timesheet-review/messages.ts';
import { formatDate } from '@/lib/dates.ts';

/** Review Timesheet (A§2.2, query parameter timesheetId): approve or reject its days. */
export default function AdminReviewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const timesheetId = params.get('timesheetId')?.trim() ?? '';
  const valid = parseTimesheetId(timesheetId) !== null;
  const timesheet = useTimesheet(timesheetId, valid);
  // All Timesheets opens its viewer from the same parameter.
  const viewer = timesheetId ? buildPath(paths.timesheets, {}, { timesheetId }) : paths.timesheets;
  const onSaved = useCallback(() => void navigate(viewer), [navigate, viewer]);

  const data = timesheet.data;
  let body;
  if (!timesheetId) body = <ReviewMissing message={REVIEW_TEXT.noTimesheetId} backTo={viewer} />;
  else if (!valid)
    body = <ReviewMissing message={REVIEW_TEXT.invalidTimesheetId} backTo={paths.timesheets} />;
  else if (timesheet.isError) body = <ReviewLoadError onReload={() => void timesheet.refetch()} />;
  else if (data === null)
    body = <ReviewMissing message={REVIEW_TEXT.notFound} backTo={paths.timesheets} />;
  else if (!data) body = <ReviewSkeleton />;
  else
    body = <ReviewForm key={data.timesheetId} timesheet={data} backTo={viewer} onSaved={onSaved} />;

  const facts = data
    ? [
        weekLabel(data.periodStart),
        `${formatHours(data.totalHours) || '0'} h`,
        data.supplierName,
        data.submittedAt &&
          `Submitted ${formatDate(data.submittedAt)}${data.submittedBy ? ` by ${data.submittedBy}` : ''}`,
      ].filter(Boolean)
    : [];
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader
        title={REVIEW_TEXT.title}
        subtitle={
          data && (
            <>
              <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {data.userFullName}
              </Box>
              {facts.map((fact) => (
                <span key={fact as string}>{` · ${fact}`}</span>
              ))}
            </>
          )
        }
      />
      {body}
    </Box>
  );
}
