import { date, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * An approval stamp issued on a timesheet's PDF: the SHA-256 of the approved content (not of
 * the PDF's bytes) with what GET /ts/verify/{fingerprint} may reveal. That call is public, so
 * it finds the row by fingerprint alone through the named cross-tenant path; tenant_id still
 * leads the key (the fingerprint hashes the tenant id, so it is unique across tenants too).
 */
export const pdfFingerprints = pgTable(
  'pdf_fingerprints',
  {
    tenantId: tenantId(),
    fingerprint: text('fingerprint').notNull(),
    timesheetId: text('timesheet_id').notNull(),
    version: integer('version').notNull(),
    companyName: text('company_name').notNull(),
    userFullName: text('user_full_name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The latest approval of the stamped content. */
    approvedAt: instant('approved_at').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fingerprint] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('pdf_fingerprints_fingerprint_idx').on(t.fingerprint),
  ],
);

/**
 * Each approved PDF file issued (issue 30 §3): the SHA-256 of the file's bytes, so that
 * `sha256sum` of a copy finds its approval through GET /ts/verify/{fingerprint} as well as the
 * printed fingerprint does. Every download renders a new file (its footer says when), so one
 * approval has a row per file issued.
 */
export const pdfFiles = pgTable(
  'pdf_files',
  {
    tenantId: tenantId(),
    sha256: text('sha256').notNull(),
    fingerprint: text('fingerprint').notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sha256] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.fingerprint],
      foreignColumns: [pdfFingerprints.tenantId, pdfFingerprints.fingerprint],
    }).onDelete('cascade'),
    index('pdf_files_sha256_idx').on(t.sha256),
  ],
);
