import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportGroupBy, ReportStatus } from '@tallysheet/contract/reporting/hours-over-period';
import type { ReportInterval } from '@tallysheet/contract/reporting/periods';
import type { Tx } from '../../db/client.ts';
import {
  clients,
  projects,
  suppliers,
  tasks,
  timecardDays,
  timecards,
  users,
} from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** The ids a report filters on, ANDed. */
export interface ReportFilters {
  clientId?: string;
  projectId?: string;
  taskId?: string;
  userId?: string;
  supplierId?: string;
  status?: ReportStatus;
}

/** Minutes of one group in one bucket and one status. */
export interface BucketSum {
  groupId: string | null;
  name: string | null;
  bucket: string;
  status: ReportStatus;
  minutes: number;
}

const D = timecardDays;

/**
 * The first day of the day's interval, in SQL. PostgreSQL's date_trunc('week') starts on
 * Monday: a week here starts on the Saturday on or before the day (A§9), i.e. the day minus
 * (dow + 1) mod 7 days. Date arithmetic only, so the session's time zone plays no part.
 */
const BUCKET: Record<ReportInterval, SQL> = {
  day: sql`${D.day}`,
  week: sql`(${D.day} - ((extract(dow from ${D.day})::int + 1) % 7))`,
  month: sql`(${D.day} - (extract(day from ${D.day})::int - 1))`,
};

/** Each grouping's id, as a row of `cards` (below) reaches it. */
export const GROUP_ID: Record<ReportGroupBy, SQL> = {
  client: sql`${projects.clientId}`,
  project: sql`cards.project_id`,
  task: sql`cards.task_id`,
  user: sql`cards.user_id`,
  supplier: sql`${users.supplierId}`,
};

/** The names of the groups, in the tenant. */
function namesOf(groupBy: ReportGroupBy, tenantId: string): SQL {
  const table = { client: clients, project: projects, task: tasks, supplier: suppliers }[
    groupBy as Exclude<ReportGroupBy, 'user'>
  ];
  if (groupBy === 'user')
    return sql`select ${users.userId} as id, ${users.displayName} as name from ${users} where ${users.tenantId} = ${tenantId}`;
  return sql`select ${table.id} as id, ${table.name} as name from ${table} where ${table.tenantId} = ${tenantId}`;
}

type Period = Scope & { from: string; to: string; filters: ReportFilters };

/** The days of the period the id filters keep: an index range of timecard_days. */
export const daysWhere = ({ tenantId, from, to, filters }: Period) =>
  and(
    eq(D.tenantId, tenantId),
    sql`${D.day} >= ${from}`,
    sql`${D.day} <= ${to}`,
    filters.projectId ? eq(D.projectId, filters.projectId) : undefined,
    filters.taskId ? eq(D.taskId, filters.taskId) : undefined,
    filters.userId ? eq(D.userId, filters.userId) : undefined,
  );

/**
 * The projects (client) and users (supplier) of rows named `cards`, joined only when the
 * grouping or a filter needs them.
 */
export function groupJoins({ tenantId, groupBy, filters }: Period & { groupBy: ReportGroupBy }) {
  const needsProject = groupBy === 'client' || Boolean(filters.clientId);
  const needsUser = groupBy === 'supplier' || Boolean(filters.supplierId);
  return sql`${
    needsProject
      ? sql`join ${projects} on ${projects.tenantId} = ${tenantId} and ${projects.id} = cards.project_id`
      : sql``
  } ${
    needsUser
      ? sql`join ${users} on ${users.tenantId} = ${tenantId} and ${users.userId} = cards.user_id`
      : sql``
  }`;
}

/** The client and supplier filters, on groupJoins' tables. */
export const groupFilters = (filters: ReportFilters) =>
  and(
    filters.clientId ? eq(projects.clientId, filters.clientId) : undefined,
    filters.supplierId ? eq(users.supplierId, filters.supplierId) : undefined,
  );

/**
 * Submitted minutes summed in the database per group, interval and timecard status, for the
 * days from–to. First the days: one index range of timecard_days (tenant, day), or (tenant,
 * user, day) with an associate, summed per timecard and interval. Then each of those timecards'
 * stored status by its primary key (a subquery per timecard, which the planner cannot turn
 * into a scan of every timecard): a month's report reads no other month, whatever the table's
 * size (bench/README.md). A day counts under its timecard's status, as Search Timecards filters
 * it; drafts never count. Projects (client) and users (supplier) are joined only when the
 * grouping or a filter needs them.
 */
