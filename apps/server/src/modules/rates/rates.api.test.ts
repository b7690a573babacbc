import { describe, expect, it } from 'vitest';
import { lineAmount } from '@tallysheet/contract/rates/rates';
import { buildClient, buildProject, buildTenant, buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  timesheetWorld,
  useTimesheetApp,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  lineAmountsInSql,
  rateItemsSql,
  ratesInForce,
  ratesOnDaysSql,
  type RateItem,
} from './rates.repository.ts';

const { ctx } = useTimesheetApp(); // Wednesday 2026-11-25

const post = (world: TimesheetWorld, payload: Record<string, unknown>, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/rates',
    headers: { ...world.as(world.admin), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const get = (world: TimesheetWorld, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/rates${query}`,
    headers: world.as(world.admin),
  });

/** Ava on Data platform from Monday: $120.00 billed, $80.00 paid an hour. */
const avaOnData = (world: TimesheetWorld) => ({
  userId: world.associate.userId,
  projectId: world.project.id,
  billRate: 12000,
  payRate: 8000,
  currency: 'USD',
  effectiveFrom: '2026-11-23',
});

/**
 * ratesOnDaysSql's rows for `items`, in ratesInForce's shape and order (project, associate, day):
 * the runs price their days with it, and must get the rates ratesInForce gives each day.
 */
async function ratesOnDays(tx: Tx, tenantId: string, items: readonly RateItem[]) {
  const result = (await tx.execute(sql`select r.user_id as "userId", r.project_id as "projectId",
      cast(r.day as text) as day, r.bill_rate as "billRate", r.pay_rate as "payRate", r.currency,
      r.bill_level as "billLevel", r.pay_level as "payLevel"
    from (${ratesOnDaysSql({ tenantId, items: rateItemsSql(items) })}) as r
    order by r.project_id, r.user_id, r.day`)) as unknown as { rows: Record<string, unknown>[] };
  const amount = (value: unknown) => (value === null ? null : Number(value));
  return result.rows.map((row) => ({
    ...row,
    billRate: amount(row.billRate),
    payRate: amount(row.payRate),
  }));
}

describe(`rates on ${engine}`, () => {
  it('an administrator sets a rate; the answer is the rate with its names; associates may not', async () => {
    const world = await timesheetWorld(ctx);
    const created = await post(world, avaOnData(world));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      ...avaOnData(world),
      userFullName: 'Ava Associate',
      projectName: 'Data platform',
      clientId: world.clientId,
      clientName: 'Northwind',
    });
    expect(created.json().id).toEqual(expect.any(String));
    for (const method of ['GET', 'POST'] as const) {
      const asAssociate = await ctx.app.inject({
        method,
        url: '/api/admin/rates',
        headers: world.as(world.associate),
        ...(method === 'POST' ? { payload: avaOnData(world) } : {}),
      });
      expect(asAssociate.statusCode).toBe(403);
    }
    // Each change leaves its entry in the trail, in the same transaction.
    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entityType=rate',
      headers: world.as(world.admin),
    });
    expect(trail.json().entries).toMatchObject([
      { action: 'create', entityId: created.json().id, after: { billRate: 12000, payRate: 8000 } },
    ]);
  });

  it('refuses bad input with a 400 naming the field, and another tenant’s ids with a 404', async () => {
    const world = await timesheetWorld(ctx);
    const base = avaOnData(world);
    const refused = async (change: Record<string, unknown>, status: number, path: string) => {
      const response = await post(world, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    };
    await refused({ userId: undefined, projectId: undefined }, 400, 'userId');
    await refused({ billRate: undefined, payRate: undefined }, 400, 'billRate');
    // Amounts are integers in minor units, never floats.
    await refused({ billRate: 120.5 }, 400, 'billRate');
    await refused({ payRate: '8000' }, 400, 'payRate');
    await refused({ payRate: -1 }, 400, 'payRate');
    await refused({ currency: 'usd' }, 400, 'currency');
    await refused({ currency: 'XYZ' }, 400, 'currency');
    await refused({ effectiveFrom: '2026-02-30' }, 400, 'effectiveFrom');
    const other = await buildTenant(ctx.db);
    const stranger = await buildUser(ctx.db, { tenantId: other.tenantId });
    const foreignProject = await buildProject(ctx.db, { tenantId: other.tenantId });
    await refused({ userId: stranger.userId }, 404, 'userId');
    await refused({ projectId: foreignProject.id }, 404, 'projectId');
    expect((await get(world, `?projectId=${foreignProject.id}`)).statusCode).toBe(404);
    expect((await get(world, `?userId=${stranger.userId}`)).statusCode).toBe(404);
    // A second rate from the same day for the same associate and project: no overwrite.
    expect((await post(world, base)).statusCode).toBe(201);
    await refused({ billRate: 13000 }, 400, 'effectiveFrom');
  });

  it('one currency per client: the first rate on its projects fixes it', async () => {
    const world = await timesheetWorld(ctx);
    expect((await post(world, { ...avaOnData(world), currency: 'EUR' })).statusCode).toBe(201);
    // Another project of the same client, and a project default: EUR only.
    const onLonely = await post(world, {
      projectId: world.lonely.id,
      billRate: 9000,
      currency: 'USD',
      effectiveFrom: '2026-11-23',
    });
    expect(onLonely.statusCode).toBe(400);
    expect(onLonely.json().issues).toEqual([
      {
        path: 'currency',
        message: 'This client bills in EUR: a rate on its projects must use EUR',
      },
    ]);
    const listed = (await get(world, `?projectId=${world.lonely.id}`)).json();
    expect(listed).toEqual({ rates: [], count: 0, clientCurrency: 'EUR' });
    // Another client's project may bill in another currency; an associate default in any.
    const { id: clientId } = await buildClient(ctx.db, { tenantId: world.tenantId });
    const elsewhere = await buildProject(ctx.db, { tenantId: world.tenantId, clientId });
    const usd = { billRate: 9000, currency: 'USD', effectiveFrom: '2026-11-23' };
    expect((await post(world, { ...usd, projectId: elsewhere.id })).statusCode).toBe(201);
    expect((await post(world, { ...usd, userId: world.associate.userId })).statusCode).toBe(201);
  });

  it('keeps the history, lists newest day first and filtered, a page at a time; a retried POST creates one', async () => {
    const world = await timesheetWorld(ctx);
    const ids: string[] = [];
    for (const effectiveFrom of ['2026-01-01', '2026-06-01', '2026-11-01']) {
      const response = await post(world, { ...avaOnData(world), effectiveFrom });
      ids.push(response.json().id);
    }
    const projectDefault = await post(world, {
      projectId: world.project.id,
      billRate: 10000,
      currency: 'USD',
      effectiveFrom: '2026-03-01',
    });
    const all = (await get(world)).json();
    expect(all.count).toBe(4);
    const userRates = (await get(world, `?userId=${world.associate.userId}`)).json();
    expect(userRates.rates.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    const projectRates = (await get(world, `?projectId=${world.project.id}`)).json();
    expect(projectRates.count).toBe(4);
    expect(projectRates.clientCurrency).toBe('USD');
    expect(projectRates.rates[2].id).toBe(projectDefault.json().id);
    expect((await get(world, '?page=1&pageSize=10')).json()).toMatchObject({ rates: [], count: 4 });
    expect((await get(world, '?pageSize=7')).statusCode).toBe(400);

    const payload = { ...avaOnData(world), effectiveFrom: '2027-01-01' };
    const first = await post(world, payload, 'rate-retry-1');
    const again = await post(world, payload, 'rate-retry-1');
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get(world)).json().count).toBe(5);
  });

  it('DELETE removes the tenant’s own rate with an entry in the trail; another tenant’s is a 404', async () => {
    const world = await timesheetWorld(ctx);
    const created = await post(world, avaOnData(world));
    const other = await timesheetWorld(ctx);
    const remove = (who: TimesheetWorld, id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/rates/${id}`,
        headers: who.as(who.admin),
      });
    expect((await remove(other, created.json().id)).statusCode).toBe(404);
    expect((await remove(world, created.json().id)).statusCode).toBe(204);
    expect((await remove(world, created.json().id)).statusCode).toBe(404);
    expect((await get(world)).json().count).toBe(0);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityId=${created.json().id}`,
      headers: world.as(world.admin),
    });
    expect(trail.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'create',
    ]);
  });
});

describe(`the rate in force for an associate × project × day on ${engine}`, () => {
  it('takes the most specific rate in force that day, each amount on its own, with effective-date edges', async () => {
    const world = await timesheetWorld(ctx);
    const ava = world.associate.userId;
    const bob = (await buildUser(ctx.db, { tenantId: world.tenantId })).userId;
    const data = world.project.id;
    const set = async (rate: Record<string, unknown>) =>
      expect((await post(world, { currency: 'USD', ...rate })).statusCode).toBe(201);
    await set({ userId: ava, payRate: 5000, effectiveFrom: '2026-01-01' }); // Ava's default
    await set({ projectId: data, billRate: 10000, effectiveFrom: '2026-02-01' }); // project default
    await set({ projectId: data, billRate: 11000, effectiveFrom: '2026-03-01' }); // raised
    await set({
      userId: ava,
      projectId: data,
      billRate: 15000,
      payRate: 7000,
      effectiveFrom: '2026-04-01',
    });
    await set({ userId: ava, projectId: data, payRate: 7500, effectiveFrom: '2026-05-01' });

    const items = [
      ['2025-12-31', ava],
      ['2026-01-01', ava],
      ['2026-01-31', ava],
      ['2026-02-01', ava],
      ['2026-02-28', ava],
      ['2026-03-01', ava],
      ['2026-03-31', ava],
      ['2026-04-01', ava],
      ['2026-05-01', ava],
      ['2026-05-01', bob],
    ] as const;
    const { tenantId } = world;
    const asked = items.map(([day, userId]) => ({ userId, projectId: data, day }));
    const resolved = await ctx.db.withTenant(tenantId, (tx) =>
      ratesInForce(tx, { tenantId, items: asked }),
    );
    // Looked up on the day (as the runs price) rather than through the intervals: the same.
    expect(await ctx.db.withTenant(tenantId, (tx) => ratesOnDays(tx, tenantId, asked))).toEqual(
      resolved,
    );
    const byWhoThenDay = (a: unknown[], b: unknown[]) =>
      `${a[1]} ${a[0]}`.localeCompare(`${b[1]} ${b[0]}`);
    const shown = resolved.map((r) => [
      r.day,
      r.userId === ava ? 'ava' : 'bob',
      r.billRate,
      r.billLevel,
      r.payRate,
      r.payLevel,
      r.currency,
    ]);
    expect(shown.sort(byWhoThenDay)).toEqual([
      ['2025-12-31', 'ava', null, null, null, null, null],
      ['2026-01-01', 'ava', null, null, 5000, 'user', 'USD'],
      ['2026-01-31', 'ava', null, null, 5000, 'user', 'USD'],
      ['2026-02-01', 'ava', 10000, 'project', 5000, 'user', 'USD'],
      ['2026-02-28', 'ava', 10000, 'project', 5000, 'user', 'USD'],
      ['2026-03-01', 'ava', 11000, 'project', 5000, 'user', 'USD'],
      ['2026-03-31', 'ava', 11000, 'project', 5000, 'user', 'USD'],
      ['2026-04-01', 'ava', 15000, 'userProject', 7000, 'userProject', 'USD'],
      // The associate × project rate of May 1 has no bill rate: the project's applies.
      ['2026-05-01', 'ava', 11000, 'project', 7500, 'userProject', 'USD'],
      ['2026-05-01', 'bob', 11000, 'project', null, null, 'USD'],
    ]);
  });

  it('an associate default counts only in the currency of the project’s client', async () => {
    const world = await timesheetWorld(ctx);
    const ava = world.associate.userId;
    await post(world, { userId: ava, payRate: 5000, currency: 'EUR', effectiveFrom: '2026-01-01' });
    const { tenantId } = world;
    const asked = [{ userId: ava, projectId: world.project.id, day: '2026-06-01' }];
    const resolve = () =>
      ctx.db.withTenant(tenantId, async (tx) => {
        const resolved = await ratesInForce(tx, { tenantId, items: asked });
        expect(await ratesOnDays(tx, tenantId, asked)).toEqual(resolved);
        return resolved;
      });
    expect(await resolve()).toMatchObject([{ payRate: 5000, currency: 'EUR' }]);
    await post(world, {
      projectId: world.lonely.id,
      billRate: 9000,
      currency: 'USD',
      effectiveFrom: '2026-01-01',
    });
    expect(await resolve()).toMatchObject([{ payRate: null, billRate: null, currency: null }]);
  });
});

describe(`line amounts on ${engine}`, () => {
  it('rounds once per line to the minor unit, halves away from zero, in SQL as in TypeScript', async () => {
    // 1 minute at 30, 90 and 150 cents an hour: 0.5, 1.5 and 2.5 cents (banker's would give 0, 2, 2).
    const pairs: [number, number][] = [
      [1, 30],
      [1, 90],
      [1, 150],
      [1, 29],
      [450, 12345],
      [2400, 12000],
      [7, 1],
    ];
    const expected = [1, 2, 3, 0, 92588, 480000, 0];
    expect(pairs.map(([minutes, rate]) => lineAmount(minutes, rate))).toEqual(expected);
    const world = await timesheetWorld(ctx);
    const inSql = await ctx.db.withTenant(world.tenantId, (tx) => lineAmountsInSql(tx, pairs));
    expect(inSql).toEqual(expected);
  });
});
