import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { TenantRow } from './tenants.repository.ts';

/** The tenant information the start-up reads. */
export function presentTenantInformation(
  row: TenantRow,
  counts: { accountUsers: number; systemUsers: number },
): TenantInformation {
  return {
    tenantId: row.tenantId,
    tenantName: row.name,
    internal: row.internal,
    newCustomer: row.newCustomer,
    accountUsers: counts.accountUsers,
    numberOfSystemUsers: counts.systemUsers,
    billing: {
      isEnterprise: row.isEnterprise,
      subscriptionStatus: row.subscriptionStatus,
      subscriptionType: row.subscriptionType,
      subscriptionEndDate: row.subscriptionEndDate,
      hasDefaultPaymentMethod: row.hasDefaultPaymentMethod,
      stripeSubscriptionId: row.stripeSubscriptionId,
    },
  };
}
