import { and, asc, desc, eq, exists, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { keyOf } from '../../db/joins.ts';
import { countWhere } from '../../db/count.ts';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { apiKeyStillActs } from '../../db/api-key-liveness.ts';

type Scope = { tenantId: string };
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointKey = (params: Scope & { id: string }) =>
  and(eq(webhookEndpoints.tenantId, params.tenantId), eq(webhookEndpoints.id, params.id));

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function findEndpoint(tx: Tx, params: Scope & { id: string }) {
  const [row] = await tx.select().from(webhookEndpoints).where(endpointKey(params));
  return row;
}

/**
 * True for an endpoint that may receive events at `now`: enabled, and set up by a person or
 * by an API key that still acts (a revoked or expired key, or one whose creator is no longer
 * an Administrator, leaves nothing behind that keeps receiving the tenant's data).
 */
const deliverable = (now: Date) =>
  and(
    eq(webhookEndpoints.enabled, true),
    or(
      isNull(webhookEndpoints.apiKeyId),
      apiKeyStillActs(webhookEndpoints.tenantId, webhookEndpoints.apiKeyId, now),
    ),
  );

/** An endpoint as listed: the name of the API key that set it up, and whether that key still acts. */
const listed = (now: Date) => ({
  ...getTableColumns(webhookEndpoints),
  apiKeyName: apiKeys.name,
  apiKeyActs: sql<boolean>`${webhookEndpoints.apiKeyId} is null or ${apiKeyStillActs(
    webhookEndpoints.tenantId,
    webhookEndpoints.apiKeyId,
    now,
  )}`,
});
export type ListedEndpointRow = EndpointRow & { apiKeyName: string | null; apiKeyActs: boolean };

const keyOfEndpoint = and(
  eq(apiKeys.tenantId, webhookEndpoints.tenantId),
  eq(apiKeys.id, webhookEndpoints.apiKeyId),
);

/** The tenant's endpoints, oldest first, and their count. */
export async function listEndpoints(tx: Tx, params: Scope & { now: Date }) {
  const where = eq(webhookEndpoints.tenantId, params.tenantId);
  const rows: ListedEndpointRow[] = await tx
    .select(listed(params.now))
    .from(webhookEndpoints)
    .leftJoin(apiKeys, keyOfEndpoint)
    .where(where)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { rows, count: rows.length };
}

/** One endpoint as listed; undefined when the tenant has no such endpoint. */
export async function findListedEndpoint(tx: Tx, params: Scope & { id: string; now: Date }) {
  const [row]: ListedEndpointRow[] = await tx
    .select(listed(params.now))
    .from(webhookEndpoints)
    .leftJoin(apiKeys, keyOfEndpoint)
    .where(endpointKey(params));
  return row;
}

/** Turns off every enabled endpoint the key set up; returns them as they now are. */
export function disableEndpointsOfApiKey(
  tx: Tx,
  params: Scope & { apiKeyId: string; at: Date },
): Promise<EndpointRow[]> {
  return tx
    .update(webhookEndpoints)
    .set({ enabled: false, updatedAt: params.at })
    .where(
      and(
        eq(webhookEndpoints.tenantId, params.tenantId),
        eq(webhookEndpoints.apiKeyId, params.apiKeyId),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .returning();
}

export async function updateEndpoint(
  tx: Tx,
  params: Scope & { id: string; values: Partial<typeof webhookEndpoints.$inferInsert> },
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(params.values)
    .where(endpointKey(params))
    .returning();
  return row;
}

export async function deleteEndpoint(tx: Tx, params: Scope & { id: string }) {
  const rows = await tx.delete(webhookEndpoints).where(endpointKey(params)).returning();
  return rows.length > 0;
}

/** The deliverable endpoints of the tenant subscribed to `type`. */
export function subscribedEndpoints(tx: Tx, params: Scope & { type: string; now: Date }) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, params.tenantId),
        deliverable(params.now),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([params.type])}::jsonb`,
      ),
    );
}

/** One delivery per endpoint; an endpoint that already has the event keeps its one. */
export async function insertDeliveries(
  tx: Tx,
  rows: {
    tenantId: string;
    endpointId: string;
    eventId: string;
    eventType: string;
    body: string;
  }[],
) {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/** One delivery of an endpoint. */
const deliveryOf = keyOf(webhookDeliveries, ['tenantId', 'endpointId', 'id']);

/** One page of an endpoint's deliveries, newest first, and their count. */
export async function listDeliveries(
  tx: Tx,
  params: Scope & { endpointId: string; limit: number; offset: number },
) {
  const where = and(
    eq(webhookDeliveries.tenantId, params.tenantId),
    eq(webhookDeliveries.endpointId, params.endpointId),
  );
  const rows = await tx
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, webhookDeliveries, where) };
}

/**
 * Queues a delivery again now, with a fresh 24-hour retry window, under the same event id;
 * a delivery being sent right now is left to finish.
 */
export async function requeueDelivery(tx: Tx, params: Scope & { endpointId: string; id: string }) {
  const [found] = await tx.select().from(webhookDeliveries).where(deliveryOf(params));
  if (!found) return undefined;
  if (found.status === 'sending') return found;
  const [row] = await tx
    .update(webhookDeliveries)
    // Database time, as the worker's (wall) clock: the outbox runs in real time.
    .set({ status: 'pending', nextAttemptAt: sql`now()`, retryFrom: sql`now()`, lastError: null })
    .where(deliveryOf(params))
    .returning();
  return row;
}

// ---- the worker's side (system path) ---------------------------------------------------

export type ClaimedDelivery = DeliveryRow & {
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/**
 * Claims due deliveries for `leaseSeconds`: pending ones, and sending ones whose lease ran
 * out (a worker that died mid-send). Each claim takes a new `lease_id`, which its mark must
 * quote: a worker whose lease was taken over cannot mark the delivery any more.
 */
export async function claimDueDeliveries(
  tx: Tx,
  params: { limit: number; leaseSeconds: number; now: Date },
): Promise<ClaimedDelivery[]> {
  const { now } = params;
  const due = tx
    .select({ tenantId: webhookDeliveries.tenantId, id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        or(
          and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
          and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.claimedUntil, now)),
        ),
        // An endpoint turned off, or whose API key no longer acts, is sent nothing: its
        // deliveries wait (and go if a person turns it on again within their 24 hours).
        exists(
          tx
            .select({ one: sql`1` })
            .from(webhookEndpoints)
            .where(
              and(
                eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
                eq(webhookEndpoints.id, webhookDeliveries.endpointId),
                deliverable(now),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(params.limit)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(webhookDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + params.leaseSeconds * 1000),
      leaseId: sql`gen_random_uuid()`,
      lastAttemptAt: now,
    })
    .where(sql`(${webhookDeliveries.tenantId}, ${webhookDeliveries.id}) in (${due})`)
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      sql`(${webhookEndpoints.tenantId}, ${webhookEndpoints.id}) in (${sql.join(
        claimed.map((row) => sql`(${row.tenantId}, ${row.endpointId})`),
        sql`, `,
      )})`,
    );
  return claimed.flatMap((row) => {
    const endpoint = endpoints.find(
      (candidate) => candidate.tenantId === row.tenantId && candidate.id === row.endpointId,
    );
    return endpoint
      ? [
          {
            ...row,
            url: endpoint.url,
            secret: endpoint.secret,
            previousSecret: endpoint.previousSecret,
            previousSecretExpiresAt: endpoint.previousSecretExpiresAt,
          },
        ]
      : [];
  });
}

export interface AttemptOutcome {
  tenantId: string;
  id: string;
  leaseId: string;
  at: Date;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

const leased = (outcome: AttemptOutcome) =>
  and(
    eq(webhookDeliveries.tenantId, outcome.tenantId),
    eq(webhookDeliveries.id, outcome.id),
    eq(webhookDeliveries.status, 'sending'),
    eq(webhookDeliveries.leaseId, outcome.leaseId),
  );

/** Marks a delivery succeeded if this worker still holds its lease; true when it did. */
export async function markDelivered(tx: Tx, outcome: AttemptOutcome): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: 'succeeded',
      deliveredAt: outcome.at,
      claimedUntil: null,
      leaseId: null,
      responseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      lastError: null,
    })
    .where(leased(outcome))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Records a failed attempt (if the lease is still this worker's): retried at `retryAt`, or failed for good. */
export async function markAttemptFailed(
  tx: Tx,
  outcome: AttemptOutcome & { retryAt: Date | null },
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: outcome.retryAt ? 'pending' : 'failed',
      nextAttemptAt: outcome.retryAt ?? outcome.at,
      claimedUntil: null,
      leaseId: null,
      responseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      lastError: outcome.error?.slice(0, 500) ?? null,
    })
    .where(leased(outcome))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** An endpoint's run of failures ends with a success. */
export async function clearFailing(tx: Tx, params: Scope & { id: string }) {
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(endpointKey(params), sql`${webhookEndpoints.failingSince} is not null`));
}

/**
 * Notes a failure on the endpoint (the run's start when it is the first) and, once the run
 * has lasted `disableAfterMs`, turns the endpoint off. Returns the endpoint when this call
 * turned it off (exactly one caller does), else undefined.
 */
export async function noteFailure(
  tx: Tx,
  params: Scope & { id: string; now: Date; disableAfterMs: number },
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${params.now.toISOString()}::timestamptz)`,
    })
    .where(endpointKey(params))
    .returning();
  if (!row?.enabled || !row.failingSince) return undefined;
  if (params.now.getTime() - row.failingSince.getTime() < params.disableAfterMs) return undefined;
  const [off] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledForFailuresAt: params.now, updatedAt: params.now })
    .where(and(endpointKey(params), eq(webhookEndpoints.enabled, true)))
    .returning();
  return off;
}
