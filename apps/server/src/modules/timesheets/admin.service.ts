import {
  ADMIN_TIMESHEET_MESSAGES,
  type ReviewParsed,
  type TimesheetListQuery,
  type TimesheetRow,
} from '@tallysheet/contract/timesheets/admin';
import { TIMESHEET_API_MESSAGES, type Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { minutesToHours, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceCall } from '../../lib/deps.ts';
import { conflict, invalidFields, notFound } from '../../lib/http-errors.ts';
import { revokeTimesheetProjectLinks } from '../link-tokens/link-tokens.service.ts';
import { userRowOf } from '../users/users.service.ts';
import { countCardStatuses, listTimesheets } from './admin.repository.ts';
import { requireFilterIds } from './filters.ts';
import { queueTimecardMails } from './timecard-mails.ts';
import { noticeRejected } from './timesheet-notices.ts';
import { loadTimesheet, refreshTimesheet } from './timesheet-loader.ts';
import { authorizeTimesheetRead, TIMESHEET_NOT_FOUND } from './timesheets.policy.ts';
import { decideCard, findProjectRecipients } from './approval.repository.ts';
import { guardDecisions } from '../locks/timesheet-locks.ts';
import { updateTimesheet } from './timesheets.repository.ts';
import { parseTimesheetId } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import { emitTimecardDecisions } from './timecard-webhooks.ts';
import { recordAudit } from '../audit/record.ts';
import { reviewAudit } from './timesheet-audit.ts';

/** All Timesheets (A§2.2): the tenant's timesheets, filtered, sorted and paged in SQL. */
export function listTenantTimesheets({
  deps,
  caller,
  query,
}: ServiceCall & { query: TimesheetListQuery }): Promise<{
  timesheets: TimesheetRow[];
  count: number;
}> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    await requireFilterIds(tx, tenantId, query);
    const { rows, count } = await listTimesheets(tx, { tenantId, query });
    const counts = await countCardStatuses(tx, {
      tenantId,
      timesheetIds: rows.map((row) => row.timesheetId),
    });
    return {
      count,
      timesheets: rows.map(({ totalMinutes, submittedAt, updatedAt, ...row }) => {
        const { resubmissionRequestedAt } = row;
        const statusCounts = { draft: 0, pending: 0, approved: 0, rejected: 0 };
        for (const entry of counts)
          if (entry.timesheetId === row.timesheetId) statusCounts[entry.status] = entry.count;
        return {
          ...row,
          submittedAt: submittedAt?.toISOString() ?? null,
          resubmissionRequestedAt: resubmissionRequestedAt?.toISOString() ?? null,
          updatedAt: updatedAt.toISOString(),
          totalHours: minutesToHours(totalMinutes),
          statusCounts,
        };
      }),
    };
  });
}

async function requireSubmitted(tx: Tx, caller: AuthContext, timesheetId: string) {
  const key = authorizeTimesheetRead(caller, parseTimesheetId(timesheetId));
  const loaded = await loadTimesheet(tx, { tenantId: key.tenantId, timesheetId });
  if (!loaded) throw notFound(TIMESHEET_NOT_FOUND);
  return loaded;
}

type ReviewInput = ReviewParsed;

/** The worked days each decision names, checked against the timesheet: bad ones as field issues. */
function reviewedDays(timesheet: Timesheet, input: ReviewInput) {
  const issues: { path: string; message: string }[] = [];
  const plans = input.timeCards.map((decision, index) => {
    const card = timesheet.timeCards.find(
      (candidate) =>
        candidate.projectId === decision.projectId && candidate.taskId === decision.taskId,
    );
    if (!card) {
      issues.push({ path: `timeCards.${index}.taskId`, message: 'Not part of this timesheet' });
      return null;
    }
    const days = WEEK_DAYS.flatMap((day) => {
      const worked = card.data[day].hours > 0;
      const named = decision.days[day];
      if (named && !worked)
        issues.push({
          path: `timeCards.${index}.days.${day}`,
          message: TIMESHEET_API_MESSAGES.notWorked,
        });
      const review = named?.review ?? (worked ? decision.status : undefined);
      if (!review || !worked) return [];
      const reviewComment =
        named?.reviewComment ?? (review === 'rejected' ? (decision.managerComments ?? '') : '');
      return [{ day: card.data[day].date, review, reviewComment }];
    });
    return { decision, days, card };
  });
  if (issues.length) throw invalidFields(issues);
  return plans.filter((plan) => plan !== null);
}

