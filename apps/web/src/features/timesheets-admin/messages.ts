/** The words of the administrators' timesheet screens: the spec's (A§4, A§8), else plain. */
export const ADMIN_TIMESHEET_TEXT = {
  listTitle: 'All Timesheets',
  adminSubmitTitle: 'Submit Timesheet for User',
  viewerTitle: (associate: string) => `Viewing timesheet for ${associate}`,
  // A§4 Timesheet menu
  allowResubmission: 'Allow Resubmission',
  revokeResubmission: 'Revoke Resubmission',
  allowTitle: 'Allow resubmission?',
  allowMessage: (associate: string, week: string) =>
    `${associate} will be able to change and submit the week of ${week} again. Its approval links stop working once they resubmit. You can revoke this until then.`,
  resubmissionRequested: (associate: string, when: string) =>
    `${associate} asked to resubmit this week on ${when}.`,
  requestedChip: 'Asked to resubmit',
  allowedChip: 'Resubmission allowed',
  resendEmails: 'Resend Approval Emails',
  review: 'Review Timesheet',
  exportPdf: 'Export to PDF',
  delete: 'Delete',
  // A§8
  resubmissionUpdated: 'Successfully updated resubmission status',
  resubmissionError: 'Error updating resubmission status',
  deleted: 'Successfully deleted timesheet',
  deleteError: 'Error deleting timesheet',
  resent: 'Successfully resent approval emails',
  resendError: 'Error resending approval emails',
  loadError: 'Error Fetching Timesheet',
  reloadTimesheet: 'Reload Timesheet',
  noContacts: 'The associated project does not have any contacts assigned.',
  contactsError: 'Error loading contacts',
  empty: 'No items',
  listError: 'An error occurred',
  // Plain words where the spec has none.
  notFound: 'This timesheet no longer exists. It may have been deleted.',
  resendIntro: 'The pending timecards will be e-mailed again to:',
  resend: 'Resend',
  resubmissionAllowed: 'Resubmission allowed: the associate can change and submit this week again.',
  pdfTitle: 'Timesheet PDF',
  pdfError: 'The PDF could not be created.',
  download: 'Download',
  print: 'Print',
  pickUser: 'Choose the user whose week you want to enter.',
} as const;
