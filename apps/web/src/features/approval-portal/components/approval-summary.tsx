import { Fragment } from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { formatHours } from '../decisions.ts';

/** "Sat, Mar 07 – Fri, Mar 13, 2026" (the year on both ends when the week spans two). */
export function formatWeek(periodStart: string, periodEnd: string): string {
  const start = dayjs(periodStart);
  const end = dayjs(periodEnd);
  const startFormat = start.year() === end.year() ? 'ddd, MMM DD' : 'ddd, MMM DD, YYYY';
  return `${start.format(startFormat)} – ${end.format('ddd, MMM DD, YYYY')}`;
}

/** Who worked, for whom, which week and how long: the facts the contact approves. */
export function ApprovalSummary({ view }: { view: ApprovalView }) {
  const rows: [string, string][] = [
    ['Associate', view.userFullName],
    ['Client', view.clientName],
    ['Project', view.projectName],
    ['Week', formatWeek(view.periodStart, view.periodEnd)],
    ['Total hours', formatHours(view.totalHours)],
  ];
  return (
    <Card sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(88px, max-content) 1fr',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontWeight: 600,
                overflowWrap: 'anywhere',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Card>
  );
}
