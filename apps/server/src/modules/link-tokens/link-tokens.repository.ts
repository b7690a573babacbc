import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { linkTokens } from '../../db/schema/index.ts';
import { createOpaqueToken, parseOpaqueToken } from '../identity/opaque-token.ts';

type NewLinkToken = {
  tenantId: string;
  purpose: string;
  subject?: Record<string, string>;
  expiresAt: Date;
};

/** Issues a link token in the caller's transaction (beside the e-mail that carries it). */
export async function issueLinkToken(tx: Tx, params: NewLinkToken): Promise<string> {
  const [token] = await issueLinkTokens(tx, [params]);
  return token!;
}

/** Issues many link tokens (one statement per 1,000), in the caller's transaction; in order. */
export async function issueLinkTokens(tx: Tx, list: NewLinkToken[]): Promise<string[]> {
  const issued = list.map((params) => ({ params, ...createOpaqueToken(params.tenantId) }));
  for (let at = 0; at < issued.length; at += 1000)
    await tx.insert(linkTokens).values(
      issued.slice(at, at + 1000).map(({ params, hash }) => ({
        tenantId: params.tenantId,
        tokenHash: hash,
        purpose: params.purpose,
        subject: params.subject ?? {},
        expiresAt: params.expiresAt,
      })),
    );
  return issued.map(({ token }) => token);
}

/** Revokes a link token: it is refused from then on. True when there was one to revoke. */
export async function revokeLinkToken(tx: Tx, params: { token: string; at: Date }) {
  const parsed = parseOpaqueToken(params.token);
  if (!parsed) return false;
  const rows = await tx
    .update(linkTokens)
    .set({ revokedAt: params.at })
    .where(and(eq(linkTokens.tenantId, parsed.tenantId), eq(linkTokens.tokenHash, parsed.hash)))
    .returning({ tokenHash: linkTokens.tokenHash });
  return rows.length > 0;
}

/** Revokes every live link token issued for a timesheet (deleted or resubmitted). */
export async function revokeTimesheetLinks(
  tx: Tx,
  params: { tenantId: string; timesheetId: string; at: Date },
) {
  await tx
    .update(linkTokens)
    .set({ revokedAt: params.at })
    .where(
      and(
        eq(linkTokens.tenantId, params.tenantId),
        sql`(${linkTokens.subject}->>'timesheetId') = ${params.timesheetId}`,
        isNull(linkTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every live link token whose subject names one of `contactIds` (and, when given, one
 * of `projectIds`) or, with `timesheetId`, that timesheet's links (on `projectIds` when given).
 */
export async function revokeSubjectLinks(
  tx: Tx,
  params: {
    tenantId: string;
    at: Date;
    contactIds?: string[];
    projectIds?: string[];
    timesheetId?: string;
  },
) {
  const field = (name: string) => sql`(${linkTokens.subject}->>${name})`;
  const conditions: SQL[] = [
    eq(linkTokens.tenantId, params.tenantId),
    isNull(linkTokens.revokedAt),
  ];
  if (params.contactIds) {
    if (params.contactIds.length === 0) return;
    conditions.push(inArray(field('contactId'), params.contactIds));
  }
  if (params.projectIds) {
    if (params.projectIds.length === 0) return;
    conditions.push(inArray(field('projectId'), params.projectIds));
  }
  if (params.timesheetId) conditions.push(eq(field('timesheetId'), params.timesheetId));
  if (conditions.length === 2) throw new Error('revokeSubjectLinks needs a subject to match');
  await tx
    .update(linkTokens)
    .set({ revokedAt: params.at })
    .where(and(...conditions));
}

/** The stored record of a link token, looked up by its hash inside its own tenant. */
export async function findLinkToken(tx: Tx, params: { tenantId: string; hash: string }) {
  const [row] = await tx
    .select({
      purpose: linkTokens.purpose,
      subject: linkTokens.subject,
      expiresAt: linkTokens.expiresAt,
      revokedAt: linkTokens.revokedAt,
    })
    .from(linkTokens)
    .where(and(eq(linkTokens.tenantId, params.tenantId), eq(linkTokens.tokenHash, params.hash)));
  return row;
}
