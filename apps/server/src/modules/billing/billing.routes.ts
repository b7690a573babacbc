import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ActivateSubscriptionSchema,
  BillingHistorySchema,
  CheckoutSessionRequestSchema,
  CheckoutSessionSchema,
  CheckoutTokenParamsSchema,
  LocalCheckoutPaymentSchema,
  LocalCheckoutSchema,
  PricingQuoteQuerySchema,
  PricingQuoteSchema,
  SubscriptionTypeBodySchema,
  TrialPeriodSchema,
} from '@tallysheet/contract/tenants/billing';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import {
  activateSubscription,
  billingHistory,
  createSubscription,
  createTrialPeriod,
  quote,
  startSetupCheckout,
  updateSubscriptionType,
} from './billing.service.ts';
import { completeLocalCheckout, getLocalCheckout } from './local-checkout.service.ts';
import { CHECKOUT_PURPOSE } from './local-provider.ts';
import { apiErrors } from '../../plugins/route-parts.ts';

/** Calls that reach the billing provider: 502 when it cannot be reached (retry). */
const providerErrors = { ...apiErrors, 502: ErrorResponseSchema };
const billingAdmin = { access: 'TenantAdmin' } as const;

/** The tenant's subscription calls (A§7, API.md): the Billing Administrator's. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-trial-period',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: 'Start the free trial of a tenant that has never had one (TRIAL_DAYS long)',
        response: { 200: TrialPeriodSchema, ...apiErrors },
      },
    },
    async (request) => createTrialPeriod({ deps: depsOf(request), auth: request.auth }),
  );

  app.post(
    '/create-subscription',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: 'Subscribe to Monthly or Annual (the status waits for a payment method)',
        body: SubscriptionTypeBodySchema,
        response: { 204: NoContentSchema, ...providerErrors },
      },
    },
    async (request, reply) => {
      await createSubscription({
        deps: depsOf(request),
        auth: request.auth,
        subscriptionType: request.body.subscriptionType,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/update-subscription-type',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: 'Move the subscription to Monthly or Annual',
        body: SubscriptionTypeBodySchema,
        response: { 204: NoContentSchema, ...providerErrors },
      },
    },
    async (request, reply) => {
      await updateSubscriptionType({
        deps: depsOf(request),
        auth: request.auth,
        subscriptionType: request.body.subscriptionType,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/activate-subscription',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: 'Ask for the subscription of an activation-required tenant (A§4)',
        body: ActivateSubscriptionSchema,
        response: { 204: NoContentSchema, ...providerErrors },
      },
    },
    async (request, reply) => {
      await activateSubscription({
        deps: depsOf(request),
        auth: request.auth,
        input: request.body,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/start-setup-checkout-session',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: "The billing provider's checkout page, coming back to redirectUrl",
        body: CheckoutSessionRequestSchema,
        response: { 200: CheckoutSessionSchema, ...providerErrors },
      },
    },
    async (request) =>
      startSetupCheckout({
        deps: depsOf(request),
        auth: request.auth,
        redirectUrl: request.body.redirectUrl,
      }),
  );

  app.get(
    '/pricing-quote',
    {
      // Billing is never an API key's business (issue 16).
      config: { access: 'admin', apiKey: false },
      schema: {
        tags: ['tenant'],
        summary: 'What a plan costs for a number of users, per billing period',
        querystring: PricingQuoteQuerySchema,
        response: { 200: PricingQuoteSchema, ...apiErrors },
      },
    },
    async (request) => quote(request.query.subscriptionType, request.query.users),
  );

  app.get(
    '/billing-history',
    {
      config: billingAdmin,
      schema: {
        tags: ['tenant'],
        summary: 'Payments, payment methods and plan changes, newest first',
        response: { 200: BillingHistorySchema, ...apiErrors },
      },
    },
    async (request) => billingHistory({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );
};

/**
 * The embedded provider's test checkout (BILLING_PROVIDER=local): public, authorized by the
 * single-use token of its link, rate-limited per client address.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByIp(app, { area: 'checkout', max: options.rateLimit });
  const config = { access: 'token', linkPurpose: CHECKOUT_PURPOSE } as const;
  const tokenErrors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };

  app.get(
    '/local-checkout/:token',
    {
      config,
      schema: {
        tags: ['tenant'],
        summary: "The embedded provider's test checkout: plan and price",
        params: CheckoutTokenParamsSchema,
        response: { 200: LocalCheckoutSchema, ...tokenErrors },
      },
    },
    async (request) => getLocalCheckout({ deps: depsOf(request), link: request.linkToken! }),
  );

  app.post(
    '/local-checkout/:token',
    {
      config,
      schema: {
        tags: ['tenant'],
        summary: 'Pay with the test card: the subscription is active at once',
        params: CheckoutTokenParamsSchema,
        body: LocalCheckoutPaymentSchema,
        response: { 200: CheckoutSessionSchema, ...tokenErrors },
      },
    },
    async (request) =>
      completeLocalCheckout({
        deps: depsOf(request),
        link: request.linkToken!,
        token: request.params.token,
        payment: request.body,
      }),
  );
};
