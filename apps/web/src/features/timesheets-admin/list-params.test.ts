import { describe, expect, it } from 'vitest';
import { listQuery, readListParams, writeListParams } from './list-params.ts';

const read = (search: string) => readListParams(new URLSearchParams(search));
// A Monday: its week started on Saturday Nov 21, 2026.
const TODAY = '2026-11-23';

describe('All Timesheets in the URL', () => {
  it('sends the defaults when the URL has none: page 0 of 10, by period, newest first', () => {
    expect(listQuery(read(''), TODAY)).toEqual({
      page: 0,
      pageSize: 10,
      sortCol: 'periodStart',
      sortDir: 'desc',
    });
  });

  it('sends each filter of the URL and ignores what it cannot read', () => {
    const state = read(
      'userId=ann&clientId=cli-1&projectId=prj-1&supplierId=sup-1&status=pending&page=2&pageSize=25&sortCol=totalHours&sortDir=asc&pageSize=7',
    );
    expect(listQuery(state, TODAY)).toEqual({
      page: 2,
      pageSize: 25,
      sortCol: 'totalHours',
      sortDir: 'asc',
      userId: 'ann',
      clientId: 'cli-1',
      projectId: 'prj-1',
      supplierId: 'sup-1',
      status: 'pending',
    });
    expect(read('status=lost&sortCol=secret&pageSize=7&page=-1')).toMatchObject({
      status: null,
      sortCol: 'periodStart',
      pageSize: 10,
      page: 0,
    });
  });

  it('turns a period into Saturday-to-Friday weeks or the month around today', () => {
    expect(listQuery(read('period=this-week'), TODAY)).toMatchObject({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(listQuery(read('period=last-week'), TODAY)).toMatchObject({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(listQuery(read('period=this-month'), TODAY)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(listQuery(read('period=this-month'), '2026-12-31')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('reads from and to as a custom period, and leaves out a range that ends before it starts', () => {
    expect(listQuery(read('from=2026-10-01&to=2026-10-31'), TODAY)).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    const backwards = listQuery(read('period=custom&from=2026-10-31&to=2026-10-01'), TODAY);
    expect(backwards.from).toBeUndefined();
    expect(backwards.to).toBeUndefined();
  });

  it('writes a change without defaults, back on page 0, keeping the open timesheet', () => {
    const next = writeListParams(
      new URLSearchParams('page=3&timesheetId=t1&period=custom&from=2026-10-01'),
      { status: 'approved', period: 'last-week' },
    );
    expect(next.toString()).toBe('timesheetId=t1&period=last-week&status=approved');
    expect(
      writeListParams(new URLSearchParams(''), {
        sortCol: 'periodStart',
        sortDir: 'desc',
      }).toString(),
    ).toBe('');
  });
});
