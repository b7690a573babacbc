import type { RouteAccess } from '@tallysheet/contract/roles/roles';
import type { FeatureFlagName } from '@tallysheet/contract/util/util';
import { paths } from '@/config/paths.ts';

export interface AppRoute {
  path: string;
  /** The screen title (also the document title, so the browser tab names the screen). */
  title: string;
  /**
   * The sidebar's label where the spec names the menu item apart from the screen (D§2.4 menu
   * items, A§2.2 screen titles): "Your Timesheets" opens Personal Dashboard.
   */
  menuLabel?: string;
  access: RouteAccess;
  flag?: FeatureFlagName;
  /** What the area is for: the dashboard card and the menu tooltip. */
  description?: string;
  /** Sibling pages shown as tabs. */
  group?: 'timesheets' | 'projects' | 'suppliers' | 'settings' | 'reporting' | 'runs';
  /** The screen, split by route. */
  screen:
    | 'dashboard'
    | 'placeholder'
    | 'mailbox'
    | 'recording'
    | 'approve-time'
    | 'suppliers'
    | 'supplier-contacts'
    | 'clients'
    | 'projects'
    | 'contacts'
    | 'tasks'
    | 'users'
    | 'profile'
    | 'my-time'
    | 'submit'
    | 'timesheets'
    | 'admin-submit'
    | 'admin-review'
    | 'search-timecards'
    | 'subscription'
    | 'api-keys'
    | 'webhooks'
    | 'account-setup'
    | 'invite'
    | 'account-information'
    | 'internal-email'
    | 'approval-settings'
    | 'audit-log'
    | 'period-locks'
    | 'pay-rules'
    | 'reporting'
    | 'hours-over-period'
    | 'pay-runs'
    | 'pay-run'
    | 'invoice-runs'
    | 'invoice-run';
}

