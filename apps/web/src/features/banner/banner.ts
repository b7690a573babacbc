import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import { isBillingAdministrator } from '@tallysheet/contract/roles/roles';
import { daysUntil } from '../../lib/dates.ts';
import { createStore } from '../../lib/store.ts';

/** A banner above the top bar (A§3 Banner). */
export interface Banner {
  show: boolean;
  dismissable: boolean;
  message: string;
  link: { text: string; href: string } | null;
  color: 'info' | 'warning' | 'error';
  showSubscriptionLink: boolean;
}

export const TRIAL_BANNER_DAYS = 5;
export const ACTIVE_BANNER_DAYS = 10;

/** The banner set from the developer menu (per browser session). */
export const customBanner = createStore<Banner | null>(null);
export const dismissedBanner = createStore<string | null>(null);

/** The subscription banners billing admins see (A§4 Banners and modals). */
export function subscriptionBanner(
  role: SystemRole,
  tenant: TenantInformation,
  brandName: string,
  now = new Date(),
): Banner | null {
  if (!isBillingAdministrator(role) || tenant.billing.isEnterprise) return null;
  const days = daysUntil(tenant.billing.subscriptionEndDate, now);
  if (days === null) return null;
  const base = {
    show: true,
    dismissable: false,
    link: null,
    color: 'warning' as const,
    showSubscriptionLink: true,
  };
  if (
    tenant.billing.subscriptionStatus === 'trial' &&
    !tenant.billing.hasDefaultPaymentMethod &&
    days <= TRIAL_BANNER_DAYS
  ) {
    return { ...base, message: `Your free trial of ${brandName} expires in ${days} days` };
  }
  if (tenant.billing.subscriptionStatus === 'active' && days <= ACTIVE_BANNER_DAYS) {
    return { ...base, message: `Your subscription of ${brandName} expires in ${days} days` };
  }
  return null;
}

/** The trial notice in the sidebar: trial, an end date, tenant admin, not enterprise, no payment method (A§2.4). */
export function showTrialNotice(role: SystemRole, tenant: TenantInformation): boolean {
  const { billing } = tenant;
  return (
    billing.subscriptionStatus === 'trial' &&
    Boolean(billing.subscriptionEndDate) &&
    role === 'TenantAdmin' &&
    !billing.isEnterprise &&
    !billing.hasDefaultPaymentMethod
  );
}
