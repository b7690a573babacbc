import type { AccountInformation } from '@tallysheet/contract/tenants/account-information';
import { effectiveStatus } from '@tallysheet/contract/tenants/billing';
import type { TenantRow } from './tenants.repository.ts';

/** The company details and account facts of Account Information. */
export function presentAccountInformation(
  row: TenantRow,
  facts: { systemUsers: number; logo: string | null },
  today: string,
): AccountInformation {
  return {
    tenantId: row.tenantId,
    companyName: row.name,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.addressCity,
      region: row.addressRegion,
      postalCode: row.addressPostalCode,
      country: row.addressCountry,
    },
    timezone: row.timezone,
    sessionRecording: row.sessionRecording,
    requireMfaForAdministrators: row.requireMfaForAdministrators,
    rejectedDaysReopen: row.rejectedDaysReopen,
    createdAt: row.createdAt.toISOString(),
    plan: row.subscriptionType,
    subscriptionStatus: effectiveStatus(row, today),
    numberOfSystemUsers: facts.systemUsers,
    logoUrl: facts.logo,
  };
}
