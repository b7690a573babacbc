import { effectiveStatus } from '@tallysheet/contract/tenants/billing';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { TenantRow } from './tenants.repository.ts';

/**
 * The tenant information the start-up reads. The status is today's (A§4): a trial or paid
 * period that has ended reads inactive even before the billing sweep stores it.
 */
export function presentTenantInformation(
  row: TenantRow,
  counts: { accountUsers: number; systemUsers: number },
  today: string,
): TenantInformation {
  return {
    tenantId: row.tenantId,
    tenantName: row.name,
    internal: row.internal,
    newCustomer: row.newCustomer,
    timezone: row.timezone,
    accountUsers: counts.accountUsers,
    numberOfSystemUsers: counts.systemUsers,
    billing: {
      isEnterprise: row.isEnterprise,
      subscriptionStatus: effectiveStatus(row, today),
      subscriptionType: row.subscriptionType,
      subscriptionEndDate: row.subscriptionEndDate,
      hasDefaultPaymentMethod: row.hasDefaultPaymentMethod,
      stripeSubscriptionId: row.stripeSubscriptionId,
    },
  };
}