/**
 * Review (API.md POST /ts/review): an administrator approves or rejects whole timecards or
 * named worked days (a rejection with a comment), replacing earlier decisions; days not named
 * keep theirs; manager comments per timecard. The statuses follow the days.
 */
export function reviewTimesheet({
  deps,
  caller,
  input,
}: ServiceCall & { input: ReviewInput }): Promise<Timesheet> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const { row, timesheet } = await requireSubmitted(tx, caller, input.timesheetId);
    if (!row.submittedAt) throw conflict(ADMIN_TIMESHEET_MESSAGES.notPending);
    const key = { tenantId, timesheetId: input.timesheetId };
    const at = deps.clock.now();
    for (const { decision, days, card } of reviewedDays(timesheet, input)) {
      // Issue 30 §1: no decision on a closed day, none that changes an approved one.
      const open = await guardDecisions(
        tx,
        tenantId,
        { ...card, periodStart: row.periodStart },
        days,
      );
      await decideCard(tx, {
        ...key,
        card: decision,
        decisions: open,
        reviewer: { kind: 'admin', name: caller.name, at },
        onlyUndecided: false,
      });
    }
    await updateTimesheet(tx, key, { updatedAt: at });
    const reviewed = (await refreshTimesheet(tx, key))!;
    await recordAudit(tx, deps, reviewAudit(caller, 'review', timesheet, reviewed));
    const rejects = input.timeCards.some(
      (card) =>
        card.status === 'rejected' ||
        Object.values(card.days ?? {}).some((day) => day?.review === 'rejected'),
    );
    if (rejects)
      await noticeRejected(tx, deps, { tenantId, timesheet: reviewed, reviewer: caller.name });
    await emitTimecardDecisions(tx, deps, tenantId, timesheet.timeCards, reviewed);
    return reviewed;
  });
}

/**
 * Runs `work` in the caller's tenant on a submitted timesheet, with the projects of its
 * timecards still waiting for approval.
 */
function onPendingCards<T>(
  { deps, caller, timesheetId }: ServiceCall & { timesheetId: string },
  work: (
    tx: Tx,
    found: Awaited<ReturnType<typeof requireSubmitted>> & { projectIds: string[] },
  ) => Promise<T>,
) {
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const found = await requireSubmitted(tx, caller, timesheetId);
    const projectIds = [
      ...new Set(
        found.timesheet.timeCards
          .filter((card) => card.status === 'pending')
          .map((card) => card.projectId),
      ),
    ];
    return work(tx, { ...found, projectIds });
  });
}

/** Who would receive the pending timecards again (Resend Approval Emails, A§4). */
export function resendRecipients(call: ServiceCall & { timesheetId: string }) {
  return onPendingCards(call, async (tx, { projectIds }) => {
    if (projectIds.length === 0) return { emails: [] };
    const recipients = await findProjectRecipients(tx, {
      tenantId: call.caller.tenantId,
      projectIds,
    });
    return { emails: [...new Set(recipients.map((recipient) => recipient.email))] };
  });
}

/** E-mails the pending timecards again to their projects' contacts, with fresh approval links. */
export function resendApprovalEmails(call: ServiceCall & { timesheetId: string }) {
  const { deps, caller, timesheetId } = call;
  const { tenantId } = caller;
  return onPendingCards(call, async (tx, { row, timesheet, projectIds }) => {
    if (!row.submittedAt || projectIds.length === 0)
      throw conflict('No timecard of this timesheet is waiting for approval');
    const user = await userRowOf(tx, { tenantId, userId: row.userId });
    // The fresh links replace the old ones: only the newest e-mail decides (issue 26).
    await revokeTimesheetProjectLinks(tx, {
      tenantId,
      timesheetId,
      projectIds,
      at: deps.clock.now(),
    });
    await queueTimecardMails(tx, deps, {
      tenantId,
      timesheet,
      customFields: user?.customFields ?? [],
      projectIds,
    });
  });
}
