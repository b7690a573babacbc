import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lte,
  not,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared, type QueryDb } from '../../db/prepared.ts';
import {
  associations,
  clients,
  contacts,
  projects,
  suppliers,
  tasks,
  timecardDays,
  timecards,
  timesheets,
  timesheetVersions,
  userProjects,
  userTasks,
  users,
} from '../../db/schema/index.ts';
import { ON } from './timesheet-joins.ts';

type Scope = { tenantId: string };
type Key = Scope & { timesheetId: string };
/** A value, or the placeholder of a statement built once (prepared). */
type Value = string | Placeholder;
const placeholder = (name: string) => sql.placeholder(name);

export type TimesheetRow = typeof timesheets.$inferSelect & {
  userFullName: string;
  supplierId: string | null;
  supplierName: string | null;
};
export type TimecardRow = Awaited<ReturnType<typeof findTimecards>>[number];
export type DayRow = typeof timecardDays.$inferSelect;
export type VersionRow = typeof timesheetVersions.$inferSelect;

const live = (table: { isDeleted: never; isArchived: never }) =>
  and(not(table.isDeleted), not(table.isArchived));

/**
 * The projects and tasks a user may record time against: assigned, and neither the task, its
 * project nor its client archived or deleted; the default task (auto-assigned, A§1) first.
 */
const weekOptions = prepared('week_options', (db) => {
  const params = { tenantId: placeholder('tenantId'), userId: placeholder('userId') };
  const assignedTask = exists(
    db
      .select({ one: sql`1` })
      .from(userTasks)
      .where(
        and(
          eq(userTasks.tenantId, tasks.tenantId),
          eq(userTasks.userId, params.userId),
          eq(userTasks.taskId, tasks.id),
        ),
      ),
  );
  const linkedContact = exists(
    db
      .select({ one: sql`1` })
      .from(associations)
      .innerJoin(
        contacts,
        and(eq(contacts.tenantId, associations.tenantId), eq(contacts.id, associations.contactId)),
      )
      .where(
        and(
          eq(associations.tenantId, projects.tenantId),
          eq(associations.projectId, projects.id),
          not(contacts.isDeleted),
        ),
      ),
  );
  return db
    .select({
      clientId: clients.id,
      clientName: clients.name,
      projectId: projects.id,
      projectName: projects.name,
      taskId: tasks.id,
      taskName: tasks.name,
      isDefault: tasks.isDefault,
      hasContacts: linkedContact.mapWith(Boolean),
    })
    .from(userProjects)
    .innerJoin(
      projects,
      and(eq(projects.tenantId, userProjects.tenantId), eq(projects.id, userProjects.projectId)),
    )
    .innerJoin(clients, ON.clientOfProject)
    .innerJoin(tasks, and(eq(tasks.tenantId, projects.tenantId), eq(tasks.projectId, projects.id)))
    .where(
      and(
        eq(userProjects.tenantId, params.tenantId),
        eq(userProjects.userId, params.userId),
        live(projects as never),
        live(clients as never),
        live(tasks as never),
        or(eq(tasks.isDefault, true), assignedTask),
      ),
    )
    .orderBy(
      sql`lower(${clients.name})`,
      sql`lower(${projects.name})`,
      projects.id,
      desc(tasks.isDefault),
      sql`lower(${tasks.name})`,
      tasks.id,
    );
});

export function findWeekOptions(tx: Tx, params: Scope & { userId: string }) {
  return weekOptions(tx, params);
}

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

const withUser = (db: QueryDb) =>
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

/**
 * Locks the timesheet row for a change, so two saves of one week run one after the other, and
 * reads it (as `findTimesheet`) in the same statement.
 */
export async function lockTimesheet(tx: Tx, key: Key): Promise<TimesheetRow | undefined> {
  const [row] = await timesheetForUpdate(tx, key);
  return row;
}

