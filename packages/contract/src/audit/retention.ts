import { z } from 'zod';
import { canonicalJson } from './audit.ts';
import { AuditCheckpointSchema, type AuditCheckpoint } from './checkpoint.ts';

/**
 * Retention of the audit trail (issue 30 §2): kept for the tenant's life by default; an
 * Administrator may have entries older than N years pruned (a daily job). Each prune leaves
 * an entry and a signed checkpoint the chain restarts from.
 */

export const AUDIT_RETENTION_YEARS = { min: 1, max: 50 } as const;

export const AUDIT_RETENTION_MESSAGES = {
  years: `Enter a whole number of years from ${AUDIT_RETENTION_YEARS.min} to ${AUDIT_RETENTION_YEARS.max}, or keep entries forever`,
} as const;

/** PUT /admin/audit/retention: `years` null keeps entries forever (the default). */
export const AuditRetentionInputSchema = z.object({
  years: z
    .number({ error: AUDIT_RETENTION_MESSAGES.years })
    .int({ error: AUDIT_RETENTION_MESSAGES.years })
    .min(AUDIT_RETENTION_YEARS.min, { error: AUDIT_RETENTION_MESSAGES.years })
    .max(AUDIT_RETENTION_YEARS.max, { error: AUDIT_RETENTION_MESSAGES.years })
    .nullable(),
});
export type AuditRetentionInput = z.infer<typeof AuditRetentionInputSchema>;

/** GET /admin/audit/retention: the setting and the latest checkpoint (null before any prune). */
export const AuditRetentionSchema = AuditRetentionInputSchema.extend({
  checkpoint: AuditCheckpointSchema.nullable(),
});
export type AuditRetention = z.infer<typeof AuditRetentionSchema>;

/** GET /util/audit-key: the public key that checkpoints' signatures verify with. */
export const AuditKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  /** SubjectPublicKeyInfo, PEM. */
  publicKeyPem: z.string(),
  /** The raw 32-byte public key, base64url. */
  publicKey: z.string(),
});
export type AuditKey = z.infer<typeof AuditKeySchema>;

/**
 * The bytes a checkpoint's signature covers: the canonical JSON (audit.ts `canonicalJson`) of
 * `{tenantId, id, seq, entryId, hash, pruned, at, keyId}`, UTF-8.
 */
export function checkpointSignedContent(
  tenantId: string,
  checkpoint: Omit<AuditCheckpoint, 'signature' | 'signatureValid'>,
): string {
  const { id, seq, entryId, hash, pruned, at, keyId } = checkpoint;
  return canonicalJson({ tenantId, id, seq, entryId, hash, pruned, at, keyId });
}
