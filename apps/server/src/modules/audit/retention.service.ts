import type { AuditRetention, AuditRetentionInput } from '@tallysheet/contract/audit/retention';
import type { AuditSigningKey } from '../../lib/audit-signing-key.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { startRepeating } from '../../lib/repeating.ts';
import { lockChainHead } from './audit.repository.ts';
import { presentCheckpoint, signCheckpoint } from './checkpoint.ts';
import { recordAudit } from './record.ts';
import { pruneAudit, retentionAudit } from './retention-entries.ts';
import {
  latestCheckpoint,
  prunablePrefix,
  pruneThrough,
  readRetentionYears,
  saveRetentionYears,
  tenantsWithRetention,
} from './retention.repository.ts';

/**
 * Retention of the audit trail (issue 30 §2): kept for the tenant's life by default; with a
 * retention of N years, a daily job prunes the entries older than that, leaving an entry and a
 * signed checkpoint the chain restarts from.
 */

type KeyDeps = ServiceDeps & { auditKey: AuditSigningKey };
export const AUDIT_RETENTION_EVERY_MS = 24 * 3_600_000;

/** GET / PUT /admin/audit/retention: the setting (changed when asked) and the last checkpoint. */
export function auditRetention({
  deps,
  tenantId,
  change,
}: {
  deps: ServiceDeps;
  tenantId: string;
  change?: AuditRetentionInput;
}): Promise<AuditRetention> {
  return deps.db.withTenant(tenantId, async (tx) => {
    let years = await readRetentionYears(tx, { tenantId });
    if (change) {
      await saveRetentionYears(tx, { tenantId, years: change.years, at: deps.clock.now() });
      await recordAudit(tx, deps, retentionAudit(deps, tenantId, years, change.years));
      years = change.years;
    }
    const checkpoint = await latestCheckpoint(tx, { tenantId });
    return { years, checkpoint: checkpoint ? presentCheckpoint(checkpoint) : null };
  });
}

/** The instant `years` years before `now` (the same calendar day and time, UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Prunes one tenant's entries older than `years`, in one transaction: the chain head is locked
 * (appends wait), the prefix to cut found, its checkpoint signed, the prefix removed with the
 * checkpoint stored by the database's pruning function, and the prune's own entry appended.
 * Answers how many entries went (0: nothing was old enough).
 */
export function pruneTenantAudit(
  deps: KeyDeps,
  { tenantId, years }: { tenantId: string; years: number },
): Promise<number> {
  return deps.db.withSystem('audit retention: prune', async (tx) => {
    await lockChainHead(tx, { tenantId });
    const now = deps.clock.now();
    const olderThan = yearsBefore(now, years);
    const prefix = await prunablePrefix(tx, { tenantId, before: olderThan });
    if (!prefix) return 0;
    const checkpoint = signCheckpoint(deps.auditKey, {
      tenantId,
      last: prefix,
      pruned: prefix.count,
      at: now,
    });
    const removed = await pruneThrough(tx, checkpoint);
    await recordAudit(tx, deps, pruneAudit(checkpoint, { years, olderThan }));
    return removed;
  });
}

/** The daily run: every tenant with a retention set, each in a transaction of its own. */
export async function runAuditRetention(deps: KeyDeps) {
  const due = await deps.db.withSystem('audit retention: tenants', (tx) =>
    tenantsWithRetention(tx),
  );
  let pruned = 0;
  for (const { tenantId, years } of due) {
    try {
      pruned += await pruneTenantAudit(deps, { tenantId, years: years! });
    } catch (error) {
      deps.log.error({ err: error, tenantId }, 'audit retention: prune failed');
    }
  }
  return pruned;
}

/** Starts the daily prune (now, then every day); any number of instances may run it. */
export function startAuditRetention(deps: KeyDeps, everyMs = AUDIT_RETENTION_EVERY_MS) {
  return startRepeating({
    everyMs,
    run: () =>
      runAuditRetention(deps).then(
        (pruned) => pruned && deps.log.info({ pruned }, 'audit retention: pruned'),
      ),
    onError: (error) => deps.log.error({ err: error }, 'audit retention failed'),
  });
}
