import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addBusinessDaysToDay,
  businessDaysPassed,
  instantAt,
  wallTime,
} from './business-days.ts';

describe('business days (Monday to Friday in the tenant zone)', () => {
  it('skips the weekend: two business days after a Friday is the Tuesday', () => {
    expect(addBusinessDaysToDay('2026-11-27', 2)).toBe('2026-12-01');
    expect(addBusinessDaysToDay('2026-11-23', 4)).toBe('2026-11-27');
    expect(addBusinessDaysToDay('2026-11-23', 5)).toBe('2026-11-30');
  });

  it('counts a weekend start from Monday', () => {
    expect(addBusinessDaysToDay('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDaysToDay('2026-11-29', 2)).toBe('2026-12-02');
  });

  it('keeps the wall-clock time of the start, in the zone', () => {
    // Friday 16:00 in New York is 21:00 UTC; two business days later is Tuesday 16:00 there.
    const since = new Date('2026-11-27T21:00:00Z');
    expect(addBusinessDays(since, 2, 'America/New_York').toISOString()).toBe(
      '2026-12-01T21:00:00.000Z',
    );
  });

  it('reads the day in the tenant zone, not UTC: Friday evening in Los Angeles is Saturday UTC', () => {
    // 2026-11-28T02:00Z is Saturday in UTC but Friday 18:00 in Los Angeles.
    const since = new Date('2026-11-28T02:00:00Z');
    expect(wallTime(since, 'America/Los_Angeles')).toEqual({ day: '2026-11-27', minutes: 1080 });
    expect(addBusinessDays(since, 1, 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    // In UTC the same instant is on a Saturday: the count starts Monday 00:00.
    expect(addBusinessDays(since, 1, 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('a Saturday–Friday week ending in another zone’s Saturday: Friday 23:30 in Honolulu', () => {
    // Friday Nov 27 23:30 in Honolulu is Saturday Nov 28 09:30 UTC and 18:30 in Tokyo.
    const since = instantAt('2026-11-27', 23 * 60 + 30, 'Pacific/Honolulu');
    expect(since.toISOString()).toBe('2026-11-28T09:30:00.000Z');
    expect(wallTime(since, 'Asia/Tokyo').day).toBe('2026-11-28');
    expect(addBusinessDays(since, 2, 'Pacific/Honolulu').toISOString()).toBe(
      '2026-12-02T09:30:00.000Z',
    );
    expect(addBusinessDays(since, 2, 'Asia/Tokyo').toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('is due exactly at the mark, not a minute before', () => {
    const since = new Date('2026-11-23T09:00:00Z');
    expect(businessDaysPassed(since, 2, new Date('2026-11-25T08:59:00Z'), 'UTC')).toBe(false);
    expect(businessDaysPassed(since, 2, new Date('2026-11-25T09:00:00Z'), 'UTC')).toBe(true);
  });

  it('converts wall-clock times across a daylight-saving change', () => {
    // Berlin: 2026-03-29 02:00 jumps to 03:00; 01:30 is +01:00, 04:00 is +02:00.
    expect(instantAt('2026-03-29', 90, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(instantAt('2026-03-29', 240, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
  });
});
