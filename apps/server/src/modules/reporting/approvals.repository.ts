import { sql, type SQL } from 'drizzle-orm';
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
import { rowsOf } from '../../db/rows.ts';

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

/**
 * The decided days the median counts, as `decided` (timesheet_id, project_id, user_id, day,
 * review, reviewed_at, submitted_at): worked days decided since `since` after their
 * timesheet's submission. One statement head for the figure and for the rows it opens.
 *
 * The days come by the reviewed-at index (the period), which carries every column read here,
 * so the tenant's index pages alone answer it; then each of their timesheets' submission once,
 * by its key (an index holding the submission too). A day can be decided long after its week, so the timesheets
 * cannot be bounded by the period; joined in one piece, the planner hashed every timesheet of
 * the tenant for the 90 days' few thousand, and at 10M rows every tenant's (bench/README.md,
 * the scaling curve). Plain SQL: MATERIALIZED keeps the days read once.
 */
const decidedSince = (params: Scope & { since: Date }) => {
  const { tenantId } = params;
  return sql`with days as materialized (
      select d.timesheet_id, d.project_id, d.user_id, d.day, d.review, d.reviewed_at
      from ${timecardDays} d
      where d.tenant_id = ${tenantId}
        and d.reviewed_at >= cast(${params.since.toISOString()} as timestamptz)
        and d.review is not null and d.minutes > 0),
    submissions as materialized (
      select w.timesheet_id,
        (select s.submitted_at from ${timesheets} s
          where s.tenant_id = ${tenantId} and s.timesheet_id = w.timesheet_id) as submitted_at
      from (select distinct days.timesheet_id from days) as w),
    decided as (
      select days.*, submissions.submitted_at
      from days join submissions on submissions.timesheet_id = days.timesheet_id
      where days.reviewed_at >= submissions.submitted_at)`;
};

/** Hours from the timesheet's submission to the day's decision. */
const HOURS_TO_DECISION = sql.raw(
  'extract(epoch from (decided.reviewed_at - decided.submitted_at)) / 3600.0',
);

/** Per client: the median hours to decision and how many decided days it is over. */
export async function findMedianTimeToDecision(tx: Tx, params: Scope & { since: Date }) {
  const { tenantId } = params;
  const rows = rowsOf<{
    client_id: string;
    client_name: string;
    median_hours: number | string;
    decisions: number | string;
  }>(
    await tx.execute(sql`${decidedSince(params)}
      select p.client_id, c.name as client_name,
        percentile_cont(0.5) within group (order by ${HOURS_TO_DECISION}) as median_hours,
        count(*) as decisions
      from decided
      join ${projects} p on p.tenant_id = ${tenantId} and p.project_id = decided.project_id
      join ${clients} c on c.tenant_id = ${tenantId} and c.client_id = p.client_id
      group by p.client_id, c.name
      order by lower(c.name), p.client_id`),
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    clientName: row.client_name,
    medianHours: Number(row.median_hours),
    decisions: Number(row.decisions),
  }));
}

/** The decided days of one client the median counts, slowest first. */
export async function findDecidedDays(tx: Tx, params: Scope & { since: Date; clientId: string }) {
  const { tenantId } = params;
  const rows = rowsOf<{
    timesheet_id: string;
    user_full_name: string;
    project_name: string;
    day: string;
    review: 'approved' | 'rejected';
    submitted_at: string | Date;
    decided_at: string | Date;
    hours: number | string;
  }>(
    await tx.execute(sql`${decidedSince(params)}
      select decided.timesheet_id, u.display_name as user_full_name, p.name as project_name,
        cast(decided.day as text) as day, decided.review, decided.submitted_at,
        decided.reviewed_at as decided_at, ${HOURS_TO_DECISION} as hours
      from decided
      join ${projects} p on p.tenant_id = ${tenantId} and p.project_id = decided.project_id
      join ${users} u on u.tenant_id = ${tenantId} and u.user_id = decided.user_id
      where p.client_id = ${params.clientId}
      order by ${HOURS_TO_DECISION} desc, decided.timesheet_id, decided.day`),
  );
  return rows.map((row) => ({
    timesheetId: row.timesheet_id,
    userFullName: row.user_full_name,
    projectName: row.project_name,
    day: row.day,
    review: row.review,
    submittedAt: new Date(row.submitted_at).toISOString(),
    decidedAt: new Date(row.decided_at).toISOString(),
    hours: Number(row.hours),
  }));
}
