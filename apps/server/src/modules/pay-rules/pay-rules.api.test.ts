import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_RULES, PAY_RULES_MESSAGES } from '@tallysheet/contract/pay-rules/pay-rules';
import { engine } from '../../test/harness.ts';
import {
  timesheetWorld,
  useTimesheetApp,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';

const { ctx } = useTimesheetApp(); // Wednesday 2026-11-25

const call = (
  world: TimesheetWorld,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = world.as(world.admin),
) => ctx.app.inject({ method, url: `/api/admin${url}`, headers, payload });

const trail = async (world: TimesheetWorld, entityType: string) =>
  (await call(world, 'GET', `/audit?entityType=${entityType}`)).json().entries as {
    action: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }[];

const rules = {
  weeklyOvertimeAfterHours: 37.5,
  dailyOvertimeAfterHours: 8,
  overtimeMultiplier: 1.75,
  holidayMultiplier: 2,
  billOvertimeMultiplier: 1.25,
  billHolidayMultiplier: null,
};

describe(`overtime rules on ${engine}`, () => {
  it('are the defaults until saved; an administrator saves them, the trail keeps both', async () => {
    const world = await timesheetWorld(ctx);
    const before = await call(world, 'GET', '/pay-rules');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULT_PAY_RULES);
    const saved = await call(world, 'PUT', '/pay-rules', rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(rules);
    expect((await call(world, 'GET', '/pay-rules')).json()).toEqual(rules);
    // The bill multipliers are optional: absent, they are null (the plain bill rate).
    const { billOvertimeMultiplier: _, billHolidayMultiplier: __, ...pinned } = rules;
    const again = await call(world, 'PUT', '/pay-rules', {
      ...pinned,
      dailyOvertimeAfterHours: null,
    });
    expect(again.json()).toMatchObject({
      dailyOvertimeAfterHours: null,
      billOvertimeMultiplier: null,
    });
    expect(await trail(world, 'payRules')).toMatchObject([
      {
        action: 'update',
        entityId: world.tenantId,
        before: rules,
        after: { dailyOvertimeAfterHours: null },
      },
      { action: 'update', entityId: world.tenantId, before: DEFAULT_PAY_RULES, after: rules },
    ]);
  });

  it('refuses bad rules with a 400 naming the field', async () => {
    const world = await timesheetWorld(ctx);
    const refused = async (change: Record<string, unknown>, path: string) => {
      const response = await call(world, 'PUT', '/pay-rules', { ...rules, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    };
    await refused({ weeklyOvertimeAfterHours: 0 }, 'weeklyOvertimeAfterHours');
    await refused({ weeklyOvertimeAfterHours: 169 }, 'weeklyOvertimeAfterHours');
    await refused({ weeklyOvertimeAfterHours: 40.001 }, 'weeklyOvertimeAfterHours');
    await refused({ weeklyOvertimeAfterHours: '40' }, 'weeklyOvertimeAfterHours');
    await refused({ dailyOvertimeAfterHours: 25 }, 'dailyOvertimeAfterHours');
    await refused({ overtimeMultiplier: 0.5 }, 'overtimeMultiplier');
    await refused({ overtimeMultiplier: 1.555 }, 'overtimeMultiplier');
    await refused({ holidayMultiplier: undefined }, 'holidayMultiplier');
    await refused({ billHolidayMultiplier: 11 }, 'billHolidayMultiplier');
    expect((await call(world, 'GET', '/pay-rules')).json()).toEqual(DEFAULT_PAY_RULES);
  });

  it('are for administrators only (API keys: pay-rules-api-keys.api.test.ts)', async () => {
    const world = await timesheetWorld(ctx);
    for (const [method, url] of [
      ['GET', '/pay-rules'],
      ['PUT', '/pay-rules'],
      ['GET', '/holidays'],
      ['POST', '/holidays'],
    ] as const) {
      const asAssociate = await call(world, method, url, {}, world.as(world.associate));
      expect(asAssociate.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe(`the holiday calendar on ${engine}`, () => {
  it('an administrator adds holidays, lists them earliest first, and removes one; each leaves an entry', async () => {
    const world = await timesheetWorld(ctx);
    const christmas = await call(world, 'POST', '/holidays', {
      date: '2026-12-25',
      name: '  Christmas Day ',
      repeatsYearly: true,
    });
    expect(christmas.statusCode, christmas.body).toBe(201);
    expect(christmas.json()).toMatchObject({
      date: '2026-12-25',
      name: 'Christmas Day',
      repeatsYearly: true,
      id: expect.any(String),
      createdAt: '2026-11-25T12:00:00.000Z',
    });
    const thanksgiving = await call(world, 'POST', '/holidays', {
      date: '2026-11-26',
      name: 'Thanksgiving',
    });
    expect(thanksgiving.json()).toMatchObject({ repeatsYearly: false });
    const list = await call(world, 'GET', '/holidays');
    expect(list.json()).toMatchObject({
      count: 2,
      holidays: [{ name: 'Thanksgiving' }, { name: 'Christmas Day' }],
    });
    const removed = await call(world, 'DELETE', `/holidays/${thanksgiving.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(world, 'GET', '/holidays')).json().count).toBe(1);
    expect(await trail(world, 'holiday')).toMatchObject([
      { action: 'delete', entityId: thanksgiving.json().id, before: { name: 'Thanksgiving' } },
      { action: 'create', entityId: thanksgiving.json().id, after: { name: 'Thanksgiving' } },
      { action: 'create', entityId: christmas.json().id, after: { repeatsYearly: true } },
    ]);
  });

  it('refuses bad input and a day already a holiday with a 400 naming the field', async () => {
    const world = await timesheetWorld(ctx);
    const refused = async (payload: Record<string, unknown>, path: string, message?: string) => {
      const response = await call(world, 'POST', '/holidays', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const issue = response.json().issues.find((i: { path: string }) => i.path === path);
      expect(issue, response.body).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    };
    await refused({ date: '2026-02-30', name: 'Nope' }, 'date');
    await refused({ date: 'tomorrow', name: 'Nope' }, 'date');
    await refused({ date: '2026-12-31', name: '   ' }, 'name', PAY_RULES_MESSAGES.holidayName);
    await refused({ date: '2026-12-31', name: 'x'.repeat(101) }, 'name');
    await refused({ date: '2026-12-31', name: 'Eve', repeatsYearly: 'yes' }, 'repeatsYearly');
    const added = await call(world, 'POST', '/holidays', { date: '2026-12-25', name: 'Christmas' });
    expect(added.statusCode).toBe(201);
    const taken = PAY_RULES_MESSAGES.holidayTaken;
    await refused({ date: '2026-12-25', name: 'Again' }, 'date', taken);
    // A yearly holiday takes its month and day in every year, both ways round.
    await refused({ date: '2020-12-25', name: 'Every year', repeatsYearly: true }, 'date', taken);
    await call(world, 'POST', '/holidays', {
      date: '2020-01-01',
      name: 'New Year',
      repeatsYearly: true,
    });
    await refused({ date: '2027-01-01', name: 'New Year 2027' }, 'date', taken);
    // Another year's one-off day is free.
    expect(
      (await call(world, 'POST', '/holidays', { date: '2027-12-25', name: 'Christmas' }))
        .statusCode,
    ).toBe(201);
  });

  it('another tenant’s holiday is not found, and each tenant lists its own', async () => {
    const world = await timesheetWorld(ctx);
    const other = await timesheetWorld(ctx);
    const theirs = await call(other, 'POST', '/holidays', { date: '2026-12-25', name: 'Theirs' });
    expect((await call(world, 'DELETE', `/holidays/${theirs.json().id}`)).statusCode).toBe(404);
    expect((await call(world, 'DELETE', '/holidays/unknown')).statusCode).toBe(404);
    expect((await call(world, 'GET', '/holidays')).json()).toEqual({ holidays: [], count: 0 });
    // The same day is free in another tenant.
    const ours = await call(world, 'POST', '/holidays', { date: '2026-12-25', name: 'Ours' });
    expect(ours.statusCode).toBe(201);
    expect((await call(other, 'GET', '/holidays')).json().holidays).toMatchObject([
      { name: 'Theirs' },
    ]);
  });

  it('honours an Idempotency-Key: the same POST twice adds one holiday', async () => {
    const world = await timesheetWorld(ctx);
    const headers = { ...world.as(world.admin), 'idempotency-key': 'holiday-once' };
    const payload = { date: '2026-12-31', name: 'New Year’s Eve' };
    const first = await call(world, 'POST', '/holidays', payload, headers);
    const second = await call(world, 'POST', '/holidays', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect((await call(world, 'GET', '/holidays')).json().count).toBe(1);
  });
});

describe(`holidays in the week on ${engine}`, () => {
  it('the associate’s week lists its holidays by date, yearly ones on their month and day', async () => {
    const world = await timesheetWorld(ctx);
    await call(world, 'POST', '/holidays', { date: '2026-11-26', name: 'Thanksgiving' });
    await call(world, 'POST', '/holidays', {
      date: '2020-11-27',
      name: 'Day after',
      repeatsYearly: true,
    });
    await call(world, 'POST', '/holidays', { date: '2026-11-28', name: 'Next week' });
    const week = (date: string) =>
      ctx.app.inject({
        url: `/api/submit-time/week?date=${date}`,
        headers: world.as(world.associate),
      });
    const thisWeek = await week('2026-11-25');
    expect(thisWeek.statusCode, thisWeek.body).toBe(200);
    expect(thisWeek.json().holidays).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving' },
      { date: '2026-11-27', name: 'Day after' },
    ]);
    expect((await week('2026-11-18')).json().holidays).toEqual([]);
    // Another tenant's week knows nothing of them.
    const other = await timesheetWorld(ctx);
    const theirs = await ctx.app.inject({
      url: '/api/submit-time/week?date=2026-11-25',
      headers: other.as(other.associate),
    });
    expect(theirs.json().holidays).toEqual([]);
  });
});
