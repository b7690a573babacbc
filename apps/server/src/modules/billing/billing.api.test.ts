import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { billingWorld } from '../../test/billing-world.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { BILLING_SWEEP_LOCK, runBillingSweep } from './billing-sweep.ts';

const APP_URL = 'https://time.example.com';
// The app's clock, moved by the tests: no test here waits on the wall clock.
const START = '2026-11-24T10:00:00Z';
const clock = createTestClock(START);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ APP_URL }, undefined, { clock });
});
afterAll(() => ctx.close());

const { call, addAssociate, billingOf, company } = billingWorld(() => ctx);

/** Subscribes and starts the embedded checkout; the token of its page. */
async function checkoutToken(owner: TestUser, type: 'Monthly' | 'Annual' = 'Monthly') {
  expect(
    (await call(owner, 'POST', '/api/tenant/create-subscription', { subscriptionType: type }))
      .statusCode,
  ).toBe(204);
  const session = await call(owner, 'POST', '/api/tenant/start-setup-checkout-session', {
    redirectUrl: `${APP_URL}/admin/subscription`,
  });
  expect(session.statusCode).toBe(200);
  const page = new URL(session.json().redirectUrl);
  expect(`${page.origin}${page.pathname}`).toBe(`${APP_URL}/billing/checkout`);
  return page.searchParams.get('token')!;
}

const TEST_CARD = {
  cardholderName: 'Nancy Davolio',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};
const pay = (token: string, payload: object = TEST_CARD) =>
  ctx.app.inject({ method: 'POST', url: `/api/tenant/local-checkout/${token}`, payload });

