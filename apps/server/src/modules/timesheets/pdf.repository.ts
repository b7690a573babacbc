import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pdfFingerprints } from '../../db/schema/index.ts';

export type FingerprintRow = typeof pdfFingerprints.$inferSelect;

/** Records an issued approval stamp; issuing the same content again keeps the first record. */
export async function recordFingerprint(tx: Tx, values: typeof pdfFingerprints.$inferInsert) {
  await tx.insert(pdfFingerprints).values(values).onConflictDoNothing();
}

/** The issued stamp with this fingerprint, whichever tenant issued it (a system transaction). */
export async function findFingerprint(
  tx: Tx,
  params: { fingerprint: string },
): Promise<FingerprintRow | undefined> {
  const [row] = await tx
    .select()
    .from(pdfFingerprints)
    .where(eq(pdfFingerprints.fingerprint, params.fingerprint))
    .limit(1);
  return row;
}
