import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenantLogos } from '../../db/schema/index.ts';

export type LogoRow = typeof tenantLogos.$inferSelect;

/** The logo's type and hash, without its bytes (Account Information's logo URL). */
export async function findLogoHash(tx: Tx, params: { tenantId: string }) {
  const [row] = await tx
    .select({ sha256: tenantLogos.sha256 })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, params.tenantId))
    .limit(1);
  return row?.sha256;
}

export async function findLogo(tx: Tx, params: { tenantId: string }): Promise<LogoRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, params.tenantId))
    .limit(1);
  return row;
}

export async function upsertLogo(
  tx: Tx,
  params: { tenantId: string; contentType: string; bytes: Buffer; sha256: string; at: Date },
): Promise<void> {
  const values = {
    contentType: params.contentType,
    bytes: params.bytes,
    size: params.bytes.length,
    sha256: params.sha256,
    updatedAt: params.at,
  };
  await tx
    .insert(tenantLogos)
    .values({ tenantId: params.tenantId, ...values })
    .onConflictDoUpdate({ target: tenantLogos.tenantId, set: values });
}
