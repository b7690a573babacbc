import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayHeading,
  weekLabel,
  addDays,
  dayInZone,
  hoursToMinutes,
  isWithinEmployment,
  minutesToHours,
  parseTimesheetId,
  timesheetId,
  weekDates,
  weekEndOf,
  weekStartOf,
} from './week.ts';

describe('weeks run Saturday to Friday', () => {
  it('a week starts on the Saturday on or before a day', () => {
    expect(weekStartOf('2026-11-21')).toBe('2026-11-21'); // Saturday
    expect(weekStartOf('2026-11-24')).toBe('2026-11-21'); // Tuesday
    expect(weekStartOf('2026-11-27')).toBe('2026-11-21'); // Friday
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28'); // next Saturday
  });

  it('a week spans a year end and a leap day', () => {
    expect(weekStartOf('2027-01-01')).toBe('2026-12-26');
    expect(weekEndOf('2026-12-26')).toBe('2027-01-01');
    expect(weekDates('2028-02-26')).toMatchObject({ tuesday: '2028-02-29', friday: '2028-03-03' });
  });

  it('day arithmetic ignores daylight-saving changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it("today depends on the user's time zone", () => {
    const instant = new Date('2026-11-28T02:30:00Z'); // Saturday in UTC, still Friday in New York
    expect(dayInZone(instant, 'UTC')).toBe('2026-11-28');
    expect(dayInZone(instant, 'America/New_York')).toBe('2026-11-27');
    expect(weekStartOf(dayInZone(instant, 'America/New_York'))).toBe('2026-11-21');
  });
});

describe('timesheet ids', () => {
  it('are tenantId#userId#YYYYMMDD_YYYYMMDD for a Saturday–Friday week', () => {
    const id = timesheetId({ tenantId: 'acme', userId: 'ann', periodStart: '2026-11-21' });
    expect(id).toBe('acme#ann#20261121_20261127');
    expect(parseTimesheetId(id)).toEqual({
      tenantId: 'acme',
      userId: 'ann',
      periodStart: '2026-11-21',
      periodEnd: '2026-11-27',
    });
  });

  it('refuse a period that is not a Saturday–Friday week', () => {
    expect(() => timesheetId({ tenantId: 'a', userId: 'b', periodStart: '2026-11-22' })).toThrow();
    expect(parseTimesheetId('acme#ann#20261122_20261128')).toBeNull(); // Sunday start
    expect(parseTimesheetId('acme#ann#20261121_20261128')).toBeNull(); // eight days
    expect(parseTimesheetId('acme#ann#20260230_20260305')).toBeNull(); // no such day
    expect(parseTimesheetId('acme#ann')).toBeNull();
  });
});

describe('hours are whole minutes in quarter-hour steps', () => {
  it('converts quarter hours exactly and refuses other fractions', () => {
    expect(hoursToMinutes(7.75)).toBe(465);
    expect(hoursToMinutes(0)).toBe(0);
    expect(hoursToMinutes(0.1)).toBeNull();
    expect(hoursToMinutes(-1)).toBeNull();
    expect(hoursToMinutes(Number.NaN)).toBeNull();
  });

  it('adds 96 quarter hours to exactly 24 hours, with no float drift', () => {
    let minutes = 0;
    for (let i = 0; i < 96; i++) minutes += hoursToMinutes(0.25)!;
    expect(minutes).toBe(1440);
    expect(minutesToHours(minutes)).toBe(24);
  });
});

describe('employment dates', () => {
  it('include both ends, and a missing end is open', () => {
    const employment = { startDate: '2026-11-23', endDate: '2026-11-25' };
    expect(isWithinEmployment('2026-11-22', employment)).toBe(false);
    expect(isWithinEmployment('2026-11-23', employment)).toBe(true);
    expect(isWithinEmployment('2026-11-25', employment)).toBe(true);
    expect(isWithinEmployment('2026-11-26', employment)).toBe(false);
    expect(isWithinEmployment('1999-01-01', { startDate: null, endDate: null })).toBe(true);
  });
});

describe('week labels', () => {
  it('labels a week Saturday to Friday with the year of its Friday', () => {
    expect(weekLabel('2026-11-21')).toBe('Sat, Nov 21 – Fri, Nov 27, 2026');
    expect(weekLabel('2026-12-26')).toBe('Sat, Dec 26 – Fri, Jan 01, 2027');
  });
  it('formats days as MMM DD, YYYY and grid headings as "Sat Nov 21"', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 01, 2026');
    expect(formatDayHeading('2026-03-01')).toBe('Sun Mar 1');
  });
});
