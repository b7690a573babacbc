import {
  TIMESHEET_API_MESSAGES,
  type MySummary,
  type OutstandingTimecard,
  type Timesheet,
  type TimesheetList,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  addDays,
  dayInZone,
  minutesToHours,
  parseTimesheetId,
  WEEK_DAYS,
  weekDates,
  weekEndOf,
  weekStartOf,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import { resubmissionChangeProblem } from '@tallysheet/contract/timesheets/rejected-days';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { revokeTimesheetLinkTokens } from '../link-tokens/link-tokens.service.ts';
import { userRowOf } from '../users/users.service.ts';
import { findRejectedTimesheetIds, setResubmissionRequested } from './rejected-days.repository.ts';
import { queueTimecardMails } from './timecard-mails.ts';
import { loadTimesheet, loadTimesheets, refreshTimesheet } from './timesheet-loader.ts';
import { authorizeTimesheetRead, TIMESHEET_NOT_FOUND } from './timesheets.policy.ts';
import { findOutstandingTimecards } from './admin.repository.ts';
import { decideDays } from './approval.repository.ts';
import {
  findCorrectionTimesheetIds,
  listUserTimesheets,
  sumMinutes,
} from './my-timesheets.repository.ts';
import { deleteTimesheetRow, findTimesheet, updateTimesheet } from './timesheets.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { resubmissionAudit, timesheetAudit } from './timesheet-audit.ts';
import type { ReopenedDay } from '@tallysheet/contract/locks/period-locks';
import { assertTimesheetDeletable, reopenDaysForResubmission } from '../locks/timesheet-locks.ts';

async function requireTimesheet(tx: Tx, caller: AuthContext, id: string) {
  const key = authorizeTimesheetRead(caller, parseTimesheetId(id));
  const loaded = await loadTimesheet(tx, { tenantId: key.tenantId, timesheetId: id });
  if (!loaded) throw notFound(TIMESHEET_NOT_FOUND);
  return loaded;
}

/** A timesheet: the associate's own, or any of the tenant's for an Administrator. */
export function getTimesheet({ deps, caller, timesheetId }: ServiceCall & { timesheetId: string }) {
  return deps.db.withTenant(
    caller.tenantId,
    async (tx) => (await requireTimesheet(tx, caller, timesheetId)).timesheet,
  );
}

/** My Time's weeks with a correction to answer (issue 29 §4), newest week first. */
async function weeksWithCorrections(
  tx: Tx,
  params: { tenantId: string; userId: string; limit: number; offset: number },
): Promise<{ timesheets: Timesheet[]; count: number }> {
  const { ids, count } = await findCorrectionTimesheetIds(tx, params);
  const timesheets: Timesheet[] = [];
  for (const timesheetId of ids) {
    const loaded = await loadTimesheet(tx, { tenantId: params.tenantId, timesheetId });
    if (loaded) timesheets.push(loaded.timesheet);
  }
  return { timesheets, count };
}

/**
 * The caller's timesheets, newest week first, drafts included; with `status: 'rejected'` only
 * the weeks with rejected days still to resolve.
 */
export function listMyTimesheets({
  deps,
  caller,
  page = 0,
  pageSize = 10,
  status,
}: ServiceCall & {
  page?: number;
  pageSize?: number;
  status?: 'rejected' | 'correction';
}): Promise<TimesheetList> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    if (status === 'correction') {
      const params = { tenantId, userId: caller.userId, limit: pageSize, offset: page * pageSize };
      return weeksWithCorrections(tx, params);
    }
    if (status === 'rejected') {
      const { ids, count } = await findRejectedTimesheetIds(tx, {
        tenantId,
        userId: caller.userId,
        limit: pageSize,
        offset: page * pageSize,
      });
      const rows = [];
      for (const timesheetId of ids) {
        const row = await findTimesheet(tx, { tenantId, timesheetId });
        if (row) rows.push(row);
      }
      return { timesheets: await loadTimesheets(tx, tenantId, rows), count };
    }
    const { rows, count } = await listUserTimesheets(tx, {
      tenantId,
      userId: caller.userId,
      limit: pageSize,
      offset: page * pageSize,
    });
    return { timesheets: await loadTimesheets(tx, tenantId, rows), count };
  });
}

