import type { SystemRole } from '../roles/roles.ts';
import { billingDay, effectiveStatus } from './billing.ts';

export interface BillingState {
  isEnterprise: boolean;
  subscriptionStatus: 'trial' | 'active' | 'inactive' | null;
  subscriptionEndDate: string | null;
}

/**
 * Access is allowed when the role is tenant admin (or super user), or the tenant is
 * enterprise, or the subscription is active or on a trial, and its period has not ended (A§4).
 */
export function subscriptionAllowsAccess(
  role: SystemRole,
  billing: BillingState,
  today = new Date(),
): boolean {
  if (role === 'TenantAdmin' || role === 'SuperUser') return true;
  if (billing.isEnterprise) return true;
  const status = effectiveStatus(billing, billingDay(today));
  return status === 'active' || status === 'trial';
}

export const SUBSCRIPTION_INACTIVE = 'SUBSCRIPTION_INACTIVE';
