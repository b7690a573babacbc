import { z } from 'zod';
import { checkRange, dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';
import { AuditCheckpointSchema } from './checkpoint.ts';

/**
 * The audit trail (issue 30 §2): every change appends one entry saying who changed what, with
 * the fields before and after; entries are hash-chained per tenant so that an edit made behind
 * the application's back shows as a break.
 */

export const AUDIT_MESSAGES = {
  entityNotFound: 'No audit entries for this entity',
  actorNotFound: 'No audit entries by this actor',
} as const;

export const AUDIT_ACTOR_TYPES = ['user', 'apiKey', 'contact', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const AUDIT_ACTOR_LABELS: Record<AuditActorType, string> = {
  user: 'User',
  apiKey: 'API key',
  contact: 'Contact',
  system: 'System',
};

/**
 * Who made a change: a user, an API key (its id and name), a client contact through a link
 * (`via` = the link token it used), or a job of the system (its name).
 */
export const AuditActorSchema = z.object({
  type: z.enum(AUDIT_ACTOR_TYPES),
  id: z.string(),
  name: z.string(),
  /** Extension: the link token a contact decided through. */
  via: z.string().optional(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** Field values before and after a change (secrets never appear). */
const FieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: AuditActorSchema,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: FieldsSchema,
  after: FieldsSchema,
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  /** Extensions: the entry's place in its tenant's chain and the hashes that chain it. */
  seq: z.number().int(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const filterText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1)
    .max(200)
    .optional();

const auditFilters = z.object({
  from: dayParamSchema('from').optional(),
  to: dayParamSchema('to').optional(),
  entityType: filterText('entityType'),
  entityId: filterText('entityId'),
  actorType: z
    .enum(AUDIT_ACTOR_TYPES, { error: 'actorType must be user, apiKey, contact or system' })
    .optional(),
  /** Extension: one actor (a user's, key's, contact's or job's id). */
  actorId: filterText('actorId'),
  action: filterText('action'),
});

/** GET /admin/audit: filters, a page (newest first), or every match as a file with `format`. */
export const AuditListQuerySchema = auditFilters
  .extend({
    page: PageSchema,
    pageSize: PageSizeSchema,
    format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).optional(),
  })
  .superRefine((value, ctx) => {
    checkRange(value, ctx);
  });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export type AuditFilters = z.infer<typeof auditFilters>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  count: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** GET /admin/audit/verify: the tenant's chain recomputed from its first entry. */
export const AuditVerifySchema = z.object({
  valid: z.boolean(),
  entries: z.number().int(),
  firstBrokenId: z.string().optional(),
  /**
   * Extension (retention): the checkpoint the chain was verified from, when entries were
   * pruned; a checkpoint whose signature fails is the first broken item (`firstBrokenId`).
   */
  checkpoint: AuditCheckpointSchema.optional(),
});
export type AuditVerify = z.infer<typeof AuditVerifySchema>;

/** The hash a tenant's first entry chains to. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/**
 * The canonical serialisation an entry's hash is taken over: JSON with every object's keys in
 * UTF-16 code-unit order (JavaScript's default sort) at every depth, no spaces, and absent values (undefined) left out, so that
 * the same content always gives the same bytes, whoever serialises it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
    return JSON.stringify(value) ?? 'null';
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys
    .map(
      (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
    )
    .join(',')}}`;
}
