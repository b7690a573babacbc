import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { buildPath, paths } from '@/config/paths.ts';
import { useWeeksToFix } from '../api/get-my-timesheets.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { reviewerComments } from './my-timesheets-table.tsx';
import { FixPanel } from './fix-panel.tsx';
import { GridList } from '@/components/grid-list.tsx';
import { SpreadRow } from '@/components/spread-row.tsx';

/**
 * My Time's first list (issue 28 §1): "Rejected — needs your fix", the weeks with rejected days
 * still to resolve, each with the reviewers' comments and a way to its week. Nothing when none.
 */
export function WeeksToFix() {
  const weeks = useWeeksToFix();
  const timesheets = weeks.data?.timesheets ?? [];
  if (timesheets.length === 0) return null;
  return (
    <FixPanel titleId="weeks-to-fix-title" mb={3}>
      <Typography id="weeks-to-fix-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TIMESHEET_TEXT.needsFixTitle}
      </Typography>
      <GridList sx={{ gap: 1.5 }}>
        {timesheets.map((timesheet) => {
          const label = weekLabel(timesheet.periodStart);
          return (
            <Box component="li" key={timesheet.timesheetId}>
              <SpreadRow mb={0.75}>
                <Typography variant="subtitle2" component="h3">
                  {label}
                </Typography>
                <Button
                  variant="outlined"
                  size="small"
                  component={RouterLink}
                  to={buildPath(paths.submit, {}, { date: timesheet.periodStart })}
                  aria-label={`${TIMESHEET_TEXT.fixWeek}: ${label}`}
                >
                  {TIMESHEET_TEXT.fixWeek}
                </Button>
              </SpreadRow>
              {reviewerComments(timesheet)}
            </Box>
          );
        })}
      </GridList>
    </FixPanel>
  );
}
