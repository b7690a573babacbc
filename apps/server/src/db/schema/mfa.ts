import { foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';
import { ownedByUser } from './users.ts';

/**
 * A user's authenticator-app second factor: the secret sealed with the app's key, the last
 * accepted time step (a code is accepted once) and the running sign-in challenge's tries.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    /** Sealed base32 secret; pending until a code confirms it. */
    secret: text('secret').notNull(),
    enabledAt: instant('enabled_at'),
    /** The newest RFC 6238 time step accepted: no code of that step or before works again. */
    lastStep: integer('last_step').notNull().default(0),
    /** The sign-in challenge now running (its session's id) and its wrong codes. */
    challengeId: text('challenge_id'),
    challengeFailures: integer('challenge_failures').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), ownedByUser(t)],
);

/** A single-use recovery code of an enrolled user, stored as a SHA-256. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.codeHash] }), ownedByUser(t)],
);

export const MFA_EVENTS = ['enrolled', 'disabled', 'reset', 'recovery-code-used'] as const;
export type MfaEvent = (typeof MFA_EVENTS)[number];

/** The audit of second-factor changes: whose factor, what happened, who did it and when. */
export const mfaAudit = pgTable(
  'mfa_audit',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    userId: text('user_id').notNull(),
    event: text('event', { enum: MFA_EVENTS }).notNull(),
    actorUserId: text('actor_user_id').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('mfa_audit_tenant_user_idx').on(t.tenantId, t.userId, t.at),
  ],
);
