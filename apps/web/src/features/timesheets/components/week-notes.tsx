import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { WeekIssue } from '@tallysheet/contract/timesheets/rules';
import { WEEK_DAY_LABELS, WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { formatDate } from '@/lib/dates.ts';
import type { GridRow } from '../hooks/week-rows.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { rowName } from './grid-parts.tsx';

/** Issues in the grid's reading order: by day, then row; the whole week's last. */
function issueOrder(path: string): number {
  const parts = path.split('.');
  const day = WEEK_DAYS.findIndex((name) => parts.includes(name));
  const row = parts[0] === 'timeCards' && parts[1] ? Number(parts[1]) : -1;
  return (day === -1 ? 7 : day) * 1000 + (row === -1 ? 999 : row);
}

/**
 * An issue as the summary lists it: one of a cell or row names its row first ("Data Platform /
 * Design, Wednesday: …"), so that two rows' issues on one day read apart.
 */
export function issueText(issue: WeekIssue, rows: readonly GridRow[]): string {
  const row = /^timeCards\.(\d+)(?:\.|$)/.exec(issue.path);
  const named = row ? rows[Number(row[1])] : undefined;
  return named ? `${rowName(named)}, ${issue.message}` : issue.message;
}

/** Every issue of the week, each with the id its cell or day total points to. */
export function IssuesSummary({
  issues,
  rows,
  issueId,
}: {
  issues: readonly WeekIssue[];
  rows: readonly GridRow[];
  issueId(path: string): string;
}) {
  if (issues.length === 0) return null;
  const seen = new Set<string>();
  const sorted = [...issues].sort((a, b) => issueOrder(a.path) - issueOrder(b.path));
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>{TIMESHEET_TEXT.fixFirst}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {sorted.map((issue) => {
          if (seen.has(issue.path)) return null;
          seen.add(issue.path);
          return (
            <li key={issue.path} id={issueId(issue.path)}>
              {issueText(issue, rows)}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}

/** The reviewers' words: each rejected day's comment and each timecard's manager comments. */
export function ReviewComments({
  rows,
  dates,
  commentId,
}: {
  rows: readonly GridRow[];
  dates: Record<WeekDay, string>;
  commentId(row: number, day: WeekDay): string;
}) {
  const items = rows.flatMap((row, index) => [
    ...WEEK_DAYS.filter((day) => row.reviews[day]?.review === 'rejected').map((day) => {
      const review = row.reviews[day]!;
      const by = review.reviewedBy
        ? ` — ${review.reviewedBy.name}, ${formatDate(review.reviewedBy.at)}`
        : '';
      return {
        rejected: true,
        id: commentId(index, day),
        title: `Rejected: ${WEEK_DAY_LABELS[day]} ${dayjs(dates[day]).format('MMM D')} · ${rowName(row)}`,
        text: `${review.reviewComment || 'No comment'}${by}`,
      };
    }),
    ...(row.managerComments.trim()
      ? [
          {
            rejected: false,
            id: `${commentId(index, 'saturday')}-manager`,
            title: `Comments · ${rowName(row)}`,
            text: row.managerComments,
          },
        ]
      : []),
  ]);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="review-comments-title" sx={{ mt: 3, maxWidth: 960 }}>
      <Typography id="review-comments-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Review comments
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            id={item.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderLeft: 4,
              borderLeftColor: item.rejected ? 'error.main' : 'primary.main',
              borderRadius: 1,
              bgcolor: 'background.paper',
              px: 1.5,
              py: 1,
            }}
          >
            <Typography variant="subtitle2" component="div">
              {item.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
