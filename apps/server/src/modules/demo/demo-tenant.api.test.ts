import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { DEMO_PASSWORD, ensureDemoTenant } from './demo-tenant.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`demo tenant on ${engine}`, () => {
  it('is created once on an empty database, and its three users can sign in', async () => {
    expect(await ensureDemoTenant({ deps: ctx.app.deps })).toBe(true);
    expect(await ensureDemoTenant({ deps: ctx.app.deps })).toBe(false);
    for (const [username, role] of [
      ['owner', 'TenantAdmin'],
      ['admin', 'admin'],
      ['associate', 'assoc'],
    ]) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { tenantId: 'demo', externalUserId: username, password: DEMO_PASSWORD },
      });
      const { jwt } = login.json();
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(profile.json().systemRole).toBe(role);
    }
    const { jwt } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { tenantId: 'demo', externalUserId: 'owner', password: DEMO_PASSWORD },
      })
    ).json();
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenant/get-tenant-information',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(info.json()).toMatchObject({
      tenantId: 'demo',
      newCustomer: false,
      numberOfSystemUsers: 3,
    });
  });

  it('gives the demo associate past weeks: approved, rejected with a comment, and pending', async () => {
    const { jwt } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { tenantId: 'demo', externalUserId: 'associate', password: DEMO_PASSWORD },
      })
    ).json();
    const headers = { authorization: `Bearer ${jwt}` };
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/ts/my-timesheets', headers });
    const { timesheets } = mine.json();
    expect(timesheets.map((sheet: { status: string }) => sheet.status)).toEqual([
      'pending',
      'rejected',
      'approved',
    ]);
    const rejected = timesheets[1].timeCards.find(
      (card: { status: string }) => card.status === 'rejected',
    );
    expect(rejected.data.thursday.reviewComment).toMatch(/office closure/);
    const week = await ctx.app.inject({ method: 'GET', url: '/api/submit-time/week', headers });
    expect(week.json()).toMatchObject({ editable: true, timesheet: null });
    expect(
      week.json().options.map((option: { projectName: string }) => option.projectName),
    ).toEqual(['Support Retainer', 'Data Platform', 'Website Redesign']);
  });

  it('has rates, so the administrator sees the approved hours with amounts at once', async () => {
    const { jwt } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { tenantId: 'demo', externalUserId: 'admin', password: DEMO_PASSWORD },
      })
    ).json();
    const thisWeek = weekStartOf(ctx.app.deps.clock.now().toISOString().slice(0, 10));
    const query = new URLSearchParams({
      from: addDays(thisWeek, -35),
      to: addDays(thisWeek, 6),
      groupBy: 'project',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reporting/hours-over-period?${query}`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as HoursOverPeriod;
    // Approved days: Data Platform 35.25 h (first week) + 27.25 h (second, its Thursday
    // rejected) at 145.00 billed and 82.50 paid; Support Retainer 1.5 h a week at 95.00 billed,
    // 82.50 paid. No week passes 40 hours: no overtime.
    const amounts = Object.fromEntries(
      report.groups.map((group) => [group.name, group.amounts?.byCurrency]),
    );
    expect(amounts['Data Platform']).toEqual([
      { currency: 'USD', billed: 906250, paid: 515625, margin: 390625 },
    ]);
    expect(amounts['Support Retainer']).toEqual([
      { currency: 'USD', billed: 28500, paid: 24750, margin: 3750 },
    ]);
    expect(report.totals.amounts).toMatchObject({
      hoursWithoutBillRate: 0,
      hoursWithoutPayRate: 0,
    });
    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entityType=rate&page=0&pageSize=10',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = trail.json().entries as { actor: { type: string; name: string } }[];
    expect(entries).toHaveLength(4);
    expect(
      entries.every((entry) => entry.actor.type === 'system' && entry.actor.name === 'demo seed'),
    ).toBe(true);
  });
});
