import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { ownedByUser } from './users.ts';

/**
 * A revocable refresh token, stored as the SHA-256 of its secret; it never outlives its session.
 * Each refresh replaces it with a new one of the same `session_id` (the session's family); the
 * session lives while one of its tokens is unrevoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    // Rows from before rotation each become a session of their own.
    sessionId: text('session_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    sessionExpiresAt: instant('session_expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('refresh_tokens_session_idx').on(t.tenantId, t.sessionId),
    ownedByUser(t),
  ],
);

/** The one outstanding password-reset code of a user: a hash, single-use, valid one hour. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), ownedByUser(t)],
);
