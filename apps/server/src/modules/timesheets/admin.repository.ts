import { and, asc, count, desc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TimesheetListQuery } from '@tallysheet/contract/timesheets/admin';
import { addDays } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import { projects, suppliers, tasks, timecards, timesheets, users } from '../../db/schema/index.ts';
import { where } from '../../lib/list-query.ts';
import { ON, withCardOwners } from '../../db/joins.ts';

const SORT: Record<TimesheetListQuery['sortCol'], SQL | typeof timesheets.periodStart> = {
  periodStart: sql`${timesheets.periodStart}`,
  submittedAt: sql`${timesheets.submittedAt}`,
  userFullName: sql`lower(${users.displayName})`,
  totalHours: sql`${timesheets.totalMinutes}`,
  status: sql`${timesheets.status}`,
  updatedAt: sql`${timesheets.updatedAt}`,
};

/** A timecard of the timesheet on a project, or on a project of a client. */
function hasCard(tx: Tx, filter: { projectId?: string; clientId?: string }) {
  if (!filter.projectId && !filter.clientId) return undefined;
  return exists(
    tx
      .select({ one: sql`1` })
      .from(timecards)
      .innerJoin(projects, ON.projectOfCard)
      .where(
        and(
          ON.timesheetOfCard,
          filter.projectId ? eq(timecards.projectId, filter.projectId) : undefined,
          filter.clientId ? eq(projects.clientId, filter.clientId) : undefined,
        ),
      ),
  );
}

/** All Timesheets: filtered, sorted and paged in SQL on the stored status and totals. */
export async function listTimesheets(
  tx: Tx,
  params: { tenantId: string; query: TimesheetListQuery },
) {
  const { query } = params;
  const condition = where([
    eq(timesheets.tenantId, params.tenantId),
    query.userId ? eq(timesheets.userId, query.userId) : undefined,
    query.supplierId ? eq(users.supplierId, query.supplierId) : undefined,
    query.status ? eq(timesheets.status, query.status) : undefined,
    query.from ? gte(timesheets.periodEnd, query.from) : undefined,
    // The same bound on the week's start (a week is seven days, A§3: it ends six days after it
    // starts): with `to`, one range of the (tenant, period_start) index, not the tenant's history.
    query.from ? gte(timesheets.periodStart, addDays(query.from, -6)) : undefined,
    query.to ? lte(timesheets.periodStart, query.to) : undefined,
    hasCard(tx, query),
  ]);
  const direction = query.sortDir === 'asc' ? asc : desc;
  const pageSize = query.pageSize ?? 10;
  const rows = await tx
    .select({
      timesheetId: timesheets.timesheetId,
      userId: timesheets.userId,
      userFullName: users.displayName,
      periodStart: timesheets.periodStart,
      periodEnd: timesheets.periodEnd,
      submittedAt: timesheets.submittedAt,
      submittedBy: timesheets.submittedBy,
      status: timesheets.status,
      totalMinutes: timesheets.totalMinutes,
      supplierId: users.supplierId,
      supplierName: suppliers.name,
      resubmissionAllowed: timesheets.resubmissionAllowed,
      resubmissionRequestedAt: timesheets.resubmissionRequestedAt,
      updatedAt: timesheets.updatedAt,
    })
    .from(timesheets)
    .innerJoin(users, ON.userOfTimesheet)
    .leftJoin(suppliers, ON.supplierOfUser)
    .where(condition)
    .orderBy(
      query.sortCol === 'submittedAt'
        ? sql`${timesheets.submittedAt} ${sql.raw(query.sortDir)} nulls last`
        : direction(SORT[query.sortCol]),
      direction(timesheets.timesheetId),
    )
    .limit(pageSize)
    .offset((query.page ?? 0) * pageSize);
  // The count joins users only for the supplier filter (every timesheet has its user): without
  // it, an index-only count of the timesheets, not a join of each one (bench/README.md).
  const counted = tx.select({ count: count() }).from(timesheets).$dynamic();
  const [total] = await (
    query.supplierId ? counted.innerJoin(users, ON.userOfTimesheet) : counted
  ).where(condition);
  return { rows, count: total?.count ?? 0 };
}

/** How many timecards of each status the timesheets have: one query for a page. */
export async function countCardStatuses(
  tx: Tx,
  params: { tenantId: string; timesheetIds: string[] },
) {
  if (params.timesheetIds.length === 0) return [];
  return tx
    .select({ timesheetId: timecards.timesheetId, status: timecards.status, count: count() })
    .from(timecards)
    .where(
      and(
        eq(timecards.tenantId, params.tenantId),
        inArray(timecards.timesheetId, params.timesheetIds),
        sql`${timecards.totalMinutes} > 0`,
      ),
    )
    .groupBy(timecards.timesheetId, timecards.status);
}

/**
 * The outstanding timecards of some projects (D§4): submitted and waiting for approval, that
 * is pending by the status stored from the contract's rule (timecardStatus).
 */
export function findOutstandingTimecards(
  tx: Tx,
  params: { tenantId: string; projectIds: string[] },
) {
  return withCardOwners(
    tx
      .select({
        timesheetId: timecards.timesheetId,
        projectId: timecards.projectId,
        taskId: timecards.taskId,
        userFullName: users.displayName,
        projectName: projects.name,
        taskName: tasks.name,
      })
      .from(timecards)
      .$dynamic(),
  )
    .innerJoin(tasks, ON.taskOfCard)
    .where(
      and(
        eq(timecards.tenantId, params.tenantId),
        inArray(timecards.projectId, params.projectIds),
        eq(timecards.status, 'pending'),
        sql`${timecards.totalMinutes} > 0`,
      ),
    )
    .orderBy(desc(timesheets.periodStart), timecards.timesheetId, timecards.position);
}
