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
  noFields: 'No field values recorded.',
  showAll: (more: number) => `Show ${more} more`,
  showFewer: 'Show fewer',
  via: 'via link',
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
  auditRetention: 'Audit retention',
  auditTrail: 'Audit trail',
} as const;
export type EntityType = keyof typeof ENTITY_LABELS;

/** The actions the trail records, in words. */
export const ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  archive: 'Archived',
  unarchive: 'Unarchived',
  restore: 'Restored',
  save: 'Saved',
  submit: 'Submitted',
  review: 'Reviewed',
  decide: 'Decided by contact',
  revoke: 'Revoked',
  'resubmission.allow': 'Resubmission allowed',
  'resubmission.revoke': 'Resubmission revoked',
  'correction.accept': 'Correction accepted',
  'correction.decline': 'Correction declined',
  'password.reset': 'Password reset',
  'secondFactor.enrolled': 'Second factor turned on',
  'secondFactor.disabled': 'Second factor turned off',
  'secondFactor.reset': 'Second factor reset',
  prune: 'Older entries deleted',
} as const;
export type ActionName = keyof typeof ACTION_LABELS;

export const actionLabel = (action: string) =>
  (ACTION_LABELS as Record<string, string>)[action] ?? action;
export const entityLabel = (type: string) =>
  (ENTITY_LABELS as Record<string, string>)[type] ?? type;
