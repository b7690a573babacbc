import { describe, expect, it } from 'vitest';
import { businessDaysBetween } from './dashboard-approvals.ts';

describe('business days between two days', () => {
  it('counts the weekdays after the first day up to the last, weekends never', () => {
    expect(businessDaysBetween('2026-11-23', '2026-11-23')).toBe(0); // the same Monday
    expect(businessDaysBetween('2026-11-23', '2026-11-24')).toBe(1);
    expect(businessDaysBetween('2026-11-27', '2026-11-29')).toBe(0); // Friday to Sunday
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1); // Friday to Monday
    expect(businessDaysBetween('2026-11-21', '2026-12-04')).toBe(10); // Saturday, two weeks on
    expect(businessDaysBetween('2026-11-30', '2026-11-23')).toBe(0);
  });
});
