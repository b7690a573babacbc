import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import type { buildTenant, TestUser } from '../../test/factories.ts';
import { billingWorld } from '../../test/billing-world.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import {
  invoiceOf,
  signedDelivery,
  startStripeStandIn,
  STRIPE_DAY,
  stripeEnv,
  stripeEvent,
  TEST_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { runBillingSweep } from './billing-sweep.ts';

const APP_URL = 'https://time.example.com';
const START = '2026-11-24T10:00:00Z';
const clock = createTestClock(START);
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
let standIn: StripeStandIn;
let ctx: TestContext;

beforeAll(async () => {
  standIn = await startStripeStandIn(nowSeconds);
  ctx = await createTestContext({ APP_URL, ...stripeEnv(standIn) }, undefined, { clock });
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});
beforeEach(() => clock.set(START));

const { call, billingOf, historyOf, company } = billingWorld(() => ctx);

/** Delivers `event` to the webhook, signed now with the app's secret unless told otherwise. */
function deliver(event: object, options: { secret?: string; at?: number; payload?: string } = {}) {
  const signed = signedDelivery(
    event,
    options.secret ?? TEST_WEBHOOK_SECRET,
    options.at ?? nowSeconds(),
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tenant/stripe-webhook',
    headers: signed.headers,
    payload: options.payload ?? signed.payload,
  });
}

/** A subscribed company: its Billing Administrator, an associate, the Stripe ids. */
async function subscribed(values: Parameters<typeof buildTenant>[1] = {}) {
  const { owner, associate } = await company(values);
  if (values.subscriptionStatus === null) {
    const asked = await call(owner, 'POST', '/api/tenant/activate-subscription', {
      name: owner.displayName,
      email: owner.email,
      subscriptionType: 'Monthly',
    });
    expect(asked.statusCode).toBe(204);
  } else {
    const made = await call(owner, 'POST', '/api/tenant/create-subscription', {
      subscriptionType: 'Monthly',
    });
    expect(made.statusCode).toBe(204);
  }
  const subscriptionId = (await billingOf(owner)).stripeSubscriptionId as string;
  const customer = standIn.subscriptions.get(subscriptionId)!.customer as string;
  return { owner, associate, subscriptionId, customer };
}

/** Starts the checkout and finishes it at the stand-in: the session Stripe reports. */
async function finishedCheckout(owner: TestUser) {
  const started = await call(owner, 'POST', '/api/tenant/start-setup-checkout-session', {
    redirectUrl: APP_URL,
  });
  return standIn.completeCheckout(started.json().redirectUrl.split('/').pop());
}

const paid = (customer: string, subscription: string, start: number, amount = 2500) =>
  invoiceOf({ customer, subscription, amount, start, end: start + 31 * STRIPE_DAY, paid: true });
const subscriptionObject = (id: string, customer: string, status: string, periodEnd: number) => ({
  id,
  object: 'subscription',
  customer,
  status,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
});
const DEC_24 = Date.parse('2026-12-24T10:00:00Z') / 1000;

