import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT,
  readReport,
  reportLinkFromSearch,
  reportQuery,
  searchLink,
  writeReport,
} from './report-query.ts';

const today = '2026-11-25'; // a Wednesday

describe('the report state in the URL', () => {
  it('a plain visit is this month by week and project, with a plain URL', () => {
    const state = readReport(new URLSearchParams());
    expect(state).toEqual(DEFAULT_REPORT);
    expect(writeReport(state).toString()).toBe('');
    expect(reportQuery(state, today)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      interval: 'week',
      groupBy: 'project',
    });
  });

  it('a link reproduces the report: period, interval, grouping, filters and sort survive a round trip', () => {
    const url =
      'period=custom&from=2026-10-01&to=2026-10-31&interval=day&groupBy=supplier&clientId=c1&status=approved&sortCol=name&sortDir=asc';
    const state = readReport(new URLSearchParams(url));
    expect(writeReport(state).toString()).toBe(url);
    expect(reportQuery(state, today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      interval: 'day',
      groupBy: 'supplier',
      clientId: 'c1',
      projectId: undefined,
      taskId: undefined,
      userId: undefined,
      supplierId: undefined,
      status: 'approved',
    });
  });

  it('a link with only dates (the dashboard figure) is a custom period', () => {
    const state = readReport(new URLSearchParams('from=2026-11-21&to=2026-11-27&interval=day'));
    expect(state.period).toBe('custom');
    expect(reportQuery(state, today)).toMatchObject({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('presets count weeks Saturday to Friday from today', () => {
    const state = readReport(new URLSearchParams('period=this-week'));
    expect(reportQuery(state, today)).toMatchObject({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('what the URL gets wrong falls back to the default; an unfinished custom period asks nothing', () => {
    const state = readReport(new URLSearchParams('interval=hour&groupBy=x&status=draft'));
    expect(state).toEqual(DEFAULT_REPORT);
    expect(
      reportQuery(readReport(new URLSearchParams('period=custom&from=2026-11-01')), today),
    ).toBe(null);
  });
});

describe('links between the report and Search Timecards', () => {
  const query = reportQuery(
    readReport(
      new URLSearchParams(
        'period=custom&from=2026-11-04&to=2026-11-30&groupBy=user&status=pending',
      ),
    ),
    today,
  )!;

  it("a cell opens Search Timecards with the report's filters, the group and the interval's days", () => {
    expect(searchLink(query, { id: 'ava' }, '2026-11-21')).toBe(
      '/timesheets/search?userId=ava&status=pending&period=custom&from=2026-11-21&to=2026-11-27',
    );
    // The first week starts before the period: the link starts with the period.
    expect(searchLink(query, { id: 'ava' }, '2026-10-31')).toBe(
      '/timesheets/search?userId=ava&status=pending&period=custom&from=2026-11-04&to=2026-11-06',
    );
    // A group's total: the whole period.
    expect(searchLink(query, { id: 'ava' }, null)).toBe(
      '/timesheets/search?userId=ava&status=pending&period=custom&from=2026-11-04&to=2026-11-30',
    );
  });

  it('Search Timecards jumps back to the report with its filters and period', () => {
    expect(
      reportLinkFromSearch(
        new URLSearchParams('clientId=c1&status=draft&period=custom&from=2026-11-01&to=2026-11-15'),
      ),
    ).toBe('/reporting/hours-over-period?clientId=c1&period=custom&from=2026-11-01&to=2026-11-15');
    expect(reportLinkFromSearch(new URLSearchParams('period=last-week&status=approved'))).toBe(
      '/reporting/hours-over-period?status=approved&period=last-week',
    );
  });
});
