import { z } from 'zod';
import { addDays } from '../timesheets/week.ts';

/**
 * The Company Dashboard's approval figures (issue 29 §2): the oldest pending timecards with
 * their age, and the median time to decision per client over the last 90 days. Each opens
 * exactly the rows it counts.
 */

/** The days the median time to decision looks back over, today included. */
export const DECISION_WINDOW_DAYS = 90;
/** How many of the oldest pending timecards the dashboard shows. */
export const OLDEST_PENDING_SHOWN = 5;

/**
 * Business days (Monday to Friday) from `from` to `to`: the weekdays after `from` up to and
 * including `to`; 0 when `to` is not after `from`. A timecard submitted on Friday is one
 * business day old on Monday.
 */
export function businessDaysBetween(from: string, to: string): number {
  let days = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

export const PendingTimecardSchema = z.object({
  timesheetId: z.string(),
  projectId: z.string(),
  userFullName: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  /** The project's Copy-With-Approval-Link contacts: who the timecard waits for. */
  contacts: z.array(z.string()),
  submittedAt: z.string(),
  /** Business days since submission, in the tenant's time zone. */
  ageBusinessDays: z.number().int(),
});
export type PendingTimecard = z.infer<typeof PendingTimecardSchema>;

export const ClientDecisionTimeSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  /** The median hours from submission to a day's decision. */
  medianHours: z.number(),
  /** How many decided days the median is over. */
  decisions: z.number().int(),
});
export type ClientDecisionTime = z.infer<typeof ClientDecisionTimeSchema>;

/** GET /reporting/dashboard/approvals. */
export const DashboardApprovalsSchema = z.object({
  oldestPending: z.array(PendingTimecardSchema),
  /** The first instant the median counts (90 days back from now). */
  since: z.string(),
  medianTimeToDecision: z.array(ClientDecisionTimeSchema),
});
export type DashboardApprovals = z.infer<typeof DashboardApprovalsSchema>;

/** GET /reporting/dashboard/decisions?clientId=: the decided days a client's median counts. */
export const DashboardDecisionsQuerySchema = z.object({
  clientId: z.string({ error: 'clientId is required' }).trim().min(1, 'clientId is required'),
});

export const DecidedDaySchema = z.object({
  timesheetId: z.string(),
  userFullName: z.string(),
  projectName: z.string(),
  day: z.string(),
  review: z.enum(['approved', 'rejected']),
  submittedAt: z.string(),
  decidedAt: z.string(),
  hours: z.number(),
});
export type DecidedDay = z.infer<typeof DecidedDaySchema>;

export const DashboardDecisionsSchema = z.object({
  clientId: z.string(),
  since: z.string(),
  /** Slowest first: exactly the days the client's median counts. */
  decisions: z.array(DecidedDaySchema),
});
export type DashboardDecisions = z.infer<typeof DashboardDecisionsSchema>;

export const DASHBOARD_APPROVALS_TEXT = {
  oldestTitle: 'Oldest pending timecards',
  oldestEmpty: 'No timecard is waiting for a decision.',
  medianTitle: 'Median time to decision',
  medianNote: `By client, last ${DECISION_WINDOW_DAYS} days`,
  medianEmpty: `No decision in the last ${DECISION_WINDOW_DAYS} days.`,
  loadError: 'The approval figures could not be loaded.',
  decisionsTitle: (client: string) => `Decisions for ${client}`,
} as const;
