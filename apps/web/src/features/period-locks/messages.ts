/** The Period Locks screen's words besides the contract's (issue 30 §1; the spec has none for it). */
export const PERIOD_LOCKS_TEXT = {
  subtitle:
    'Every day of a closed period is read-only, whatever its status, until the period is reopened.',
  closeSubmit: 'Close Period',
  enterDate: 'Enter a date',
  clientHint: 'Leave the client empty to close the period for every client.',
  reopenTitle: 'Reopen this period?',
  reopenMessage: (period: string) => `${period} will take changes again.`,
  reopenReason: 'Reason for reopening',
  columns: {
    period: 'Period',
    client: 'Client',
    reason: 'Reason',
    closedBy: 'Closed by',
    actions: 'Actions',
  },
} as const;
