import type { AuditActor } from '@tallysheet/contract/audit/audit';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import {
  advanceChainHead,
  insertEntries,
  lockChainHead,
  type AuditRow,
} from './audit.repository.ts';
import { entryHash } from './chain.ts';
import { recordedFields } from './secrets.ts';

/** One change, as a service describes it; `before`/`after` lose their secrets when recorded. */
export interface AuditEntryInput {
  tenantId: string;
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string;
  before?: object | null;
  after?: object | null;
  /** A decision's canonical content (issue 30 §3); the entry's id is added to it when recorded. */
  decision?: Record<string, unknown> | null;
}

/**
 * Appends entries to their tenant's trail inside the caller's transaction (issue 30 §2: no
 * change without its entry, no entry without its change). The tenant's chain head is locked
 * first, so concurrent appends take turns; each entry chains to the one before it. The request
 * id and client address come from `deps.origin` (absent for jobs). Nothing (null, an empty
 * list) records nothing.
 */
export async function recordAudit(
  tx: Tx,
  deps: ServiceDeps,
  entry: AuditEntryInput | readonly AuditEntryInput[] | null | undefined,
): Promise<void> {
  const entries = entry ? (Array.isArray(entry) ? entry : [entry as AuditEntryInput]) : [];
  if (entries.length === 0) return;
  const tenants = new Set(entries.map((item) => item.tenantId));
  for (const tenantId of tenants) {
    const head = await lockChainHead(tx, { tenantId });
    let { seq, hash } = head;
    const at = deps.clock.now();
    const rows: AuditRow[] = [];
    for (const item of entries.filter((one) => one.tenantId === tenantId)) {
      seq += 1;
      const id = newId();
      const content = {
        tenantId,
        id,
        seq,
        at,
        actor: item.actor,
        action: item.action,
        entityType: item.entityType,
        entityId: item.entityId,
        before: recordedFields(item.before),
        after: recordedFields(item.after),
        requestId: deps.origin?.requestId ?? null,
        ip: deps.origin?.ip ?? null,
        decision: item.decision ? { ...item.decision, entryId: id } : null,
        prevHash: hash,
      };
      hash = entryHash(content);
      rows.push(rowOf(content, hash));
    }
    await insertEntries(tx, rows);
    await advanceChainHead(tx, { tenantId, seq, hash });
  }
}

function rowOf(content: Parameters<typeof entryHash>[0], hash: string): AuditRow {
  const { actor, ...rest } = content;
  return {
    ...rest,
    decision: rest.decision ?? null,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    actorVia: actor.via ?? null,
    hash,
  };
}