export function sumHoursQuery(
  params: Scope & {
    from: string;
    to: string;
    interval: ReportInterval;
    groupBy: ReportGroupBy;
    filters: ReportFilters;
  },
): SQL {
  const { tenantId, filters, groupBy } = params;
  const days = daysWhere(params);
  // The status subquery sits in the grouped subquery, so it runs once per timecard and interval;
  // OFFSET 0 keeps the planner from copying it into a filter pushed down (twice the lookups).
  const status = sql`(select ${timecards.status} from ${timecards}
    where ${timecards.tenantId} = ${tenantId} and ${timecards.timesheetId} = ${D.timesheetId}
      and ${timecards.projectId} = ${D.projectId} and ${timecards.taskId} = ${D.taskId})`;
  const cards = sql`
    select ${D.projectId} as project_id, ${D.taskId} as task_id, ${D.userId} as user_id,
      ${BUCKET[params.interval]} as bucket, ${status} as status, sum(${D.minutes}) as minutes
    from ${D} where ${days}
    group by ${D.timesheetId}, ${D.projectId}, ${D.taskId}, ${D.userId}, 4
    offset 0`;
  const counted = and(
    filters.status ? sql`cards.status = ${filters.status}` : sql`cards.status <> 'draft'`,
    groupFilters(filters),
  );
  const sums = sql`
    select ${GROUP_ID[groupBy]} as group_id, cards.bucket, cards.status, sum(cards.minutes) as minutes
    from (${cards}) as cards
    ${groupJoins(params)}
    where ${counted}
    group by 1, 2, 3`;
  return sql`
    select sums.group_id, names.name, cast(sums.bucket as text) as bucket, sums.status, sums.minutes
    from (${sums}) as sums
    left join (${namesOf(groupBy, tenantId)}) as names on names.id = sums.group_id`;
}

type SumParams = Parameters<typeof sumHoursQuery>[0];

/** The sums of sumHoursQuery, hours as minutes. */
export async function sumHours(tx: Tx, params: SumParams): Promise<BucketSum[]> {
  // The planner's cost of the per-timecard lookups passes PostgreSQL's JIT threshold at a
  // million rows, and compiling took longer than the query (bench/README.md); none on PGlite.
  await tx.execute(sql`set local jit = off`);
  const result = (await tx.execute(sumHoursQuery(params))) as unknown as {
    rows: {
      group_id: string | null;
      name: string | null;
      bucket: string;
      status: ReportStatus;
      minutes: string | number;
    }[];
  };
  return result.rows.map((row) => ({
    groupId: row.group_id,
    name: row.name,
    bucket: row.bucket,
    status: row.status,
    minutes: Number(row.minutes),
  }));
}

/** True when the task is the tenant's. */
export async function taskExists(tx: Tx, params: Scope & { taskId: string }) {
  const [row] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.tenantId, params.tenantId), eq(tasks.id, params.taskId)));
  return Boolean(row);
}

/** The names of the objects the filters name (the export's first rows). */
export async function filterNames(tx: Tx, params: Scope & { filters: ReportFilters }) {
  const { tenantId, filters } = params;
  const nameOf = async (query: Promise<{ name: string }[]>) => (await query)[0]?.name ?? '';
  return {
    client: filters.clientId
      ? await nameOf(
          tx
            .select({ name: clients.name })
            .from(clients)
            .where(and(eq(clients.tenantId, tenantId), eq(clients.id, filters.clientId))),
        )
      : undefined,
    project: filters.projectId
      ? await nameOf(
          tx
            .select({ name: projects.name })
            .from(projects)
            .where(and(eq(projects.tenantId, tenantId), eq(projects.id, filters.projectId))),
        )
      : undefined,
    task: filters.taskId
      ? await nameOf(
          tx
            .select({ name: tasks.name })
            .from(tasks)
            .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, filters.taskId))),
        )
      : undefined,
    user: filters.userId
      ? await nameOf(
          tx
            .select({ name: users.displayName })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.userId, filters.userId))),
        )
      : undefined,
    supplier: filters.supplierId
      ? await nameOf(
          tx
            .select({ name: suppliers.name })
            .from(suppliers)
            .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, filters.supplierId))),
        )
      : undefined,
  };
}
