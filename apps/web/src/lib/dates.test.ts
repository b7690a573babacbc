import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTime, localToday } from './dates.ts';
import { initialPersistedState, persisted, updatePrefs } from './persisted-state.ts';

afterEach(() => persisted.set(initialPersistedState()));

describe('dates', () => {
  it('shows missing values as ---', () => {
    expect(formatDate(null)).toBe('---');
    expect(formatTime(undefined)).toBe('---');
  });
  it('formats instants in the preferred time zone', () => {
    updatePrefs({ timezone: 'America/New_York' });
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('Feb 28, 2026');
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('10:00 pm');
    updatePrefs({ timezone: 'Europe/Paris' });
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('Mar 01, 2026');
  });
  it('shows a work day as it is', () => {
    updatePrefs({ timezone: 'Pacific/Auckland' });
    expect(formatDate('2026-03-07')).toBe('Mar 07, 2026');
  });
  it("takes today's work day where the browser is, late evening included", () => {
    expect(localToday(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
  });
});
