import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/**
 * A timesheet's decision entries up to the one whose decision carries the approval's
 * fingerprint (the decision that completed the approval), newest first; none when no entry
 * carries it (an approval older than the trail).
 */
export async function decisionsBehind(
  tx: Tx,
  { tenantId, timesheetId, fingerprint }: Scope & { timesheetId: string; fingerprint: string },
) {
  const where = and(
    eq(auditEntries.tenantId, tenantId),
    eq(auditEntries.entityId, timesheetId),
    eq(auditEntries.entityType, 'timesheet'),
    isNotNull(auditEntries.decision),
  );
  const [stamped] = await tx
    .select({ seq: auditEntries.seq })
    .from(auditEntries)
    .where(and(where, sql`${auditEntries.decision} ->> 'fingerprint' = ${fingerprint}`))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  if (!stamped) return [];
  return tx
    .select()
    .from(auditEntries)
    .where(and(where, lte(auditEntries.seq, stamped.seq)))
    .orderBy(desc(auditEntries.seq));
}
