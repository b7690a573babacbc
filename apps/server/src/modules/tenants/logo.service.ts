import { createHash } from 'node:crypto';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  logoPixelsProblem,
  logoTypeOf,
} from '@tallysheet/contract/tenants/account-information';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField, notFound } from '../../lib/http-errors.ts';
import { findLogo, findLogoHash, upsertLogo } from './logo.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { tenantSettingAudit } from '../audit/account-entries.ts';

/** The logo's address: its content hash in it, so a new logo is a new URL. */
export const logoUrl = (sha256: string | undefined) =>
  sha256 ? `/api/admin/account-information/logo?v=${sha256.slice(0, 16)}` : null;

/**
 * Stores the company's logo: at most 256 KB, a PNG, JPEG or WebP by its bytes' magic number (a
 * renamed file is refused whatever its name), at most 4096 × 4096 pixels by its header. Returns
 * its content hash.
 */
export async function uploadLogo({
  deps,
  tenantId,
  image,
}: {
  deps: ServiceDeps;
  tenantId: string;
  image: string;
}): Promise<string> {
  const bytes = Buffer.from(image, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw invalidField('image', LOGO_MESSAGES.size);
  const contentType = logoTypeOf(bytes);
  if (!contentType) throw invalidField('image', LOGO_MESSAGES.type);
  // Its width and height from the header, before anything decodes or draws it (issue 26).
  const pixels = logoPixelsProblem(bytes);
  if (pixels) throw invalidField('image', pixels);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await deps.db.withTenant(tenantId, async (tx) => {
    const before = { sha256: (await findLogoHash(tx, { tenantId })) ?? null };
    await upsertLogo(tx, { tenantId, contentType, bytes, sha256, at: deps.clock.now() });
    const after = { sha256, contentType, size: bytes.length };
    await recordAudit(
      tx,
      deps,
      tenantSettingAudit(deps, { tenantId, entityType: 'companyLogo', before, after }),
    );
  });
  return sha256;
}

/** The company's logo with its type and hash; 404 when it has none. */
export async function companyLogo({ deps, tenantId }: { deps: ServiceDeps; tenantId: string }) {
  const logo = await deps.db.withTenant(tenantId, (tx) => findLogo(tx, { tenantId }));
  if (!logo) throw notFound('No logo');
  return logo;
}