/** A user's timesheets, newest week first, paged in SQL. */
export async function listUserTimesheets(
  tx: Tx,
  params: Scope & { userId: string; limit: number; offset: number },
) {
  const condition = and(
    eq(timesheets.tenantId, params.tenantId),
    eq(timesheets.userId, params.userId),
  );
  const rows = await withUser(tx)
    .where(condition)
    .orderBy(desc(timesheets.periodStart), desc(timesheets.timesheetId))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await tx.select({ count: count() }).from(timesheets).where(condition);
  return { rows, count: total?.count ?? 0 };
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

const versionsOf = (db: QueryDb, tenantId: Value, timesheetIds: Value[]) =>
  db
    .select()
    .from(timesheetVersions)
    .where(
      and(
        eq(timesheetVersions.tenantId, tenantId),
        inArray(timesheetVersions.timesheetId, timesheetIds),
      ),
    )
    .orderBy(desc(timesheetVersions.version));

// One timesheet's (a week, a viewer, a save): the same statements, built once.
const one = [placeholder('timesheetId')];
const timecardsOfOne = prepared('timecards_of_timesheet', (db) =>
  timecardsOf(db, placeholder('tenantId'), one),
);
const daysOfOne = prepared('days_of_timesheet', (db) => daysOf(db, placeholder('tenantId'), one));
const versionsOfOne = prepared('versions_of_timesheet', (db) =>
  versionsOf(db, placeholder('tenantId'), one),
);

type Ids = Scope & { timesheetIds: string[] };
/** The one id when there is exactly one. */
const onlyOf = ({ tenantId, timesheetIds }: Ids) =>
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

export async function findVersions(tx: Tx, params: Ids): Promise<VersionRow[]> {
  const only = onlyOf(params);
  return only ? versionsOfOne(tx, only) : versionsOf(tx, params.tenantId, params.timesheetIds);
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

export interface EntryCard {
  projectId: string;
  taskId: string;
  days: { day: string; minutes: number; description: string }[];
}

/** Replaces a timesheet's rows and days with `cards` (in grid order). */
export async function replaceEntries(tx: Tx, key: Key & { userId: string; cards: EntryCard[] }) {
  await tx
    .delete(timecards)
    .where(and(eq(timecards.tenantId, key.tenantId), eq(timecards.timesheetId, key.timesheetId)));
  if (key.cards.length === 0) return;
  await tx.insert(timecards).values(
    key.cards.map((card, position) => ({
      tenantId: key.tenantId,
      timesheetId: key.timesheetId,
      projectId: card.projectId,
      taskId: card.taskId,
      position,
    })),
  );
  const days = key.cards.flatMap((card) =>
    card.days.map((day) => ({
      tenantId: key.tenantId,
      timesheetId: key.timesheetId,
      projectId: card.projectId,
      taskId: card.taskId,
      userId: key.userId,
      ...day,
    })),
  );
  if (days.length) await tx.insert(timecardDays).values(days);
}

export async function insertVersion(tx: Tx, values: typeof timesheetVersions.$inferInsert) {
  await tx.insert(timesheetVersions).values(values);
}

/** Records decisions on days of one timecard; only days with hours and no decision yet change. */
export async function decideDays(
  tx: Tx,
  params: Key & {
    projectId: string;
    taskId: string;
    decisions: { day: string; review: 'approved' | 'rejected'; reviewComment: string }[];
    reviewer: { kind: 'admin' | 'contact'; name: string; at: Date };
    onlyUndecided: boolean;
  },
) {
  let changed = 0;
  for (const decision of params.decisions) {
    const rows = await tx
      .update(timecardDays)
      .set({
        review: decision.review,
        reviewComment: decision.reviewComment || null,
        reviewerKind: params.reviewer.kind,
        reviewerName: params.reviewer.name,
        reviewedAt: params.reviewer.at,
      })
      .where(
        and(
          eq(timecardDays.tenantId, params.tenantId),
          eq(timecardDays.timesheetId, params.timesheetId),
          eq(timecardDays.projectId, params.projectId),
          eq(timecardDays.taskId, params.taskId),
          eq(timecardDays.day, decision.day),
          sql`${timecardDays.minutes} > 0`,
          params.onlyUndecided ? sql`${timecardDays.review} is null` : undefined,
        ),
      )
      .returning({ day: timecardDays.day });
    changed += rows.length;
  }
  return changed;
}

export async function setManagerComments(
  tx: Tx,
  params: Key & { projectId: string; taskId: string; managerComments: string },
) {
  await tx
    .update(timecards)
    .set({ managerComments: params.managerComments })
    .where(
      and(
        eq(timecards.tenantId, params.tenantId),
        eq(timecards.timesheetId, params.timesheetId),
        eq(timecards.projectId, params.projectId),
        eq(timecards.taskId, params.taskId),
      ),
    );
}

/** Minutes a user recorded between two days (both inclusive), drafts included. */
export async function sumMinutes(
  tx: Tx,
  params: Scope & { userId: string; from: string; to: string },
) {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${timecardDays.minutes}), 0)`.mapWith(Number) })
    .from(timecardDays)
    .where(
      and(
        eq(timecardDays.tenantId, params.tenantId),
        eq(timecardDays.userId, params.userId),
        gte(timecardDays.day, params.from),
        lte(timecardDays.day, params.to),
      ),
    );
  return row?.minutes ?? 0;
}

/**
 * The outstanding timecards of some projects (D§4): submitted and waiting for approval, that
 * is pending by the status stored from the contract's rule (timecardStatus).
 */
export function findOutstandingTimecards(tx: Tx, params: Scope & { projectIds: string[] }) {
  return tx
    .select({
      timesheetId: timecards.timesheetId,
      projectId: timecards.projectId,
      taskId: timecards.taskId,
      userFullName: users.displayName,
      projectName: projects.name,
      taskName: tasks.name,
    })
    .from(timecards)
    .innerJoin(timesheets, ON.timesheetOfCard)
    .innerJoin(users, ON.userOfTimesheet)
    .innerJoin(projects, ON.projectOfCard)
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

/** The contacts a project's timecards go to (D§1): live contacts with a notification level. */
export function findProjectRecipients(tx: Tx, params: Scope & { projectIds: string[] }) {
  return tx
    .select({
      projectId: associations.projectId,
      contactId: contacts.id,
      name: contacts.name,
      email: contacts.email,
      notificationLevel: associations.notificationLevel,
    })
    .from(associations)
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, associations.tenantId), eq(contacts.id, associations.contactId)),
    )
    .where(
      and(
        eq(associations.tenantId, params.tenantId),
        inArray(associations.projectId, params.projectIds),
        not(contacts.isDeleted),
        not(contacts.isArchived),
        not(eq(associations.notificationLevel, 'NONE')),
      ),
    )
    .orderBy(contacts.name, contacts.id);
}

/**
 * The name of a live (neither archived nor deleted) contact still associated with the project
 * with an approval link (Copy With Approval Link): only such a contact decides.
 */
export async function findLinkedContactName(
  tx: Tx,
  params: Scope & { contactId: string; projectId: string },
) {
  const [row] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .innerJoin(
      associations,
      and(eq(associations.tenantId, contacts.tenantId), eq(associations.contactId, contacts.id)),
    )
    .where(
      and(
        eq(contacts.tenantId, params.tenantId),
        eq(contacts.id, params.contactId),
        eq(associations.projectId, params.projectId),
        eq(associations.notificationLevel, 'COPY_WITH_LINK'),
        not(contacts.isDeleted),
        not(contacts.isArchived),
      ),
    );
  return row?.name;
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
