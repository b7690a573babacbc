import type { AuditActor, AuditEntry } from '@tallysheet/contract/audit/audit';
import type { AuditRow } from './audit.repository.ts';
import type { ChainedContent } from './chain.ts';

export function actorOf(row: AuditRow): AuditActor {
  return {
    type: row.actorType as AuditActor['type'],
    id: row.actorId,
    name: row.actorName,
    ...(row.actorVia ? { via: row.actorVia } : {}),
  };
}

/** Who did what to which entity, from where: the part of an entry both the hash and the API show. */
const whatHappened = (row: AuditRow) => ({
  actor: actorOf(row),
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  requestId: row.requestId,
  ip: row.ip,
});

/** A stored row as the hash saw it: what verification recomputes. */
export const contentOf = (row: AuditRow): ChainedContent => ({
  tenantId: row.tenantId,
  id: row.id,
  seq: row.seq,
  at: row.at,
  ...whatHappened(row),
  decision: row.decision ?? null,
  prevHash: row.prevHash,
});

export const presentEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  ...whatHappened(row),
  seq: row.seq,
  prevHash: row.prevHash,
  hash: row.hash,
});
