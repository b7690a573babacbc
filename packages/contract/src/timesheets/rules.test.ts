import { describe, expect, it } from 'vitest';
import { TIMESHEET_MESSAGES, timecardStatus, weekIssues } from './rules.ts';

const day = (minutes: number, review: 'approved' | 'rejected' | null = null) => ({
  minutes,
  review,
});

describe('a timecard status follows its days', () => {
  it('is draft until submitted', () => {
    expect(timecardStatus(false, [day(60, 'approved')])).toBe('draft');
  });
  it('is rejected when any day is rejected', () => {
    expect(timecardStatus(true, [day(60, 'approved'), day(60, 'rejected')])).toBe('rejected');
  });
  it('is approved when every day with hours is approved', () => {
    expect(timecardStatus(true, [day(60, 'approved'), day(0), day(30, 'approved')])).toBe(
      'approved',
    );
  });
  it('is pending otherwise', () => {
    expect(timecardStatus(true, [day(60, 'approved'), day(60)])).toBe('pending');
    expect(timecardStatus(true, [day(0)])).toBe('pending');
  });
});

describe('the rules of a week', () => {
  const base = { periodStart: '2026-11-21', employment: {}, submitting: true };

  it('accepts quarter hours within 24 a day', () => {
    expect(
      weekIssues({ ...base, rows: [{ data: { monday: { hours: 8 }, tuesday: { hours: 7.75 } } }] }),
    ).toEqual([]);
  });

  it('refuses hours that are not quarter hours, naming the cell and the day', () => {
    expect(weekIssues({ ...base, rows: [{ data: { monday: { hours: 1.1 } } }] })).toEqual([
      { path: 'timeCards.0.data.monday.hours', message: TIMESHEET_MESSAGES.quarterHours('monday') },
    ]);
  });

  it('refuses more than 24 hours in a day across all rows', () => {
    const rows = [{ data: { friday: { hours: 16 } } }, { data: { friday: { hours: 8.25 } } }];
    expect(weekIssues({ ...base, rows })).toEqual([
      { path: 'friday', message: TIMESHEET_MESSAGES.dayTotal('friday') },
    ]);
  });

  it('refuses hours outside the employment dates', () => {
    const issues = weekIssues({
      ...base,
      employment: { startDate: '2026-11-23' },
      rows: [{ data: { saturday: { hours: 2 }, monday: { hours: 2 } } }],
    });
    expect(issues).toEqual([
      {
        path: 'timeCards.0.data.saturday.hours',
        message: TIMESHEET_MESSAGES.outsideEmployment('saturday'),
      },
    ]);
  });

  it('refuses to submit an empty week, but saves an empty draft', () => {
    expect(weekIssues({ ...base, rows: [{ data: {} }] })).toEqual([
      { path: 'timeCards', message: TIMESHEET_MESSAGES.empty },
    ]);
    expect(weekIssues({ ...base, submitting: false, rows: [] })).toEqual([]);
  });
});

describe('a description needs hours', () => {
  it('names the day of a description typed on a day without hours', () => {
    expect(
      weekIssues({
        periodStart: '2026-11-21',
        rows: [{ data: { monday: { hours: 0, description: 'Workshop' } } }],
        employment: {},
        submitting: false,
      }),
    ).toEqual([
      {
        path: 'timeCards.0.data.monday.description',
        message: 'Monday: a description needs hours on the same day',
      },
    ]);
  });
});