/** Every signed-in route of A§2.2 with its title and minimum role. */
export const appRoutes: AppRoute[] = [
  {
    path: paths.dashboard,
    title: 'Company Dashboard',
    menuLabel: 'Dashboard',
    access: 'admin',
    screen: 'dashboard',
  },
  {
    path: paths.myTime,
    title: 'Personal Dashboard',
    menuLabel: 'Your Timesheets',
    access: 'assoc',
    screen: 'my-time',
    description: 'Your timesheets, week by week, with their approval status.',
  },
  {
    path: paths.submit,
    title: 'Submit Timesheet',
    menuLabel: 'Submit Time',
    access: 'assoc',
    screen: 'submit',
    description: 'Enter and submit your hours for a Saturday-to-Friday week.',
  },
  {
    path: paths.timesheets,
    title: 'All Timesheets',
    access: 'admin',
    group: 'timesheets',
    screen: 'timesheets',
    description: 'Every submitted timesheet, with review, resubmission and PDF export.',
  },
  {
    path: paths.adminSubmit,
    title: 'Submit Timesheet for User',
    access: 'admin',
    screen: 'admin-submit',
    description: 'Enter and submit a week of hours on behalf of an associate.',
  },
  {
    path: paths.adminReview,
    title: 'Review Timesheet',
    access: 'admin',
    screen: 'admin-review',
    description: 'Approve or reject a timesheet day by day.',
  },
  {
    path: paths.searchTimecards,
    title: 'Search Timecards',
    access: 'admin',
    group: 'timesheets',
    screen: 'search-timecards',
    description: 'Find timecards by client, project, task, associate, supplier, status or dates.',
  },
  {
    path: paths.clients,
    title: 'Clients',
    access: 'admin',
    screen: 'clients',
    description: 'The companies you work for. A client contains projects, contacts and tasks.',
  },
  {
    path: paths.projects,
    title: 'Projects',
    access: 'admin',
    group: 'projects',
    screen: 'projects',
    description: "Each client's projects, their contacts and tasks.",
  },
  {
    path: paths.contacts,
    title: 'Project Contacts',
    access: 'admin',
    group: 'projects',
    screen: 'contacts',
    description: 'The people who receive timecards by e-mail and approve them.',
  },
  {
    path: paths.tasks,
    title: 'Tasks',
    access: 'admin',
    group: 'projects',
    screen: 'tasks',
    description: 'The work associates record time against, project by project.',
  },
  {
    path: paths.suppliers,
    title: 'Suppliers',
    access: 'admin',
    group: 'suppliers',
    screen: 'suppliers',
    description: 'The organisations that supply your associates.',
  },
  {
    path: paths.supplierContacts,
    title: 'Supplier Contacts',
    access: 'admin',
    group: 'suppliers',
    screen: 'supplier-contacts',
    description: "Your suppliers' contacts.",
  },
  {
    path: paths.users,
    title: 'Users',
    access: 'admin',
    screen: 'users',
    description: 'Invite associates and administrators, assign projects and tasks.',
  },
  {
    path: paths.profile,
    title: 'Your Profile',
    access: 'assoc',
    screen: 'profile',
    description: 'Your name, e-mail, time zone and password.',
  },
  {
    path: paths.accountInformation,
    title: 'Account Information',
    access: 'admin',
    group: 'settings',
    screen: 'account-information',
    description: "Your company's name and address.",
  },
  {
    path: paths.internalEmail,
    title: 'Internal Contact Email',
    menuLabel: 'Internal Email',
    access: 'admin',
    group: 'settings',
    screen: 'internal-email',
    description: 'The address that receives internal notices.',
  },
  {
    path: paths.approvalSettings,
    title: 'Approvals and Reminders',
    access: 'admin',
    group: 'settings',
    screen: 'approval-settings',
    description: 'Reminders for late approvals.',
  },
  {
    path: paths.auditLog,
    title: 'Audit Log',
    access: 'admin',
    group: 'settings',
    screen: 'audit-log',
    description: 'Who changed what, and when.',
  },
  {
    path: paths.periodLocks,
    title: 'Period Locks',
    access: 'admin',
    group: 'settings',
    screen: 'period-locks',
    description: 'Close a period so that its time can no longer change.',
  },
  {
    path: paths.payRules,
    title: 'Overtime and Holidays',
    access: 'admin',
    group: 'settings',
    screen: 'pay-rules',
    description: 'When hours become overtime, and the holiday calendar.',
  },
  {
    path: paths.subscription,
    title: 'Manage Subscription',
    menuLabel: 'Subscription',
    access: 'TenantAdmin',
    group: 'settings',
    screen: 'subscription',
    description: 'Your plan, seats and payment method.',
  },
  {
    path: paths.apiKeys,
    title: 'Manage API Keys',
    menuLabel: 'API Keys',
    access: 'admin',
    group: 'settings',
    flag: 'GenerateApiKeys',
    screen: 'api-keys',
    description: 'Keys for reaching the API from your own tools.',
  },
  {
    path: paths.webhooks,
    title: 'Webhooks',
    access: 'admin',
    group: 'settings',
    screen: 'webhooks',
    description: 'Signed events for your other systems.',
  },
  {
    path: paths.sendInvite,
    title: 'Invite Users',
    access: 'internal',
    screen: 'invite',
    description: 'Invite people to try the product.',
  },
  {
    path: paths.reporting,
    title: 'Reporting',
    access: 'admin',
    flag: 'Reporting',
    group: 'reporting',
    screen: 'reporting',
    description: 'Hours by client, project, task, associate or supplier over any period.',
  },
  {
    path: paths.hoursOverPeriod,
    title: 'Report - Hours Over Period',
    access: 'admin',
    flag: 'Reporting',
    group: 'reporting',
    screen: 'hours-over-period',
    description: 'Hours over a period, by day, week or month.',
  },
  {
    path: paths.payRuns,
    title: 'Pay Runs',
    access: 'admin',
    group: 'runs',
    screen: 'pay-runs',
    description: 'Approved hours to pay, per associate, with their amounts.',
  },
  {
    path: paths.invoiceRuns,
    title: 'Invoice Runs',
    access: 'admin',
    group: 'runs',
    screen: 'invoice-runs',
    description: "Approved hours to invoice, per client, in accounting's import formats.",
  },
  {
    path: paths.payRun,
    title: 'Pay Run',
    access: 'admin',
    screen: 'pay-run',
  },
  {
    path: paths.invoiceRun,
    title: 'Invoice Run',
    access: 'admin',
    screen: 'invoice-run',
  },
  {
    path: paths.accountSetup,
    title: 'Account Setup',
    menuLabel: 'Onboarding',
    access: 'TenantAdmin',
    screen: 'account-setup',
    description: 'Set up your company, your first client and your team.',
  },
  {
    path: paths.invite,
    title: 'Invite Users to Try {brand}',
    access: 'admin',
    screen: 'invite',
    description: 'Invite people from other companies to try the product.',
  },
];

export const routeByPath = (path: string) => appRoutes.find((route) => route.path === path);
