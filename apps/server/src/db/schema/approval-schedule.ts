import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import { instant, tenantId } from './columns.ts';
import { contacts } from './directory.ts';
import { tenants } from './tenants.ts';

/** A tenant's Approvals and Reminders settings (issue 29 §2); no row: the defaults. */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    tenantId: tenantId().primaryKey(),
    settings: jsonb('settings').$type<ApprovalSettings>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);

/**
 * What the approval schedule has sent, one row a mail-worthy fact (`remind-approve:contact:day`,
 * `escalate-backup:timesheet:project:version`…): the row is written in the transaction that
 * queues the mail, so a re-run, a restart or a second instance never sends it again.
 */
export const approvalScheduleSends = pgTable(
  'approval_schedule_sends',
  {
    tenantId: tenantId(),
    sendKey: text('send_key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sendKey] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('approval_schedule_sends_tenant_at_idx').on(t.tenantId, t.at),
  ],
);

/** A contact who turned reminders off from a reminder's footer (escalations still go to others). */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    tenantId: tenantId(),
    contactId: text('contact_id').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.contactId] }),
    foreignKey({
      columns: [t.tenantId, t.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('cascade'),
  ],
);
