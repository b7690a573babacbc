import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import {
  hasRoleLevel,
  isAdministrator,
  type RouteAccess,
  type SystemRole,
} from '@tallysheet/contract/roles/roles';

/** Access is allowed for a tenant admin, an enterprise tenant, or an active or trial subscription (A§4). */
export function loginAllowed(
  role: SystemRole,
  tenant: TenantInformation,
  today = new Date(),
): boolean {
  if (role === 'TenantAdmin' || role === 'SuperUser') return true;
  const { billing } = tenant;
  if (billing.isEnterprise) return true;
  if (billing.subscriptionStatus === 'active') return true;
  if (billing.subscriptionStatus === 'trial') {
    return (
      !billing.subscriptionEndDate ||
      billing.subscriptionEndDate >= today.toISOString().slice(0, 10)
    );
  }
  return false;
}

/** Account setup is shown to a tenant admin of a new customer (A§4). */
export const accountSetupNeeded = (role: SystemRole, tenant: TenantInformation) =>
  role === 'TenantAdmin' && tenant.newCustomer;

/** Where Home sends the user (A§2.2). */
export function homePath(role: SystemRole, tenant: TenantInformation): string {
  if (accountSetupNeeded(role, tenant)) return '/account-setup';
  return isAdministrator(role) ? '/dashboard' : '/my-time';
}

/** Whether a role (and tenant) may open a route of the given access. */
export function mayAccess(
  access: RouteAccess,
  role: SystemRole,
  tenant: Pick<TenantInformation, 'internal'>,
): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'internal') return role === 'SuperUser' && tenant.internal;
  return hasRoleLevel(role, access);
}
