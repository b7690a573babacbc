import type { AuditActor } from '@tallysheet/contract/audit/audit';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { approvalStamp } from './approval-stamp.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor, contactActor } from '../audit/actors.ts';
import { decisionContent } from '../audit/decision-content.ts';
import type { AuditEntryInput } from '../audit/record.ts';

/**
 * The trail's entries for timesheets and their decisions, built from the timesheet as the
 * service read it before and after the change (services call these in one line each).
 */

/** A timecard as the trail keeps it: its place, status and each day with hours, a text or a decision. */
function cardFields(card: Timecard) {
  const days: Record<string, unknown> = {};
  for (const name of WEEK_DAYS) {
    const day = card.data[name];
    if (day.hours <= 0 && !day.description && day.review === null) continue;
    days[day.date] = {
      hours: day.hours,
      description: day.description,
      review: day.review,
      reviewComment: day.reviewComment,
      reviewedBy: day.reviewedBy,
      correction: day.correction,
    };
  }
  return {
    projectId: card.projectId,
    projectName: card.projectName,
    taskId: card.taskId,
    taskName: card.taskName,
    status: card.status,
    managerComments: card.managerComments,
    days,
  };
}

/** A timesheet as the trail keeps it (its earlier versions are entries of their own). */
export function timesheetFields(timesheet: Timesheet | null | undefined) {
  if (!timesheet) return null;
  return {
    userId: timesheet.userId,
    userFullName: timesheet.userFullName,
    periodStart: timesheet.periodStart,
    status: timesheet.status,
    version: timesheet.version,
    submittedAt: timesheet.submittedAt,
    submittedBy: timesheet.submittedBy,
    resubmissionAllowed: timesheet.resubmissionAllowed,
    totalHours: timesheet.totalHours,
    timeCards: timesheet.timeCards.map(cardFields),
  };
}

/** A whole-timesheet change by a signed-in caller (save, submit, delete): before and after as kept. */
export function timesheetAudit(
  caller: AuthContext,
  action: string,
  before: Timesheet | null | undefined,
  after: Timesheet | null | undefined,
): AuditEntryInput | null {
  const timesheetId = after?.timesheetId ?? before?.timesheetId;
  if (!timesheetId) return null;
  return {
    tenantId: caller.tenantId,
    actor: callerActor(caller),
    action,
    entityType: 'timesheet',
    entityId: timesheetId,
    before: timesheetFields(before),
    after: timesheetFields(after),
  };
}

/** A week saved as a draft or submitted (PUT /submit-time/week). */
export const weekAudit = (
  caller: AuthContext,
  submit: boolean,
  before: Timesheet | null | undefined,
  after: Timesheet,
) => timesheetAudit(caller, submit ? 'submit' : 'save', before, after);

/** Allowing resubmission given or taken back. */
export const resubmissionAudit = (
  caller: AuthContext,
  timesheet: Timesheet,
  allowed: boolean,
  reopened?: { days?: readonly object[]; reason?: string },
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: allowed ? 'resubmission.allow' : 'resubmission.revoke',
  entityType: 'timesheet',
  entityId: timesheet.timesheetId,
  before: { resubmissionAllowed: timesheet.resubmissionAllowed },
  // Issue 30 §1: the approved days an administrator reopened, and why, are part of the change.
  after: {
    resubmissionAllowed: allowed,
    ...(reopened?.days?.length && { reopenedDays: reopened.days, reason: reopened.reason }),
  },
});

const cardKey = (card: { projectId: string; taskId: string }) =>
  `${card.projectId}\u0000${card.taskId}`;

/**
 * A decision on a timesheet's timecards (a review, a contact's decision, a correction's
 * answer): the timecards it changed, before and after. The after side is the decision's
 * canonical content (issue 30 §3): the tenant, timesheet and version, and each changed
 * timecard's days with their hours, decisions, reviewers and times; and, once the whole
 * timesheet is approved, its approval fingerprint, as printed on the approved PDF.
 */
export function decisionEntry(params: {
  tenantId: string;
  actor: AuditActor;
  action: string;
  before: Timesheet | Timecard[];
  after: Timesheet | null | undefined;
}): AuditEntryInput | null {
  const { after } = params;
  if (!after) return null;
  const beforeCards = Array.isArray(params.before) ? params.before : params.before.timeCards;
  const earlier = new Map(
    beforeCards.map((card) => [cardKey(card), JSON.stringify(cardFields(card))]),
  );
  const changed = after.timeCards.filter((card) => {
    const was = earlier.get(cardKey(card));
    return was !== undefined && was !== JSON.stringify(cardFields(card));
  });
  if (changed.length === 0) return null;
  const keys = new Set(changed.map(cardKey));
  const fingerprint = approvalStamp(params.tenantId, after)?.fingerprint;
  return {
    tenantId: params.tenantId,
    actor: params.actor,
    action: params.action,
    entityType: 'timesheet',
    entityId: after.timesheetId,
    before: { timeCards: beforeCards.filter((card) => keys.has(cardKey(card))).map(cardFields) },
    after: {
      tenantId: params.tenantId,
      timesheetId: after.timesheetId,
      version: after.version,
      status: after.status,
      timeCards: changed.map(cardFields),
      ...(fingerprint && { fingerprint }),
    },
    decision: decisionContent({ action: params.action, before: beforeCards, after, fingerprint }),
  };
}

/** An administrator's review (POST /ts/review) or a correction answered by a signed-in caller. */
export const reviewAudit = (
  caller: AuthContext,
  action: string,
  before: Timesheet,
  after: Timesheet | null | undefined,
) =>
  decisionEntry({ tenantId: caller.tenantId, actor: callerActor(caller), action, before, after });

/** A contact's decision through a link (the timecard link or the inbox): `via` names the link. */
export const contactDecisionAudit = (
  decider: { tenantId: string; contactId: string; contactName: string; via?: string },
  before: Timecard[],
  after: Timesheet | null | undefined,
) =>
  decisionEntry({
    tenantId: decider.tenantId,
    actor: contactActor({ id: decider.contactId, name: decider.contactName }, decider.via),
    action: 'decide',
    before,
    after,
  });
