import { AUDIT_RETENTION_YEARS } from '@tallysheet/contract/audit/retention';

/** The Audit Log's retention card and the verification of a pruned trail (issue 30 §2). */
export const RETENTION_TEXT = {
  title: 'Retention',
  help: 'Entries are kept for the life of the account unless you choose to delete older ones. Older entries are deleted once a day; the trail then starts from a signed checkpoint.',
  choiceLabel: 'Keep audit entries',
  forever: 'Forever',
  limited: 'Delete entries older than',
  years: 'Years',
  yearsHelp: `${AUDIT_RETENTION_YEARS.min} to ${AUDIT_RETENTION_YEARS.max}`,
  save: 'Save',
  saved: 'Retention saved.',
  saveError: 'The retention could not be saved.',
  loadError: 'The retention could not be loaded.',
  lastPrune: (at: string, pruned: number) =>
    `Last deleted on ${at}: ${pruned} ${pruned === 1 ? 'entry' : 'entries'}.`,
  sinceCheckpoint: (at: string) => ` The trail starts from the signed checkpoint of ${at}.`,
  badCheckpoint: (id: string) =>
    `The audit trail has been altered: checkpoint ${id} does not carry the server's signature.`,
} as const;
