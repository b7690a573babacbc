import type { Profile } from '@tallysheet/contract/profile/profile';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
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

/** Hours Over Period by associate over two weeks: Ava (all pending) and Bo (approved and rejected). */
export const sampleReport = (): HoursOverPeriod => ({
  from: '2026-11-01',
  to: '2026-11-14',
  interval: 'week',
  groupBy: 'user',
  buckets: ['2026-10-31', '2026-11-07'],
  groups: [
    {
      id: 'ava',
      name: 'Ava Associate',
      total: 17.5,
      byBucket: [8, 9.5],
      byStatus: { approved: 0, pending: 17.5, rejected: 0 },
    },
    {
      id: 'bo',
      name: 'Bo Builder',
      total: 9,
      byBucket: [0, 9],
      byStatus: { approved: 6, pending: 0, rejected: 3 },
    },
  ],
  totals: {
    total: 26.5,
    byBucket: [8, 18.5],
    byStatus: { approved: 6, pending: 17.5, rejected: 3 },
  },
});

/** A 409 that asks whether to send a project's outstanding timecards (D§4), Jane's first. */
export const outstandingTimecardsConflict = (
  more: { timesheetId: string; userFullName: string; projectName: string; taskName: string }[] = [],
) => ({
  statusCode: 409,
  error: 'Conflict',
  message: 'The project has outstanding timecards',
  timecards: [
    {
      timesheetId: 'acme#jane#20260307_20260313',
      userFullName: 'Jane Doe',
      projectName: 'Website Redesign',
      taskName: 'Development',
    },
    ...more,
  ],
});

/** Where the sample time is recorded: Acme Corp's Website Redesign. */
export const ACME_WEBSITE = {
  clientId: 'cli-1',
  clientName: 'Acme Corp',
  projectId: 'prj-1',
  projectName: 'Website Redesign',
} as const;
