import { AUDIT_ACTOR_LABELS, type AuditActorType } from '@tallysheet/contract/audit/audit';

/** The Audit Log screen's words (issue 30 §2). */
export const AUDIT_TEXT = {
  title: 'Audit Log',
  filtersLabel: 'Audit log filters',
  who: 'Who',
  anyone: 'Anyone',
  entity: 'Entity',
  anyEntity: 'Any entity',
  entityId: 'Entity ID',
  action: 'Action',
  anyAction: 'Any action',
  clearFilters: 'Clear filters',
  tableLabel: 'Audit log entries',
  empty: 'No changes have been recorded yet.',
  error: 'The audit log could not be loaded.',
  exportFailed: 'The export failed. Please try again.',
  verify: 'Verify chain',
  verifying: 'Verifying…',
  intact: (entries: number) =>
    `The audit trail is intact: ${entries} ${entries === 1 ? 'entry' : 'entries'} verified.`,
  broken: (id?: string) =>
    id
      ? `The audit trail has been altered: entry ${id} does not match its chain.`
      : 'The audit trail has been altered: its last entries are missing.',
  verifyFailed: 'The audit trail could not be verified. Please try again.',
} as const;

export const ACTOR_LABELS: Record<AuditActorType, string> = AUDIT_ACTOR_LABELS;

/** The entity types the trail records, in words. */
export const ENTITY_LABELS = {
  timesheet: 'Timesheet',
  user: 'User',
  apiKey: 'API key',
  approvalSettings: 'Approvals and Reminders',
  delegation: 'Delegation',
  client: 'Client',
  project: 'Project',
  contact: 'Contact',
  task: 'Task',
  supplier: 'Supplier',
  supplierContact: 'Supplier contact',
  association: 'Project contact',
  rate: 'Rate',
  payRun: 'Pay run',
  invoiceRun: 'Invoice run',
  periodLock: 'Period lock',
  webhook: 'Webhook endpoint',
  webhookDelivery: 'Webhook delivery',
  subscription: 'Subscription',
  accountInformation: 'Account Information',
  companyLogo: 'Company logo',
  internalEmail: 'Internal Contact Email',
  onboarding: 'Account setup',
  tenant: 'Company',
  auditRetention: 'Audit retention',
  auditTrail: 'Audit trail',
} as const;
export type EntityType = keyof typeof ENTITY_LABELS;

export {
  ACTION_LABELS,
  actionLabel,
  type ActionName,
} from '@/components/entity-history/audit-words.ts';

export const entityLabel = (type: string) =>
  (ENTITY_LABELS as Record<string, string>)[type] ?? type;
