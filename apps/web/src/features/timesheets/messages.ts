import { TIMESHEET_API_MESSAGES } from '@tallysheet/contract/timesheets/timesheets';
import { TIMESHEET_MESSAGES } from '@tallysheet/contract/timesheets/rules';

/** The words of the timesheet screens: the spec's where it has them (A§1, A§8), else plain. */
export const TIMESHEET_TEXT = {
  submitTitle: 'Submit Timesheet',
  myTimeTitle: 'Personal Dashboard',
  // A§8
  loadError: 'Error Fetching Timesheet',
  reloadTimesheet: 'Reload Timesheet',
  noContacts: TIMESHEET_API_MESSAGES.noContacts,
  readOnly: TIMESHEET_API_MESSAGES.readOnly,
  empty: 'No items',
  listError: 'An error occurred',
  // A§1 product rule, shown as help text on the days outside the employment dates.
  employment: TIMESHEET_MESSAGES.employmentHelp,
  unparseable: TIMESHEET_MESSAGES.unparseable,
  keysHint: 'Up and down arrows move between rows; Shift+Enter adds a description.',
  noRows: 'No rows yet. Add a project and task to enter hours.',
  noOptions: 'You are not assigned to any project yet. Ask an administrator to assign you.',
  noOptionsFor: (name: string) =>
    `${name} is not assigned to any project yet. Assign projects on the Users page.`,
  addRow: 'Add row',
  addRowPlaceholder: 'Type a client, project or task',
  saveDraft: 'Save Draft',
  submit: 'Submit',
  submitThisWeek: 'Submit this week',
  saved: 'Draft saved',
  submitted: 'Timesheet submitted',
  saveFailed: 'Could not save the timesheet',
  fixFirst: 'Fix these before saving:',
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'The hours you entered for this week are not saved yet.',
  discard: 'Discard changes',
  stay: 'Stay',
  // Rejected days (issue 28 §1)
  needsFixTitle: 'Rejected — needs your fix',
  fixTitle: 'Fix the rejected days',
  fixIntro:
    'A reviewer rejected these days. Change their hours or description, then choose Fix and resubmit: only these days are sent again, the others keep their decisions.',
  fixAndResubmit: 'Fix and resubmit',
  resubmitted: 'Rejected days resubmitted',
  reviewerComment: "Reviewer's comment",
  description: 'Description',
  askIntro:
    'A reviewer rejected days of this week. Ask an administrator to allow resubmission; you can change the week once they have.',
  askToResubmit: 'Ask to resubmit',
  asked: 'Asked the administrators to allow resubmission',
  askedAt: (when: string) =>
    `You asked to resubmit on ${when}. The week opens for changes once an administrator allows resubmission.`,
  askFailed: 'Could not ask to resubmit',
  openWeek: 'Open week',
  fixWeek: 'Fix',
  // After Submit (issue 28 §1, D§1: e-mails go out only once a contact is linked)
  afterSubmitTitle: 'Submitted. What happens next',
  mailedTo: (names: string) => `e-mailed to ${names} for review`,
  noContactYet: 'no contact yet — e-mails go out once one is linked',
  afterSubmitNext:
    'Reviewers approve or reject each day; a rejected day comes back to you with their comment.',
} as const;

/** Copy last week: not in the spec (an addition beyond it, as Harvest has). */
export const COPY_WEEK_TEXT = {
  button: 'Copy last week',
  explain: (lastWeek: string) =>
    `Add the project and task rows of ${lastWeek} to this week. Nothing is saved until you save the week.`,
  withHours: 'Copy the hours too',
  confirm: 'Copy rows',
  copied: (rows: number) => `Copied ${rows} ${rows === 1 ? 'row' : 'rows'} from last week.`,
  skipped: (rows: number) =>
    `${rows} ${rows === 1 ? 'row was' : 'rows were'} left out: no longer assigned.`,
  nothingNew: 'Every row of last week is already here.',
  nothingOffered: 'Nothing to copy.',
  emptyLastWeek: 'Last week has no rows to copy.',
  failed: 'Could not load last week',
} as const;

export { TIMECARD_STATUS_LABELS } from '@/entities/timesheets/timecard-status-chip.tsx';
