import { boolean, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { lifecycle, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/** Indexes every directory list needs: the default sort, the create sort, and the name sort. */
const listIndexes = (
  table: string,
  t: { tenantId: never; updatedAt: never; createdAt: never; id: never; name: never },
) => [
  index(`${table}_tenant_updated_idx`).on(t.tenantId, t.updatedAt, t.id),
  index(`${table}_tenant_created_idx`).on(t.tenantId, t.createdAt, t.id),
  index(`${table}_tenant_name_idx`).on(t.tenantId, t.name, t.id),
];

export const clients = pgTable(
  'clients',
  {
    tenantId: tenantId(),
    id: text('client_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    ...listIndexes('clients', t as never),
  ],
);

export const projects = pgTable(
  'projects',
  {
    tenantId: tenantId(),
    id: text('project_id').notNull(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    endCustomer: text('end_customer').notNull().default(''),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }),
    index('projects_tenant_client_idx').on(t.tenantId, t.clientId, t.updatedAt),
    ...listIndexes('projects', t as never),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    tenantId: tenantId(),
    id: text('contact_id').notNull(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    email: text('email').notNull(),
    hasPortalAccess: boolean('has_portal_access').notNull().default(false),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }),
    index('contacts_tenant_client_idx').on(t.tenantId, t.clientId, t.updatedAt),
    ...listIndexes('contacts', t as never),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    tenantId: tenantId(),
    id: text('task_id').notNull(),
    clientId: text('client_id').notNull(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }),
    index('tasks_tenant_project_idx').on(t.tenantId, t.projectId, t.updatedAt),
    index('tasks_tenant_client_idx').on(t.tenantId, t.clientId, t.updatedAt),
    ...listIndexes('tasks', t as never),
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

export const suppliers = pgTable(
  'suppliers',
  {
    tenantId: tenantId(),
    id: text('supplier_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    ...listIndexes('suppliers', t as never),
  ],
);

export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    tenantId: tenantId(),
    id: text('supplier_contact_id').notNull(),
    supplierId: text('supplier_id').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    email: text('email').notNull(),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.supplierId],
      foreignColumns: [suppliers.tenantId, suppliers.id],
    }),
    index('supplier_contacts_tenant_supplier_idx').on(t.tenantId, t.supplierId, t.updatedAt),
    ...listIndexes('supplier_contacts', t as never),
  ],
);
