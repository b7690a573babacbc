import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared, type QueryDb } from '../../db/prepared.ts';
import {
  clients,
  projects,
  suppliers,
  tasks,
  timecardDays,
  timecards,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import { ON } from '../../db/joins.ts';

export type Scope = { tenantId: string };
export type Key = Scope & { timesheetId: string };
/** A value, or the placeholder of a statement built once (prepared). */
export type Value = string | Placeholder;
export const placeholder = (name: string) => sql.placeholder(name);

export type TimesheetRow = Omit<typeof timesheets.$inferSelect, 'reopenedDays'> & {
  userFullName: string;
  supplierId: string | null;
  supplierName: string | null;
};
export type TimecardRow = Awaited<ReturnType<typeof findTimecards>>[number];
export type DayRow = typeof timecardDays.$inferSelect;

const timesheetColumns = {
  tenantId: timesheets.tenantId,
  timesheetId: timesheets.timesheetId,
  userId: timesheets.userId,
  periodStart: timesheets.periodStart,
  periodEnd: timesheets.periodEnd,
  version: timesheets.version,
  submittedAt: timesheets.submittedAt,
  submittedBy: timesheets.submittedBy,
  submittedByUserId: timesheets.submittedByUserId,
  resubmissionAllowed: timesheets.resubmissionAllowed,
  resubmissionRequestedAt: timesheets.resubmissionRequestedAt,
  status: timesheets.status,
  totalMinutes: timesheets.totalMinutes,
  createdAt: timesheets.createdAt,
  updatedAt: timesheets.updatedAt,
  userFullName: users.displayName,
  supplierId: users.supplierId,
  supplierName: suppliers.name,
};

export const withUser = (db: QueryDb) =>
  db
    .select(timesheetColumns)
    .from(timesheets)
    .innerJoin(users, ON.userOfTimesheet)
    .leftJoin(suppliers, ON.supplierOfUser);

const byKey = () =>
  and(
    eq(timesheets.tenantId, placeholder('tenantId')),
    eq(timesheets.timesheetId, placeholder('timesheetId')),
  );
const timesheetByKey = prepared('timesheet_by_key', (db) => withUser(db).where(byKey()));
const timesheetForUpdate = prepared('timesheet_for_update', (db) =>
  withUser(db).where(byKey()).for('update', { of: timesheets }),
);

export async function findTimesheet(tx: Tx, key: Key): Promise<TimesheetRow | undefined> {
  const [row] = await timesheetByKey(tx, key);
  return row;
}

/** Some timesheets of a tenant, in no particular order. */
export function findTimesheetsByIds(tx: Tx, params: Ids): Promise<TimesheetRow[]> {
  return withUser(tx).where(
    and(
      eq(timesheets.tenantId, params.tenantId),
      inArray(timesheets.timesheetId, params.timesheetIds),
    ),
  );
}

/**
 * Locks the timesheet row for a change, so two saves of one week run one after the other, and
 * reads it (as `findTimesheet`) in the same statement.
 */
export async function lockTimesheet(tx: Tx, key: Key): Promise<TimesheetRow | undefined> {
  const [row] = await timesheetForUpdate(tx, key);
  return row;
}

/** The timecards of some timesheets with their client, project and task names, in grid order. */
const timecardsOf = (db: QueryDb, tenantId: Value, timesheetIds: Value[]) =>
  db
    .select({
      timesheetId: timecards.timesheetId,
      projectId: timecards.projectId,
      taskId: timecards.taskId,
      position: timecards.position,
      managerComments: timecards.managerComments,
      projectName: projects.name,
      clientId: clients.id,
      clientName: clients.name,
      taskName: tasks.name,
    })
    .from(timecards)
    .innerJoin(projects, ON.projectOfCard)
    .innerJoin(clients, ON.clientOfProject)
    .innerJoin(tasks, ON.taskOfCard)
    .where(and(eq(timecards.tenantId, tenantId), inArray(timecards.timesheetId, timesheetIds)))
    .orderBy(timecards.timesheetId, asc(timecards.position));

const daysOf = (db: QueryDb, tenantId: Value, timesheetIds: Value[]) =>
  db
    .select()
    .from(timecardDays)
    .where(
      and(eq(timecardDays.tenantId, tenantId), inArray(timecardDays.timesheetId, timesheetIds)),
    );

// One timesheet's (a week, a viewer, a save): the same statements, built once.
const one = [placeholder('timesheetId')];
const timecardsOfOne = prepared('timecards_of_timesheet', (db) =>
  timecardsOf(db, placeholder('tenantId'), one),
);
const daysOfOne = prepared('days_of_timesheet', (db) => daysOf(db, placeholder('tenantId'), one));

export type Ids = Scope & { timesheetIds: string[] };
/** The one id when there is exactly one. */
export const onlyOf = ({ tenantId, timesheetIds }: Ids) =>
  timesheetIds.length === 1 ? { tenantId, timesheetId: timesheetIds[0]! } : undefined;

export async function findTimecards(tx: Tx, params: Ids) {
  const only = onlyOf(params);
  return only
    ? await timecardsOfOne(tx, only)
    : await timecardsOf(tx, params.tenantId, params.timesheetIds);
}

export async function findDays(tx: Tx, params: Ids): Promise<DayRow[]> {
  const only = onlyOf(params);
  return only ? daysOfOne(tx, only) : daysOf(tx, params.tenantId, params.timesheetIds);
}

export async function insertTimesheet(tx: Tx, values: typeof timesheets.$inferInsert) {
  await tx.insert(timesheets).values(values).onConflictDoNothing();
}

export async function updateTimesheet(
  tx: Tx,
  key: Key,
  values: Partial<
    Pick<
      typeof timesheets.$inferInsert,
      | 'version'
      | 'submittedAt'
      | 'submittedBy'
      | 'submittedByUserId'
      | 'resubmissionAllowed'
      | 'updatedAt'
    >
  >,
) {
  await tx
    .update(timesheets)
    .set(values)
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)));
}

export async function deleteTimesheetRow(tx: Tx, key: Key) {
  const rows = await tx
    .delete(timesheets)
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)))
    .returning({ timesheetId: timesheets.timesheetId });
  return rows.length > 0;
}

type Status = (typeof timesheets.$inferSelect)['status'];

/** Stores the statuses and totals the lists filter and sort on (derived by the contract's rule). */
export async function storeSummaries(
  tx: Tx,
  params: Key & {
    status: Status;
    totalMinutes: number;
    cards: { projectId: string; taskId: string; status: Status; totalMinutes: number }[];
  },
) {
  await tx
    .update(timesheets)
    .set({ status: params.status, totalMinutes: params.totalMinutes })
    .where(
      and(eq(timesheets.tenantId, params.tenantId), eq(timesheets.timesheetId, params.timesheetId)),
    );
  if (params.cards.length === 0) return;
  // One statement for every timecard: its status and total from a VALUES list.
  const rows = sql.join(
    params.cards.map(
      (card) => sql`(${card.projectId}, ${card.taskId}, ${card.status}, ${card.totalMinutes}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update "timecards" set "status" = v.status, "total_minutes" = v.total_minutes from (values ${rows}) as v(project_id, task_id, status, total_minutes) where "timecards"."tenant_id" = ${params.tenantId} and "timecards"."timesheet_id" = ${params.timesheetId} and "timecards"."project_id" = v.project_id and "timecards"."task_id" = v.task_id`,
  );
}
