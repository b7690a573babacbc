import { z } from 'zod';

/**
 * POST /tenant/stripe-webhook (API.md): a Stripe event as Stripe sends it. Only the envelope is
 * read here; the signature, checked over the raw body before this, vouches for the rest.
 */
export const StripeWebhookEventSchema = z
  .object({
    id: z.string().min(1).describe('the event id (evt_…): an event is applied once'),
    type: z.string().min(1).describe('e.g. invoice.paid; unknown types are acknowledged'),
    created: z.number().int().describe('unix seconds: orders the events of one tenant'),
    data: z.object({ object: z.object({}).loose() }).loose(),
  })
  .loose();
export type StripeWebhookEvent = z.infer<typeof StripeWebhookEventSchema>;

/** Other headers pass through untouched. */
export const StripeWebhookHeadersSchema = z
  .object({
    'stripe-signature': z
      .string()
      .describe("Stripe's signature of the raw body (t=…,v1=…) with the endpoint's secret"),
  })
  .loose();

/** What Stripe gets back once the event is recorded (or ignored). */
export const StripeWebhookAckSchema = z.object({ received: z.literal(true) });

export const STRIPE_WEBHOOK_TEXT = {
  badSignature: 'The Stripe-Signature header does not match this body',
  notConfigured: 'Stripe billing is not configured on this server',
} as const;
