import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { createTestClock } from '../../lib/clock.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { payRules } from '../../db/schema/index.ts';
import { buildApiKey, buildUser } from '../../test/factories.ts';
import { searchWorld, type SearchWorld } from '../../test/search-world.ts';
import { adminCreates, row } from '../../test/timesheet-world.ts';
import { recordReviews } from '../timesheets/timesheets.service.ts';

const clock = createTestClock('2026-11-25T12:00:00Z'); // a Wednesday
let ctx: TestContext;
let world: SearchWorld;

/**
 * searchWorld (Ava: 15.5 h approved here on Data platform, Mon 11-23 8 h and Tue 11-24 7.5 h,
 * and 2 h pending on Internal; Bo: 6 h approved on Migration Wed 11-25, 3 h rejected), plus
 * - a week of Ava's on Data platform: Mon 11-02 7.5 h approved, Tue 11-03 7.5 h rejected (the
 *   timecard counts as Rejected in the hours; its approved Monday is billed and paid);
 * - a week of Bo's on Migration, 9 h Mon 11-16 to Fri 11-20, all approved: 45 h, 5 of them
 *   past the weekly 40 (Friday's last 5 h), paid × 1.5 and billed × 1.25 (the tenant's rules).
 *
 * Rates: Migration (Globex) bills 100.00 and pays 60.00 USD from 2026-01-01, Bo on Migration is
 * paid 65.00 USD from 11-25; Data platform (Northwind) bills 120.00 EUR from 11-24; Ava's own
 * default pays 33.33 EUR from 10-01.
 */
beforeAll(async () => {
  ctx = await createTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' }, undefined, { clock });
  world = await searchWorld(ctx);
  const reviewer = { kind: 'admin' as const, name: 'Adam Admin' };
  const save = async (who: typeof world.bo, periodStart: string, timeCard: unknown) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submit-time/week',
      headers: world.as(who),
      payload: { periodStart, timeCards: [timeCard], submit: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().timesheetId as string;
  };
  const review = (
    timesheetId: string,
    card: { projectId: string; taskId: string },
    days: Record<string, 'approved' | 'rejected'>,
  ) =>
    recordReviews({
      deps: ctx.app.deps,
      tenantId: world.tenantId,
      timesheetId,
      reviewer,
      reviews: [
        {
          ...card,
          days: Object.fromEntries(
            Object.entries(days).map(([day, decision]) => [
              day,
              decision === 'approved'
                ? { review: decision }
                : { review: decision, reviewComment: 'Not this day' },
            ]),
          ),
        },
      ],
    });
  const design = { projectId: world.project.id, taskId: world.design.id };
  const build = { projectId: world.migration.id, taskId: world.build.id };
  const early = await save(
    world.associate,
    '2026-10-31',
    row(world.project.id, world.design.id, { monday: 7.5, tuesday: 7.5 }),
  );
  await review(early, design, { monday: 'approved', tuesday: 'rejected' });
  const current = await ctx.app.inject({
    method: 'GET',
    url: '/api/submit-time/week?date=2026-11-23',
    headers: world.as(world.associate),
  });
  await review(current.json().timesheet.timesheetId, design, {
    monday: 'approved',
    tuesday: 'approved',
  });
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  const long = await save(
    world.bo,
    '2026-11-14',
    row(build.projectId, build.taskId, Object.fromEntries(weekdays.map((day) => [day, 9]))),
  );
  await review(long, build, Object.fromEntries(weekdays.map((day) => [day, 'approved'])));
  await ctx.db.withTenant(world.tenantId, (tx) =>
    tx.insert(payRules).values({
      tenantId: world.tenantId,
      weeklyOvertimeAfterMinutes: 40 * 60,
      overtimeMultiplier: 150,
      holidayMultiplier: 100,
      billOvertimeMultiplier: 125,
      updatedAt: clock.now(),
    }),
  );
  const rate = (payload: Record<string, unknown>) =>
    adminCreates(ctx, world, '/api/admin/rates', payload);
  await rate({
    projectId: world.migration.id,
    billRate: 10000,
    payRate: 6000,
    currency: 'USD',
    effectiveFrom: '2026-01-01',
  });
  await rate({
    userId: world.bo.userId,
    projectId: world.migration.id,
    payRate: 6500,
    currency: 'USD',
    effectiveFrom: '2026-11-25',
  });
  await rate({
    projectId: world.project.id,
    billRate: 12000,
    currency: 'EUR',
    effectiveFrom: '2026-11-24',
  });
  await rate({
    userId: world.associate.userId,
    payRate: 3333,
    currency: 'EUR',
    effectiveFrom: '2026-10-01',
  });
});
afterAll(() => ctx.close());

