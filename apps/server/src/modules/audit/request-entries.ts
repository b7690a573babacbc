import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor, contactActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * Requests that change a record without editing it: an associate asking to resubmit a week
 * with rejected days, and a contact turning their reminders off through the link they got.
 */

/** Ask to resubmit: the request's time is now on the timesheet (All Timesheets shows it). */
export const resubmissionRequestAudit = (
  caller: AuthContext,
  timesheetId: string,
  at: Date,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: 'resubmission.request',
  entityType: 'timesheet',
  entityId: timesheetId,
  before: { resubmissionRequestedAt: null },
  after: { resubmissionRequestedAt: at },
});

/** A contact opted out of reminders through a reminder's link (`via`: the link's id, not its secret). */
export const reminderOptOutAudit = (
  tenantId: string,
  contact: { id: string; name: string },
  via: string | undefined,
): AuditEntryInput => ({
  tenantId,
  actor: contactActor(contact, via),
  action: 'reminders.optOut',
  entityType: 'contact',
  entityId: contact.id,
  before: { remindersOptedOut: false },
  after: { remindersOptedOut: true },
});
