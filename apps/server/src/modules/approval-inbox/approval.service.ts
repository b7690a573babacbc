import {
  TIMESHEET_API_MESSAGES,
  type ApprovalDecisionParsed,
  type ApprovalView,
  type Timecard,
} from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import {
  conflict,
  HttpError,
  invalidFields,
  notFound,
  unauthorized,
} from '../../lib/http-errors.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import type { ApprovalSubject } from '../timesheets/timecard-mails.ts';
import { loadTimesheet, refreshTimesheet } from '../timesheets/timesheet-loader.ts';
import { TIMESHEET_NOT_FOUND } from '../timesheets/timesheets.policy.ts';
import { decideCard, updateTimesheet } from '../timesheets/decisions.service.ts';
import { findLinkedContactName } from './inbox.repository.ts';
import { guardDecisions } from '../locks/timesheet-locks.ts';
import { noticeRejected } from '../timesheets/timesheet-notices.ts';
import { standInDecider, recordDecisionOnBehalf } from '../delegations/stand-in-links.ts';
import { queueDecisionReceipt } from './decision-receipt.ts';
import type { DecidedDay } from './decided-day.ts';
import { proposeCorrections, takeCorrections } from '../corrections/corrections.service.ts';
import { emitTimecardDecisions } from '../timesheets/timecard-webhooks.ts';
import { recordAudit } from '../audit/record.ts';
import { contactDecisionAudit } from '../timesheets/timesheet-audit.ts';

/** A verified approval link: its tenant, what it opens, until when. */
export interface ApprovalLink {
  /** Which link (a handle of the token), for the audit trail. */
  id?: string;
  tenantId: string;
  subject: Record<string, string>;
  expiresAt: Date;
}

const worked = (card: Timecard) => WEEK_DAYS.filter((day) => card.data[day].hours > 0);
const isDecided = (cards: Timecard[]) =>
  cards.every((card) => worked(card).every((day) => card.data[day].review !== null));

function subjectOf(link: ApprovalLink): ApprovalSubject {
  const { timesheetId, projectId, contactId, version, delegateContactId } = link.subject;
  if (!timesheetId || !projectId || !contactId || !version) throw notFound(TIMESHEET_NOT_FOUND);
  return { timesheetId, projectId, contactId, version, delegateContactId };
}

