import type { AuditVerify } from '@tallysheet/contract/audit/audit';
import type { AuditCheckpoint } from '@tallysheet/contract/audit/checkpoint';
import { checkpointSignedContent } from '@tallysheet/contract/audit/retention';
import type { Database } from '../../db/client.ts';
import type { AuditSigningKey } from '../../lib/audit-signing-key.ts';
import { newId } from '../../lib/ids.ts';
import { verifyChain } from './audit.service.ts';
import { latestCheckpoint, type CheckpointRow } from './retention.repository.ts';

/**
 * Signed checkpoints of a pruned audit trail (issue 30 §2: "the chain restarts from a signed
 * checkpoint"), and the chain's verification from the latest one.
 */

const signedContentOf = (row: Omit<CheckpointRow, 'signature'>) =>
  checkpointSignedContent(row.tenantId, { ...row, at: row.at.toISOString() });

/** A new checkpoint after the entry at `last`, signed with the server's key. */
export function signCheckpoint(
  key: AuditSigningKey,
  params: {
    tenantId: string;
    last: { seq: number; id: string; hash: string };
    pruned: number;
    at: Date;
  },
): CheckpointRow {
  const unsigned = {
    tenantId: params.tenantId,
    id: newId(),
    seq: params.last.seq,
    entryId: params.last.id,
    hash: params.last.hash,
    pruned: params.pruned,
    at: params.at,
    keyId: key.keyId,
  };
  return { ...unsigned, signature: key.sign(signedContentOf(unsigned)) };
}

/** Whether the checkpoint is the server's, unaltered: its key and its signature. */
export const checkpointSigned = (key: AuditSigningKey, row: CheckpointRow) =>
  row.keyId === key.keyId && key.verify(signedContentOf(row), row.signature);

export function presentCheckpoint(row: CheckpointRow, signatureValid?: boolean): AuditCheckpoint {
  const { tenantId: _tenant, at, ...rest } = row;
  return {
    ...rest,
    at: at.toISOString(),
    ...(signatureValid === undefined ? {} : { signatureValid }),
  };
}

/**
 * Verifies the tenant's trail. Without a checkpoint, the chain from its first entry. With one,
 * the latest checkpoint's signature first (a forged or altered checkpoint is the first broken
 * item), then the chain from the first kept entry, whose place and previous hash must follow
 * the checkpoint's.
 */
export async function verifyTrail(
  db: Database,
  key: AuditSigningKey,
  tenantId: string,
  retried = false,
): Promise<AuditVerify> {
  const latest = () => db.withTenant(tenantId, (tx) => latestCheckpoint(tx, { tenantId }));
  const row = await latest();
  const result = await verifyFrom(db, key, tenantId, row);
  // The chain is read in chunks, each in its own transaction: a prune that ran meanwhile
  // removed entries from under it. Then verify once more, from the new checkpoint.
  if (!result.valid && !retried && (await latest())?.id !== row?.id)
    return verifyTrail(db, key, tenantId, true);
  return result;
}

async function verifyFrom(
  db: Database,
  key: AuditSigningKey,
  tenantId: string,
  row: CheckpointRow | undefined,
): Promise<AuditVerify> {
  if (!row) return verifyChain(db, tenantId);
  const signed = checkpointSigned(key, row);
  const checkpoint = presentCheckpoint(row, signed);
  if (!signed) return { valid: false, entries: 0, firstBrokenId: row.id, checkpoint };
  const result = await verifyChain(db, tenantId, undefined, { seq: row.seq, hash: row.hash });
  return { ...result, checkpoint };
}
