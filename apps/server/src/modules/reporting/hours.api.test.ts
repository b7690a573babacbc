import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { createTestClock } from '../../lib/clock.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { buildTenant, buildClient } from '../../test/factories.ts';
import { searchWorld, type SearchWorld } from '../../test/search-world.ts';
import { row, saveWeek } from '../../test/timesheet-world.ts';

const clock = createTestClock('2026-11-25T12:00:00Z'); // a Wednesday
let ctx: TestContext;
let world: SearchWorld;

/**
 * searchWorld (November 2026: Ava pending 17.5 h, a draft of 4 h; Bo approved 6 h and rejected
 * 3 h) and two more pending weeks of Ava's: across the year end (Sat Dec 27 1 h, Wed Dec 31 2 h,
 * Thu Jan 1 3 h, Fri Jan 2 4 h) and across the US daylight-saving change (Sat Mar 7 1 h, Sun
 * Mar 8 2 h, Mon Mar 9 3 h).
 */
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock });
  world = await searchWorld(ctx);
  const week = (periodStart: string, hours: Parameters<typeof row>[2]) =>
    saveWeek(ctx, world.as(world.associate), {
      periodStart,
      timeCards: [row(world.project.id, world.design.id, hours)],
    });
  await week('2025-12-27', { saturday: 1, wednesday: 2, thursday: 3, friday: 4 });
  await week('2026-03-07', { saturday: 1, sunday: 2, monday: 3 });
});
afterAll(() => ctx.close());

