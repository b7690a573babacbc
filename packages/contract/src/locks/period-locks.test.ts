import { describe, expect, it } from 'vitest';
import {
  ClosePeriodSchema,
  closedDayOf,
  closedDaysOf,
  lockCovers,
  lockOf,
  lockOverlaps,
  periodClosedMessage,
} from './period-locks.ts';

const everyone = { id: 'a', from: '2026-11-01', to: '2026-11-30', clientId: null, reason: 'Books' };
const northwind = {
  id: 'b',
  from: '2026-11-20',
  to: '2026-12-05',
  clientId: 'nw',
  reason: 'Audit',
};

describe('period lock ranges', () => {
  it('a lock covers both ends of its range and no day outside it', () => {
    expect(lockCovers(everyone, '2026-11-01', 'x')).toBe(true);
    expect(lockCovers(everyone, '2026-11-30', 'x')).toBe(true);
    expect(lockCovers(everyone, '2026-10-31', 'x')).toBe(false);
    expect(lockCovers(everyone, '2026-12-01', 'x')).toBe(false);
  });

  it('a lock for one client covers only that client’s days', () => {
    expect(lockCovers(northwind, '2026-12-01', 'nw')).toBe(true);
    expect(lockCovers(northwind, '2026-12-01', 'other')).toBe(false);
    expect(lockOf([northwind, everyone], '2026-11-25', 'other')).toBe(everyone);
    // Of two locks over a day, the one starting first names the period.
    expect(lockOf([northwind, everyone], '2026-11-25', 'nw')).toBe(everyone);
    expect(lockOf([northwind, everyone], '2026-12-02', 'other')).toBeUndefined();
  });

  it('overlap counts a shared end day', () => {
    expect(lockOverlaps(everyone, '2026-11-30', '2026-12-06')).toBe(true);
    expect(lockOverlaps(everyone, '2026-12-01', '2026-12-06')).toBe(false);
  });

  it('lists the closed days of a week per lock, and finds the one over a grid cell', () => {
    const days = closedDaysOf([everyone, northwind], '2026-11-28', '2026-12-04');
    expect(days.filter((day) => day.lockId === 'a').map((day) => day.day)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(days.filter((day) => day.lockId === 'b')).toHaveLength(7);
    expect(closedDayOf(days, '2026-12-01', 'nw')?.lockId).toBe('b');
    expect(closedDayOf(days, '2026-12-01', 'other')).toBeUndefined();
  });

  it('the message names the period and the reason', () => {
    expect(periodClosedMessage(everyone)).toBe('Nov 01, 2026 – Nov 30, 2026 is closed: Books');
  });

  it('a close needs a reason and a forward range of at most ten years, naming the field', () => {
    const paths = (value: object) => {
      const result = ClosePeriodSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(paths({ from: '2026-11-01', to: '2026-11-30', reason: 'Books' })).toEqual([]);
    expect(paths({ from: '2026-11-30', to: '2026-11-01', reason: 'Books' })).toEqual(['to']);
    expect(paths({ from: '2026-11-01', to: '2026-11-30', reason: ' ' })).toEqual(['reason']);
    expect(paths({ from: '2010-01-01', to: '2026-11-30', reason: 'x' })).toEqual(['to']);
  });
});
