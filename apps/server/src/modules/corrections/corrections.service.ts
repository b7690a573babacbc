import {
  CORRECTION_MESSAGES,
  type AnswerCorrection,
} from '@tallysheet/contract/timesheets/corrections';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import type {
  ApprovalDecisionParsed,
  Timecard,
  Timesheet,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  hoursToMinutes,
  MAX_DAY_MINUTES,
  parseTimesheetId,
  WEEK_DAYS,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { StoredCorrection } from '../../db/schema/timesheets.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import {
  conflict,
  invalidField,
  invalidFields,
  notFound,
  notFoundAt,
} from '../../lib/http-errors.ts';
import { requireFilterIds } from '../timesheets/filters.ts';
import { recordTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import { loadTimesheet, refreshTimesheet } from '../timesheets/timesheet-loader.ts';
import { TIMESHEET_NOT_FOUND } from '../timesheets/timesheets.policy.ts';
import { mailCorrectionDeclined, mailCorrectionsProposed } from './correction-mails.ts';
import {
  answerDayCorrection,
  findDayCorrection,
  hasTask,
  keepVersion,
  lockTimesheetRow,
  proposeDayCorrection,
  touchTimesheet,
} from './corrections.repository.ts';
import { emitCorrectionAnswered, emitCorrectionsProposed } from './correction-webhooks.ts';
import { recordAudit } from '../audit/record.ts';
import { reviewAudit } from '../timesheets/timesheet-audit.ts';
import { assertDaysWritable } from '../locks/locks.service.ts';

type CardDecision = ApprovalDecisionParsed['timeCards'][number];
type DayDecision = NonNullable<CardDecision['days'][WeekDay]>;
type PlainDayDecision = Exclude<DayDecision, { review: 'correction' }>;
type CorrectionDayDecision = Extract<DayDecision, { review: 'correction' }>;

/** A contact's proposed correction for one day, with where it was in the request. */
export interface CorrectionProposal extends CorrectionDayDecision {
  /** The decision's path, e.g. `timeCards.0.days.monday`, for field errors. */
  path: string;
  projectId: string;
  taskId: string;
  day: WeekDay;
}

/**
 * Splits a contact's decisions: approvals and rejections stay in the timecards (for the
 * decision code), corrections come out as proposals (for `proposeCorrections`).
 */
export function takeCorrections<T extends CardDecision>(
  timeCards: T[],
  pathOf = (index: number) => `timeCards.${index}`,
) {
  const proposals: CorrectionProposal[] = [];
  const plain = timeCards.map((card, index) => {
    const days: Partial<Record<WeekDay, PlainDayDecision>> = {};
    for (const day of WEEK_DAYS) {
      const entry = card.days[day];
      if (entry?.review === 'correction')
        proposals.push({
          ...entry,
          path: `${pathOf(index)}.days.${day}`,
          projectId: card.projectId,
          taskId: card.taskId,
          day,
        });
      else if (entry) days[day] = entry;
    }
    return { ...card, days };
  });
  return { timeCards: plain, proposals };
}

const cardOf = (timesheet: Timesheet, projectId: string, taskId: string) =>
  timesheet.timeCards.find((card) => card.projectId === projectId && card.taskId === taskId);

type Issue = { path: string; message: string };

/** Field issues of proposals: a change to what was entered, the day's total at most 24 h. */
function proposalIssues(timesheet: Timesheet, proposals: CorrectionProposal[]) {
  return proposals.flatMap((proposal): Issue[] => {
    const { path, projectId, taskId, day, correctedHours } = proposal;
    const entered = cardOf(timesheet, projectId, taskId)!.data[day];
    const description = proposal.correctedDescription ?? entered.description;
    if (correctedHours === entered.hours && description === entered.description)
      return [{ path: `${path}.correctedHours`, message: CORRECTION_MESSAGES.unchanged }];
    const others = timesheet.timeCards
      .filter((card) => card !== cardOf(timesheet, projectId, taskId))
      .reduce((sum, card) => sum + (hoursToMinutes(card.data[day].hours) ?? 0), 0);
    if (others + (hoursToMinutes(correctedHours) ?? 0) > MAX_DAY_MINUTES)
      return [{ path: `${path}.correctedHours`, message: CORRECTION_MESSAGES.dayTotal }];
    return [];
  });
}

/**
 * Records a contact's proposed corrections (issue 29 §4) on worked, undecided days of a
 * submitted timesheet (the decision code checks that): each day reads `correction` until the
 * associate answers, the timecard stays pending, the associate is e-mailed, and the
 * timesheet's history says so. Called wherever a contact's decisions are applied.
 */
export async function proposeCorrections(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    timesheetId: string;
    contact: { contactId: string; name: string };
    proposals: CorrectionProposal[];
  },
): Promise<number> {
  const { tenantId, timesheetId, contact, proposals } = params;
  if (proposals.length === 0) return 0;
  const timesheet = (await loadTimesheet(tx, { tenantId, timesheetId }))?.timesheet;
  if (!timesheet) throw notFound(TIMESHEET_NOT_FOUND);
  const issues = proposalIssues(timesheet, proposals);
  if (issues.length) throw invalidFields(issues);
  const at = deps.clock.now();
  const key = { tenantId, timesheetId: timesheet.timesheetId };
  const proposed = [];
  for (const proposal of proposals) {
    const card = cardOf(timesheet, proposal.projectId, proposal.taskId)!;
    const entered = card.data[proposal.day];
    const correction: StoredCorrection = {
      hours: proposal.correctedHours,
      description: proposal.correctedDescription ?? entered.description,
      comment: proposal.reviewComment,
      proposedBy: contact.name,
      proposedAt: at.toISOString(),
      state: 'proposed',
      originalHours: entered.hours,
      originalDescription: entered.description,
      contactId: contact.contactId,
    };
    const changed = await proposeDayCorrection(tx, {
      ...key,
      projectId: card.projectId,
      taskId: card.taskId,
      day: entered.date,
      correction,
      at,
    });
    if (changed) proposed.push({ card, date: entered.date, correction });
  }
  const recipients = await mailCorrectionsProposed(tx, deps, { tenantId, timesheet, proposed });
  await recordTimesheetEvents(
    tx,
    proposed.map(({ card, date, correction }) => ({
      ...key,
      projectId: card.projectId,
      kind: 'correction-proposed' as const,
      actorName: contact.name,
      recipients,
      detail: eventDetail(card, date, correction),
      at,
    })),
  );
  await emitCorrectionsProposed(tx, deps, { tenantId, timesheet, proposed });
  return proposed.length;
}

