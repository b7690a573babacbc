import { logoPixelsProblem } from '@tallysheet/contract/tenants/account-information';
import type { Tx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  countCustomerTenants,
  countTenantUsers,
  findTenant,
  insertTenant,
  listAllTenants,
  updateTenant,
  type TenantRow,
} from './tenants.repository.ts';
import { findLogo } from './logo.repository.ts';

/** The caller's tenant with its user counts, for the start-up data. */
export async function getTenantInformation({
  deps,
  tenantId,
}: {
  deps: ServiceDeps;
  tenantId: string;
}): Promise<{ tenant: TenantRow; counts: { accountUsers: number; systemUsers: number } }> {
  const result = await deps.db.withTenant(tenantId, async (tx) => {
    const tenant = await findTenant(tx, { tenantId });
    return tenant ? { tenant, counts: await countTenantUsers(tx, { tenantId }) } : undefined;
  });
  if (!result) throw notFound('Tenant not found');
  return result;
}

/** Every tenant with its number of users, for the cli (cross-tenant). */
export function listEveryTenant({ deps }: { deps: ServiceDeps }) {
  return deps.db.withSystem('list every tenant', (tx) => listAllTenants(tx));
}

/** Marks a tenant enterprise (billing outside self-service) or not; undefined when unknown. */
export function setTenantEnterprise({
  deps,
  tenantId,
  enterprise,
}: {
  deps: ServiceDeps;
  tenantId: string;
  enterprise: boolean;
}): Promise<TenantRow | undefined> {
  return deps.db.withSystem('mark a tenant enterprise', (tx) =>
    updateTenant(tx, { tenantId, values: { isEnterprise: enterprise }, at: deps.clock.now() }),
  );
}

/** A tenant, or undefined, in the caller's transaction. */
export const tenantOf = (tx: Tx, params: { tenantId: string }) => findTenant(tx, params);

/** The company name mails show: the tenant's name, or its id. */
export async function companyNameOf(tx: Tx, tenantId: string): Promise<string> {
  return (await findTenant(tx, { tenantId }))?.name ?? tenantId;
}

/**
 * The company as e-mails and the timesheet PDF present it: its display name and the lines of
 * its address that are filled in ("city, region postal code" on one line).
 */
export async function companyDetailsOf(
  tx: Tx,
  tenantId: string,
): Promise<{ name: string; address: string[] }> {
  const row = await findTenant(tx, { tenantId });
  if (!row) return { name: tenantId, address: [] };
  const place = [
    row.addressCity,
    [row.addressRegion, row.addressPostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const address = [row.addressLine1, row.addressLine2, place, row.addressCountry].filter(Boolean);
  return { name: row.name, address };
}

/** The company's time zone (Account Information), in which its weeks begin and end. */
export { tenantTimeZoneOf } from '../../db/tenant-time-zone.ts';

/**
 * The company's logo where PDFs and mail clients can all show it: PNG or JPEG (PDFKit draws no
 * WebP, and not every mail client shows one), or none.
 */
async function portableLogoOf(tx: Tx, tenantId: string) {
  const logo = await findLogo(tx, { tenantId });
  // One stored before the pixel limit, or whose size cannot be read, is never drawn.
  return logo && logo.contentType !== 'image/webp' && !logoPixelsProblem(logo.bytes)
    ? logo
    : undefined;
}

/** The company's logo for a PDF to print, or none. */
export async function printableLogoOf(tx: Tx, tenantId: string): Promise<Buffer | undefined> {
  return (await portableLogoOf(tx, tenantId))?.bytes;
}

/** The content ID under which mails attach the company's logo inline. */
export const COMPANY_LOGO_CID = 'company-logo';

/** The company's logo as an inline mail attachment, shown by `cid:company-logo`, or none. */
export async function mailLogoOf(tx: Tx, tenantId: string): Promise<MailAttachment | undefined> {
  const logo = await portableLogoOf(tx, tenantId);
  if (!logo) return undefined;
  return {
    filename: logo.contentType === 'image/png' ? 'logo.png' : 'logo.jpg',
    contentType: logo.contentType,
    contentBase64: logo.bytes.toString('base64'),
    cid: COMPANY_LOGO_CID,
  };
}

/** Ends account setup: the tenant is no longer a new customer (A§2.2 Home). */
export async function markTenantSetUp(
  tx: Tx,
  params: { tenantId: string; at: Date },
): Promise<void> {
  await updateTenant(tx, {
    tenantId: params.tenantId,
    values: { newCustomer: false },
    at: params.at,
  });
}

/** Stores a new tenant in the caller's transaction. */
export const addTenant = insertTenant;

/** How many customer (not internal) tenants there are, in a system transaction. */
export const customerTenantCount = countCustomerTenants;

/** Users of the account and active users (seats), in the caller's transaction. */
export const seatsOf = (tx: Tx, params: { tenantId: string }) => countTenantUsers(tx, params);