describe(`subscribing on the embedded provider on ${engine}`, () => {
  it('a trial subscribes, pays with the test card and is active for a month at once', async () => {
    const { owner } = await company();
    const token = await checkoutToken(owner);
    const trial = await billingOf(owner);
    expect(trial).toMatchObject({
      subscriptionStatus: 'trial',
      subscriptionType: 'Monthly',
      hasDefaultPaymentMethod: false,
    });
    expect(trial.stripeSubscriptionId).toMatch(/^lsub_[0-9a-f]{24}$/);

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenant/local-checkout/${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      companyName: 'Acme Consulting',
      subscriptionType: 'Monthly',
      testMode: true,
      returnUrl: `${APP_URL}/admin/subscription`,
      quote: { users: 2, chargedUsers: 1, period: 'month', total: 25 },
    });

    const paid = await pay(token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `${APP_URL}/admin/subscription` });
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-24',
      hasDefaultPaymentMethod: true,
    });
    const history = (await call(owner, 'GET', '/api/tenant/billing-history')).json().events;
    expect(history.map((event: { kind: string }) => event.kind).sort()).toEqual([
      'payment',
      'payment_method',
      'subscription',
    ]);
    expect(history.find((event: { kind: string }) => event.kind === 'payment')).toMatchObject({
      amount: 25,
      periodStart: '2026-11-24',
      periodEnd: '2026-12-24',
    });

    // The link works once.
    expect((await pay(token)).statusCode).toBe(401);
  });

  it('takes only the test card, naming each bad field, and changes nothing', async () => {
    const { owner } = await company();
    const token = await checkoutToken(owner, 'Annual');
    const refused = await pay(token, { ...TEST_CARD, cardNumber: '4000 0000 0000 0002', cvc: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['cardNumber', 'cvc']);
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'trial',
      hasDefaultPaymentMethod: false,
    });
    expect((await pay(token)).statusCode).toBe(200);
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionType: 'Annual',
      subscriptionEndDate: '2027-11-24',
    });
  });

  it('a checkout of a subscription that has since been replaced is refused', async () => {
    const { owner } = await company();
    const token = await checkoutToken(owner);
    await checkoutToken(owner, 'Annual');
    const stale = await pay(token);
    expect(stale.statusCode).toBe(409);
    expect((await billingOf(owner)).subscriptionStatus).toBe('trial');
  });

  it('updates the type only of an existing subscription', async () => {
    const { owner } = await company();
    const update = () =>
      call(owner, 'POST', '/api/tenant/update-subscription-type', { subscriptionType: 'Annual' });
    expect((await update()).statusCode).toBe(409);
    await checkoutToken(owner);
    expect((await update()).statusCode).toBe(204);
    expect((await billingOf(owner)).subscriptionType).toBe('Annual');
  });

  it('comes back only to an address of this app', async () => {
    const { owner } = await company();
    await call(owner, 'POST', '/api/tenant/create-subscription', { subscriptionType: 'Monthly' });
    const outside = await call(owner, 'POST', '/api/tenant/start-setup-checkout-session', {
      redirectUrl: 'https://evil.example/steal',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().issues).toEqual([
      { path: 'redirectUrl', message: 'redirectUrl must be an address of this app' },
    ]);
  });

  it('is the Billing Administrator’s alone, and never an enterprise tenant’s', async () => {
    const { tenantId, associate } = await company();
    const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
    for (const user of [admin, associate]) {
      const refused = await call(user, 'POST', '/api/tenant/create-subscription', {
        subscriptionType: 'Monthly',
      });
      expect(refused.statusCode).toBe(403);
    }
    const enterprise = await company({ isEnterprise: true, subscriptionStatus: null });
    const refused = await call(enterprise.owner, 'POST', '/api/tenant/create-subscription', {
      subscriptionType: 'Monthly',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('an activation-required tenant asks for Monthly, is inactive until it pays, then active', async () => {
    const { owner, associate } = await company({
      subscriptionStatus: null,
      subscriptionEndDate: null,
    });
    const activate = () =>
      call(owner, 'POST', '/api/tenant/activate-subscription', {
        name: owner.displayName,
        email: owner.email,
        subscriptionType: 'Monthly',
      });
    expect((await activate()).statusCode).toBe(204);
    const asked = await billingOf(owner);
    expect(asked).toMatchObject({ subscriptionStatus: 'inactive', subscriptionType: 'Monthly' });
    expect((await activate()).statusCode).toBe(204);
    expect((await billingOf(owner)).stripeSubscriptionId).toBe(asked.stripeSubscriptionId);
    expect((await call(associate, 'GET', '/api/ts/my-timesheets')).statusCode).toBe(403);

    const session = await call(owner, 'POST', '/api/tenant/start-setup-checkout-session', {
      redirectUrl: APP_URL,
    });
    const token = new URL(session.json().redirectUrl).searchParams.get('token')!;
    expect((await pay(token)).statusCode).toBe(200);
    expect((await billingOf(owner)).subscriptionStatus).toBe('active');
    expect((await call(associate, 'GET', '/api/ts/my-timesheets')).statusCode).toBe(200);
  });

  it('the Starter plan holds one user: a second is refused with the plan named', async () => {
    const tenant = await buildTenant(ctx.db, {
      subscriptionStatus: 'active',
      subscriptionType: 'Starter',
    });
    const owner = await buildUser(ctx.db, { tenantId: tenant.tenantId, role: 'TenantAdmin' });
    const add = await addAssociate(owner, 'second');
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(
      'The Starter plan includes 1 user. Adding this user needs a Monthly or Annual subscription.',
    );
  });

  it('has no Stripe webhook: a server billing with the local provider answers 404', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({
        id: 'evt_1',
        type: 'invoice.paid',
        created: 1,
        data: { object: {} },
      }),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Stripe billing is not configured on this server');
  });

  it('quotes the one price list and refuses an unknown plan', async () => {
    const { owner } = await company();
    const quote = await call(
      owner,
      'GET',
      '/api/tenant/pricing-quote?subscriptionType=Annual&users=4',
    );
    expect(quote.json()).toEqual({
      subscriptionType: 'Annual',
      users: 4,
      chargedUsers: 3,
      period: 'year',
      base: 216,
      perUser: 48,
      total: 360,
    });
    const bad = await call(
      owner,
      'GET',
      '/api/tenant/pricing-quote?subscriptionType=Starter&users=0',
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['subscriptionType', 'users']);
  });
});

describe(`status on time on ${engine}`, () => {
  beforeEach(() => clock.set(START));
  it('a trial ends on its end date: its associates are refused, its owner is not', async () => {
    const { owner, associate } = await company({ subscriptionEndDate: '2026-11-30' });
    clock.set('2026-11-29T23:00:00Z');
    expect((await call(associate, 'GET', '/api/ts/my-timesheets')).statusCode).toBe(200);
    clock.set('2026-11-30T00:30:00Z');
    // Refused, and read as inactive, before the sweep has run ...
    const refused = await call(associate, 'GET', '/api/ts/my-timesheets');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUBSCRIPTION_INACTIVE');
    expect((await billingOf(owner)).subscriptionStatus).toBe('inactive');
    // ... and the sweep stores it.
    const swept = await runBillingSweep(ctx.app.deps);
    expect(swept.claimed).toBe(true);
    expect(swept.expired).toContain(owner.tenantId);
    expect((await billingOf(owner)).subscriptionStatus).toBe('inactive');
    expect((await call(owner, 'GET', '/api/tenant/get-tenant-information')).statusCode).toBe(200);
  });

  it('a paid period renews on the test card; without a payment method it lapses', async () => {
    const paying = await company();
    await pay(await checkoutToken(paying.owner));
    const lapsing = await company({
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      subscriptionEndDate: '2026-12-24',
    });

    clock.set('2026-12-24T08:00:00Z');
    const swept = await runBillingSweep(ctx.app.deps);
    expect(swept.renewed).toContain(paying.tenantId);
    expect(swept.expired).toContain(lapsing.tenantId);
    expect(swept.expired).not.toContain(paying.tenantId);
    expect(await billingOf(paying.owner)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2027-01-24',
    });
    expect((await billingOf(lapsing.owner)).subscriptionStatus).toBe('inactive');
    const payments = (await call(paying.owner, 'GET', '/api/tenant/billing-history'))
      .json()
      .events.filter((event: { kind: string }) => event.kind === 'payment');
    expect(payments.map((event: { periodStart: string }) => event.periodStart)).toEqual([
      '2026-12-24',
      '2026-11-24',
    ]);

    // A second run the same day changes nothing and charges nothing.
    const again = await runBillingSweep(ctx.app.deps);
    expect(again.renewed).not.toContain(paying.tenantId);
  });

  it.skipIf(engine === 'pglite')(
    'runs on one instance at a time: while another holds the sweep, it skips',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const holding = new Promise<void>((resolve) => (claimed = resolve));
      const other = ctx.db.withSystem('another instance sweeping', async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_SWEEP_LOCK})`);
        claimed();
        await held;
      });
      await holding;
      const skipped = await runBillingSweep(ctx.app.deps);
      expect(skipped).toEqual({ claimed: false, renewed: [], expired: [] });
      release();
      await other;
      expect((await runBillingSweep(ctx.app.deps)).claimed).toBe(true);
    },
  );
});