/** The caller's hours this week (Saturday–Friday) and this month, in their time zone. */
export function mySummary({ deps, caller }: ServiceCall): Promise<MySummary> {
  const { tenantId, userId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const user = await userRowOf(tx, { tenantId, userId });
    const today = dayInZone(deps.clock.now(), user?.timezone ?? 'UTC');
    const periodStart = weekStartOf(today);
    const monthStart = `${today.slice(0, 8)}01`;
    const monthEnd = addDays(addDays(monthStart, 31).slice(0, 8) + '01', -1);
    const [week, month] = [
      await sumMinutes(tx, { tenantId, userId, from: periodStart, to: weekEndOf(periodStart) }),
      await sumMinutes(tx, { tenantId, userId, from: monthStart, to: monthEnd }),
    ];
    return {
      today,
      periodStart,
      hoursThisWeek: minutesToHours(week),
      hoursThisMonth: minutesToHours(month),
    };
  });
}

/** Deletes a timesheet with its timecards and versions; its approval links stop working. */
export function deleteTimesheet({
  deps,
  caller,
  timesheetId,
}: ServiceCall & { timesheetId: string }) {
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const { timesheet } = await requireTimesheet(tx, caller, timesheetId);
    const key = { tenantId: caller.tenantId, timesheetId };
    // Issue 30 §1: no day in a closed period, and no approved day (not reopened), goes.
    await assertTimesheetDeletable(tx, key, timesheet);
    await revokeTimesheetLinkTokens(tx, { ...key, at: deps.clock.now() });
    await deleteTimesheetRow(tx, key);
    await recordAudit(tx, deps, timesheetAudit(caller, 'delete', timesheet, null));
  });
}

/**
 * Allows the associate to change and submit a submitted week again (A§4), or revokes that
 * while nothing was resubmitted (`resubmissionChangeProblem`: else a 409). Allowing answers
 * the associate's request to resubmit, if any.
 */
export function setResubmissionAllowed({
  deps,
  caller,
  timesheetId,
  allowed,
  days,
  reason,
}: ServiceCall & { timesheetId: string; allowed: boolean; days?: ReopenedDay[]; reason?: string }) {
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const { timesheet } = await requireTimesheet(tx, caller, timesheetId);
    const problem = resubmissionChangeProblem(timesheet, allowed);
    if (problem) throw conflict(problem);
    // Issue 30 §1: which approved days reopen (none unless picked), checked against the locks.
    await reopenDaysForResubmission(tx, deps, {
      tenantId: caller.tenantId,
      actorName: caller.name,
      timesheet,
      allowed,
      days,
      reason,
    });
    if (allowed)
      await setResubmissionRequested(tx, { tenantId: caller.tenantId, timesheetId }, null);
    await updateTimesheet(
      tx,
      { tenantId: caller.tenantId, timesheetId },
      { resubmissionAllowed: allowed, updatedAt: deps.clock.now() },
    );
    await recordAudit(tx, deps, resubmissionAudit(caller, timesheet, allowed, { days, reason }));
  });
}

/** The outstanding timecards of some projects (D§4), in the caller's transaction. */
export async function outstandingTimecards(
  tx: Tx,
  params: { tenantId: string; projectIds: string[] },
): Promise<(OutstandingTimecard & { projectId: string })[]> {
  if (params.projectIds.length === 0) return [];
  const rows = await findOutstandingTimecards(tx, params);
  return rows.map(({ timesheetId, userFullName, projectId, projectName, taskName }) => ({
    timesheetId,
    userFullName,
    projectId,
    projectName,
    taskName,
  }));
}

