import { AUDIT_ACTOR_LABELS, type AuditActor } from '@tallysheet/contract/audit/audit';

/**
 * How the audit trail reads (issue 30 §2), shared by the Audit Log screen and every entity's
 * History: the actions in words, who acted, and the diff's few words.
 */
export const AUDIT_WORDS = {
  noFields: 'No field values recorded.',
  showAll: (more: number) => `Show ${more} more`,
  showFewer: 'Show fewer',
  via: 'via link',
} as const;

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
  disable: 'Turned off',
  verify: 'Verified',
  redeliver: 'Redelivered',
  'secret.rotate': 'Secret rotated',
  'secondFactor.setupStarted': 'Second factor setup started',
  'password.change': 'Password changed',
  'password.resetByCode': 'Password reset by code',
  'profile.update': 'Profile updated',
  'reminders.optOut': 'Reminders turned off',
  'resubmission.request': 'Resubmission requested',
  resubmit: 'Rejected days resubmitted',
  signUp: 'Signed up',
  'subscription.update': 'Subscription changed',
  'subscription.end': 'Subscription ended',
  close: 'Closed',
  reopen: 'Reopened',
  finalise: 'Finalised',
  void: 'Voided',
} as const;
export type ActionName = keyof typeof ACTION_LABELS;

export const actionLabel = (action: string) =>
  (ACTION_LABELS as Record<string, string>)[action] ?? action;

/**
 * Who made a change and what kind of actor it is: a user, an API key by its name, a client
 * contact (and whether through a link), or a system job by its name: "Adam Admin (User)".
 */
export const actorText = (actor: AuditActor) =>
  `${actor.name} (${AUDIT_ACTOR_LABELS[actor.type]}${actor.via ? `, ${AUDIT_WORDS.via}` : ''})`;
