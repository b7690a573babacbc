import type { TimecardStatus } from '@tallysheet/contract/timesheets/rules';

export type TimesheetAction =
  'allowResubmission' | 'revokeResubmission' | 'resendEmails' | 'review' | 'exportPdf' | 'delete';

/**
 * The Timesheet menu of A§4, by its timecards' statuses: Allow Resubmission when any is
 * pending, approved or rejected; Resend Approval Emails and Review Timesheet when any is
 * pending; Export to PDF and Delete always. Once resubmission is allowed it is not offered
 * again: Revoke Resubmission is, until the associate resubmits (issue 28 §1).
 */
export function timesheetActions(
  statuses: readonly TimecardStatus[],
  resubmissionAllowed = false,
): TimesheetAction[] {
  const any = (...wanted: TimecardStatus[]) => statuses.some((status) => wanted.includes(status));
  const actions: TimesheetAction[] = [];
  if (resubmissionAllowed) actions.push('revokeResubmission');
  else if (any('pending', 'approved', 'rejected')) actions.push('allowResubmission');
  if (any('pending')) actions.push('resendEmails', 'review');
  actions.push('exportPdf', 'delete');
  return actions;
}