const get = (query: Record<string, string>, who = world.admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reporting/hours-over-period?${new URLSearchParams(query)}`,
    headers: world.as(who),
  });

async function report(query: Record<string, string>): Promise<HoursOverPeriod> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Each group's hours by name. */
const byName = (result: HoursOverPeriod) =>
  Object.fromEntries(result.groups.map((group) => [group.name, group.total]));

/** The Saturday on or before a day, computed apart from the code under test. */
function saturdayOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 1) % 7));
  return date.toISOString().slice(0, 10);
}
const BUCKET = {
  day: (day: string) => day,
  week: saturdayOf,
  month: (day: string) => `${day.slice(0, 7)}-01`,
};

describe(`Hours Over Period on ${engine}`, () => {
  it('totals equal the sums of the exported worked days for every grouping and interval', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/ts/search-timecards/export?format=csv&from=2025-12-01&to=2026-12-31',
      headers: world.as(world.admin),
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...lines] = exported.rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    const days = lines
      .filter((cells) => cells[column('Status')] !== 'Draft')
      .map((cells) => ({
        client: cells[column('Client')]!,
        project: cells[column('Project')]!,
        task: cells[column('Task')]!,
        user: cells[column('Associate')]!,
        supplier: cells[column('Supplier')] || 'No supplier',
        day: cells[column('Date')]!,
        hours: Number(cells[column('Hours')]),
      }));
    expect(days.length).toBeGreaterThan(8);
    for (const groupBy of ['client', 'project', 'task', 'user', 'supplier'] as const)
      for (const interval of ['week', 'month'] as const) {
        const result = await report({ from: '2025-12-01', to: '2026-12-31', interval, groupBy });
        const expected: Record<string, number> = {};
        for (const day of days) {
          const key = `${day[groupBy]}|${BUCKET[interval](day.day)}`;
          expected[key] = (expected[key] ?? 0) + day.hours;
        }
        const actual: Record<string, number> = {};
        for (const group of result.groups)
          group.byBucket.forEach((hours, index) => {
            if (hours) actual[`${group.name}|${result.buckets[index]}`] = hours;
          });
        expect(actual, `${groupBy} × ${interval}`).toEqual(expected);
        expect(result.totals.total).toBe(days.reduce((sum, day) => sum + day.hours, 0));
      }
  });

  it('week buckets start on Saturday across a year end, month buckets on the first', async () => {
    const weeks = await report({ from: '2025-12-25', to: '2026-01-09', interval: 'week' });
    expect(weeks.buckets).toEqual(['2025-12-20', '2025-12-27', '2026-01-03']);
    expect(weeks.totals.byBucket).toEqual([0, 10, 0]);
    const months = await report({ from: '2025-12-01', to: '2026-01-31', interval: 'month' });
    expect(months.buckets).toEqual(['2025-12-01', '2026-01-01']);
    expect(months.totals.byBucket).toEqual([3, 7]);
    const days = await report({ from: '2025-12-31', to: '2026-01-01', interval: 'day' });
    expect(days.totals.byBucket).toEqual([2, 3]);
  });

  it('a week across a daylight-saving change is one Saturday bucket of seven days', async () => {
    const result = await report({ from: '2026-03-01', to: '2026-03-13', interval: 'week' });
    expect(result.buckets).toEqual(['2026-02-28', '2026-03-07']);
    expect(result.totals.byBucket).toEqual([0, 6]);
  });

  it('drafts never count', async () => {
    const result = await report({ from: '2026-11-14', to: '2026-11-20', groupBy: 'user' });
    expect(result.groups).toEqual([]);
    expect(result.totals.total).toBe(0);
  });

  it('splits each group and the totals into approved, pending and rejected hours', async () => {
    const result = await report({ from: '2026-11-01', to: '2026-11-30', groupBy: 'user' });
    expect(result.groups.map(({ name, total, byStatus }) => ({ name, total, byStatus }))).toEqual([
      { name: 'Ava Associate', total: 17.5, byStatus: { approved: 0, pending: 17.5, rejected: 0 } },
      { name: 'Bo Builder', total: 9, byStatus: { approved: 6, pending: 0, rejected: 3 } },
    ]);
    expect(result.totals.byStatus).toEqual({ approved: 6, pending: 17.5, rejected: 3 });
  });

  it('filters by status, client, project, task, associate and supplier, combined', async () => {
    const november = { from: '2026-11-01', to: '2026-11-30', groupBy: 'project' };
    expect(byName(await report({ ...november, status: 'approved' }))).toEqual({ Migration: 6 });
    expect(byName(await report({ ...november, clientId: world.clientId }))).toEqual({
      'Data platform': 15.5,
      Internal: 2,
    });
    expect(
      byName(await report({ ...november, projectId: world.project.id, taskId: world.design.id })),
    ).toEqual({ 'Data platform': 15.5 });
    expect(byName(await report({ ...november, userId: world.bo.userId }))).toEqual({
      Migration: 9,
    });
    expect(
      byName(
        await report({
          ...november,
          supplierId: world.supplier.id,
          clientId: world.globex.id,
          status: 'rejected',
        }),
      ),
    ).toEqual({ Migration: 3 });
  });

  it('groups by supplier, associates without one under "No supplier" (id null)', async () => {
    const result = await report({ from: '2026-11-01', to: '2026-11-30', groupBy: 'supplier' });
    expect(result.groups.map(({ id, name, total }) => ({ id, name, total }))).toEqual([
      { id: null, name: 'No supplier', total: 17.5 },
      { id: world.supplier.id, name: 'Acme Supply', total: 9 },
    ]);
  });

  it("another tenant's client is a 404 naming the filter, and its hours never count", async () => {
    const other = await buildTenant(ctx.db);
    const foreign = await buildClient(ctx.db, { tenantId: other.tenantId });
    const response = await get({ from: '2026-11-01', to: '2026-11-30', clientId: foreign.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().issues).toEqual([{ path: 'clientId', message: 'Client not found' }]);
  });

  it('an associate may not read the report (403)', async () => {
    const response = await get({ from: '2026-11-01', to: '2026-11-30' }, world.associate);
    expect(response.statusCode).toBe(403);
  });

  it('bad input is a 400 naming the field', async () => {
    const interval = await get({ from: '2026-11-01', to: '2026-11-30', interval: 'hour' });
    expect(interval.statusCode).toBe(400);
    expect(interval.json().issues[0].path).toBe('interval');
    const range = await get({ from: '2026-11-30', to: '2026-11-01' });
    expect(range.statusCode).toBe(400);
    expect(range.json().issues).toEqual([{ path: 'to', message: 'from must be on or before to' }]);
    const missing = await get({ to: '2026-11-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('from');
  });

  it('CSV: the period and filters first, then a row per group with numbers, and a totals row', async () => {
    const response = await get({
      from: '2026-11-01',
      to: '2026-11-30',
      interval: 'month',
      groupBy: 'user',
      supplierId: world.supplier.id,
      format: 'csv',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="hours-over-period-2026-11-01-2026-11-30.csv"',
    );
    const lines = response.rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter((line, index, all) => index < all.length - 1 || line);
    expect(lines).toEqual([
      'Report - Hours Over Period',
      'Period,2026-11-01,2026-11-30',
      'Interval,Month',
      'Group by,Associate',
      'Supplier,Acme Supply',
      // An Administrator's export has the amounts; this tenant has no rates, so no currency
      // columns, and Bo's 6 approved hours are without a bill and a pay rate.
      'Amounts,Approved hours only',
      '',
      'Associate,2026-11-01,Total,Approved,Pending,Rejected,Hours without a bill rate,Hours without a pay rate',
      'Bo Builder,9,9,6,0,3,6,6',
      'Total,9,9,6,0,3,6,6',
    ]);
  });

  it('XLSX: dates are dates, a week the period cuts is headed by its days, and hours are numbers as in the JSON report', async () => {
    const query = { from: '2026-11-01', to: '2026-11-30', groupBy: 'user' };
    const json = await report(query);
    const response = await get({ ...query, format: 'xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Report - Hours Over Period');
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-11-01T00:00:00Z'));
    const header = sheet.getRow(7).values as unknown[]; // after the Amounts row
    // November starts on a Sunday: the first week (from Saturday Oct 31) is cut to the days the
    // period covers, so no column is headed by a day outside the period.
    expect(header.slice(1, 4)).toEqual([
      'Associate',
      '2026-11-01 – 2026-11-06',
      new Date('2026-11-07T00:00:00Z'),
    ]);
    const rows = [8, 9].map((index) => (sheet.getRow(index).values as unknown[]).slice(1));
    expect(rows).toEqual(
      json.groups.map((group) => [
        group.name,
        ...group.byBucket,
        group.total,
        group.byStatus.approved,
        group.byStatus.pending,
        group.byStatus.rejected,
        group.amounts?.hoursWithoutBillRate,
        group.amounts?.hoursWithoutPayRate,
      ]),
    );
    expect((sheet.getRow(10).values as unknown[]).slice(1, 2)).toEqual(['Total']);
  });
});

describe(`Hours Over Period with the Reporting flag off on ${engine}`, () => {
  it('answers 404 as if it did not exist', async () => {
    const off = await createTestContext({ FEATURE_FLAGS: 'Reporting=off' });
    try {
      const { buildUser, bearerFor } = await import('../../test/factories.ts');
      const { tenantId } = await buildTenant(off.db);
      const admin = await buildUser(off.db, { tenantId, role: 'admin' });
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/reporting/hours-over-period?from=2026-11-01&to=2026-11-30',
        headers: bearerFor(off.app, admin),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
