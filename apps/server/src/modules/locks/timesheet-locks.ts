import {
  PERIOD_LOCK_MESSAGES,
  sameCell,
  type ReopenedDay,
} from '@tallysheet/contract/locks/period-locks';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDay, WEEK_DAYS, weekDates } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField } from '../../lib/http-errors.ts';
import { recordTimesheetEvents } from '../timesheets/events.service.ts';
import { findReopenedDays, setReopenedDays } from './locks.repository.ts';
import { assertDaysWritable } from './locks.service.ts';

/**
 * The locks (issue 30 §1) on the timesheet-wide writes: delete, allow resubmission, and the
 * decisions of administrators and contacts.
 */

type Key = { tenantId: string; timesheetId: string };

/** The worked or described days of a timesheet, with their cell, client and decision. */
function daysOf(timesheet: Pick<Timesheet, 'timesheetId' | 'periodStart' | 'timeCards'>) {
  const dates = weekDates(timesheet.periodStart);
  return timesheet.timeCards.flatMap((card) =>
    WEEK_DAYS.flatMap((name) => {
      const data = card.data[name];
      if (data.hours <= 0 && !data.description) return [];
      return [
        {
          timesheetId: timesheet.timesheetId,
          projectId: card.projectId,
          taskId: card.taskId,
          clientId: card.clientId,
          day: dates[name],
          worked: data.hours > 0,
          approved: data.review === 'approved',
        },
      ];
    }),
  );
}

/** Delete: refused when a day is closed (PERIOD_CLOSED) or approved and not reopened (DAY_APPROVED). */
export async function assertTimesheetDeletable(tx: Tx, key: Key, timesheet: Timesheet) {
  const reopened = timesheet.resubmissionAllowed ? await findReopenedDays(tx, key) : [];
  await assertDaysWritable(
    tx,
    key.tenantId,
    daysOf(timesheet).map((day) => ({
      ...day,
      approved: day.approved && !reopened.some((open) => sameCell(open, day)),
    })),
  );
}

/**
 * Allow Resubmission (A§4, extended by issue 30 §1). An approved day stays locked unless the
 * administrator picks it, with a reason; a timesheet whose worked days are all approved needs
 * that pick (400 naming `days`). No day reopens in a closed period (PERIOD_CLOSED): neither a
 * picked one nor, without picks, a worked day that is not approved. Revoking forgets the picks.
 * The picks go in the timesheet's history. Audit and webhooks for the day reopen belong here.
 */
export async function reopenDaysForResubmission(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    actorName: string;
    timesheet: Timesheet;
    allowed: boolean;
    days?: ReopenedDay[];
    reason?: string;
  },
) {
  const { timesheet, tenantId } = params;
  const key = { tenantId, timesheetId: timesheet.timesheetId };
  if (!params.allowed) {
    await setReopenedDays(tx, { ...key, days: [] });
    return;
  }
  const stored = daysOf(timesheet);
  const worked = stored.filter((day) => day.worked);
  const picks = params.days ?? [];
  if (picks.length === 0) {
    if (worked.length > 0 && worked.every((day) => day.approved))
      throw invalidField('days', PERIOD_LOCK_MESSAGES.daysRequired);
    await assertDaysWritable(
      tx,
      tenantId,
      worked.filter((day) => !day.approved).map((day) => ({ ...day, approved: false })),
    );
    await setReopenedDays(tx, { ...key, days: [] });
    return;
  }
  if (!params.reason) throw invalidField('reason', PERIOD_LOCK_MESSAGES.reasonRequired);
  const picked = picks.map((pick, index) => {
    const day = stored.find((candidate) => sameCell(candidate, pick));
    if (!day?.approved) throw invalidField(`days.${index}`, PERIOD_LOCK_MESSAGES.dayNotApproved);
    return day;
  });
  await assertDaysWritable(
    tx,
    tenantId,
    picked.map((day) => ({ ...day, approved: false })),
  );
  const unique = picked.filter(
    (day, index) => picked.findIndex((other) => sameCell(other, day)) === index,
  );
  await setReopenedDays(tx, {
    ...key,
    days: unique.map(({ projectId, taskId, day }) => ({ projectId, taskId, day })),
  });
  await recordTimesheetEvents(tx, [
    {
      ...key,
      kind: 'days-reopened',
      actorName: params.actorName,
      detail: {
        days: [...new Set(unique.map((day) => formatDay(day.day)))].join(', '),
        reason: params.reason,
      },
      at: deps.clock.now(),
    },
  ]);
}

/** A decision on a day of a timecard, as the review paths record it. */
export interface DayDecision {
  day: string;
  review: 'approved' | 'rejected' | 'correction';
}

/**
 * The decisions of a review (administrator, portal, inbox) against the locks: a decision on a
 * closed day is refused (PERIOD_CLOSED), and one that would change an approved day
 * (DAY_APPROVED); approving an approved day again changes nothing and is dropped.
 */
export async function guardDecisions<T extends DayDecision>(
  tx: Tx,
  tenantId: string,
  card: Pick<Timecard, 'clientId' | 'data'> & { periodStart: string },
  decisions: T[],
): Promise<T[]> {
  const dates = weekDates(card.periodStart);
  const reviewOf = new Map(WEEK_DAYS.map((name) => [dates[name], card.data[name].review]));
  const kept = decisions.filter(
    (decision) => !(decision.review === 'approved' && reviewOf.get(decision.day) === 'approved'),
  );
  await assertDaysWritable(
    tx,
    tenantId,
    kept.map((decision) => ({
      clientId: card.clientId,
      day: decision.day,
      approved: reviewOf.get(decision.day) === 'approved',
    })),
  );
  return kept;
}
