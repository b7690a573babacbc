import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
