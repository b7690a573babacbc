import type { ServiceDeps } from '../../lib/deps.ts';
import { actorOfDeps, systemActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';
import type { CheckpointRow } from './retention.repository.ts';

/** The job that prunes the trail, as the trail names it. */
export const PRUNE_JOB = 'audit-retention';

/** The retention setting changed (issue 30 §2: changing it is itself an entry). */
export const retentionAudit = (
  deps: ServiceDeps,
  tenantId: string,
  before: number | null,
  after: number | null,
): AuditEntryInput | null =>
  before === after
    ? null
    : {
        tenantId,
        actor: actorOfDeps(deps),
        action: 'update',
        entityType: 'auditRetention',
        entityId: tenantId,
        before: { years: before },
        after: { years: after },
      };

/** A prune: what it cut (through which entry, how many, older than when) and its checkpoint. */
export const pruneAudit = (
  checkpoint: CheckpointRow,
  retention: { years: number; olderThan: Date },
): AuditEntryInput => ({
  tenantId: checkpoint.tenantId,
  actor: systemActor(PRUNE_JOB),
  action: 'prune',
  entityType: 'auditTrail',
  entityId: checkpoint.tenantId,
  before: null,
  after: {
    checkpointId: checkpoint.id,
    throughSeq: checkpoint.seq,
    throughEntryId: checkpoint.entryId,
    // "hash" names are kept out of the trail as secrets; this one is the chain's, not a secret.
    throughDigest: checkpoint.hash,
    pruned: checkpoint.pruned,
    retentionYears: retention.years,
    olderThan: retention.olderThan.toISOString(),
  },
});
