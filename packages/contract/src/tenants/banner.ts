import { isBillingAdministrator, type SystemRole } from '../roles/roles.ts';
import type { TenantInformation } from './tenant-information.ts';

type Billing = TenantInformation['billing'];

/** A banner above the top bar (A§3 Banner). */
export interface Banner {
  show: boolean;
  dismissable: boolean;
  message: string;
  link: { text: string; href: string } | null;
  color: 'info' | 'warning' | 'error';
  showSubscriptionLink: boolean;
}

/** A trial without a payment method shows its banner this many days before it ends. */
export const TRIAL_BANNER_DAYS = 5;
/** An active subscription shows its banner this many days before it ends. */
export const ACTIVE_BANNER_DAYS = 10;

const DAY_MS = 86_400_000;

/**
 * Whole days from `today` until `endDate`, both work days (YYYY-MM-DD); 0 once it has passed,
 * null without a (readable) end date.
 */
export function daysLeft(endDate: string | null | undefined, today: string): number | null {
  if (!endDate) return null;
  const days = Math.round((Date.parse(endDate.slice(0, 10)) - Date.parse(today)) / DAY_MS);
  return Number.isNaN(days) ? null : Math.max(0, days);
}

/** The subscription banner billing administrators see as the end date nears (A§4 Banners and modals). */
export function subscriptionBanner(
  role: SystemRole,
  billing: Billing,
  brandName: string,
  today: string,
): Banner | null {
  if (!isBillingAdministrator(role) || billing.isEnterprise) return null;
  const days = daysLeft(billing.subscriptionEndDate, today);
  if (days === null) return null;
  const base = {
    show: true,
    dismissable: false,
    link: null,
    color: 'warning' as const,
    showSubscriptionLink: true,
  };
  if (
    billing.subscriptionStatus === 'trial' &&
    !billing.hasDefaultPaymentMethod &&
    days <= TRIAL_BANNER_DAYS
  )
    return { ...base, message: `Your free trial of ${brandName} expires in ${days} days` };
  if (billing.subscriptionStatus === 'active' && days <= ACTIVE_BANNER_DAYS)
    return { ...base, message: `Your subscription of ${brandName} expires in ${days} days` };
  return null;
}

/**
 * The days left that the sidebar's trial notice shows, or null when it is not shown: only to a
 * tenant admin, on a trial with an end date, not enterprise, without a payment method (A§2.4).
 */
export function trialDaysLeft(role: SystemRole, billing: Billing, today: string): number | null {
  const shown =
    role === 'TenantAdmin' &&
    billing.subscriptionStatus === 'trial' &&
    !billing.isEnterprise &&
    !billing.hasDefaultPaymentMethod;
  return shown ? daysLeft(billing.subscriptionEndDate, today) : null;
}
