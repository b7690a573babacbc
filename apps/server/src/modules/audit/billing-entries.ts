import type { ServiceDeps } from '../../lib/deps.ts';
import { actorOfDeps, systemActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The tenant's subscription changed (issue 30 §2): trial started, subscribed, plan changed,
 * payment method saved, renewed, ended. By whoever the request acts as; a job or the payment
 * provider's webhook, which have no signed-in caller, by the job's name (`job`). The changed
 * fields before and after; the provider's ids are references, not secrets.
 */
export function subscriptionAudit(
  deps: ServiceDeps,
  params: {
    tenantId: string;
    job: string;
    before: object | undefined;
    values: object;
  },
): AuditEntryInput | null {
  const { tenantId, before, values } = params;
  const after = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(after).length === 0) return null;
  const was = (before ?? {}) as Record<string, unknown>;
  return {
    tenantId,
    actor: actorOfDeps(deps, params.job),
    action: 'subscription.update',
    entityType: 'subscription',
    entityId: tenantId,
    before: Object.fromEntries(Object.keys(after).map((key) => [key, was[key] ?? null])),
    after,
  };
}

/** Subscriptions and trials whose end date came, made inactive by the billing sweep. */
export const subscriptionsEndedAudit = (tenantIds: readonly string[]): AuditEntryInput[] =>
  tenantIds.map((tenantId) => ({
    tenantId,
    actor: systemActor('billing sweep'),
    action: 'subscription.end',
    entityType: 'subscription',
    entityId: tenantId,
    before: null,
    after: { subscriptionStatus: 'inactive' },
  }));
