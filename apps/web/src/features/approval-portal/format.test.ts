import { describe, expect, it } from 'vitest';
import { formatDate, formatWeek } from './format.ts';

describe('approval page dates', () => {
  it('shows a work day as MMM DD, YYYY whatever the time zone', () => {
    expect(formatDate('2026-03-09')).toBe('Mar 09, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it("shows an instant on the browser's calendar", () => {
    const instant = '2026-03-14T09:00:00Z';
    const local = new Date(instant);
    expect(formatDate(instant)).toBe(
      `${local.toLocaleString('en-US', { month: 'short' })} ${String(local.getDate()).padStart(2, '0')}, 2026`,
    );
  });

  it("shows '---' for a missing or broken value", () => {
    expect(formatDate(null)).toBe('---');
    expect(formatDate('')).toBe('---');
    expect(formatDate('not a date')).toBe('---');
  });

  it('names the week Saturday to Friday, with the year on both ends only across a new year', () => {
    expect(formatWeek('2026-03-07', '2026-03-13')).toBe('Sat, Mar 07 – Fri, Mar 13, 2026');
    expect(formatWeek('2026-12-26', '2027-01-01')).toBe('Sat, Dec 26, 2026 – Fri, Jan 01, 2027');
  });
});
