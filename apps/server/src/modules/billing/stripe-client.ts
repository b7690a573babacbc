import Stripe from 'stripe';
import { BILLING_TEXT } from '@tallysheet/contract/tenants/billing';
import type { Config } from '../../config.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-errors.ts';

const clients = new WeakMap<Config, Stripe>();

/**
 * The official SDK for the configured account (STRIPE_SECRET_KEY), made once per configuration.
 * STRIPE_API_HOST / _PORT / _PROTOCOL point it at a stand-in (tests, a local mock); unset, it
 * talks to api.stripe.com. Retried calls carry the SDK's idempotency keys.
 */
export function stripeClient(config: Config): Stripe {
  const known = clients.get(config);
  if (known) return known;
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: config.BRAND_NAME },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  clients.set(config, client);
  return client;
}

/**
 * Runs calls to Stripe; a failure of Stripe's (unreachable, refused, a bug of ours it rejects)
 * is logged with Stripe's request id and answered as a 502 the caller may retry.
 */
export async function callStripe<T>(deps: ServiceDeps, what: string, calls: () => Promise<T>) {
  try {
    return await calls();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    deps.log.error(
      { err: error, stripeRequestId: error.requestId, stripeCode: error.code },
      `Stripe: ${what} failed`,
    );
    throw new HttpError(502, BILLING_TEXT.providerUnavailable);
  }
}

/** The id of an expandable Stripe field (an id, or the object itself), or null. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
