import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, engine } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo-tenant.ts';

const local = await createTestContext({ STAGE: 'local', DEMO_TENANT: 'true' });
const dev = await createTestContext({ STAGE: 'dev', DEMO_TENANT: 'true' });
const unseeded = await createTestContext({ STAGE: 'local', DEMO_TENANT: 'false' });
afterAll(() => Promise.all([local.close(), dev.close(), unseeded.close()]));

const demoAccountsOf = async (ctx: typeof local) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/util/client-config' })).json().demoAccounts;

describe(`the autofill helper's accounts on ${engine}`, () => {
  it('the local stage offers the demo accounts with their password', async () => {
    expect(await demoAccountsOf(local)).toEqual([
      {
        tenantId: 'demo',
        username: 'owner',
        label: 'Olivia Owner (Billing Administrator)',
        password: DEMO_PASSWORD,
      },
      {
        tenantId: 'demo',
        username: 'admin',
        label: 'Adam Admin (Administrator)',
        password: DEMO_PASSWORD,
      },
      {
        tenantId: 'demo',
        username: 'associate',
        label: 'Ava Associate (Associate)',
        password: DEMO_PASSWORD,
      },
    ]);
  });

  it('another stage never sends a demo account or its password', async () => {
    expect(await demoAccountsOf(dev)).toEqual([]);
  });

  it('a local deployment without the demo tenant offers nothing', async () => {
    expect(await demoAccountsOf(unseeded)).toEqual([]);
  });
});
