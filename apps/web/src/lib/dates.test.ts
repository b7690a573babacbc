import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTime, localToday } from './dates.ts';
import { saveUserTimezone, setSignedInUser } from './user-timezone.ts';
import { initialPersistedState, persisted, updatePrefs } from './persisted-state.ts';

afterEach(() => {
  persisted.set(initialPersistedState());
  setSignedInUser(null);
});

describe('dates', () => {
  it('shows missing values as ---', () => {
    expect(formatDate(null)).toBe('---');
    expect(formatTime(undefined)).toBe('---');
  });
  it("formats instants in the user's time zone", () => {
    setSignedInUser({ user: 'acme#ann', timezone: 'America/New_York' });
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('Feb 28, 2026');
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('10:00 pm');
    saveUserTimezone('acme#ann', 'Europe/Paris');
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('Mar 01, 2026');
  });
  it("a user's zone stored in the browser applies to that user only, and their profile's wins", () => {
    saveUserTimezone('acme#ann', 'America/New_York');
    setSignedInUser({ user: 'acme#ann', timezone: null });
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('10:00 pm');
    // The next user on this browser: their profile's zone, not Ann's.
    setSignedInUser({ user: 'acme#bob', timezone: 'Asia/Tokyo' });
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('12:00 pm');
    // Ann's profile zone outranks the one her browser kept.
    setSignedInUser({ user: 'acme#ann', timezone: 'Asia/Tokyo' });
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('12:00 pm');
  });
  it('a zone stored before it named its user is nobody’s', () => {
    updatePrefs({ timezone: 'Asia/Tokyo' as never });
    setSignedInUser({ user: 'acme#ann', timezone: 'America/New_York' });
    expect(formatTime('2026-03-01T03:00:00Z')).toBe('10:00 pm');
  });
  it('shows a work day as it is', () => {
    setSignedInUser({ user: 'acme#ann', timezone: 'Pacific/Auckland' });
    expect(formatDate('2026-03-07')).toBe('Mar 07, 2026');
  });
  it("takes today's work day where the browser is, late evening included", () => {
    expect(localToday(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
  });
});
