import { afterAll, describe, expect, it } from 'vitest';
import { bucketExportHeading, bucketLabel, bucketTitle } from './bucket-label.ts';
import { bucketsBetween } from './periods.ts';

// November 2026: the 1st is a Sunday, so the month starts inside the week of Saturday Oct 31.
const november = { from: '2026-11-01', to: '2026-11-30' };
const zones = ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'];
const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('report interval labels', () => {
  for (const zone of zones) {
    it(`a week the period cuts is named by the days it covers, not its Saturday (TZ=${zone})`, () => {
      process.env.TZ = zone;
      const weeks = bucketsBetween(november.from, november.to, 'week');
      expect(weeks[0]).toBe('2026-10-31');
      expect(weeks.map((start) => bucketLabel(start, 'week', november))).toEqual([
        'Nov 1 – 6',
        'Nov 7',
        'Nov 14',
        'Nov 21',
        'Nov 28 – 30',
      ]);
      expect(bucketTitle(weeks[0]!, 'week', november)).toBe('Sun, Nov 01 – Fri, Nov 06, 2026');
      expect(bucketTitle(weeks[1]!, 'week', november)).toBe('Sat, Nov 07 – Fri, Nov 13, 2026');
    });
  }

  it('a cut week across a month end names both months', () => {
    const period = { from: '2026-10-29', to: '2026-11-02' };
    const [first, second] = bucketsBetween(period.from, period.to, 'week');
    expect(bucketLabel(first!, 'week', period)).toBe('Oct 29 – 30');
    expect(bucketLabel(second!, 'week', period)).toBe('Oct 31 – Nov 2');
    expect(bucketLabel(second!, 'week', period, true)).toBe('Oct 31–Nov 2');
  });

  it('a cut week across a year end gives the first year in its title', () => {
    const period = { from: '2025-12-30', to: '2026-01-01' };
    const [week] = bucketsBetween(period.from, period.to, 'week');
    expect(bucketTitle(week!, 'week', period)).toBe('Tue, Dec 30, 2025 – Thu, Jan 01, 2026');
  });

  it('a whole month is named by month and year, a cut one by its days', () => {
    const period = { from: '2026-10-15', to: '2026-11-30' };
    const [october, november_] = bucketsBetween(period.from, period.to, 'month');
    expect(bucketLabel(october!, 'month', period)).toBe('Oct 15 – 31');
    expect(bucketLabel(november_!, 'month', period)).toBe('Nov 2026');
    expect(bucketLabel(november_!, 'month', period, true)).toBe("Nov '26");
    expect(bucketTitle(november_!, 'month', period)).toBe('Nov 2026');
  });

  it('a day is never cut', () => {
    expect(bucketLabel('2026-11-01', 'day', november)).toBe('Nov 1');
    expect(bucketTitle('2026-11-01', 'day', november)).toBe('Sun, Nov 01, 2026');
  });

  it('the export heads a whole interval with its first day as a date, a cut one with its days', () => {
    expect(bucketExportHeading('2026-10-31', 'week', november)).toBe('2026-11-01 – 2026-11-06');
    expect(bucketExportHeading('2026-11-07', 'week', november)).toEqual({ date: '2026-11-07' });
  });
});
