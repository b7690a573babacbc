import { ADMIN_TIMESHEET_MESSAGES } from '@tallysheet/contract/timesheets/admin';
import { TIMESHEET_API_MESSAGES } from '@tallysheet/contract/timesheets/timesheets';

/** The words of Review Timesheet: the spec's where it has them (A§2.2, A§8), else plain. */
export const REVIEW_TEXT = {
  title: 'Review Timesheet',
  // A§8
  loadError: 'Error Fetching Timesheet',
  reloadTimesheet: 'Reload Timesheet',
  // The contract's rules, shown inline.
  rejectDayComment: TIMESHEET_API_MESSAGES.rejectComment,
  rejectCardComment: ADMIN_TIMESHEET_MESSAGES.rejectCardComment,
  noTimesheetId: 'No timesheet was chosen to review.',
  invalidTimesheetId: 'This link does not name a timesheet.',
  notFound: 'This timesheet no longer exists. It may have been deleted.',
  backToAll: 'Back to All Timesheets',
  nothingToReview: 'This timesheet has not been submitted yet, so there is nothing to review.',
  draftCard: 'Not submitted yet: nothing to review on this timecard.',
  approveAll: 'Approve all',
  rejectAll: 'Reject all',
  approve: 'Approve',
  reject: 'Reject',
  reviewComment: 'Review comment',
  managerComments: 'Manager comments',
  rejectAllHelp: 'Rejecting the whole timecard needs a comment here.',
  submit: 'Submit review',
  cancel: 'Cancel',
  saved: 'Review saved',
  saveFailed: 'Could not save the review',
  noChanges: 'No changes yet',
  fixFirst: 'Fix the highlighted fields first.',
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'Your decisions on this timesheet are not saved yet.',
  discard: 'Discard changes',
} as const;

/** "1 change", "3 changes". */
export const changesText = (count: number) =>
  count === 0 ? REVIEW_TEXT.noChanges : `${count} ${count === 1 ? 'change' : 'changes'}`;