/**
 * E-mails a project's outstanding timecards to a contact just linked to it (D§4 "Send
 * Timecards"), each timesheet once, in the caller's transaction.
 */
export async function sendOutstandingTimecards(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    contactId: string;
    timecards: { timesheetId: string; projectId: string }[];
  },
) {
  const byTimesheet = new Map<string, Set<string>>();
  for (const card of params.timecards)
    byTimesheet.set(
      card.timesheetId,
      (byTimesheet.get(card.timesheetId) ?? new Set()).add(card.projectId),
    );
  const loaded: { timesheet: Timesheet; userId: string }[] = [];
  for (const timesheetId of byTimesheet.keys()) {
    const found = await loadTimesheet(tx, { tenantId: params.tenantId, timesheetId });
    if (found) loaded.push({ timesheet: found.timesheet, userId: found.row.userId });
  }
  for (const { timesheet, userId } of loaded) {
    const user = await userRowOf(tx, { tenantId: params.tenantId, userId });
    await queueTimecardMails(tx, deps, {
      tenantId: params.tenantId,
      timesheet,
      customFields: user?.customFields ?? [],
      projectIds: [...byTimesheet.get(timesheet.timesheetId)!],
      contactId: params.contactId,
    });
  }
}

/**
 * D§4: a contact newly linked to projects with outstanding timecards. Without an action the
 * change is refused with a 409 listing them; SEND e-mails them to the contact once linked
 * (call again with `linked: true`), NO_SEND goes on without.
 */
export async function resolveOutstandingTimecards(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    contactId: string;
    projectIds: string[];
    action: 'SEND' | 'NO_SEND' | undefined;
    linked: boolean;
  },
) {
  if (params.action === 'NO_SEND') return;
  const timecards = await outstandingTimecards(tx, params);
  if (timecards.length === 0) return;
  if (!params.action && !params.linked)
    throw new HttpError(409, TIMESHEET_API_MESSAGES.outstanding, {
      data: {
        timecards: timecards.map(({ timesheetId, userFullName, projectName, taskName }) => ({
          timesheetId,
          userFullName,
          projectName,
          taskName,
        })),
      },
    });
  if (params.action === 'SEND' && params.linked)
    await sendOutstandingTimecards(tx, deps, { ...params, timecards });
}

/** Decisions on days of a timesheet's timecards, keyed by weekday. */
export interface DayReviews {
  projectId: string;
  taskId: string;
  days: Partial<Record<WeekDay, { review: 'approved' | 'rejected'; reviewComment?: string }>>;
}

/**
 * Records decisions on worked days by a named reviewer (an administrator or a contact),
 * replacing earlier ones; the timecard statuses follow.
 */
export function recordReviews({
  deps,
  tenantId,
  timesheetId,
  reviewer,
  reviews,
}: {
  deps: ServiceDeps;
  tenantId: string;
  timesheetId: string;
  reviewer: { kind: 'admin' | 'contact'; name: string };
  reviews: DayReviews[];
}) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const loaded = await loadTimesheet(tx, { tenantId, timesheetId });
    if (!loaded?.row.submittedAt) throw notFound(TIMESHEET_NOT_FOUND);
    const at = deps.clock.now();
    const dates = weekDates(loaded.row.periodStart);
    for (const review of reviews)
      await decideDays(tx, {
        tenantId,
        timesheetId,
        projectId: review.projectId,
        taskId: review.taskId,
        decisions: WEEK_DAYS.flatMap((day) => {
          const decision = review.days[day];
          return decision
            ? [
                {
                  day: dates[day],
                  review: decision.review,
                  reviewComment: decision.reviewComment ?? '',
                },
              ]
            : [];
        }),
        reviewer: { ...reviewer, at },
        onlyUndecided: false,
      });
    await updateTimesheet(tx, { tenantId, timesheetId }, { updatedAt: at });
    await refreshTimesheet(tx, { tenantId, timesheetId });
  });
}
