import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { REPORT_TEXT } from './messages.ts';

/** How many groups the chart shows one by one; the rest are summed as "Other". */
export const CHART_GROUPS = 10;

export interface ChartSeries {
  id: string;
  label: string;
  data: number[];
}

/**
 * The chart's series: the ten largest groups (the report comes largest first), then "Other"
 * with the rest summed per interval, so that a stack always adds up to the interval's total.
 */
export function chartSeries(report: HoursOverPeriod): ChartSeries[] {
  const top = report.groups.slice(0, CHART_GROUPS);
  const rest = report.groups.slice(CHART_GROUPS);
  const series = top.map((group, index) => ({
    id: group.id ?? `none-${index}`,
    label: group.name,
    data: group.byBucket,
  }));
  if (rest.length)
    series.push({
      id: 'other',
      label: `${REPORT_TEXT.other} (${rest.length})`,
      data: report.buckets.map((_, index) =>
        rest.reduce((sum, group) => sum + (group.byBucket[index] ?? 0), 0),
      ),
    });
  return series;
}