const eventDetail = (card: Timecard, date: string, correction: StoredCorrection) => ({
  day: date,
  taskName: card.taskName,
  hours: String(correction.originalHours),
  correctedHours: String(correction.hours),
  comment: correction.comment,
  ...(correction.reply !== undefined && { reply: correction.reply }),
  ...(correction.onBehalf && { onBehalfOf: correction.onBehalfOf ?? '' }),
});

/**
 * Who answers a timesheet's corrections: its associate; an Administrator only on their
 * behalf, saying so (`onBehalf: true`). To anyone else the timesheet does not exist.
 */
function authorizeAnswer(caller: AuthContext, timesheetId: string, onBehalf: boolean) {
  const key = parseTimesheetId(timesheetId);
  if (!key || key.tenantId !== caller.tenantId) throw notFound(TIMESHEET_NOT_FOUND);
  if (key.userId === caller.userId) return;
  if (!isAdministrator(caller.role)) throw notFound(TIMESHEET_NOT_FOUND);
  if (!onBehalf) throw invalidField('onBehalf', CORRECTION_MESSAGES.onBehalfOnly);
}

/**
 * POST /ts/corrections/{timesheetId} (issue 29 §4): the associate accepts a proposed
 * correction (the day is approved with the corrected hours and description, kept as a new
 * version of the timesheet) or declines it with a reply (the day goes back to the contact,
 * undecided, who is e-mailed a new link). Either way both parties and times are recorded.
 */
export function answerCorrection({
  deps,
  caller,
  timesheetId,
  input,
}: ServiceCall & {
  timesheetId: string;
  input: AnswerCorrection;
}): Promise<Timesheet> {
  const { tenantId } = caller;
  authorizeAnswer(caller, timesheetId, input.onBehalf === true);
  return deps.db.withTenant(tenantId, async (tx) => {
    const key = { tenantId, timesheetId };
    if (!(await lockTimesheetRow(tx, key))) throw notFound(TIMESHEET_NOT_FOUND);
    const { timesheet } = (await loadTimesheet(tx, key))!;
    const card = cardOf(timesheet, input.projectId, input.taskId);
    if (!card) {
      // An id not of the tenant is a 404 naming it (API.md); the tenant's own, not in the week,
      // has no correction to answer.
      await requireFilterIds(tx, tenantId, { projectId: input.projectId });
      if (!(await hasTask(tx, { tenantId, taskId: input.taskId })))
        throw notFoundAt('taskId', 'Task not found');
      throw conflict(CORRECTION_MESSAGES.nothingProposed);
    }
    const day = card.data[input.day];
    const dayKey = { ...key, projectId: card.projectId, taskId: card.taskId, day: day.date };
    const stored = day.review === 'correction' ? await findDayCorrection(tx, dayKey) : undefined;
    if (stored?.state !== 'proposed') throw conflict(CORRECTION_MESSAGES.nothingProposed);
    // Issue 30 §1: a correction in a closed period waits until the period is reopened.
    await assertDaysWritable(tx, tenantId, [{ clientId: card.clientId, day: day.date }]);
    const at = deps.clock.now();
    const onBehalf = caller.userId !== timesheet.userId;
    const correction: StoredCorrection = {
      ...stored,
      state: input.accept ? 'accepted' : 'declined',
      ...(!input.accept && { reply: input.reply ?? '' }),
      answeredBy: caller.name,
      answeredAt: at.toISOString(),
      ...(onBehalf && { onBehalf: true, onBehalfOf: timesheet.userFullName }),
    };
    if (input.accept)
      await keepVersion(tx, {
        ...key,
        version: timesheet.version,
        submittedAt: new Date(timesheet.submittedAt!),
        submittedBy: timesheet.submittedBy,
        timeCards: timesheet.timeCards,
        at,
      });
    else await touchTimesheet(tx, { ...key, at });
    await answerDayCorrection(tx, { ...dayKey, correction });
    const answered = (await refreshTimesheet(tx, key))!;
    const answer = input.accept ? 'correction.accept' : 'correction.decline';
    await recordAudit(tx, deps, reviewAudit(caller, answer, timesheet, answered));
    const recipients = input.accept
      ? []
      : await mailCorrectionDeclined(tx, deps, {
          tenantId,
          timesheet: answered,
          card,
          date: day.date,
          correction,
        });
    await recordTimesheetEvents(tx, [
      {
        ...key,
        projectId: card.projectId,
        kind: input.accept ? 'correction-accepted' : 'correction-declined',
        actorName: caller.name,
        recipients,
        detail: eventDetail(card, day.date, correction),
        at,
      },
    ]);
    await emitCorrectionAnswered(tx, deps, tenantId, {
      timesheet,
      answered,
      card,
      day,
      correction,
    });
    return answered;
  });
}
