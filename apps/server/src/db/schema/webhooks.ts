import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * A tenant's webhook endpoint (issue 30 §4): where events are POSTed, which ones, and the
 * Standard Webhooks signing secret sealed at rest with the app's key. After a rotation the
 * previous secret still signs (beside the new one) until `previous_secret_expires_at`.
 * `failing_since` is the first failure of the current run of failures; 24 hours of them turn
 * the endpoint off (`disabled_for_failures_at`). `api_key_id` is the API key that created or
 * last changed it (null when a person did): such an endpoint receives events only while that
 * key still acts, and revoking the key turns it off.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: tenantId(),
    id: text('endpoint_id').notNull(),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: instant('previous_secret_expires_at'),
    failingSince: instant('failing_since'),
    disabledForFailuresAt: instant('disabled_for_failures_at'),
    apiKeyId: text('api_key_id'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('webhook_endpoints_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'succeeded', 'failed'] as const;

/**
 * The webhook outbox: one row per endpoint and event, written in the transaction of the change
 * (unique on tenant, endpoint and event: an event is delivered once per endpoint). The worker
 * claims due rows with a lease (`lease_id` fences a late worker's mark), sends outside any
 * transaction, and records the attempt: status, response code, duration, error. `body` is the
 * exact JSON sent, so every attempt signs the same bytes under the same `webhook-id`
 * (`event_id`). Retries run for 24 hours from `retry_from` (creation, or a manual redeliver).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantId(),
    id: uuid('delivery_id').notNull().defaultRandom(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    retryFrom: instant('retry_from').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    leaseId: uuid('lease_id'),
    lastAttemptAt: instant('last_attempt_at'),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('webhook_deliveries_once_uq').on(t.tenantId, t.endpointId, t.eventId),
    foreignKey({
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.createdAt),
  ],
);
