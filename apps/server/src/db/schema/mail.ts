import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';

/** A file sent with a mail (a vendor report's PDF), its bytes in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`) rather than a file to open. */
  cid?: string;
}

/**
 * The transactional outbox: a mail is a row written in the transaction of the change that
 * causes it; the worker claims, sends and marks it in short separate steps.
 */
export const outbox = pgTable(
  'outbox',
  {
    tenantId: tenantId(),
    mailId: uuid('mail_id').notNull().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mailId] }),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);
