import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import type { TestUser } from '../../test/factories.ts';
import { billingWorld } from '../../test/billing-world.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from '../../test/stripe-stand-in.ts';

const APP_URL = 'https://time.example.com';
const START = '2026-11-24T10:00:00Z';
const clock = createTestClock(START);
let standIn: StripeStandIn;
let ctx: TestContext;

beforeAll(async () => {
  standIn = await startStripeStandIn(() => Math.floor(clock.now().getTime() / 1000));
  ctx = await createTestContext({ APP_URL, ...stripeEnv(standIn) }, undefined, { clock });
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});
beforeEach(() => clock.set(START));

type Json = Record<string, unknown>;
const { call, addAssociate, billingOf, company } = billingWorld(() => ctx);

async function subscribe(owner: TestUser, subscriptionType: 'Monthly' | 'Annual' = 'Monthly') {
  const made = await call(owner, 'POST', '/api/tenant/create-subscription', { subscriptionType });
  expect(made.statusCode, made.body).toBe(204);
  const id = (await billingOf(owner)).stripeSubscriptionId as string;
  return standIn.subscriptions.get(id)!;
}

/** The subscription's items as (product, unit amount in cents, interval, quantity). */
const pricing = (subscription: Json) =>
  (subscription.items as { data: Json[] }).data.map((item) => {
    const price = item.price as Json;
    return [price.product, price.unit_amount, (price.recurring as Json).interval, item.quantity];
  });
const usersQuantity = (subscription: Json) =>
  (subscription.items as { data: Json[] }).data.find(
    (item) => (item.metadata as Json).part === 'users',
  )!.quantity;

describe(`the Stripe provider against a stand-in on ${engine}`, () => {
  it('subscribing makes the tenant a customer and a subscription priced by the one price list, charged when the trial reaches its last day', async () => {
    const { tenantId, owner } = await company();
    const subscription = await subscribe(owner);

    const customer = standIn.customers.get(subscription.customer as string)!;
    expect(customer).toMatchObject({
      name: owner.displayName,
      email: owner.email,
      metadata: { tenantId, companyName: 'Acme Consulting' },
    });
    // Two users: 20 a month, plus 5 for the one user who is not the creating admin.
    expect(pricing(subscription)).toEqual([
      ['tallysheet_base_fee', 2000, 'month', 1],
      ['tallysheet_user', 500, 'month', 1],
    ]);
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_end: Date.parse('2026-12-08T00:00:00Z') / 1000,
      metadata: { tenantId },
    });
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'trial',
      subscriptionType: 'Monthly',
      stripeSubscriptionId: subscription.id,
      hasDefaultPaymentMethod: false,
    });
  });

  it('a tenant without a running trial is held two days for its checkout', async () => {
    const { owner } = await company({ subscriptionStatus: null, subscriptionEndDate: null });
    const activate = await call(owner, 'POST', '/api/tenant/activate-subscription', {
      name: owner.displayName,
      email: owner.email,
      subscriptionType: 'Monthly',
    });
    expect(activate.statusCode).toBe(204);
    const { stripeSubscriptionId, subscriptionStatus } = await billingOf(owner);
    expect(subscriptionStatus).toBe('inactive');
    expect(standIn.subscriptions.get(stripeSubscriptionId)).toMatchObject({
      status: 'trialing',
      trial_end: Date.parse('2026-11-26T10:00:00Z') / 1000,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
  });

  it('moving to Annual reprices both items of the same subscription at 216 and 48 a year', async () => {
    const { owner } = await company();
    const subscription = await subscribe(owner);
    const moved = await call(owner, 'POST', '/api/tenant/update-subscription-type', {
      subscriptionType: 'Annual',
    });
    expect(moved.statusCode).toBe(204);
    expect((await billingOf(owner)).stripeSubscriptionId).toBe(subscription.id);
    expect(pricing(standIn.subscriptions.get(subscription.id as string)!)).toEqual([
      ['tallysheet_base_fee', 21600, 'year', 1],
      ['tallysheet_user', 4800, 'year', 1],
    ]);
  });

  it('a second subscription replaces the first, which is canceled at Stripe', async () => {
    const { owner } = await company();
    const first = await subscribe(owner);
    const second = await subscribe(owner, 'Annual');
    expect(second.id).not.toBe(first.id);
    expect(standIn.subscriptions.get(first.id as string)!.status).toBe('canceled');
    expect(second.customer).toBe(first.customer);
  });

  it('adding, archiving, unarchiving and deleting a user keeps the seat count in step', async () => {
    const { owner } = await company();
    const subscription = await subscribe(owner);
    const seats = () => usersQuantity(standIn.subscriptions.get(subscription.id as string)!);
    expect(seats()).toBe(1);

    const added = await addAssociate(owner, 'seat-two');
    expect(added.statusCode, added.body).toBe(201);
    expect(seats()).toBe(2);
    await call(owner, 'PUT', '/api/users/archive', { userId: 'seat-two', archived: true });
    expect(seats()).toBe(1);
    await call(owner, 'PUT', '/api/users/archive', { userId: 'seat-two', archived: false });
    expect(seats()).toBe(2);
    await call(owner, 'PUT', '/api/users/v2/seat-two', { isArchived: true });
    expect(seats()).toBe(1);
    await call(owner, 'PUT', '/api/users/v2/seat-two', { isArchived: false });
    expect(seats()).toBe(2);
    const before = standIn.requests.length;
    expect((await call(owner, 'DELETE', '/api/users/v2/seat-two')).statusCode).toBe(204);
    expect(seats()).toBe(1);
    expect(standIn.callsSince(before)).toEqual([
      `GET /v1/subscriptions/${subscription.id}`,
      `POST /v1/subscriptions/${subscription.id}`,
    ]);
  });

  it('a seat update Stripe refuses is logged and never fails the user change', async () => {
    const { owner } = await company();
    const subscription = await subscribe(owner);
    standIn.refuseNext(1);
    const added = await addAssociate(owner, 'refused-seat');
    expect(added.statusCode).toBe(201);
    expect((await call(owner, 'GET', '/api/users/v2/refused-seat')).statusCode).toBe(200);
    expect(usersQuantity(standIn.subscriptions.get(subscription.id as string)!)).toBe(1);
    // The next change sets the count of the day again.
    await addAssociate(owner, 'next-seat');
    expect(usersQuantity(standIn.subscriptions.get(subscription.id as string)!)).toBe(3);
  });

  it('starting the checkout answers the stand-in’s setup-mode session page, coming back to the app', async () => {
    const { tenantId, owner } = await company();
    const subscription = await subscribe(owner);
    const returnUrl = `${APP_URL}/admin/subscription`;
    const started = await call(owner, 'POST', '/api/tenant/start-setup-checkout-session', {
      redirectUrl: returnUrl,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json();
    expect(redirectUrl).toMatch(new RegExp(`^${standIn.url}/c/pay/cs_`));
    const session = standIn.sessions.get(redirectUrl.split('/').pop())!;
    expect(session).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: subscription.customer,
      success_url: returnUrl,
      cancel_url: returnUrl,
      metadata: { tenantId, subscriptionId: subscription.id },
    });
  });

  it('Stripe out of reach is a 502 to retry, and nothing is stored', async () => {
    const { owner } = await company();
    standIn.refuseNext(5);
    const refused = await call(owner, 'POST', '/api/tenant/create-subscription', {
      subscriptionType: 'Monthly',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The billing provider could not be reached. Please try again in a moment.',
    );
    expect(await billingOf(owner)).toMatchObject({
      subscriptionType: null,
      stripeSubscriptionId: null,
    });
    standIn.refuseNext(0);
  });
});
