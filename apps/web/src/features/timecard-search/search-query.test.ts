import { describe, expect, it } from 'vitest';
import { exportQuery, periodRange, readSearch, searchQuery, writeSearch } from './search-query.ts';

const read = (query: string) => readSearch(new URLSearchParams(query));

describe('timecard search query', () => {
  it('counts the periods from today, weeks running Saturday to Friday', () => {
    const today = '2026-11-25'; // a Wednesday
    expect(periodRange({ period: 'this-week', from: '', to: '' }, today)).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(periodRange({ period: 'last-week', from: '', to: '' }, today)).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(periodRange({ period: 'this-month', from: '', to: '' }, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodRange({ period: 'this-month', from: '', to: '' }, '2026-12-31')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(periodRange({ period: 'any', from: '', to: '' }, today)).toEqual({ from: '', to: '' });
  });

  it('reads dates alone as a custom period and drops what it does not understand', () => {
    expect(read('from=2026-11-14&to=2026-11-20')).toMatchObject({
      period: 'custom',
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(read('status=nope&sortCol=secret&page=-3&pageSize=7&from=2026-02-30')).toMatchObject({
      status: '',
      sortCol: 'periodStart',
      sortDir: 'desc',
      page: 0,
      pageSize: 10,
      period: 'any',
      from: '',
    });
  });

  it('writes a plain URL for the defaults and keeps every filter otherwise', () => {
    expect(writeSearch(read('')).toString()).toBe('');
    const query =
      'clientId=c&userId=u&status=approved&period=last-week&text=deploy&sortCol=totalHours&sortDir=asc&page=2';
    expect(writeSearch(read(query)).toString()).toBe(query);
  });

  it('sends the period as from and to, the same filters to the export with its format', () => {
    const state = read('status=pending&period=this-week&text=review');
    expect(searchQuery(state, '2026-11-25')).toEqual({
      clientId: undefined,
      projectId: undefined,
      taskId: undefined,
      userId: undefined,
      supplierId: undefined,
      status: 'pending',
      from: '2026-11-21',
      to: '2026-11-27',
      text: 'review',
      sortCol: 'periodStart',
      sortDir: 'desc',
      page: 0,
      pageSize: 10,
    });
    expect(exportQuery(state, '2026-11-25', 'xlsx')).toMatchObject({
      status: 'pending',
      from: '2026-11-21',
      format: 'xlsx',
    });
    expect(exportQuery(state, '2026-11-25', 'xlsx')).not.toHaveProperty('page');
  });
});