describe(`Stripe webhooks on ${engine}`, () => {
  it('a trial’s finished checkout saves the card as the default and keeps the trial to its last day', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    const session = await finishedCheckout(owner);
    const answer = await deliver(stripeEvent('checkout.session.completed', session, nowSeconds()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true });

    const card = standIn.setupIntents.get(session.setup_intent as string)!.payment_method;
    expect(standIn.customers.get(customer)!.invoice_settings).toEqual({
      default_payment_method: card,
    });
    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'trialing',
      default_payment_method: card,
    });
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'trial',
      hasDefaultPaymentMethod: true,
    });
    expect((await historyOf(owner)).map((event) => event.kind)).toContain('payment_method');
  });

  it('an inactive tenant’s checkout ends the hold at once, and the paid invoice makes it active', async () => {
    const { owner, associate, subscriptionId, customer } = await subscribed({
      subscriptionStatus: null,
      subscriptionEndDate: null,
    });
    const session = await finishedCheckout(owner);
    await deliver(stripeEvent('checkout.session.completed', session, nowSeconds()));
    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });
    expect((await billingOf(owner)).subscriptionStatus).toBe('inactive');

    const invoice = paid(customer, subscriptionId, nowSeconds());
    expect((await deliver(stripeEvent('invoice.paid', invoice, nowSeconds()))).statusCode).toBe(
      200,
    );
    // Paid through 2026-12-25, served a full day beyond it (the renewal grace; the end date is the first day without).
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-27',
    });
    expect((await historyOf(owner)).find((event) => event.kind === 'payment')).toMatchObject({
      amount: 25,
      periodStart: '2026-11-24',
      periodEnd: '2026-12-25',
      description: `Invoice ${invoice.number} paid`,
    });
    expect((await call(associate, 'GET', '/api/ts/my-timesheets')).statusCode).toBe(200);
  });

  it('refuses a forged, tampered, unsigned or stale delivery with 400 and changes nothing', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    const event = stripeEvent(
      'invoice.paid',
      paid(customer, subscriptionId, nowSeconds()),
      nowSeconds(),
    );
    const genuine = signedDelivery(event, TEST_WEBHOOK_SECRET, nowSeconds());
    const refusals = [
      await deliver(event, { secret: 'whsec_somebody_else' }),
      await deliver(event, { payload: genuine.payload.replace('2500', '9900') }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tenant/stripe-webhook',
        headers: { 'content-type': 'application/json' },
        payload: genuine.payload,
      }),
      await deliver(event, { at: nowSeconds() - 6 * 60 }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        {
          path: 'stripe-signature',
          message: 'The Stripe-Signature header does not match this body',
        },
      ]);
    }
    expect((await billingOf(owner)).subscriptionStatus).toBe('trial');
    expect(await historyOf(owner)).not.toContainEqual(expect.objectContaining({ kind: 'payment' }));
    // None of them was recorded: the genuine delivery of the same event is applied.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await billingOf(owner)).subscriptionStatus).toBe('active');
  });

  it('the same event delivered twice is applied once', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    const session = await finishedCheckout(owner);
    const checkout = stripeEvent('checkout.session.completed', session, nowSeconds());
    const payment = stripeEvent(
      'invoice.paid',
      paid(customer, subscriptionId, nowSeconds()),
      nowSeconds(),
    );
    await deliver(checkout);
    await deliver(payment);
    const before = standIn.requests.length;
    expect((await deliver(checkout)).statusCode).toBe(200);
    expect((await deliver(payment)).statusCode).toBe(200);
    expect(standIn.callsSince(before)).toEqual([]);
    const kinds = (await historyOf(owner)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'payment')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'payment_method')).toHaveLength(1);
  });

  it('an older event delivered after a newer one does not roll the state back', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    const t = nowSeconds();
    // The renewal's payment (newer) arrives before the subscription update of the month before.
    await deliver(stripeEvent('invoice.paid', paid(customer, subscriptionId, DEC_24), t + 60));
    const stateAfterPayment = { subscriptionStatus: 'active', subscriptionEndDate: '2027-01-26' };
    expect(await billingOf(owner)).toMatchObject(stateAfterPayment);
    const older = subscriptionObject(subscriptionId, customer, 'active', DEC_24);
    expect((await deliver(stripeEvent('customer.subscription.updated', older, t))).statusCode).toBe(
      200,
    );
    expect(await billingOf(owner)).toMatchObject(stateAfterPayment);
    const olderCancel = subscriptionObject(subscriptionId, customer, 'canceled', DEC_24);
    await deliver(stripeEvent('customer.subscription.deleted', olderCancel, t + 30));
    expect(await billingOf(owner)).toMatchObject({
      ...stateAfterPayment,
      stripeSubscriptionId: subscriptionId,
    });

    // A newer one is applied: the subscription has ended.
    await deliver(stripeEvent('customer.subscription.deleted', olderCancel, t + 120));
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'inactive',
      stripeSubscriptionId: null,
    });
  });

  it('a failed payment is recorded and changes no status; an unpaid subscription ends a paying tenant', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    await deliver(
      stripeEvent('invoice.paid', paid(customer, subscriptionId, nowSeconds()), nowSeconds()),
    );
    const failed = invoiceOf({
      customer,
      subscription: subscriptionId,
      amount: 2500,
      start: DEC_24,
      end: DEC_24 + 31 * STRIPE_DAY,
      paid: false,
    });
    await deliver(stripeEvent('invoice.payment_failed', failed, nowSeconds() + 10));
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-27',
    });
    expect((await historyOf(owner)).find((event) => event.kind === 'payment_failed')).toMatchObject(
      {
        amount: 25,
        description: `Payment of invoice ${failed.number} failed`,
      },
    );
    const pastDue = subscriptionObject(
      subscriptionId,
      customer,
      'past_due',
      DEC_24 + 31 * STRIPE_DAY,
    );
    await deliver(stripeEvent('customer.subscription.updated', pastDue, nowSeconds() + 20));
    expect((await billingOf(owner)).subscriptionStatus).toBe('active');
    const unpaid = subscriptionObject(subscriptionId, customer, 'unpaid', DEC_24 + 31 * STRIPE_DAY);
    await deliver(stripeEvent('customer.subscription.updated', unpaid, nowSeconds() + 30));
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'inactive',
      stripeSubscriptionId: subscriptionId,
    });
  });

  it('a new card pays the open invoice of a renewal Stripe is still retrying', async () => {
    const { owner, subscriptionId, customer } = await subscribed({ subscriptionStatus: 'active' });
    const open = { ...paid(customer, subscriptionId, DEC_24), status: 'open', amount_paid: 0 };
    standIn.invoices.set(open.id, open);
    Object.assign(standIn.subscriptions.get(subscriptionId)!, {
      status: 'past_due',
      latest_invoice: open,
    });
    const session = await finishedCheckout(owner);
    await deliver(stripeEvent('checkout.session.completed', session, nowSeconds()));
    expect(standIn.invoices.get(open.id)!.status).toBe('paid');
  });

  it('acknowledges unknown event types and customers, and ignores events of another subscription', async () => {
    const { owner, customer } = await subscribed();
    expect(
      (await deliver(stripeEvent('charge.refunded', { id: 'ch_1', customer }, nowSeconds())))
        .statusCode,
    ).toBe(200);
    const stranger = paid('cus_unknown', 'sub_unknown', nowSeconds());
    expect((await deliver(stripeEvent('invoice.paid', stranger, nowSeconds()))).statusCode).toBe(
      200,
    );
    const other = paid(customer, 'sub_replaced_long_ago', nowSeconds());
    await deliver(stripeEvent('invoice.paid', other, nowSeconds()));
    expect((await billingOf(owner)).subscriptionStatus).toBe('trial');
  });

  it('the sweep renews no Stripe subscription and ends a paid period only after its day of grace', async () => {
    const { owner, subscriptionId, customer } = await subscribed();
    await deliver(
      stripeEvent('invoice.paid', paid(customer, subscriptionId, nowSeconds()), nowSeconds()),
    );
    expect((await billingOf(owner)).subscriptionEndDate).toBe('2026-12-27');
    clock.set('2026-12-26T23:30:00Z');
    const kept = await runBillingSweep(ctx.app.deps);
    expect(kept.renewed).toEqual([]);
    expect(kept.expired).not.toContain(owner.tenantId);
    clock.set('2026-12-27T00:30:00Z');
    expect((await runBillingSweep(ctx.app.deps)).expired).toContain(owner.tenantId);
    expect((await billingOf(owner)).subscriptionStatus).toBe('inactive');
  });
});
