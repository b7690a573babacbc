import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RunKind, RunStatus } from '@tallysheet/contract/runs/runs';
import type { Tx } from '../../db/client.ts';
import { clients, runs, suppliers } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

type Scope = { tenantId: string };
export type RunRow = typeof runs.$inferSelect;

/** The tenant's supplier or client by id (live), with its name; undefined when it has none. */
export async function findSupplier(tx: Tx, params: Scope & { id: string }) {
  const [row] = await tx
    .select({ id: suppliers.id, name: suppliers.name, isDeleted: suppliers.isDeleted })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, params.tenantId), eq(suppliers.id, params.id)));
  return row;
}

export async function findClient(tx: Tx, params: Scope & { id: string }) {
  const [row] = await tx
    .select({ id: clients.id, name: clients.name, isDeleted: clients.isDeleted })
    .from(clients)
    .where(and(eq(clients.tenantId, params.tenantId), eq(clients.id, params.id)));
  return row;
}

/** The next number of a kind of run in the tenant (from 1). */
export async function nextRunNumber(tx: Tx, params: Scope & { kind: RunKind }) {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${runs.number})` })
    .from(runs)
    .where(and(eq(runs.tenantId, params.tenantId), eq(runs.kind, params.kind)));
  return Number(row?.last ?? 0) + 1;
}

export async function insertRun(tx: Tx, values: typeof runs.$inferInsert) {
  await tx.insert(runs).values(values);
}

export async function updateRun(
  tx: Tx,
  params: Scope & { id: string; values: Partial<typeof runs.$inferInsert> },
) {
  await tx
    .update(runs)
    .set(params.values)
    .where(and(eq(runs.tenantId, params.tenantId), eq(runs.id, params.id)));
}

/** A run of a kind of the tenant; with `lock`, its row locked until the transaction ends. */
export async function findRun(
  tx: Tx,
  params: Scope & { kind: RunKind; id: string; lock?: boolean },
): Promise<RunRow | undefined> {
  const query = tx
    .select()
    .from(runs)
    .where(
      and(eq(runs.tenantId, params.tenantId), eq(runs.kind, params.kind), eq(runs.id, params.id)),
    );
  const [row] = params.lock ? await query.for('update') : await query;
  return row;
}

/** A page of a kind of the tenant's runs, newest first, and the count. */
export async function listRuns(
  tx: Tx,
  params: Scope & { kind: RunKind; status?: RunStatus; limit: number; offset: number },
) {
  const where = and(
    eq(runs.tenantId, params.tenantId),
    eq(runs.kind, params.kind),
    params.status ? eq(runs.status, params.status) : undefined,
  );
  const rows = await tx
    .select()
    .from(runs)
    .where(where)
    .orderBy(desc(runs.number))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await tx.select({ count: count() }).from(runs).where(where);
  return { rows, count: total?.count ?? 0 };
}

/**
 * The run's days: its timecards (run_timecards) expanded to one row per day the run drew up,
 * with the minutes it priced.
 */
const runDaysSql = (tenantId: string, runId: string) => sql`
  select rt.tenant_id, rt.run_id, rt.timesheet_id, rt.project_id, rt.task_id, d.day, d.minutes
  from run_timecards rt cross join lateral unnest(rt.days, rt.minutes) as d(day, minutes)
  where rt.tenant_id = ${tenantId} and rt.run_id = ${runId}`;

/**
 * The run's days that can no longer be taken: no longer approved with the minutes the run
 * priced, reopened by a resubmission, or held by a finalised run of the kind. Counted.
 */
export async function staleRunDays(tx: Tx, params: Scope & { kind: RunKind; runId: string }) {
  const { tenantId } = params;
  const [row] = rowsOf<{ stale: string | number }>(
    await tx.execute(sql`select count(*) as stale from (${runDaysSql(tenantId, params.runId)}) rd
      where not exists (select 1 from timecard_days d where d.tenant_id = ${tenantId}
          and d.timesheet_id = rd.timesheet_id and d.project_id = rd.project_id
          and d.task_id = rd.task_id and d.day = rd.day
          and d.review = 'approved' and d.minutes = rd.minutes)
        or exists (select 1 from run_claims rc where rc.tenant_id = ${tenantId}
          and rc.kind = ${params.kind} and rc.timesheet_id = rd.timesheet_id
          and rc.project_id = rd.project_id and rc.task_id = rd.task_id and rc.day = rd.day)
        or exists (select 1 from timesheets t where t.tenant_id = ${tenantId}
          and t.timesheet_id = rd.timesheet_id
          and t.reopened_days @> jsonb_build_array(jsonb_build_object('projectId', rd.project_id,
            'taskId', rd.task_id, 'day', to_char(rd.day, 'YYYY-MM-DD'))))`),
  );
  return Number(row?.stale ?? 0);
}

/**
 * Claims the run's days for its kind, one run_claims row each. A day another finalised run
 * holds (one finalising at the same moment included: the key waits for it) is skipped: the
 * answer is how many days the run has and how many it took, so that the caller refuses a
 * partial claim.
 */
export async function claimRunDays(tx: Tx, params: Scope & { kind: RunKind; runId: string }) {
  const { tenantId, runId } = params;
  const [row] = rowsOf<{ days: string | number; claimed: string | number }>(
    await tx.execute(sql`with claimed as (
        insert into run_claims (tenant_id, kind, timesheet_id, project_id, task_id, day, run_id)
        select tenant_id, ${params.kind}, timesheet_id, project_id, task_id, day, run_id
        from (${runDaysSql(tenantId, runId)}) as rd
        on conflict do nothing
        returning 1
      )
      select (select coalesce(sum(cardinality(days)), 0) from run_timecards
          where tenant_id = ${tenantId} and run_id = ${runId}) as days,
        (select count(*) from claimed) as claimed`),
  );
  return { days: Number(row?.days ?? 0), claimed: Number(row?.claimed ?? 0) };
}

/** Releases the days a run holds (its void). */
export async function releaseRunDays(tx: Tx, params: Scope & { runId: string }) {
  await tx.execute(
    sql`delete from run_claims where tenant_id = ${params.tenantId} and run_id = ${params.runId}`,
  );
}

/** The distinct timesheets a run covers (for the approval fingerprints of its invoice). */
export async function runTimesheets(tx: Tx, params: Scope & { runId: string }) {
  return rowsOf<{ timesheet_id: string }>(
    await tx.execute(sql`select distinct timesheet_id from run_timecards
      where tenant_id = ${params.tenantId} and run_id = ${params.runId} order by timesheet_id`),
  ).map((row) => row.timesheet_id);
}
