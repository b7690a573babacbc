import type { Database } from '../db/client.ts';
import type { AuditSigningKey } from '../lib/audit-signing-key.ts';
import type { Clock } from '../lib/clock.ts';
import { recordAudit } from '../modules/audit/record.ts';
import type { pruneTenantAudit } from '../modules/audit/retention.service.ts';

/** What recording and pruning a trail need in a test: the database, a clock, the signing key. */
export const trailDeps = (db: Database, clock: Clock, auditKey: AuditSigningKey) =>
  ({ db, clock, auditKey }) as unknown as Parameters<typeof pruneTenantAudit>[0];

/** Appends `count` entries to a tenant's trail: a system job (`job`) updating the tenant. */
export function appendTenantUpdates(
  deps: ReturnType<typeof trailDeps>,
  tenantId: string,
  job: string,
  count: number,
) {
  const entry = {
    tenantId,
    actor: { type: 'system' as const, id: job, name: job },
    action: 'update',
    entityType: 'tenant',
    entityId: tenantId,
  };
  return deps.db.withTenant(tenantId, (tx) =>
    recordAudit(
      tx,
      deps,
      Array.from({ length: count }, () => entry),
    ),
  );
}
