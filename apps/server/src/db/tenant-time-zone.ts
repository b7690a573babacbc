import { eq } from 'drizzle-orm';
import type { Tx } from './tx.ts';
import { tenants } from './schema/index.ts';

/**
 * The company's time zone (Account Information), in which its weeks begin and end (UTC until
 * it sets one): in db/ so that the modules below the tenants one read it too (the audit trail).
 */
export async function tenantTimeZoneOf(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
    .limit(1);
  return row?.timezone ?? 'UTC';
}
