/** Every path of the app in one place (spec A§2.1, A§2.2). */
export const paths = {
  login: '/',
  home: '/',
  setNewPassword: '/set-new-password',
  oneTimeCode: '/verify-code',
  auth: '/auth',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
  approveTime: '/approve-time',
  signUp: '/sign-up',
  portalApprove: '/portal/approve',
  billingCheckout: '/billing/checkout',
  verify: '/verify/:fingerprint?',
  mailbox: '/dev/mailbox',
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
  apiKeys: '/admin/api-keys',
  webhooks: '/admin/webhooks',
  auditLog: '/admin/audit-log',
  subscription: '/admin/subscription',
  sendInvite: '/devtool/send-invite',
  reporting: '/reporting',
  hoursOverPeriod: '/reporting/hours-over-period',
  accountSetup: '/account-setup',
  invite: '/invite',
} as const;

type QueryValue = string | number | boolean | null | undefined;

/**
 * Replaces `:name` parameters and attaches a query string; blank query keys are dropped
 * and keys are not encoded (A§2.2, A§7).
 */
export function buildPath(
  base: string,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = base.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
