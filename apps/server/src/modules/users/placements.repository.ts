import { ofUser, ON, refersTo } from '../../db/joins.ts';
import { and, desc, eq, exists, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  associations,
  clients,
  projects,
  supplierContacts,
  suppliers,
  tasks,
  userProjects,
  userSupplierContacts,
  userTasks,
  users,
} from '../../db/schema/index.ts';

type Who = { tenantId: string; userId: string };

/** A user's assigned projects with their tasks, in the order they were assigned. */
export interface ProjectPlacement {
  projectId: string;
  taskIds: string[];
}

const who = { tenantId: sql.placeholder('tenantId'), userId: sql.placeholder('userId') };

/** Built once, as the two below: the profile reads them on every visit. */
const assignedProjects = prepared('user_projects', (db) =>
  db
    .select({ projectId: userProjects.projectId })
    .from(userProjects)
    .innerJoin(projects, refersTo(userProjects, userProjects.projectId, projects, projects.id))
    .where(ofUser(userProjects, who))
    .orderBy(sql`lower(${projects.name})`, projects.id),
);
const assignedTasks = prepared('user_tasks', (db) =>
  db
    .select({ projectId: userTasks.projectId, taskId: userTasks.taskId })
    .from(userTasks)
    .innerJoin(tasks, refersTo(userTasks, userTasks.taskId, tasks, tasks.id))
    .where(ofUser(userTasks, who))
    .orderBy(desc(tasks.isDefault), sql`lower(${tasks.name})`, tasks.id),
);
const placedSupplierContacts = prepared('user_supplier_contacts', (db) =>
  db
    .select({ id: userSupplierContacts.supplierContactId })
    .from(userSupplierContacts)
    .innerJoin(
      supplierContacts,
      refersTo(
        userSupplierContacts,
        userSupplierContacts.supplierContactId,
        supplierContacts,
        supplierContacts.id,
      ),
    )
    .where(ofUser(userSupplierContacts, who))
    .orderBy(
      sql`lower(coalesce(nullif(trim(${supplierContacts.name}), ''), ${supplierContacts.email}))`,
      supplierContacts.id,
    ),
);

export async function readAssignments(tx: Tx, who: Who): Promise<ProjectPlacement[]> {
  const projectRows = await assignedProjects(tx, who);
  const taskRows = await assignedTasks(tx, who);
  return projectRows.map(({ projectId }) => ({
    projectId,
    taskIds: taskRows.filter((row) => row.projectId === projectId).map((row) => row.taskId),
  }));
}

export async function readSupplierContactIds(tx: Tx, who: Who): Promise<string[]> {
  const rows = await placedSupplierContacts(tx, who);
  return rows.map((row) => row.id);
}

/** Replaces the user's project and task assignments with `placements`. */
export async function replaceAssignments(tx: Tx, who: Who, placements: ProjectPlacement[]) {
  await tx.delete(userProjects).where(ofUser(userProjects, who));
  if (!placements.length) return;
  await tx.insert(userProjects).values(placements.map(({ projectId }) => ({ ...who, projectId })));
  const taskValues = placements.flatMap(({ projectId, taskIds }) =>
    taskIds.map((taskId) => ({ ...who, projectId, taskId })),
  );
  if (taskValues.length) await tx.insert(userTasks).values(taskValues);
}

export async function replaceSupplierContacts(tx: Tx, who: Who, contactIds: string[]) {
  await tx.delete(userSupplierContacts).where(ofUser(userSupplierContacts, who));
  if (contactIds.length)
    await tx
      .insert(userSupplierContacts)
      .values(contactIds.map((supplierContactId) => ({ ...who, supplierContactId })));
}

// ---- lookups for validation ----------------------------------------------------------------

export async function findProjectsByIds(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: projects.id, isArchived: projects.isArchived, isDeleted: projects.isDeleted })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, ids)));
}

export async function findTasksByIds(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: tasks.id,
      projectId: tasks.projectId,
      isArchived: tasks.isArchived,
      isDeleted: tasks.isDeleted,
    })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), inArray(tasks.id, ids)));
}

/** The default task of each of `projectIds`. */
export async function findDefaultTasks(tx: Tx, tenantId: string, projectIds: string[]) {
  if (!projectIds.length) return [];
  return tx
    .select({ id: tasks.id, projectId: tasks.projectId })
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        inArray(tasks.projectId, projectIds),
        eq(tasks.isDefault, true),
      ),
    );
}

