import { describe, expect, it } from 'vitest';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { chartSeries } from './chart-series.ts';

const group = (index: number, byBucket: number[]) => ({
  id: `g${index}`,
  name: `Group ${index}`,
  total: byBucket.reduce((a, b) => a + b, 0),
  byBucket,
  byStatus: { approved: 0, pending: 0, rejected: 0 },
});

describe('the chart series', () => {
  it('shows the ten largest groups and sums the rest per interval as Other', () => {
    const groups = Array.from({ length: 13 }, (_, index) => group(index, [20 - index, 1]));
    const report: HoursOverPeriod = {
      from: '2026-11-01',
      to: '2026-11-14',
      interval: 'week',
      groupBy: 'project',
      buckets: ['2026-10-31', '2026-11-07'],
      groups,
      totals: { total: 0, byBucket: [], byStatus: { approved: 0, pending: 0, rejected: 0 } },
    };
    const series = chartSeries(report);
    expect(series).toHaveLength(11);
    expect(series[0]).toEqual({ id: 'g0', label: 'Group 0', data: [20, 1] });
    expect(series[10]).toEqual({ id: 'other', label: 'Other (3)', data: [10 + 9 + 8, 3] });
  });

  it('has no Other with ten groups or fewer', () => {
    const report = {
      buckets: ['2026-11-01'],
      groups: [group(1, [5])],
    } as HoursOverPeriod;
    expect(chartSeries(report).map((series) => series.label)).toEqual(['Group 1']);
  });
});
