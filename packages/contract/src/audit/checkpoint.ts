import { z } from 'zod';

/**
 * A checkpoint of a tenant's audit trail (issue 30 §2, retention): where pruning cut the
 * chain. It names the last entry removed (its place, id and hash), how many entries that
 * prune removed and when, and carries the server's Ed25519 signature over its content; the
 * first kept entry's `prevHash` is the checkpoint's `hash`, so the chain restarts from it.
 */
export const AuditCheckpointSchema = z.object({
  id: z.string(),
  /** The place of the last entry removed; the chain goes on at `seq + 1`. */
  seq: z.number().int(),
  entryId: z.string(),
  hash: z.string(),
  /** How many entries this prune removed. */
  pruned: z.number().int(),
  at: z.string(),
  /** Which key signed it (see GET /util/audit-key). */
  keyId: z.string(),
  /** Ed25519 signature (base64url) over the checkpoint's canonical content. */
  signature: z.string(),
  /** Whether the signature checks out with the server's public key (verification only). */
  signatureValid: z.boolean().optional(),
});
export type AuditCheckpoint = z.infer<typeof AuditCheckpointSchema>;
