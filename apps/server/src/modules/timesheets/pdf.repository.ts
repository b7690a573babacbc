import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refersTo } from '../../db/joins.ts';
import { pdfFiles, pdfFingerprints } from '../../db/schema/index.ts';

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

/** Records an issued PDF file's SHA-256 (issue 30 §3: `sha256sum` of a copy finds its approval). */
export async function recordPdfFile(tx: Tx, values: typeof pdfFiles.$inferInsert) {
  await tx.insert(pdfFiles).values(values).onConflictDoNothing();
}

/** The issued stamp of the PDF file with this SHA-256, whichever tenant issued it (a system transaction). */
export async function findFingerprintOfFile(
  tx: Tx,
  params: { sha256: string },
): Promise<FingerprintRow | undefined> {
  const [row] = await tx
    .select({ stamp: pdfFingerprints })
    .from(pdfFiles)
    .innerJoin(
      pdfFingerprints,
      refersTo(pdfFiles, pdfFiles.fingerprint, pdfFingerprints, pdfFingerprints.fingerprint),
    )
    .where(eq(pdfFiles.sha256, params.sha256))
    .limit(1);
  return row?.stamp;
}
