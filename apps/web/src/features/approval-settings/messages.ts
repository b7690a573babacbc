/** The Approvals and Reminders screen's words (issue 29 §2; the spec has none for it). */
export const APPROVAL_SETTINGS_TEXT = {
  title: 'Approvals and Reminders',
  intro: (timezone: string) =>
    `Remind people before approvals stall, and escalate timecards nobody decides. Times are in your company's time zone (${timezone}); business days are Monday to Friday.`,
  digestHeading: 'Timecard e-mails to approvers',
  digestImmediate: 'One e-mail per timecard, as soon as it is submitted',
  digestDaily: 'One digest a day, linking to all timecards waiting',
  digestTime: 'Digest time',
  remindSubmit: 'Remind associates to submit',
  remindSubmitHelp: 'Associates with an assignment whose week is not submitted get one e-mail.',
  remindSubmitDays: 'Days',
  remindSubmitTime: 'Time',
  remindApprove: 'Remind contacts to approve',
  remindApproveHelp:
    'At most one reminder a day per contact, linking to all timecards waiting for them. Contacts can turn reminders off.',
  escalateBackup: 'Escalate to the Backup Manager',
  escalateBackupHelp: "The timecards go to the project's Backup Manager contacts, with links.",
  escalateAdmins: 'Escalate to administrators',
  escalateAdminsHelp:
    'The timecards are listed to every Administrator and the verified Internal Contact Email.',
  afterBusinessDays: 'After business days pending',
  save: 'Save',
  saved: 'Successfully saved the approval settings',
  saveError: 'Error saving the approval settings',
  loadError: 'Could not load the approval settings',
} as const;
