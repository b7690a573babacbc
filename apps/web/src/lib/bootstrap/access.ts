import type { Profile } from '@tallysheet/contract/profile/profile';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { subscriptionAllowsAccess } from '@tallysheet/contract/tenants/subscription-access';
import {
  hasRoleLevel,
  isAdministrator,
  type RouteAccess,
  type SystemRole,
} from '@tallysheet/contract/roles/roles';

/** Whether the subscription lets this user in: the contract's rule (A§4). */
export const loginAllowed = (role: SystemRole, tenant: TenantInformation, today = new Date()) =>
  subscriptionAllowsAccess(role, tenant.billing, today);

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

/** Who a signed-in user is across tenants (tenantId#userId, as their internal user id). */
export const userKey = (
  tenant: Pick<TenantInformation, 'tenantId'>,
  profile: Pick<Profile, 'userId'>,
) => `${tenant.tenantId}#${profile.userId}`;