export async function findSupplierContactsByIds(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: supplierContacts.id,
      supplierId: supplierContacts.supplierId,
      isArchived: supplierContacts.isArchived,
      isDeleted: supplierContacts.isDeleted,
    })
    .from(supplierContacts)
    .where(and(eq(supplierContacts.tenantId, tenantId), inArray(supplierContacts.id, ids)));
}

// ---- the choices a user form offers ---------------------------------------------------------

/** True for rows of `target` the user holds through the link table `link`. */
const heldBy = (
  tx: Tx,
  who: Who,
  link: typeof userProjects | typeof userTasks | typeof userSupplierContacts,
  linkColumn: AnyColumn,
  target: AnyColumn,
) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(link)
      .where(
        and(eq(link.tenantId, who.tenantId), eq(link.userId, who.userId), eq(linkColumn, target)),
      ),
  );

/** Live rows: not deleted, and active unless the user already holds them. */
const offered = (row: { isArchived: AnyColumn; isDeleted: AnyColumn }, held?: SQL) =>
  and(
    eq(row.isDeleted, false),
    held ? or(eq(row.isArchived, false), held) : eq(row.isArchived, false),
  );

/**
 * What a user form can choose from: active projects, tasks, suppliers and supplier
 * contacts, plus archived ones the user already holds so the form can show them. Tasks
 * and contacts are joined to their offered parents in SQL (no id lists sent back).
 */
export async function findPlacementOptions(tx: Tx, params: { tenantId: string; userId?: string }) {
  const { tenantId, userId } = params;
  const who = userId ? { tenantId, userId } : undefined;
  const held = (link: Parameters<typeof heldBy>[2], linkColumn: AnyColumn, target: AnyColumn) =>
    who ? heldBy(tx, who, link, linkColumn, target) : undefined;
  const projectOffered = offered(projects, held(userProjects, userProjects.projectId, projects.id));
  const supplierOffered = offered(
    suppliers,
    who
      ? eq(
          suppliers.id,
          sql`(${tx
            .select({ id: users.supplierId })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.userId, who.userId)))})`,
        )
      : undefined,
  );

  const projectRows = await tx
    .select({
      value: projects.id,
      label: projects.name,
      isArchived: projects.isArchived,
      clientName: clients.name,
      hasContacts: exists(
        tx
          .select({ one: sql`1` })
          .from(associations)
          .where(and(eq(associations.tenantId, tenantId), eq(associations.projectId, projects.id))),
      ).mapWith(Boolean),
    })
    .from(projects)
    .innerJoin(clients, ON.clientOfProject)
    .where(and(eq(projects.tenantId, tenantId), projectOffered))
    .orderBy(sql`lower(${clients.name})`, sql`lower(${projects.name})`, projects.id);

  const taskRows = await tx
    .select({
      value: tasks.id,
      label: tasks.name,
      isArchived: tasks.isArchived,
      projectId: tasks.projectId,
      isDefault: tasks.isDefault,
    })
    .from(tasks)
    .innerJoin(
      projects,
      and(eq(projects.tenantId, tasks.tenantId), eq(projects.id, tasks.projectId)),
    )
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        projectOffered,
        offered(tasks, held(userTasks, userTasks.taskId, tasks.id)),
      ),
    )
    .orderBy(desc(tasks.isDefault), sql`lower(${tasks.name})`, tasks.id);

  const supplierRows = await tx
    .select({ value: suppliers.id, label: suppliers.name, isArchived: suppliers.isArchived })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), supplierOffered))
    .orderBy(sql`lower(${suppliers.name})`, suppliers.id);

  const contactRows = await tx
    .select({
      value: supplierContacts.id,
      // A supplier contact's name is optional (D§5): an option is never blank, so it shows the e-mail.
      label: sql<string>`coalesce(nullif(trim(${supplierContacts.name}), ''), ${supplierContacts.email})`,
      isArchived: supplierContacts.isArchived,
      supplierId: supplierContacts.supplierId,
    })
    .from(supplierContacts)
    .innerJoin(
      suppliers,
      and(
        eq(suppliers.tenantId, supplierContacts.tenantId),
        eq(suppliers.id, supplierContacts.supplierId),
      ),
    )
    .where(
      and(
        eq(supplierContacts.tenantId, tenantId),
        supplierOffered,
        offered(
          supplierContacts,
          held(userSupplierContacts, userSupplierContacts.supplierContactId, supplierContacts.id),
        ),
      ),
    )
    .orderBy(
      sql`lower(coalesce(nullif(trim(${supplierContacts.name}), ''), ${supplierContacts.email}))`,
      supplierContacts.id,
    );

  return {
    projects: projectRows,
    tasks: taskRows,
    suppliers: supplierRows,
    supplierContacts: contactRows,
  };
}
