import { randomBytes } from 'node:crypto';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_SECRET_PREFIX,
  type CreatedWebhook,
  type RotateWebhookSecret,
  type RotatedWebhookSecret,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryListQuery,
  type WebhookEventType,
  type WebhookInput,
  type WebhookList,
} from '@tallysheet/contract/webhooks/webhooks';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { invalidField, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { urlProblem } from './destination.ts';
import {
  deleteEndpoint,
  disableEndpointsOfApiKey,
  findEndpoint,
  findListedEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
  type DeliveryRow,
  type ListedEndpointRow,
} from './webhooks.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { redeliveryAudit, webhookAudit } from '../audit/webhook-entries.ts';

type Deps = { deps: AppDeps; caller: AuthContext };

/** Delivery ids are UUIDs: any other id is simply not found. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentWebhook(row: ListedEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    failingSince: iso(row.failingSince),
    disabledForFailuresAt: iso(row.disabledForFailuresAt),
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    apiKey: row.apiKeyId ? { id: row.apiKeyId, name: row.apiKeyName, acts: row.apiKeyActs } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.lastError,
    payload: JSON.parse(row.body) as unknown,
  };
}

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** Refuses (400 on `url`) what the SSRF guard refuses; the `local` stage allows http and loopback. */
async function checkUrl(deps: AppDeps, url: string) {
  const problem = await urlProblem(url, { local: deps.config.STAGE === 'local' });
  if (problem) throw invalidField('url', problem);
}

/**
 * Who answers for an endpoint's URL, events and secret: the API key that last set them, or
 * null for a person (issue 26's rule for credentials: what a leaked key sets up must not
 * outlive the key). A person saving an endpoint a key made takes it over.
 */
const setUpBy = (caller: AuthContext) => caller.apiKey?.id ?? null;

/**
 * Revoking an API key turns off the endpoints it set up, in the revocation's transaction;
 * returns them as they were (for the trail). Expiry and the creator's loss of the role are
 * caught where events are queued and sent (webhooks.repository `deliverable`).
 */
export function disableWebhooksOfApiKey(
  tx: Parameters<typeof disableEndpointsOfApiKey>[0],
  params: { tenantId: string; apiKeyId: string; at: Date },
) {
  return disableEndpointsOfApiKey(tx, params);
}

async function requireEndpoint(
  tx: Parameters<typeof findEndpoint>[0],
  params: { tenantId: string; id: string },
) {
  const row = await findEndpoint(tx, params);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** POST /admin/webhooks: the endpoint and its signing secret, which no later answer shows. */
export async function createWebhook({
  deps,
  caller,
  input,
}: Deps & { input: WebhookInput }): Promise<CreatedWebhook> {
  await checkUrl(deps, input.url);
  const secret = newSecret();
  const now = deps.clock.now();
  const row = await deps.db.withTenant(caller.tenantId, async (tx) => {
    const created = await insertEndpoint(tx, {
      tenantId: caller.tenantId,
      id: newId(),
      url: input.url,
      events: input.events,
      enabled: input.enabled,
      secret: deps.secrets.seal(secret),
      apiKeyId: setUpBy(caller),
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, deps, webhookAudit(caller, 'create', undefined, created));
    return (await findListedEndpoint(tx, { tenantId: caller.tenantId, id: created.id, now }))!;
  });
  return { ...presentWebhook(row), secret };
}

export async function listWebhooks({ deps, caller }: Deps): Promise<WebhookList> {
  const { rows, count } = await deps.db.withTenant(caller.tenantId, (tx) =>
    listEndpoints(tx, { tenantId: caller.tenantId, now: deps.clock.now() }),
  );
  return { webhooks: rows.map(presentWebhook), count };
}

/** PUT /admin/webhooks/{id}: URL, events and enabled replaced; turning it on clears the failure run. */
export async function updateWebhook({
  deps,
  caller,
  id,
  input,
}: Deps & { id: string; input: WebhookInput }): Promise<Webhook> {
  const { tenantId } = caller;
  await checkUrl(deps, input.url);
  return deps.db.withTenant(tenantId, async (tx) => {
    const current = await requireEndpoint(tx, { tenantId, id });
    const turnedOn = input.enabled && !current.enabled;
    const now = deps.clock.now();
    const row = await updateEndpoint(tx, {
      tenantId,
      id,
      values: {
        url: input.url,
        events: input.events,
        enabled: input.enabled,
        apiKeyId: setUpBy(caller),
        updatedAt: now,
        ...(turnedOn && { failingSince: null, disabledForFailuresAt: null }),
      },
    });
    await recordAudit(tx, deps, webhookAudit(caller, 'update', current, row));
    return presentWebhook((await findListedEndpoint(tx, { tenantId, id, now }))!);
  });
}

/** DELETE /admin/webhooks/{id}: the endpoint and its delivery log go. */
export async function removeWebhook({ deps, caller, id }: Deps & { id: string }) {
  const removed = await deps.db.withTenant(caller.tenantId, async (tx) => {
    const current = await findEndpoint(tx, { tenantId: caller.tenantId, id });
    if (!(await deleteEndpoint(tx, { tenantId: caller.tenantId, id }))) return false;
    await recordAudit(tx, deps, webhookAudit(caller, 'delete', current, undefined));
    return true;
  });
  if (!removed) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/**
 * POST /admin/webhooks/{id}/rotate-secret: a new secret, shown once; the old one keeps
 * signing beside it (two signatures in `webhook-signature`) for `overlapHours`, so that the
 * receiver can switch without losing a delivery.
 */
export function rotateWebhookSecret({
  deps,
  caller,
  id,
  input,
}: Deps & { id: string; input: RotateWebhookSecret }): Promise<RotatedWebhookSecret> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const current = await requireEndpoint(tx, { tenantId, id });
    const secret = newSecret();
    const now = deps.clock.now();
    const hours = input?.overlapHours ?? WEBHOOK_ROTATION_OVERLAP_HOURS;
    const expiresAt = hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null;
    const row = await updateEndpoint(tx, {
      tenantId,
      id,
      values: {
        secret: deps.secrets.seal(secret),
        previousSecret: expiresAt ? current.secret : null,
        previousSecretExpiresAt: expiresAt,
        // A key that learnt the secret owns the endpoint from now on (see setUpBy).
        apiKeyId: setUpBy(caller),
        updatedAt: now,
      },
    });
    await recordAudit(tx, deps, webhookAudit(caller, 'secret.rotate', current, row));
    return { id, secret, previousSecretExpiresAt: iso(row!.previousSecretExpiresAt) };
  });
}

/** GET /admin/webhooks/{id}/deliveries: the endpoint's delivery log, newest first. */
export function listWebhookDeliveries({
  deps,
  caller,
  id,
  query,
}: Deps & { id: string; query: WebhookDeliveryListQuery }): Promise<WebhookDeliveryList> {
  const { tenantId } = caller;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(tenantId, async (tx) => {
    await requireEndpoint(tx, { tenantId, id });
    const { rows, count } = await listDeliveries(tx, {
      tenantId,
      endpointId: id,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return { deliveries: rows.map(presentDelivery), count };
  });
}

/** POST …/deliveries/{deliveryId}/redeliver: sent again soon, same `webhook-id`, 24 hours of retries. */
export function redeliverWebhook({
  deps,
  caller,
  id,
  deliveryId,
}: Deps & { id: string; deliveryId: string }): Promise<WebhookDelivery> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    await requireEndpoint(tx, { tenantId, id });
    const row = UUID.test(deliveryId)
      ? await requeueDelivery(tx, { tenantId, endpointId: id, id: deliveryId })
      : undefined;
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    await recordAudit(tx, deps, redeliveryAudit(caller, id, row));
    return presentDelivery(row);
  });
}
