import { createHash } from 'node:crypto';
import { auditHashContent, type AuditActor } from '@tallysheet/contract/audit/audit';

/** What an entry's hash covers: its content and the previous entry's hash. */
export interface ChainedContent {
  tenantId: string;
  id: string;
  seq: number;
  at: Date;
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
  ip: string | null;
  prevHash: string;
}

/** SHA-256 (hex) of the entry's canonical serialisation, the previous hash included. */
export function entryHash(entry: ChainedContent): string {
  const content = auditHashContent({ ...entry, at: entry.at.toISOString() });
  return createHash('sha256').update(content, 'utf8').digest('hex');
}