async function readApproval(tx: Tx, deps: ServiceDeps, link: ApprovalLink): Promise<ApprovalView> {
  const subject = subjectOf(link);
  // Only a live contact still on the project decides; their links are revoked when that ends,
  // and this check holds for any path that missed it (issue 26).
  const contactName = await findLinkedContactName(tx, {
    tenantId: link.tenantId,
    contactId: subject.contactId,
    projectId: subject.projectId,
  });
  if (contactName === undefined) throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
  // An alternate's link decides by the alternate's name, on the absent contact's behalf.
  const standIn =
    subject.delegateContactId &&
    (await standInDecider(tx, deps, {
      tenantId: link.tenantId,
      contactId: subject.contactId,
      delegateContactId: subject.delegateContactId,
      contactName,
    }));
  const loaded = await loadTimesheet(tx, {
    tenantId: link.tenantId,
    timesheetId: subject.timesheetId,
  });
  // The link is for a submitted version: a resubmission revokes the links of the projects it
  // sends again (every project when the whole week is resubmitted, only the rejected days'
  // when they alone are), and deletion revokes them all; a link of an untouched project stays.
  if (!loaded || !loaded.row.submittedAt || Number(subject.version) > loaded.row.version)
    throw notFound(TIMESHEET_NOT_FOUND);
  const { timesheet } = loaded;
  const cards = timesheet.timeCards.filter(
    (card) => card.projectId === subject.projectId && card.totalHours > 0,
  );
  if (cards.length === 0) throw notFound(TIMESHEET_NOT_FOUND);
  return {
    companyName: await companyNameOf(tx, link.tenantId),
    contactName: standIn ? standIn.name : contactName,
    ...(standIn && { onBehalfOf: standIn.onBehalfOf }),
    userFullName: timesheet.userFullName,
    periodStart: timesheet.periodStart,
    periodEnd: timesheet.periodEnd,
    submittedAt: timesheet.submittedAt,
    clientName: cards[0]!.clientName,
    projectName: cards[0]!.projectName,
    timeCards: cards,
    totalHours: cards.reduce((sum, card) => sum + card.totalHours, 0),
    decided: isDecided(cards),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** A decision sent through a verified link (a timecard's or an inbox's): deps, link, body. */
export interface LinkRequest<Link, Input> {
  deps: ServiceDeps;
  link: Link;
  input: Input;
}

/** What an approval link shows. Opening it never changes anything (mail scanners open links). */
export function getApproval({ deps, link }: { deps: ServiceDeps; link: ApprovalLink }) {
  return deps.db.withTenant(link.tenantId, (tx) => readApproval(tx, deps, link));
}

type Decisions = ApprovalDecisionParsed;

type CardDecision = Decisions['timeCards'][number];

/** Field issues of the decisions against the timecards shown; `pathOf` names a decision in the request. */
function checkDecisions(
  cards: Timecard[],
  decisions: CardDecision[],
  pathOf = (index: number) => `timeCards.${index}`,
) {
  const issues: { path: string; message: string }[] = [];
  const taken: { path: string; message: string }[] = [];
  decisions.forEach((decision, index) => {
    const card = cards.find(
      (candidate) =>
        candidate.projectId === decision.projectId && candidate.taskId === decision.taskId,
    );
    if (!card) {
      issues.push({ path: `${pathOf(index)}.taskId`, message: 'Not part of this timecard' });
      return;
    }
    for (const day of WEEK_DAYS) {
      if (!decision.days[day]) continue;
      const path = `${pathOf(index)}.days.${day}`;
      if (card.data[day].hours <= 0)
        issues.push({ path, message: TIMESHEET_API_MESSAGES.notWorked });
      else if (card.data[day].review !== null)
        taken.push({ path, message: TIMESHEET_API_MESSAGES.decided });
    }
  });
  if (issues.length) throw invalidFields(issues);
  if (taken.length) throw new HttpError(409, TIMESHEET_API_MESSAGES.decided, { issues: taken });
}

/**
 * Records a contact's decisions on one timesheet's timecards (those `cards` shows them): checks
 * them, records each day (days already decided stay as they are), keeps the statuses and tells
 * the company of rejections. The timecard link and the inbox both decide through here.
 */
export async function applyContactDecisions(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    timesheet: { timesheetId: string; userFullName: string; periodStart: string };
    cards: Timecard[];
    decisions: CardDecision[];
    contactId: string;
    contactName: string;
    /** The absent contact an alternate decides a project's timecards for (issue 29 §3), if any. */
    onBehalfOf?: (projectId: string) => string | undefined;
    /** The link the contact decided through (its handle), for the audit trail. */
    via?: string;
    pathOf?: (index: number) => string;
  },
): Promise<DecidedDay[]> {
  const { cards, decisions, timesheet } = params;
  checkDecisions(cards, decisions, params.pathOf);
  const at = deps.clock.now();
  const reviewerOf = (projectId: string) => ({
    kind: 'contact' as const,
    name: params.contactName,
    at,
    onBehalfOf: params.onBehalfOf?.(projectId),
  });
  const key = { tenantId: params.tenantId, timesheetId: timesheet.timesheetId };
  const decided: DecidedDay[] = [];
  for (const decision of decisions) {
    const card = cards.find(
      (candidate) =>
        candidate.projectId === decision.projectId && candidate.taskId === decision.taskId,
    )!;
    const reviewer = reviewerOf(decision.projectId);
    const days = WEEK_DAYS.flatMap((day: WeekDay) => {
      const entry = decision.days[day];
      if (!entry) return [];
      const { date, hours } = card.data[day];
      decided.push({
        timesheetId: timesheet.timesheetId,
        userFullName: timesheet.userFullName,
        periodStart: timesheet.periodStart,
        projectName: card.projectName,
        taskName: card.taskName,
        date,
        hours,
        review: entry.review,
        reviewComment: entry.reviewComment,
        onBehalfOf: reviewer.onBehalfOf,
      });
      // A proposed correction is not a decision: proposeCorrections records it below.
      if (entry.review === 'correction') return [];
      return [{ day: date, review: entry.review, reviewComment: entry.reviewComment }];
    });
    // Issue 30 §1: no decision (nor proposed correction) on a closed day or against an approved one.
    const open = await guardDecisions(
      tx,
      params.tenantId,
      { ...card, periodStart: timesheet.periodStart },
      WEEK_DAYS.flatMap((day: WeekDay) => {
        const entry = decision.days[day];
        return entry ? [{ day: card.data[day].date, review: entry.review }] : [];
      }),
    );
    await decideCard(tx, {
      ...key,
      card: decision,
      decisions: days.filter((day) => open.some((kept) => kept.day === day.day)),
      reviewer,
      onlyUndecided: true,
    });
  }
  const { proposals } = takeCorrections(decisions, params.pathOf);
  const contact = { contactId: params.contactId, name: params.contactName };
  await proposeCorrections(tx, deps, { ...key, contact, proposals });
  await updateTimesheet(tx, key, { updatedAt: at });
  for (const projectId of new Set(decisions.map((decision) => decision.projectId)))
    await recordDecisionOnBehalf(tx, {
      ...key,
      projectId,
      reviewer: reviewerOf(projectId),
      input: { timeCards: decisions.filter((decision) => decision.projectId === projectId) },
    });
  const reviewed = await refreshTimesheet(tx, key);
  await recordAudit(tx, deps, contactDecisionAudit(params, cards, reviewed));

  if (reviewed && decided.some((day) => day.review === 'rejected'))
    await noticeRejected(tx, deps, {
      tenantId: params.tenantId,
      timesheet: reviewed,
      reviewer: params.contactName,
    });
  await emitTimecardDecisions(tx, deps, params.tenantId, cards, reviewed);
  return decided;
}

/**
 * Records a project contact's decisions from the approval portal (A§2.2 /approve-time):
 * approve or reject each worked day (a rejection with a comment), one by one or all at
 * once. Days already decided stay as they are; once every day is decided the link is read-only.
 */
export function decideApproval({
  deps,
  link,
  input,
}: LinkRequest<ApprovalLink, Decisions>): Promise<ApprovalView> {
  return deps.db.withTenant(link.tenantId, async (tx) => {
    const view = await readApproval(tx, deps, link);
    if (view.decided) throw conflict(TIMESHEET_API_MESSAGES.linkUsed);
    const subject = subjectOf(link);
    const decided = await applyContactDecisions(tx, deps, {
      tenantId: link.tenantId,
      timesheet: { ...view, timesheetId: subject.timesheetId },
      cards: view.timeCards,
      decisions: input.timeCards,
      contactId: subject.contactId,
      contactName: view.contactName,
      onBehalfOf: () => view.onBehalfOf,
      via: link.id,
    });
    // The receipt goes to whoever decided: the alternate, when it was them.
    await queueDecisionReceipt(tx, deps, {
      tenantId: link.tenantId,
      contactId: subject.delegateContactId ?? subject.contactId,
      days: decided,
    });
    return readApproval(tx, deps, link);
  });
}
