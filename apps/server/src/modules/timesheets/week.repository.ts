import { and, desc, eq, exists, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  associations,
  clients,
  contacts,
  projects,
  tasks,
  timecardDays,
  timecards,
  userProjects,
  userTasks,
} from '../../db/schema/index.ts';
import { ofUser, ON } from '../../db/joins.ts';
import { placeholder, type Key, type Scope } from './timesheets.repository.ts';
import { cellKey, type Cell } from '../locks/week-locks.ts';

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
        ofUser(userProjects, params),
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

export interface EntryCard {
  projectId: string;
  taskId: string;
  days: { day: string; minutes: number; description: string }[];
}

/**
 * Replaces a timesheet's rows and days with `cards` (in grid order). The days named in `keep`
 * (locked: closed or approved, issue 30 §1) keep their stored row, decision included.
 */
export async function replaceEntries(
  tx: Tx,
  key: Key & { userId: string; cards: EntryCard[]; keep?: Cell[] },
) {
  const keepKeys = new Set((key.keep ?? []).map(cellKey));
  const kept = keepKeys.size
    ? (
        await tx
          .select()
          .from(timecardDays)
          .where(
            and(
              eq(timecardDays.tenantId, key.tenantId),
              eq(timecardDays.timesheetId, key.timesheetId),
            ),
          )
      ).filter((row) => keepKeys.has(cellKey(row)))
    : [];
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
    card.days
      .filter((day) => !keepKeys.has(cellKey({ ...card, day: day.day })))
      .map((day) => ({
        tenantId: key.tenantId,
        timesheetId: key.timesheetId,
        projectId: card.projectId,
        taskId: card.taskId,
        userId: key.userId,
        ...day,
      })),
  );
  const rows = [...days, ...kept];
  if (rows.length) await tx.insert(timecardDays).values(rows);
}
