import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAY_LABELS, weekDates, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { formatDate } from '@/lib/dates.ts';
import { rejectedDaysOfRow } from '../hooks/fix-rows.ts';
import type { WeekForm } from '../hooks/use-week-form.ts';
import { cellIssueKey, cellPath } from '../hooks/week-rows.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { rowName } from './grid-parts.tsx';
import { HoursInput } from './hours-input.tsx';
import { FixPanel } from './fix-panel.tsx';

/**
 * Fix the rejected days (issue 28 §1): with the company's "Rejected days reopen for the
 * associate" on, each rejected day, and only it, opens here with the reviewer's comment beside
 * it; Fix and resubmit sends these days alone again.
 */
export function RejectedDaysFix({
  week,
  form,
  busy,
  issueId,
  onFix,
}: {
  week: Week;
  form: WeekForm;
  busy: boolean;
  issueId(path: string): string;
  onFix(): void;
}) {
  const dates = weekDates(week.periodStart);
  const items = form.rows.flatMap((row, index) =>
    rejectedDaysOfRow(row).map((day: WeekDay) => ({ row, index, day })),
  );
  return (
    <FixPanel titleId="fix-rejected-title" mb={2}>
      <Typography id="fix-rejected-title" variant="h6" component="h2">
        {TIMESHEET_TEXT.fixTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: 760 }}>
        {TIMESHEET_TEXT.fixIntro}
      </Typography>
      <Box
        component="ul"
        data-hours-scope
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map(({ row, index, day }) => {
          const review = row.reviews[day]!;
          const label = `${rowName(row)}, ${WEEK_DAY_LABELS[day]} ${dayjs(dates[day]).format('MMM D')}`;
          const commentId = `fix-comment-${index}-${day}`;
          const issue = form.issueMap.cells.get(cellIssueKey(index, day));
          const by = review.reviewedBy
            ? ` — ${review.reviewedBy.name}, ${formatDate(review.reviewedBy.at)}`
            : '';
          return (
            <Box
              component="li"
              key={`${row.key}-${day}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
                borderTop: 1,
                borderColor: 'divider',
                pt: 1.5,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {`${WEEK_DAY_LABELS[day]} ${dayjs(dates[day]).format('MMM D')} · ${rowName(row)}`}
                </Typography>
                <Alert severity="error" icon={false} id={commentId} sx={{ mt: 0.5, py: 0 }}>
                  <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
                    {TIMESHEET_TEXT.reviewerComment}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {`${review.reviewComment || '---'}${by}`}
                  </Typography>
                </Alert>
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '96px minmax(0, 1fr)' },
                  alignItems: 'start',
                }}
              >
                <Box>
                  <Typography variant="caption" component="div" color="text.secondary" aria-hidden>
                    Hours
                  </Typography>
                  <HoursInput
                    cell={row.cells[day]}
                    row={index}
                    day={day}
                    label={`Hours, ${label}`}
                    disabled={false}
                    readOnly={false}
                    busy={busy}
                    inlineNote={false}
                    invalid={Boolean(issue)}
                    describedBy={
                      [commentId, issue ? issueId(cellPath(index, day)) : null]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    onCommit={(hours, text) => form.setHours(index, day, hours, text)}
                    onDescribe={() => undefined}
                  />
                </Box>
                <TextField
                  label={TIMESHEET_TEXT.description}
                  size="small"
                  multiline
                  maxRows={4}
                  value={row.cells[day].description}
                  onChange={(event) => form.setDescription(index, day, event.target.value)}
                  slotProps={{
                    htmlInput: { 'aria-label': `${TIMESHEET_TEXT.description}, ${label}` },
                  }}
                  sx={{ mt: 2.25 }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" disabled={busy} onClick={onFix}>
          {TIMESHEET_TEXT.fixAndResubmit}
        </Button>
      </Box>
    </FixPanel>
  );
}
