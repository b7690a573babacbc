import type { StoredCorrection } from '../../db/schema/timesheets.ts';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { cardKey, emitTimecardDecisions, timecardData } from '../timesheets/timecard-webhooks.ts';
import { presentCorrection } from '../timesheets/corrections.presenter.ts';

// The correction events: the timecard with its timesheet's keys, the day and the correction as
// the API reads it, raised in one line inside the service's transaction.

type Deps = Pick<ServiceDeps, 'clock'>;

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
