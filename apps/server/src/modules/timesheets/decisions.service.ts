/**
 * A timesheet's days decided and the timesheet touched, as the approval portal and the contact's
 * inbox (the approval-inbox module, above this one) record a contact's decisions.
 */
export { decideCard } from './approval.repository.ts';
export { updateTimesheet } from './timesheets.repository.ts';
