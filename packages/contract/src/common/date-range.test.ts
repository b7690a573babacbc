import { describe, expect, it } from 'vitest';
import { daysIn, isPlausibleDay, isReversedRange } from './date-range.ts';

describe('date ranges', () => {
  it('a period is reversed only when both ends are set and the To comes first', () => {
    expect(isReversedRange({ from: '2026-11-21', to: '2026-11-20' })).toBe(true);
    expect(isReversedRange({ from: '2026-11-21', to: '2026-11-21' })).toBe(false);
    expect(isReversedRange({ from: '2026-11-21', to: '' })).toBe(false);
    expect(isReversedRange({ from: null, to: '2026-11-20' })).toBe(false);
  });

  it('counts both ends', () => {
    expect(daysIn('2026-11-21', '2026-11-27')).toBe(7);
  });

  it('a day on the way to a typed year is not plausible; a real one is', () => {
    for (const day of ['0002-10-31', '0020-10-31', '0202-10-31', '2026-02-30'])
      expect(isPlausibleDay(day)).toBe(false);
    expect(isPlausibleDay('2026-10-31')).toBe(true);
  });
});
