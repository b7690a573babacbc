import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { holidays, timecardDays, timecards, timesheets } from '../../db/schema/index.ts';
import { timesheetId, weekEndOf, weekStartOf } from '@tallysheet/contract/timesheets/week';
import { engine } from '../../test/harness.ts';
import {
  timesheetWorld,
  useTimesheetApp,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';
import {
  DEFAULT_STORED_PAY_RULES,
  overtimeSplit,
  savePayRules,
  type SplitParams,
  type StoredPayRules,
} from './pay-rules.repository.ts';

const { ctx, clock } = useTimesheetApp(); // Wednesday 2026-11-25; the week is Sat Nov 21 – Fri Nov 27

type Review = 'approved' | 'rejected' | 'correction' | null;
/** A worked day: [day, hours, review (approved unless said), project (Data platform / Internal)]. */
type Worked = [day: string, hours: number, review?: Review, project?: 'data' | 'internal'];

/** Stores `userId`'s days as timecard days with their decisions (one timesheet a week). */
async function worked(world: TimesheetWorld, days: Worked[], userId = world.associate.userId) {
  const { tenantId } = world;
  await ctx.db.withTenant(tenantId, async (tx) => {
    for (const [day, hours, review = 'approved', project = 'data'] of days) {
      const periodStart = weekStartOf(day);
      const id = timesheetId({ tenantId, userId, periodStart });
      await tx
        .insert(timesheets)
        .values({
          tenantId,
          timesheetId: id,
          userId,
          periodStart,
          periodEnd: weekEndOf(periodStart),
        })
        .onConflictDoNothing();
      const [projectId, taskId] =
        project === 'data'
          ? [world.project.id, world.design.id]
          : [world.lonely.id, world.lonely.defaultTaskId];
      await tx
        .insert(timecards)
        .values({ tenantId, timesheetId: id, projectId, taskId, position: 0 })
        .onConflictDoNothing();
      await tx.insert(timecardDays).values({
        tenantId,
        timesheetId: id,
        projectId,
        taskId,
        day,
        userId,
        minutes: Math.round(hours * 60),
        review,
      });
    }
  });
}

const setRules = (world: TimesheetWorld, rules: Partial<StoredPayRules>) =>
  ctx.db.withTenant(world.tenantId, (tx) =>
    savePayRules(tx, {
      tenantId: world.tenantId,
      rules: { ...DEFAULT_STORED_PAY_RULES, ...rules },
      now: clock.now(),
    }),
  );

const addHoliday = (world: TimesheetWorld, day: string, repeatsYearly = false) =>
  ctx.db.withTenant(world.tenantId, (tx) =>
    tx.insert(holidays).values({
      tenantId: world.tenantId,
      id: newId(),
      day,
      name: `Holiday ${day}`,
      repeatsYearly,
      createdAt: clock.now(),
    }),
  );

/** The split of `[from, to]` as [day, regular h, overtime h, holiday h, rule] rows. */
async function split(
  world: TimesheetWorld,
  from: string,
  to: string,
  more: Partial<SplitParams> = {},
) {
  const rows = await ctx.db.withTenant(world.tenantId, (tx) =>
    overtimeSplit(tx, { tenantId: world.tenantId, from, to, ...more }),
  );
  return rows.map((row) => [
    row.day,
    row.regular_minutes / 60,
    row.overtime_minutes / 60,
    row.holiday_minutes / 60,
    row.rule,
  ]);
}

const totals = (rows: Awaited<ReturnType<typeof split>>) =>
  rows.reduce<number[]>(
    (sum, row) => [sum[0]! + Number(row[1]), sum[1]! + Number(row[2]), sum[2]! + Number(row[3])],
    [0, 0, 0],
  );

/** 9 hours each weekday, Monday Nov 23 to Friday Nov 27: a 45 hour week. */
const nineEachWeekday: Worked[] = [
  ['2026-11-23', 9],
  ['2026-11-24', 9],
  ['2026-11-25', 9],
  ['2026-11-26', 9],
  ['2026-11-27', 9],
];

describe(`the overtime split on ${engine}`, () => {
  it('a 45 hour week is 40 regular and 5 overtime hours, the last hours of the week', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, nineEachWeekday);
    const rows = await split(world, '2026-11-21', '2026-11-27');
    expect(rows).toEqual([
      ['2026-11-23', 9, 0, 0, 'regular'],
      ['2026-11-24', 9, 0, 0, 'regular'],
      ['2026-11-25', 9, 0, 0, 'regular'],
      ['2026-11-26', 9, 0, 0, 'regular'],
      ['2026-11-27', 4, 5, 0, 'weeklyOvertime'],
    ]);
    const [row] = await ctx.db.withTenant(world.tenantId, (tx) =>
      overtimeSplit(tx, { tenantId: world.tenantId, from: '2026-11-27', to: '2026-11-27' }),
    );
    expect(row).toMatchObject({
      user_id: world.associate.userId,
      project_id: world.project.id,
      task_id: world.design.id,
      week_start: '2026-11-21',
      timesheet_id: timesheetId({
        tenantId: world.tenantId,
        userId: world.associate.userId,
        periodStart: '2026-11-21',
      }),
      weekly_overtime_minutes: 300,
      daily_overtime_minutes: 0,
    });
  });

  it('the weekly limit is the tenant’s: 36 hours makes 9 of the 45 overtime', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, nineEachWeekday);
    await setRules(world, { weeklyOvertimeAfterMinutes: 36 * 60 });
    expect(totals(await split(world, '2026-11-21', '2026-11-27'))).toEqual([36, 9, 0]);
  });

  it('with a daily limit of 8, a 10 hour day has 2 overtime hours, never counted again weekly', async () => {
    const world = await timesheetWorld(ctx);
    await setRules(world, { dailyOvertimeAfterMinutes: 8 * 60 });
    await worked(world, [
      ['2026-11-23', 10],
      ['2026-11-24', 8],
      ['2026-11-25', 8],
      ['2026-11-26', 8],
      ['2026-11-27', 8],
    ]);
    expect(await split(world, '2026-11-21', '2026-11-27')).toEqual([
      ['2026-11-23', 8, 2, 0, 'dailyOvertime'],
      ['2026-11-24', 8, 0, 0, 'regular'],
      ['2026-11-25', 8, 0, 0, 'regular'],
      ['2026-11-26', 8, 0, 0, 'regular'],
      ['2026-11-27', 8, 0, 0, 'regular'],
    ]);
    // Saturday's 6 hours make the week's regular hours 46: Friday's last 6 are weekly overtime.
    await worked(world, [['2026-11-21', 6]]);
    const rows = await split(world, '2026-11-21', '2026-11-27');
    expect(rows[0]).toEqual(['2026-11-21', 6, 0, 0, 'regular']);
    expect(rows.at(-1)).toEqual(['2026-11-27', 2, 6, 0, 'weeklyOvertime']);
    expect(totals(rows)).toEqual([40, 8, 0]);
  });

  it('the daily limit counts the day across projects, in project then task order', async () => {
    const world = await timesheetWorld(ctx);
    await setRules(world, { dailyOvertimeAfterMinutes: 8 * 60 });
    await worked(world, [
      ['2026-11-23', 6, 'approved', 'data'],
      ['2026-11-23', 4, 'approved', 'internal'],
    ]);
    const rows = await ctx.db.withTenant(world.tenantId, (tx) =>
      overtimeSplit(tx, { tenantId: world.tenantId, from: '2026-11-23', to: '2026-11-23' }),
    );
    const [first, second] = [world.project.id, world.lonely.id].sort();
    const of = (projectId: string) => rows.find((row) => row.project_id === projectId)!;
    expect([of(first!).overtime_minutes, of(second!).overtime_minutes]).toEqual([0, 120]);
    expect(rows.reduce((sum, row) => sum + row.regular_minutes, 0)).toBe(480);
  });

  it('the limits passed by a caller that read them split as the stored rules do', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, [['2026-11-21', 6], ['2026-11-23', 10], ...nineEachWeekday.slice(1)]);
    const stored = await split(world, '2026-11-21', '2026-11-27');
    const weeklyOnly = { weeklyOvertimeAfterMinutes: 40 * 60, dailyOvertimeAfterMinutes: null };
    expect(await split(world, '2026-11-21', '2026-11-27', { limits: weeklyOnly })).toEqual(stored);
    await setRules(world, { dailyOvertimeAfterMinutes: 8 * 60 });
    const daily = await split(world, '2026-11-21', '2026-11-27');
    expect(daily[1]).toEqual(['2026-11-23', 8, 2, 0, 'dailyOvertime']);
    const limits = { weeklyOvertimeAfterMinutes: 40 * 60, dailyOvertimeAfterMinutes: 8 * 60 };
    expect(await split(world, '2026-11-21', '2026-11-27', { limits })).toEqual(daily);
  });

  it('hours on a holiday are holiday hours and count toward no overtime limit', async () => {
    const world = await timesheetWorld(ctx);
    await addHoliday(world, '2026-11-26');
    await setRules(world, { dailyOvertimeAfterMinutes: 8 * 60 });
    await worked(world, nineEachWeekday);
    expect(await split(world, '2026-11-21', '2026-11-27')).toEqual([
      ['2026-11-23', 8, 1, 0, 'dailyOvertime'],
      ['2026-11-24', 8, 1, 0, 'dailyOvertime'],
      ['2026-11-25', 8, 1, 0, 'dailyOvertime'],
      ['2026-11-26', 0, 0, 9, 'holiday'],
      ['2026-11-27', 8, 1, 0, 'dailyOvertime'],
    ]);
  });

  it('a yearly holiday falls on its month and day every year; a one-off only on its date', async () => {
    const world = await timesheetWorld(ctx);
    await addHoliday(world, '2020-12-25', true);
    await addHoliday(world, '2025-11-23');
    await worked(world, [
      ['2026-11-23', 8],
      ['2026-12-24', 8],
      ['2026-12-25', 8],
    ]);
    expect(await split(world, '2026-11-01', '2026-12-31')).toEqual([
      ['2026-11-23', 8, 0, 0, 'regular'],
      ['2026-12-24', 8, 0, 0, 'regular'],
      ['2026-12-25', 0, 0, 8, 'holiday'],
    ]);
  });

  it('a period that cuts a week splits it as the whole week does', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, nineEachWeekday);
    const whole = await split(world, '2026-11-21', '2026-11-27');
    const before = await split(world, '2026-11-01', '2026-11-25');
    const after = await split(world, '2026-11-26', '2026-11-30');
    expect(before).toEqual(whole.slice(0, 3));
    expect(after).toEqual([
      ['2026-11-26', 9, 0, 0, 'regular'],
      ['2026-11-27', 4, 5, 0, 'weeklyOvertime'],
    ]);
    expect([...before, ...after]).toEqual(whole);
  });

  it('only approved days are returned and counted toward the limits', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, [
      ['2026-11-21', 9, null],
      ['2026-11-22', 9, 'rejected'],
      ['2026-11-23', 9],
      ['2026-11-24', 9],
      ['2026-11-25', 9, 'correction'],
      ['2026-11-26', 9],
      ['2026-11-27', 9],
    ]);
    expect(await split(world, '2026-11-21', '2026-11-27')).toEqual([
      ['2026-11-23', 9, 0, 0, 'regular'],
      ['2026-11-24', 9, 0, 0, 'regular'],
      ['2026-11-26', 9, 0, 0, 'regular'],
      ['2026-11-27', 9, 0, 0, 'regular'],
    ]);
  });

  it('narrowing by associate or by a condition keeps the week’s limits of every approved day', async () => {
    const world = await timesheetWorld(ctx);
    await worked(world, [
      ...nineEachWeekday.slice(0, 4),
      ['2026-11-27', 9, 'approved', 'internal'],
    ]);
    const other = world.admin.userId;
    await worked(world, [['2026-11-27', 9]], other);
    const onlyInternal = await split(world, '2026-11-21', '2026-11-27', {
      where: (row) => sql`${row.projectId} = ${world.lonely.id}`,
    });
    expect(onlyInternal).toEqual([['2026-11-27', 4, 5, 0, 'weeklyOvertime']]);
    expect(await split(world, '2026-11-21', '2026-11-27', { users: [other] })).toEqual([
      ['2026-11-27', 9, 0, 0, 'regular'],
    ]);
    expect(await split(world, '2026-11-21', '2026-11-27', { users: [] })).toEqual([]);
    const bySql = await split(world, '2026-11-21', '2026-11-27', {
      users: sql`select ${world.associate.userId}::text`,
    });
    expect(totals(bySql)).toEqual([40, 5, 0]);
  });

  it('a tenant’s split has only its own days, holidays and rules', async () => {
    const world = await timesheetWorld(ctx);
    const other = await timesheetWorld(ctx);
    await worked(world, nineEachWeekday);
    await worked(other, [['2026-11-23', 12]]);
    await addHoliday(other, '2026-11-27');
    await setRules(other, { weeklyOvertimeAfterMinutes: 60 });
    expect(totals(await split(world, '2026-11-21', '2026-11-27'))).toEqual([40, 5, 0]);
    expect(await split(other, '2026-11-21', '2026-11-27')).toEqual([
      ['2026-11-23', 1, 11, 0, 'weeklyOvertime'],
    ]);
    // The other tenant's id inside this tenant's transaction sees nothing (row-level security).
    const crossed = await ctx.db.withTenant(world.tenantId, (tx) =>
      overtimeSplit(tx, { tenantId: other.tenantId, from: '2026-11-21', to: '2026-11-27' }),
    );
    expect(crossed).toEqual([]);
  });
});
