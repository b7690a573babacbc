import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { lifecycle, tenantId } from './columns.ts';
import { projects, supplierContacts, tasks } from './directory.ts';
import { ownedByUser } from './users.ts';

const createdAt = () => lifecycle().createdAt;

/** A project a user is assigned to: they may record time against it. */
export const userProjects = pgTable(
  'user_projects',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    projectId: text('project_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.projectId] }),
    ownedByUser(t),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    index('user_projects_tenant_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** A task of an assigned project a user is assigned to. */
export const userTasks = pgTable(
  'user_tasks',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    taskId: text('task_id').notNull(),
    projectId: text('project_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.taskId] }),
    foreignKey({
      columns: [t.tenantId, t.userId, t.projectId],
      foreignColumns: [userProjects.tenantId, userProjects.userId, userProjects.projectId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.taskId],
      foreignColumns: [tasks.tenantId, tasks.id],
    }),
    index('user_tasks_tenant_task_idx').on(t.tenantId, t.taskId),
  ],
);

/** A contact of the user's supplier who hears about the user's timesheets. */
export const userSupplierContacts = pgTable(
  'user_supplier_contacts',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    supplierContactId: text('supplier_contact_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.supplierContactId] }),
    ownedByUser(t),
    foreignKey({
      columns: [t.tenantId, t.supplierContactId],
      foreignColumns: [supplierContacts.tenantId, supplierContacts.id],
    }),
    index('user_supplier_contacts_tenant_contact_idx').on(t.tenantId, t.supplierContactId),
  ],
);
