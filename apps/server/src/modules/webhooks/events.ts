import type { StoredCorrection } from '../../db/schema/timesheets.ts';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { presentClient } from '../clients/clients.presenter.ts';
import { clientsService } from '../clients/clients.service.ts';
import { presentCorrection } from '../corrections/corrections.presenter.ts';
import { presentUser, type LoadedUser } from '../users/users.presenter.ts';
import { emitWebhookEvent } from './emit.ts';

/**
 * The events the services raise, each built here so that a service calls one line inside its
 * own transaction. Payloads are the API's own shapes: a user as GET /users/v2/{id}, a client
 * as GET /crm/ps/clients/{id}, a timesheet as /ts, a timecard with its timesheet's keys.
 */

type Deps = Pick<ServiceDeps, 'clock'>;

/** `user.created` / `user.archived` with the user as the API reads it. */
export function emitUserEvent(
  tx: Tx,
  deps: Deps,
  type: 'user.created' | 'user.archived',
  user: LoadedUser,
) {
  const data = presentUser(user);
  return emitWebhookEvent(tx, deps, { tenantId: user.row.tenantId, type, data });
}

/** `client.created` with the client as the API reads it. */
export async function emitClientCreated(
  tx: Tx,
  deps: Deps,
  params: { tenantId: string; clientId: string },
) {
  const row = await clientsService.require(tx, { tenantId: params.tenantId, id: params.clientId });
  return emitWebhookEvent(tx, deps, {
    tenantId: params.tenantId,
    type: 'client.created',
    data: presentClient(row),
  });
}

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

const cardKey = (card: { projectId: string; taskId: string }) =>
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

/** `timecard.correction_proposed` per proposed day: the timecard, the day and the correction. */
export async function emitCorrectionsProposed(
  tx: Tx,
  deps: Deps,
  params: {
    tenantId: string;
    timesheet: Timesheet;
    proposed: { card: Timecard; date: string; correction: StoredCorrection }[];
  },
) {
  for (const { card, date, correction } of params.proposed)
    await emitWebhookEvent(tx, deps, {
      tenantId: params.tenantId,
      type: 'timecard.correction_proposed',
      data: {
        ...timecardData(params.timesheet, card),
        day: date,
        correction: presentCorrection(correction),
      },
    });
}

/**
 * `timecard.correction_accepted` when the associate accepts a correction (the timecard as it
 * now reads), then `timecard.approved` if that made the timecard approved. A declined one
 * raises nothing.
 */
export async function emitCorrectionAnswered(
  tx: Tx,
  deps: Deps,
  tenantId: string,
  params: {
    timesheet: Timesheet;
    answered: Timesheet;
    card: { projectId: string; taskId: string };
    day: { date: string };
    correction: StoredCorrection;
  },
) {
  const { answered } = params;
  if (params.correction.state !== 'accepted') return;
  const card = answered.timeCards.find((one) => cardKey(one) === cardKey(params.card));
  if (!card) return;
  await emitWebhookEvent(tx, deps, {
    tenantId,
    type: 'timecard.correction_accepted',
    data: {
      ...timecardData(answered, card),
      day: params.day.date,
      correction: presentCorrection(params.correction),
    },
  });
  await emitTimecardDecisions(tx, deps, tenantId, params.timesheet.timeCards, answered);
}

/** `period.closed` / `period.reopened` with the period lock as GET /admin/period-locks lists it. */
export function emitPeriodEvent(
  tx: Tx,
  deps: Deps,
  params: { tenantId: string; type: 'period.closed' | 'period.reopened'; lock: object },
) {
  const { tenantId, type, lock } = params;
  return emitWebhookEvent(tx, deps, { tenantId, type, data: lock });
}
