import { describe, expect, it } from 'vitest';
import { bucketEndOf, bucketStartOf, bucketsBetween, presetRange } from './periods.ts';

describe('report intervals', () => {
  it('a week bucket starts on the Saturday on or before the day, across a year end', () => {
    expect(bucketStartOf('2026-01-01', 'week')).toBe('2025-12-27'); // a Thursday
    expect(bucketStartOf('2025-12-27', 'week')).toBe('2025-12-27'); // a Saturday
    expect(bucketStartOf('2026-01-02', 'week')).toBe('2025-12-27'); // a Friday
    expect(bucketStartOf('2026-01-03', 'week')).toBe('2026-01-03');
  });

  it('a week bucket is seven days across a daylight-saving change', () => {
    expect(bucketStartOf('2026-03-08', 'week')).toBe('2026-03-07');
    expect(bucketEndOf('2026-03-07', 'week')).toBe('2026-03-13');
  });

  it('month buckets start on the first and end on the last day, February included', () => {
    expect(bucketStartOf('2028-02-29', 'month')).toBe('2028-02-01');
    expect(bucketEndOf('2028-02-01', 'month')).toBe('2028-02-29');
    expect(bucketsBetween('2025-11-15', '2026-02-03', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('the buckets meeting a period start with the one holding its first day', () => {
    expect(bucketsBetween('2025-12-31', '2026-01-09', 'week')).toEqual([
      '2025-12-27',
      '2026-01-03',
    ]);
    expect(bucketsBetween('2026-01-30', '2026-02-01', 'day')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
  });
});

describe('period presets', () => {
  const today = '2026-01-01'; // a Thursday
  it('this week and last week run Saturday to Friday', () => {
    expect(presetRange('this-week', today)).toEqual({ from: '2025-12-27', to: '2026-01-02' });
    expect(presetRange('last-week', today)).toEqual({ from: '2025-12-20', to: '2025-12-26' });
  });
  it('months, quarters and the year to date are whole calendar ranges', () => {
    expect(presetRange('this-month', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('last-month', today)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this-quarter', '2026-05-20')).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(presetRange('year-to-date', '2026-05-20')).toEqual({
      from: '2026-01-01',
      to: '2026-05-20',
    });
  });
});
