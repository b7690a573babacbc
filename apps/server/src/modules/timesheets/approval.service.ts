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
import type { ApprovalSubject } from './timecard-mails.ts';
import { loadTimesheet, refreshTimesheet } from './timesheet-loader.ts';
import { TIMESHEET_NOT_FOUND } from './timesheets.policy.ts';
import { decideDays, findLinkedContactName, setManagerComments } from './approval.repository.ts';
import { updateTimesheet } from './timesheets.repository.ts';
import { noticeRejected } from './timesheet-notices.ts';
import { proposeCorrections, takeCorrections } from '../corrections/corrections.service.ts';

/** A verified approval link: its tenant, what it opens, until when. */
export interface ApprovalLink {
  tenantId: string;
  subject: Record<string, string>;
  expiresAt: Date;
}

const worked = (card: Timecard) => WEEK_DAYS.filter((day) => card.data[day].hours > 0);
const isDecided = (cards: Timecard[]) =>
  cards.every((card) => worked(card).every((day) => card.data[day].review !== null));

function subjectOf(link: ApprovalLink): ApprovalSubject {
  const { timesheetId, projectId, contactId, version } = link.subject;
  if (!timesheetId || !projectId || !contactId || !version) throw notFound(TIMESHEET_NOT_FOUND);
  return { timesheetId, projectId, contactId, version };
}

async function readApproval(tx: Tx, link: ApprovalLink): Promise<ApprovalView> {
  const subject = subjectOf(link);
  // Only a live contact still on the project decides; their links are revoked when that ends,
  // and this check holds for any path that missed it (issue 26).
  const contactName = await findLinkedContactName(tx, {
    tenantId: link.tenantId,
    contactId: subject.contactId,
    projectId: subject.projectId,
  });
  if (contactName === undefined) throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
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
    contactName,
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

/** What an approval link shows. Opening it never changes anything (mail scanners open links). */
export function getApproval({ deps, link }: { deps: ServiceDeps; link: ApprovalLink }) {
  return deps.db.withTenant(link.tenantId, (tx) => readApproval(tx, link));
}

type Decisions = ApprovalDecisionParsed;

/** Field issues of the decisions against what the link shows; returns the decided days. */
function checkDecisions(view: ApprovalView, input: Decisions) {
  const issues: { path: string; message: string }[] = [];
  const taken: { path: string; message: string }[] = [];
  input.timeCards.forEach((decision, index) => {
    const card = view.timeCards.find(
      (candidate) =>
        candidate.projectId === decision.projectId && candidate.taskId === decision.taskId,
    );
    if (!card) {
      issues.push({ path: `timeCards.${index}.taskId`, message: 'Not part of this timecard' });
      return;
    }
    for (const day of WEEK_DAYS) {
      if (!decision.days[day]) continue;
      const path = `timeCards.${index}.days.${day}`;
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
 * Records a project contact's decisions from the approval portal (A§2.2 /approve-time):
 * approve or reject each worked day (a rejection with a comment), one by one or all at
 * once. Days already decided stay as they are; once every day is decided the link is read-only.
 */
export function decideApproval({
  deps,
  link,
  input,
}: {
  deps: ServiceDeps;
  link: ApprovalLink;
  input: Decisions;
}): Promise<ApprovalView> {
  return deps.db.withTenant(link.tenantId, async (tx) => {
    const view = await readApproval(tx, link);
    if (view.decided) throw conflict(TIMESHEET_API_MESSAGES.linkUsed);
    checkDecisions(view, input);
    const { timeCards, proposals } = takeCorrections(input.timeCards);
    const reviewer = { kind: 'contact' as const, name: view.contactName, at: deps.clock.now() };
    const key = { tenantId: link.tenantId, timesheetId: subjectOf(link).timesheetId };
    for (const decision of timeCards) {
      const days = WEEK_DAYS.flatMap((day: WeekDay) => {
        const entry = decision.days[day];
        if (!entry) return [];
        const date = view.timeCards.find((card) => card.taskId === decision.taskId)!.data[day].date;
        return [{ day: date, review: entry.review, reviewComment: entry.reviewComment }];
      });
      await decideDays(tx, {
        ...key,
        projectId: decision.projectId,
        taskId: decision.taskId,
        decisions: days,
        reviewer,
        onlyUndecided: true,
      });
      if (decision.managerComments !== undefined)
        await setManagerComments(tx, {
          ...key,
          projectId: decision.projectId,
          taskId: decision.taskId,
          managerComments: decision.managerComments,
        });
    }
    const contact = { contactId: subjectOf(link).contactId, name: view.contactName };
    await proposeCorrections(tx, deps, { ...key, contact, proposals });
    await updateTimesheet(tx, key, { updatedAt: reviewer.at });
    const reviewed = await refreshTimesheet(tx, key);
    const rejects = input.timeCards.some((card) =>
      Object.values(card.days).some((day) => day?.review === 'rejected'),
    );
    if (rejects && reviewed)
      await noticeRejected(tx, deps, {
        tenantId: link.tenantId,
        timesheet: reviewed,
        reviewer: view.contactName,
      });
    return readApproval(tx, link);
  });
}
