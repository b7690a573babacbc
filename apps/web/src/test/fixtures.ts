import type { Profile } from '@tallysheet/contract/profile/profile';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { ClientConfig } from '@tallysheet/contract/util/util';

export const sampleConfig = (change: Partial<ClientConfig> = {}): ClientConfig => ({
  brandName: 'Tallysheet',
  stage: 'local',
  version: '3.2.0',
  commit: 'abc1234',
  devMenu: false,
  classicSiteUrl: null,
  supportEmail: 'support@example.com',
  featureFlags: {
    ApproveTimePortalRedirect: true,
    GenerateApiKeys: false,
    Reporting: true,
    TestFeature1: false,
    TestFeature2: false,
  },
  mailbox: false,
  sessionRecording: false,
  demoAccounts: [],
  ...change,
});

export const sampleProfile = (systemRole: SystemRole, change: Partial<Profile> = {}): Profile => ({
  userId: 'ann',
  displayName: 'Ann Example',
  email: 'ann@example.com',
  systemRole,
  customFields: {},
  isArchived: false,
  startDate: null,
  endDate: null,
  supplier: null,
  assignments: [],
  timezone: null,
  ...change,
});

export const sampleTenant = (
  change: Partial<TenantInformation> = {},
  billing: Partial<TenantInformation['billing']> = {},
): TenantInformation => ({
  tenantId: 'acme',
  tenantName: 'Acme Consulting',
  internal: false,
  newCustomer: false,
  timezone: 'UTC',
  accountUsers: 3,
  numberOfSystemUsers: 3,
  billing: {
    isEnterprise: false,
    subscriptionStatus: 'active',
    subscriptionType: 'Monthly',
    subscriptionEndDate: '2099-01-01',
    hasDefaultPaymentMethod: true,
    stripeSubscriptionId: null,
    ...billing,
  },
  ...change,
});
