import { z } from 'zod';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';

/**
 * Webhooks (issue 30 §4, API.md /admin/webhooks): endpoints that hear about changes, signed
 * per the Standard Webhooks specification, with a secret shown once and rotation.
 */

/** Every event an endpoint may subscribe to (API.md). */
export const WEBHOOK_EVENT_TYPES = [
  'timesheet.submitted',
  'timecard.approved',
  'timecard.rejected',
  'timecard.correction_proposed',
  'timecard.correction_accepted',
  'period.closed',
  'period.reopened',
  'user.created',
  'user.archived',
  'client.created',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: 'Each event must be one of the listed events',
});
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Each event in plain words, for the screen's checkboxes. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'timesheet.submitted': 'A timesheet is submitted',
  'timecard.approved': 'A timecard is approved',
  'timecard.rejected': 'A timecard is rejected',
  'timecard.correction_proposed': 'A contact proposes a correction',
  'timecard.correction_accepted': 'A proposed correction is accepted',
  'period.closed': 'A period is closed',
  'period.reopened': 'A closed period is reopened',
  'user.created': 'A user is added',
  'user.archived': 'A user is archived',
  'client.created': 'A client is added',
};

/** Standard Webhooks secrets: `whsec_` and the base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
/** How long a rotated-out secret still signs, by default and at most (hours). */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
export const WEBHOOK_ROTATION_OVERLAP_MAX_HOURS = 168;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'A URL is required',
  urlInvalid: 'Enter a full URL, such as https://example.com/hooks',
  urlTooLong: `A URL has at most ${WEBHOOK_URL_MAX} characters`,
  httpsRequired: 'The URL must start with https://',
  credentialsInUrl: 'The URL must not contain a user name or password',
  privateAddress:
    'The URL must reach a public address: loopback, private and link-local addresses are refused',
  unresolvable: 'The URL’s host cannot be found',
  eventsRequired: 'Choose at least one event',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  added: 'Webhook endpoint added',
  saved: 'Webhook endpoint saved',
  removed: 'Webhook endpoint removed',
  rotated: 'Signing secret rotated',
  redelivered: 'Delivery queued again',
  secretOnce: 'Copy the signing secret now: it is shown only once.',
} as const;

const UrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, WEBHOOK_MESSAGES.urlInvalid)
  .describe(
    'where deliveries are POSTed: https (http and private addresses only on the local stage)',
  );

const EventsSchema = z
  .array(WebhookEventTypeSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)])
  .describe('the event types the endpoint receives: at least one');

/** POST /admin/webhooks and PUT /admin/webhooks/{id} (PUT replaces all three). */
export const WebhookInputSchema = z.object({
  url: UrlSchema,
  events: EventsSchema,
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type WebhookInput = z.infer<typeof WebhookInputSchema>;

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Extensions: since when deliveries have been failing (null while they succeed). */
  failingSince: z.string().nullable(),
  /** When the endpoint was turned off after 24 hours of failures (null otherwise). */
  disabledForFailuresAt: z.string().nullable(),
  /** Until when the secret before the last rotation still signs too (null: none). */
  previousSecretExpiresAt: z.string().nullable(),
  /**
   * The API key that created or last changed the endpoint (null when a person did). Such an
   * endpoint receives events only while that key still works (`acts`); revoking the key turns
   * it off, and a person saving it takes it over.
   */
  apiKey: z.object({ id: z.string(), name: z.string().nullable(), acts: z.boolean() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** 201 of POST /admin/webhooks: the endpoint and its signing secret, shown this once. */
export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().describe('`whsec_` + base64; shown only in this answer'),
});
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookListSchema = z.object({
  webhooks: z.array(WebhookSchema),
  count: z.number().int(),
});
export type WebhookList = z.infer<typeof WebhookListSchema>;

/** POST /admin/webhooks/{id}/rotate-secret (extension); no body: the default overlap. */
export const RotateWebhookSecretSchema = z
  .object({
    overlapHours: z
      .number({ error: 'overlapHours must be a whole number of hours' })
      .int('overlapHours must be a whole number of hours')
      .min(0, 'overlapHours must be from 0')
      .max(
        WEBHOOK_ROTATION_OVERLAP_MAX_HOURS,
        `overlapHours must be at most ${WEBHOOK_ROTATION_OVERLAP_MAX_HOURS}`,
      )
      .default(WEBHOOK_ROTATION_OVERLAP_HOURS)
      .describe('how long the old secret keeps signing beside the new one'),
  })
  .nullish();
export type RotateWebhookSecret = z.infer<typeof RotateWebhookSecretSchema>;

export const RotatedWebhookSecretSchema = z.object({
  id: z.string(),
  secret: z.string().describe('the new secret, shown only in this answer'),
  previousSecretExpiresAt: z.string().nullable(),
});
export type RotatedWebhookSecret = z.infer<typeof RotatedWebhookSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event for one endpoint: the delivery log's row. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, for the receiver to de-duplicate. */
  eventId: z.string(),
  type: WebhookEventTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The body as sent: `{id, type, timestamp, data}`. */
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListQuerySchema = z.object({
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuerySchema>;

export const WebhookDeliveryListSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  count: z.number().int(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;

export const WebhookIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const WebhookDeliveryParamsSchema = z.object({
  id: z.string().min(1).max(200),
  deliveryId: z.string().min(1).max(200),
});
