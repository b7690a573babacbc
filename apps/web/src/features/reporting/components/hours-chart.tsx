import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { bucketLabel, bucketTitle } from '@tallysheet/contract/reporting/bucket-label';
import { chartSeries } from '../chart-series.ts';
import { hoursText, REPORT_TEXT } from '../messages.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';

/** Ten distinct hues and a grey for "Other", each at least 3:1 on white. */
const COLORS = [
  '#1F5FAD',
  '#C2410C',
  '#2E7D32',
  '#7B1FA2',
  '#0B7285',
  '#A61E4D',
  '#5C6F00',
  '#9A5B00',
  '#3949AB',
  '#00796B',
  '#6B7280',
];

/** What the chart shows, in words: each interval's total and its largest groups. */
function textAlternative(report: HoursOverPeriod, series: ReturnType<typeof chartSeries>) {
  return report.buckets.map((start, index) => {
    const parts = series
      .filter((item) => (item.data[index] ?? 0) > 0)
      .map((item) => `${item.label} ${hoursText(item.data[index]!)}`);
    return `${bucketTitle(start, report.interval, report)}: ${hoursText(report.totals.byBucket[index] ?? 0)}${
      parts.length ? ` (${parts.join(', ')})` : ''
    }`;
  });
}

/**
 * The stacked bar chart over the intervals: a series per group (the ten largest and Other),
 * a legend, tooltips and, for screen readers, the same numbers as a list.
 */
export function HoursChart({ report, narrow }: { report: HoursOverPeriod; narrow: boolean }) {
  const series = useMemo(() => chartSeries(report), [report]);
  const labels = report.buckets.map((start) => bucketLabel(start, report.interval, report, narrow));
  const summary = useMemo(() => textAlternative(report, series), [report, series]);
  return (
    <Box component="figure" sx={{ m: 0, mb: 3 }}>
      <Box aria-hidden sx={{ width: '100%' }}>
        <BarChart
          // Hidden from assistive technology (the list below says the same), so not focusable.
          disableKeyboardNavigation
          height={narrow ? 300 : 340}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              tickLabelStyle: narrow ? { angle: -45, textAnchor: 'end', fontSize: 11 } : undefined,
              height: narrow ? 56 : 30,
            },
          ]}
          yAxis={[{ label: 'Hours', width: 56 }]}
          series={series.map((item, index) => ({
            id: item.id,
            label: item.label,
            data: item.data,
            stack: 'hours',
            color: COLORS[item.id === 'other' ? COLORS.length - 1 : index % (COLORS.length - 1)],
            valueFormatter: (value: number | null) => (value ? hoursText(value) : null),
          }))}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'start' },
            },
          }}
          margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        />
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {REPORT_TEXT.chartLabel}
      </Typography>
      <Box component="ul" aria-label={REPORT_TEXT.chartSummary} sx={visuallyHidden}>
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
