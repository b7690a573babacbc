import { ON } from '../../db/joins.ts';
import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  associations,
  clients,
  contacts,
  projects,
  timecardDays,
  timecards,
  timesheets,
  users,
} from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** The project's live Copy-With-Approval-Link contacts by name: who a timecard waits for. */
const approversOf = (tenantId: string, projectId: SQL) => sql<string[]>`(
  select coalesce(json_agg(${contacts.name} order by ${contacts.name}), '[]'::json)
  from ${associations}
  join ${contacts} on ${contacts.tenantId} = ${associations.tenantId}
    and ${contacts.id} = ${associations.contactId}
  where ${associations.tenantId} = ${tenantId}
    and ${associations.projectId} = ${projectId}
    and ${associations.notificationLevel} = 'COPY_WITH_LINK'
    and not ${contacts.isArchived} and not ${contacts.isDeleted}
)`;

/**
 * The `limit` oldest pending timecards (one per timesheet and project), oldest submission
 * first. The pending timecards first (the status index), each with its timesheet by key, behind
 * OFFSET 0; then the oldest of them get their names. Planned in one piece, the planner walked
 * the tenant's submitted timesheets in submission order looking for pending ones, which sit in
 * the last weeks: every week of the tenant's history read (bench/README.md, the scaling curve).
 */
export function findOldestPending(tx: Tx, params: Scope & { limit: number }) {
  const { tenantId } = params;
  const pending = tx
    .select({
      timesheetId: timesheets.timesheetId,
      projectId: timecards.projectId,
      userId: timesheets.userId,
      submittedAt: timesheets.submittedAt,
    })
    .from(timecards)
    .innerJoin(timesheets, ON.timesheetOfCard)
    .where(
      and(
        eq(timecards.tenantId, tenantId),
        eq(timecards.status, 'pending'),
        isNotNull(timesheets.submittedAt),
      ),
    )
    .groupBy(timesheets.timesheetId, timecards.projectId, timesheets.userId, timesheets.submittedAt)
    .offset(0)
    .as('pending');
  return tx
    .select({
      timesheetId: pending.timesheetId,
      projectId: pending.projectId,
      userFullName: users.displayName,
      clientName: clients.name,
      projectName: projects.name,
      submittedAt: sql<Date>`${pending.submittedAt}`.mapWith(timesheets.submittedAt),
      contacts: approversOf(tenantId, sql`${pending.projectId}`),
    })
    .from(pending)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.userId, pending.userId)))
    .innerJoin(projects, and(eq(projects.tenantId, tenantId), eq(projects.id, pending.projectId)))
    .innerJoin(clients, ON.clientOfProject)
    .orderBy(asc(pending.submittedAt), asc(pending.timesheetId), asc(pending.projectId))
    .limit(params.limit);
}

/** Hours from the timesheet's submission to the day's decision. */
const hoursToDecision = sql<number>`extract(epoch from (${timecardDays.reviewedAt} - ${timesheets.submittedAt})) / 3600.0`;

/**
 * The decided days the median counts: worked days decided since `since` after their
 * timesheet's submission (the reviewed-at index finds them). One condition for the figure
 * and for the rows it opens.
 */
const decidedSince = (params: Scope & { since: Date; clientId?: string }) =>
  and(
    eq(timecardDays.tenantId, params.tenantId),
    gte(timecardDays.reviewedAt, params.since),
    isNotNull(timecardDays.review),
    sql`${timecardDays.minutes} > 0`,
    sql`${timecardDays.reviewedAt} >= ${timesheets.submittedAt}`,
    params.clientId ? eq(projects.clientId, params.clientId) : undefined,
  );

const decidedDays = (tx: Tx, select: Parameters<Tx['select']>[0]) =>
  tx
    .select(select)
    .from(timecardDays)
    .innerJoin(timesheets, ON.timesheetOfDay)
    .innerJoin(projects, ON.projectOfDay);

/** Per client: the median hours to decision and how many decided days it is over. */
export async function findMedianTimeToDecision(tx: Tx, params: Scope & { since: Date }) {
  const rows = await decidedDays(tx, {
    clientId: projects.clientId,
    clientName: clients.name,
    medianHours: sql<number>`percentile_cont(0.5) within group (order by ${hoursToDecision})`,
    decisions: sql<number>`count(*)`,
  })
    .innerJoin(clients, ON.clientOfProject)
    .where(decidedSince(params))
    .groupBy(projects.clientId, clients.name)
    .orderBy(asc(sql`lower(${clients.name})`), asc(projects.clientId));
  return rows.map((row) => ({
    clientId: row.clientId as string,
    clientName: row.clientName as string,
    medianHours: Number(row.medianHours),
    decisions: Number(row.decisions),
  }));
}

/** The decided days of one client the median counts, slowest first. */
export async function findDecidedDays(tx: Tx, params: Scope & { since: Date; clientId: string }) {
  const rows = await decidedDays(tx, {
    timesheetId: timesheets.timesheetId,
    userFullName: users.displayName,
    projectName: projects.name,
    day: timecardDays.day,
    review: timecardDays.review,
    submittedAt: timesheets.submittedAt,
    decidedAt: timecardDays.reviewedAt,
    hours: hoursToDecision,
  })
    .innerJoin(users, ON.userOfTimesheet)
    .where(decidedSince(params))
    .orderBy(desc(hoursToDecision), asc(timesheets.timesheetId), asc(timecardDays.day));
  return rows.map((row) => ({
    timesheetId: row.timesheetId as string,
    userFullName: row.userFullName as string,
    projectName: row.projectName as string,
    day: row.day as string,
    review: row.review as 'approved' | 'rejected',
    submittedAt: (row.submittedAt as Date).toISOString(),
    decidedAt: (row.decidedAt as Date).toISOString(),
    hours: Number(row.hours),
  }));
}
