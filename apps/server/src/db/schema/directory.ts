import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lifecycle, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/** The columns every directory row opens with: its tenant, its id, its name and description. */
const entry = (idColumn: string) => ({
  tenantId: tenantId(),
  id: text(idColumn).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

type EntryColumns = Record<'tenantId' | 'id' | 'name' | 'updatedAt' | 'createdAt', AnyPgColumn>;

/**
 * The key and the indexes every directory list needs: the default sort, the create sort,
 * and the name sort.
 */
const entryKeys = (table: string, t: EntryColumns) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index(`${table}_tenant_updated_idx`).on(t.tenantId, t.updatedAt, t.id),
  index(`${table}_tenant_created_idx`).on(t.tenantId, t.createdAt, t.id),
  index(`${table}_tenant_name_idx`).on(t.tenantId, t.name, t.id),
];

/** A top-level directory row goes with its tenant. */
const ownedByTenant = (t: EntryColumns) =>
  foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade');

/** A reference to a parent row of the same tenant, with the index listing the parent's children. */
const childOf = (
  table: string,
  parentName: string,
  t: EntryColumns,
  column: AnyPgColumn,
  parent: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => [
  foreignKey({ columns: [t.tenantId, column], foreignColumns: [parent.tenantId, parent.id] }),
  index(`${table}_tenant_${parentName}_idx`).on(t.tenantId, column, t.updatedAt),
];

export const clients = pgTable('clients', { ...entry('client_id'), ...lifecycle() }, (t) => [
  ...entryKeys('clients', t),
  ownedByTenant(t),
]);

export const projects = pgTable(
  'projects',
  {
    ...entry('project_id'),
    clientId: text('client_id').notNull(),
    endCustomer: text('end_customer').notNull().default(''),
    ...lifecycle(),
  },
  (t) => [...entryKeys('projects', t), ...childOf('projects', 'client', t, t.clientId, clients)],
);

export const contacts = pgTable(
  'contacts',
  {
    ...entry('contact_id'),
    clientId: text('client_id').notNull(),
    email: text('email').notNull(),
    hasPortalAccess: boolean('has_portal_access').notNull().default(false),
    ...lifecycle(),
  },
  (t) => [...entryKeys('contacts', t), ...childOf('contacts', 'client', t, t.clientId, clients)],
);

export const tasks = pgTable(
  'tasks',
  {
    ...entry('task_id'),
    clientId: text('client_id').notNull(),
    projectId: text('project_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...lifecycle(),
  },
  (t) => [
    ...entryKeys('tasks', t),
    ...childOf('tasks', 'project', t, t.projectId, projects),
    ...childOf('tasks', 'client', t, t.clientId, clients),
  ],
);

/** A project contact linked to a project: who receives its timecards, and how. */
export const associations = pgTable(
  'associations',
  {
    tenantId: tenantId(),
    projectId: text('project_id').notNull(),
    contactId: text('contact_id').notNull(),
    contactType: text('contact_type', {
      enum: ['MANAGER', 'BACKUP_MANAGER', 'ADDITIONAL_CONTACT'],
    }).notNull(),
    notificationLevel: text('notification_level', {
      enum: ['COPY_WITH_LINK', 'COPY_ONLY', 'NONE'],
    }).notNull(),
    createdAt: lifecycle().createdAt,
    updatedAt: lifecycle().updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.contactId] }),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('cascade'),
    index('associations_tenant_contact_idx').on(t.tenantId, t.contactId),
  ],
);

export const suppliers = pgTable('suppliers', { ...entry('supplier_id'), ...lifecycle() }, (t) => [
  ...entryKeys('suppliers', t),
  ownedByTenant(t),
]);

export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    ...entry('supplier_contact_id'),
    name: text('name').notNull().default(''),
    supplierId: text('supplier_id').notNull(),
    email: text('email').notNull(),
    ...lifecycle(),
  },
  (t) => [
    ...entryKeys('supplier_contacts', t),
    ...childOf('supplier_contacts', 'supplier', t, t.supplierId, suppliers),
  ],
);