const url = (query: Record<string, string>) =>
  `/api/reporting/hours-over-period?${new URLSearchParams({ from: '2026-10-31', to: '2026-11-30', ...query })}`;

async function report(query: Record<string, string>, headers = world.as(world.admin)) {
  const response = await ctx.app.inject({ method: 'GET', url: url(query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HoursOverPeriod;
}

const amountsOf = (result: HoursOverPeriod, name: string) =>
  result.groups.find((group) => group.name === name)?.amounts;

describe(`Hours Over Period amounts on ${engine}`, () => {
  it('bills and pays approved hours at the rate in force each day, rounded once per row and currency', async () => {
    const result = await report({ groupBy: 'user' });
    expect(result.currencies).toEqual(['EUR', 'USD']);
    // Ava: 23 approved hours (11-02 7.5, 11-23 8, 11-24 7.5) paid 33.33 = 766.59 EUR (766.590,
    // where rounding day by day makes 766.60); billed only 11-24's 7.5 h × 120.00 = 900.00; the
    // 15.5 h before the bill rate have none.
    expect(amountsOf(result, 'Ava Associate')).toEqual({
      byCurrency: [{ currency: 'EUR', billed: 90000, paid: 76659, margin: 13341 }],
      hoursWithoutBillRate: 15.5,
      hoursWithoutPayRate: 0,
    });
    // Bo: the long week 40 h × 100.00 + 5 h × 125.00 billed = 4625.00, 40 h × 60.00 + 5 h ×
    // 90.00 paid = 2850.00; 11-25's 6 h × 100.00 billed, × 65.00 paid (his own rate from that
    // day) = 600.00 and 390.00; the rejected 3 h neither.
    expect(amountsOf(result, 'Bo Builder')).toEqual({
      byCurrency: [{ currency: 'USD', billed: 522500, paid: 324000, margin: 198500 }],
      hoursWithoutBillRate: 0,
      hoursWithoutPayRate: 0,
    });
    expect(result.totals.amounts).toEqual({
      byCurrency: [
        { currency: 'EUR', billed: 90000, paid: 76659, margin: 13341 },
        { currency: 'USD', billed: 522500, paid: 324000, margin: 198500 },
      ],
      hoursWithoutBillRate: 15.5,
      hoursWithoutPayRate: 0,
    });
  });

  it('bills and pays the approved days of a timecard another day of which was rejected', async () => {
    const result = await report({ groupBy: 'user', from: '2026-10-31', to: '2026-11-06' });
    const ava = result.groups.find((group) => group.name === 'Ava Associate')!;
    // The hours count the timecard under its status (Rejected: a day of it was)...
    expect(ava.byStatus).toEqual({ approved: 0, pending: 0, rejected: 15 });
    // ...the money counts its approved Monday only: 7.5 h × 33.33 = 249.975 -> 249.98.
    expect(ava.amounts).toEqual({
      byCurrency: [{ currency: 'EUR', billed: 0, paid: 24998, margin: -24998 }],
      hoursWithoutBillRate: 7.5,
      hoursWithoutPayRate: 0,
    });
  });

  it('totals are the sums of the rows, never rounded again, whatever the grouping', async () => {
    for (const groupBy of ['client', 'project', 'task', 'supplier'] as const) {
      const result = await report({ groupBy, interval: 'month' });
      for (const currency of result.currencies ?? []) {
        const rows = result.groups.flatMap(
          (group) => group.amounts?.byCurrency.filter((money) => money.currency === currency) ?? [],
        );
        const total = result.totals.amounts?.byCurrency.find(
          (money) => money.currency === currency,
        );
        expect(total?.billed, groupBy).toBe(rows.reduce((sum, money) => sum + money.billed, 0));
        expect(total?.paid, groupBy).toBe(rows.reduce((sum, money) => sum + money.paid, 0));
      }
      expect(result.totals.amounts?.byCurrency.map((money) => money.billed)).toEqual([
        90000, 522500,
      ]);
    }
  });

  it('counts approved hours only: pending and rejected hours have no amounts', async () => {
    const pending = await report({ groupBy: 'user', status: 'pending' });
    expect(pending.totals.total).toBe(2);
    expect(pending.totals.amounts).toEqual({
      byCurrency: [],
      hoursWithoutBillRate: 0,
      hoursWithoutPayRate: 0,
    });
    const filtered = await report({ groupBy: 'user', userId: world.bo.userId });
    expect(filtered.totals.amounts?.byCurrency).toEqual([
      { currency: 'USD', billed: 522500, paid: 324000, margin: 198500 },
    ]);
    // The long week's Friday alone: its last 5 h are overtime, whatever the period shows.
    const friday = await report({ groupBy: 'user', from: '2026-11-20', to: '2026-11-20' });
    expect(friday.totals.amounts?.byCurrency).toEqual([
      // 4 h × 100.00 + 5 h × 125.00; 4 h × 60.00 + 5 h × 90.00.
      { currency: 'USD', billed: 102500, paid: 69000, margin: 33500 },
    ]);
  });

  it('leaves the amounts out for an API key without the rates scope, keeps them with it', async () => {
    const reportsOnly = await buildApiKey(ctx.db, {
      tenantId: world.tenantId,
      scopes: ['reports:read'],
    });
    const withRates = await buildApiKey(ctx.db, {
      tenantId: world.tenantId,
      scopes: ['reports:read', 'rates'],
    });
    const without = await report({ groupBy: 'user' }, reportsOnly.headers);
    expect(without.totals.total).toBe(86.5);
    expect('currencies' in without).toBe(false);
    expect('amounts' in without.totals).toBe(false);
    expect(without.groups.some((group) => 'amounts' in group)).toBe(false);
    const raw = (
      await ctx.app.inject({
        method: 'GET',
        url: url({ format: 'csv' }),
        headers: reportsOnly.headers,
      })
    ).body;
    expect(raw).not.toMatch(/Billed|Paid|Margin/);
    const withAmounts = await report({ groupBy: 'user' }, withRates.headers);
    expect(withAmounts.totals.amounts?.byCurrency).toHaveLength(2);
  });

  it('answers 403 to every role below Administrator, so no amounts reach them', async () => {
    for (const role of ['assoc', 'emp', 'NoRole'] as const) {
      const user = await buildUser(ctx.db, { tenantId: world.tenantId, role });
      const response = await ctx.app.inject({
        method: 'GET',
        url: url({}),
        headers: world.as(user),
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain('billed');
    }
  });

  it('exports the amount columns per currency and the hours without a rate (CSV and XLSX)', async () => {
    const csv = await ctx.app.inject({
      method: 'GET',
      url: url({ groupBy: 'user', format: 'csv' }),
      headers: world.as(world.admin),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    expect(lines.find((cells) => cells[0] === 'Amounts')).toEqual([
      'Amounts',
      'Approved hours only',
    ]);
    const header = lines.find((cells) => cells[0] === 'Associate')!;
    expect(header.slice(-8)).toEqual([
      'Billed (EUR)',
      'Paid (EUR)',
      'Margin (EUR)',
      'Billed (USD)',
      'Paid (USD)',
      'Margin (USD)',
      'Hours without a bill rate',
      'Hours without a pay rate',
    ]);
    const cellsOf = (name: string) => lines.find((cells) => cells[0] === name)!.slice(-8);
    expect(cellsOf('Ava Associate')).toEqual([
      '900.00',
      '766.59',
      '133.41',
      '',
      '',
      '',
      '15.5',
      '0',
    ]);
    expect(cellsOf('Bo Builder')).toEqual(['', '', '', '5225.00', '3240.00', '1985.00', '0', '0']);
    expect(cellsOf('Total')).toEqual([
      '900.00',
      '766.59',
      '133.41',
      '5225.00',
      '3240.00',
      '1985.00',
      '15.5',
      '0',
    ]);

    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: url({ groupBy: 'user', format: 'xlsx' }),
      headers: world.as(world.admin),
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
    const ava = rows.find((cells) => cells[0] === 'Ava Associate')!;
    expect(ava.slice(-8)).toEqual([900, 766.59, 133.41, undefined, undefined, undefined, 15.5, 0]);
    const headerRow = rows.find((cells) => cells[0] === 'Associate')!;
    expect(headerRow).toContain('Margin (USD)');
  });
});
