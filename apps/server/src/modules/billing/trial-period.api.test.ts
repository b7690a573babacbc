import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXT } from '@tallysheet/contract/tenants/billing';
import { createTestClock } from '../../lib/clock.ts';
import { billingWorld } from '../../test/billing-world.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

const clock = createTestClock('2026-11-24T22:30:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRIAL_DAYS: '10' }, undefined, { clock });
});
afterAll(() => ctx.close());

const { call, billingOf, company } = billingWorld(() => ctx);
const startTrial = (user: Parameters<typeof call>[0]) =>
  call(user, 'POST', '/api/tenant/create-trial-period');

describe(`POST /tenant/create-trial-period on ${engine}`, () => {
  it('starts the trial of a tenant without a status, ending TRIAL_DAYS after today', async () => {
    const { owner } = await company({ subscriptionStatus: null, subscriptionEndDate: null });
    const started = await startTrial(owner);
    expect(started.statusCode).toBe(200);
    const billing = {
      isEnterprise: false,
      subscriptionStatus: 'trial',
      subscriptionType: null,
      subscriptionEndDate: '2026-12-04',
      hasDefaultPaymentMethod: false,
      stripeSubscriptionId: null,
    };
    expect(started.json()).toEqual(billing);
    expect(await billingOf(owner)).toEqual(billing);
  });

  it('refuses a second trial, and a tenant that has had a subscription, with 409', async () => {
    const { owner } = await company({ subscriptionStatus: null, subscriptionEndDate: null });
    expect((await startTrial(owner)).statusCode).toBe(200);
    const again = await startTrial(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_TEXT.trialTaken);

    for (const status of ['trial', 'active', 'inactive'] as const) {
      const had = await company({ subscriptionStatus: status, subscriptionEndDate: '2026-12-08' });
      const refused = await startTrial(had.owner);
      expect(refused.statusCode, status).toBe(409);
      expect(await billingOf(had.owner), status).toMatchObject({
        subscriptionStatus: status,
        subscriptionEndDate: '2026-12-08',
      });
    }
  });

  it('is the Billing Administrator’s: an administrator or an associate gets 403', async () => {
    const { tenantId, owner, associate } = await company({
      subscriptionStatus: null,
      subscriptionEndDate: null,
    });
    const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
    for (const user of [admin, associate])
      expect((await startTrial(user)).statusCode, user.role).toBe(403);
    expect(await billingOf(owner)).toMatchObject({ subscriptionStatus: null });
  });

  it('is in the OpenAPI document with its 200, 403 and 409', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/tenant/create-trial-period']?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '403', '409']),
    );
  });
});
