import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReopenedDay } from '@tallysheet/contract/locks/period-locks';
import type { RunKind } from '@tallysheet/contract/runs/runs';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { clients, periodLocks, projects, timesheets } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** A lock's period and client, as every read names them. */
const range = {
  id: periodLocks.id,
  from: periodLocks.dayFrom,
  to: periodLocks.dayTo,
  clientId: periodLocks.clientId,
};
const listed = {
  ...range,
  reason: periodLocks.reason,
  closedBy: periodLocks.closedBy,
  closedAt: periodLocks.closedAt,
  clientName: clients.name,
};
export type PeriodLockRow = {
  id: string;
  from: string;
  to: string;
  clientId: string | null;
  reason: string;
  closedBy: string;
  closedAt: Date;
  clientName: string | null;
};

/** A lock's client (none for a lock over every client). */
const lockClient = and(
  eq(clients.tenantId, periodLocks.tenantId),
  eq(clients.id, periodLocks.clientId),
);

const withClient = (tx: Tx) => tx.select(listed).from(periodLocks).leftJoin(clients, lockClient);

const inForce = (tenantId: string) =>
  and(eq(periodLocks.tenantId, tenantId), isNull(periodLocks.reopenedAt));

/** The locks sharing a day with `from`–`to`. */
const overlapping = (params: { from: string; to: string }) => [
  gte(periodLocks.dayTo, params.from),
  lte(periodLocks.dayFrom, params.to),
];

/** The tenant's client (live or not), for the close's client field. */
export async function findClient(tx: Tx, params: Scope & { clientId: string }) {
  const [row] = await tx
    .select({ id: clients.id, name: clients.name, isDeleted: clients.isDeleted })
    .from(clients)
    .where(and(eq(clients.tenantId, params.tenantId), eq(clients.id, params.clientId)));
  return row;
}

export async function insertLock(tx: Tx, values: typeof periodLocks.$inferInsert) {
  await tx.insert(periodLocks).values(values);
  const [row] = await withClient(tx).where(
    and(eq(periodLocks.tenantId, values.tenantId), eq(periodLocks.id, values.id)),
  );
  return row!;
}

/** One page of the locks in force, latest period first, and their count. */
export async function listLocks(
  tx: Tx,
  params: Scope & { limit: number; offset: number },
): Promise<{ rows: PeriodLockRow[]; count: number }> {
  const where = inForce(params.tenantId);
  const rows = await withClient(tx)
    .where(where)
    .orderBy(desc(periodLocks.dayFrom), desc(periodLocks.closedAt), desc(periodLocks.id))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, periodLocks, where) };
}

/**
 * Reopens a lock in force: the row stays, with who reopened it, when and why. The lock as it
 * was, or undefined when the tenant has no such lock in force.
 */
export async function reopenLock(
  tx: Tx,
  params: Scope & { id: string; by: string; reason: string; at: Date },
) {
  const where = and(inForce(params.tenantId), eq(periodLocks.id, params.id));
  const [row] = await withClient(tx).where(where);
  if (!row) return undefined;
  await tx
    .update(periodLocks)
    .set({ reopenedAt: params.at, reopenedBy: params.by, reopenReason: params.reason })
    .where(where);
  return row;
}

/**
 * The locks in force that share a day with `from`–`to`, for any client: one index range
 * (period_locks_in_force_idx: the locks ending on or after `from`), whatever the timecards.
 */
export function findLocksOver(tx: Tx, params: Scope & { from: string; to: string }) {
  return tx
    .select({ ...range, reason: periodLocks.reason })
    .from(periodLocks)
    .where(and(inForce(params.tenantId), ...overlapping(params)))
    .orderBy(asc(periodLocks.dayFrom), asc(periodLocks.id));
}

/**
 * The locks, in force or reopened, over `from`–`to` that concern a timesheet of those clients:
 * its history shows each close and reopen (issue 30 §1). Read from the lock rows, so that a
 * close stays one row whatever the number of timesheets it covers.
 */
export function findLocksConcerning(
  tx: Tx,
  params: Scope & { from: string; to: string; clientIds: string[] },
) {
  return tx
    .select({
      ...listed,
      reopenedAt: periodLocks.reopenedAt,
      reopenedBy: periodLocks.reopenedBy,
      reopenReason: periodLocks.reopenReason,
    })
    .from(periodLocks)
    .leftJoin(clients, lockClient)
    .where(
      and(
        eq(periodLocks.tenantId, params.tenantId),
        ...overlapping(params),
        params.clientIds.length
          ? or(isNull(periodLocks.clientId), inArray(periodLocks.clientId, params.clientIds))
          : isNull(periodLocks.clientId),
      ),
    );
}

/** The client of each of some projects. */
export async function findProjectClients(tx: Tx, params: Scope & { projectIds: string[] }) {
  if (params.projectIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: projects.id, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.tenantId, params.tenantId), inArray(projects.id, params.projectIds)));
  return new Map(rows.map((row) => [row.id, row.clientId]));
}

/** The approved days an administrator reopened on a timesheet, with the resubmission. */
export async function findReopenedDays(tx: Tx, params: Scope & { timesheetId: string }) {
  const [row] = await tx
    .select({ reopenedDays: timesheets.reopenedDays })
    .from(timesheets)
    .where(
      and(eq(timesheets.tenantId, params.tenantId), eq(timesheets.timesheetId, params.timesheetId)),
    );
  return row?.reopenedDays ?? [];
}

export async function setReopenedDays(
  tx: Tx,
  params: Scope & { timesheetId: string; days: ReopenedDay[] },
) {
  await tx
    .update(timesheets)
    .set({ reopenedDays: params.days })
    .where(
      and(eq(timesheets.tenantId, params.tenantId), eq(timesheets.timesheetId, params.timesheetId)),
    );
}

/** A cell of a timecard on a day. */
export interface ClaimedCell {
  timesheetId: string;
  projectId: string;
  taskId: string;
  day: string;
}

/**
 * The finalised pay or invoice run (kind and number) holding any of the cells, pay runs first;
 * or undefined. A claimed day is locked (issue 31 §3: a finalised run's days are paid or
 * invoiced and cannot change).
 */
export async function findRunHolding(tx: Tx, params: { tenantId: string; cells: ClaimedCell[] }) {
  if (params.cells.length === 0) return undefined;
  const values = sql.join(
    params.cells.map(
      (cell) =>
        sql`(${cell.timesheetId}::text, ${cell.projectId}::text, ${cell.taskId}::text, ${cell.day}::date)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`select r.kind, r.number
      from (values ${values}) as v(timesheet_id, project_id, task_id, day)
      join run_claims rc on rc.tenant_id = ${params.tenantId} and rc.timesheet_id = v.timesheet_id
        and rc.project_id = v.project_id and rc.task_id = v.task_id and rc.day = v.day
      join runs r on r.tenant_id = rc.tenant_id and r.run_id = rc.run_id
      order by v.day, r.kind desc, r.number limit 1`);
  const [row] = (result as unknown as { rows: { kind: RunKind; number: number }[] }).rows;
  return row && { kind: row.kind, number: Number(row.number) };
}
