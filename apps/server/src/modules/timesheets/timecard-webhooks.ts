import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';

// The timesheet and timecard events, in the API's own shapes (a timesheet as /ts reads it, a
// timecard with its timesheet's keys): raised in one line inside the service's transaction.

type Deps = Pick<ServiceDeps, 'clock'>;

/** `timesheet.submitted` with the timesheet as the API reads it. */
export function emitTimesheetSubmitted(
  tx: Tx,
  deps: Deps,
  params: { tenantId: string; timesheet: Timesheet },
) {
  return emitWebhookEvent(tx, deps, {
    tenantId: params.tenantId,
    type: 'timesheet.submitted',
    data: params.timesheet,
  });
}

export const cardKey = (card: { projectId: string; taskId: string }) =>
  `${card.projectId}\u0000${card.taskId}`;

/** A timecard with the keys of its timesheet (the `data` of every timecard event). */
export const timecardData = (timesheet: Timesheet, timeCard: Timecard) => ({
  timesheetId: timesheet.timesheetId,
  userId: timesheet.userId,
  userFullName: timesheet.userFullName,
  periodStart: timesheet.periodStart,
  periodEnd: timesheet.periodEnd,
  timeCard,
});

/**
 * `timecard.approved` for each timecard a decision made approved, and `timecard.rejected` for
 * each it made rejected (an administrator's review, a contact's link or inbox, an accepted
 * correction): the statuses before and after the change are compared.
 */
export async function emitTimecardDecisions(
  tx: Tx,
  deps: Deps,
  tenantId: string,
  before: Timecard[],
  after: Timesheet | undefined,
) {
  if (!after) return;
  const was = new Map(before.map((card) => [cardKey(card), card.status]));
  for (const card of after.timeCards) {
    if (was.get(cardKey(card)) === card.status) continue;
    if (card.status !== 'approved' && card.status !== 'rejected') continue;
    await emitWebhookEvent(tx, deps, {
      tenantId,
      type: card.status === 'approved' ? 'timecard.approved' : 'timecard.rejected',
      data: timecardData(after, card),
    });
  }
}
