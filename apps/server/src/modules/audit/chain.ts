import { createHash } from 'node:crypto';
import { canonicalJson, type AuditActor } from '@tallysheet/contract/audit/audit';

/** What an entry's hash covers: its content, its decision (if any) and the previous entry's hash. */
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
  /** A decision entry's canonical content (issue 30 §3), hashed on its own; null otherwise. */
  decision?: Record<string, unknown> | null;
  prevHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The three hashes an entry's link is made of. `contentHash` covers everything the entry says
 * apart from its decision; `decisionHash` covers the decision alone, so that a decision can be
 * shown and checked (the public verification, issue 30 §3) while the rest of its entry, and
 * every other entry, is shown as a hash only.
 */
export function entryParts(entry: ChainedContent) {
  const { prevHash, decision, at, ...content } = entry;
  return {
    contentHash: sha256(canonicalJson({ ...content, at: at.toISOString() })),
    decisionHash: decision ? sha256(canonicalJson(decision)) : null,
    prevHash,
  };
}

/**
 * An entry's hash from its parts: SHA-256 (hex) of the canonical JSON
 * `{"contentHash":…,"decisionHash":…,"prevHash":…}` (`decisionHash` left out when there is none).
 */
export function linkHash(parts: {
  contentHash: string;
  decisionHash: string | null;
  prevHash: string;
}): string {
  return sha256(canonicalJson({ ...parts, decisionHash: parts.decisionHash ?? undefined }));
}

/** SHA-256 (hex) of the entry's link: its content's hash, its decision's hash and the previous hash. */
export const entryHash = (entry: ChainedContent): string => linkHash(entryParts(entry));
