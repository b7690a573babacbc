import { publicPaths } from './public-paths.ts';

export { buildPath } from './public-paths.ts';

/**
 * Every path of the app in one place (spec A§2.1, A§2.2): the public ones (public-paths.ts, all
 * that the sign-in page loads) and the signed-in app's.
 */
export const paths = {
  ...publicPaths,
  recording: '/recordings/:recordingId',
  dashboard: '/dashboard',
  myTime: '/my-time',
  submit: '/submit',
  timesheets: '/timesheets',
  adminSubmit: '/timesheets/admin-submit',
  adminReview: '/timesheets/admin-review',
  searchTimecards: '/timesheets/search',
  clients: '/clients',
  contacts: '/contacts',
  projects: '/projects',
  tasks: '/tasks',
  suppliers: '/suppliers',
  supplierContacts: '/suppliers/contacts',
  users: '/users',
  profile: '/profile',
  accountInformation: '/admin/account-information',
  internalEmail: '/admin/internal-email',
  approvalSettings: '/admin/approvals-and-reminders',
  periodLocks: '/admin/period-locks',
  payRules: '/admin/overtime-and-holidays',
  apiKeys: '/admin/api-keys',
  webhooks: '/admin/webhooks',
  auditLog: '/admin/audit-log',
  subscription: '/admin/subscription',
  sendInvite: '/devtool/send-invite',
  reporting: '/reporting',
  hoursOverPeriod: '/reporting/hours-over-period',
  accountSetup: '/account-setup',
  invite: '/invite',
  payRuns: '/pay-runs',
  payRun: '/pay-runs/:runId',
  invoiceRuns: '/invoice-runs',
  invoiceRun: '/invoice-runs/:runId',
} as const;
