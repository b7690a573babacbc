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
 * first. The pending timecards first (the status index), each timesheet's submission looked
 * up by its key, behind OFFSET 0; then the oldest of them, and only those get their names.
 * Planned in one piece, the planner walked the tenant's submitted timesheets in submission
 * order looking for pending ones, which sit in the last weeks, or hashed all of them: every
 * week of the tenant's history read (bench/README.md, the scaling curve). Plain SQL: the query
 * builder drops `.offset(0)` and a subquery's table names.
 */
export async function findOldestPending(tx: Tx, params: Scope & { limit: number }) {
  const { tenantId } = params;
  const result = (await tx.execute(sql`
    select oldest.timesheet_id, oldest.project_id, ${users.displayName} as user_full_name,
      ${clients.name} as client_name, ${projects.name} as project_name, oldest.submitted_at,
      ${approversOf(tenantId, sql`oldest.project_id`)} as contacts
    from (
      select * from (
        select c.timesheet_id, c.project_id,
          (select s.submitted_at from ${timesheets} s
            where s.tenant_id = ${tenantId} and s.timesheet_id = c.timesheet_id) as submitted_at
        from ${timecards} c
        where c.tenant_id = ${tenantId} and c.status = 'pending'
        group by c.timesheet_id, c.project_id
        offset 0) as pending
      where pending.submitted_at is not null
      order by pending.submitted_at, pending.timesheet_id, pending.project_id
      limit ${params.limit}) as oldest
    join ${timesheets} on ${timesheets.tenantId} = ${tenantId}
      and ${timesheets.timesheetId} = oldest.timesheet_id
    join ${users} on ${users.tenantId} = ${tenantId} and ${users.userId} = ${timesheets.userId}
    join ${projects} on ${projects.tenantId} = ${tenantId} and ${projects.id} = oldest.project_id
    join ${clients} on ${clients.tenantId} = ${tenantId} and ${clients.id} = ${projects.clientId}
    order by oldest.submitted_at, oldest.timesheet_id, oldest.project_id`)) as unknown as {
    rows: {
      timesheet_id: string;
      project_id: string;
      user_full_name: string;
      client_name: string;
      project_name: string;
      submitted_at: string | Date;
      contacts: string[];
    }[];
  };
  return result.rows.map((row) => ({
    timesheetId: row.timesheet_id,
    projectId: row.project_id,
    userFullName: row.user_full_name,
    clientName: row.client_name,
    projectName: row.project_name,
    submittedAt: new Date(row.submitted_at),
    contacts: row.contacts,
  }));
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
