import { describe, expect, it } from 'vitest';
import { timeZones, utcOffset, zoneSearchText } from './timezones.ts';

describe('time zones', () => {
  it('lists UTC first, once, then the IANA zones the runtime knows', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(zones).toContain('America/New_York');
  });

  it('names the offset from UTC and finds a zone by city words or offset', () => {
    expect(utcOffset('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffset('UTC')).toBe('UTC+00:00');
    expect(utcOffset('Not/AZone')).toBe('');
    expect(zoneSearchText('America/New_York')).toContain('New York');
    expect(zoneSearchText('Asia/Kolkata')).toContain('+05:30');
  });
});
