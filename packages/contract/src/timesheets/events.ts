import { z } from 'zod';

/**
 * What happens to a timesheet besides its versions (issue 29): reminders, escalations,
 * decisions made on someone's behalf, delegations, and a correction's thread. The viewer's
 * history lists them, newest first, beside the versions.
 */
export const TIMESHEET_EVENT_KINDS = [
  'reminder',
  'escalation-backup',
  'escalation-admins',
  'decision-on-behalf',
  'delegation-started',
  'delegation-ended',
  'correction-proposed',
  'correction-accepted',
  'correction-declined',
  // Issue 30 §1: a period over the week closed or reopened (detail: period, from, to, reason,
  // client; read from the period locks, not stored per timesheet), and approved days reopened
  // for resubmission (detail: days, reason).
  'period-closed',
  'period-reopened',
  'days-reopened',
] as const;

export type TimesheetEventKind = (typeof TIMESHEET_EVENT_KINDS)[number];

export const TimesheetEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(TIMESHEET_EVENT_KINDS),
  /** The project the event is about, when it is about one project's timecards. */
  projectId: z.string().nullable(),
  /** Who acted (a contact, a user, or the schedule's job name). */
  actorName: z.string().nullable(),
  /** Who was e-mailed, when the event sent mail. */
  recipients: z.array(z.string()),
  /** Further facts, e.g. `{ day, hours, onBehalfOf }`. */
  detail: z.record(z.string(), z.string()),
});

export type TimesheetEvent = z.infer<typeof TimesheetEventSchema>;
