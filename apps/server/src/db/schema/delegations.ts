import { date, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { contacts } from './directory.ts';

/**
 * A contact's alternate while they are out of office (issue 29 §3): from `day_from` to
 * `day_to` (both included) `delegate_contact_id`, a contact of the same client, gets the
 * contact's approval links too and decides on their behalf. Removing a contact takes its
 * delegations along.
 */
export const delegations = pgTable(
  'delegations',
  {
    tenantId: tenantId(),
    id: text('delegation_id').notNull(),
    contactId: text('contact_id').notNull(),
    delegateContactId: text('delegate_contact_id').notNull(),
    dayFrom: date('day_from', { mode: 'string' }).notNull(),
    dayTo: date('day_to', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.delegateContactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('cascade'),
    // The list (newest first), one contact's list and its stand-ins on a day, and whom a
    // delegate decides for on a day.
    index('delegations_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('delegations_tenant_contact_idx').on(t.tenantId, t.contactId, t.createdAt, t.id),
    index('delegations_tenant_delegate_idx').on(t.tenantId, t.delegateContactId, t.dayTo),
  ],
);
