import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES } from '@tallysheet/contract/engagement/feedback';
import { instant, tenantId } from './columns.ts';
import { ownedByUser } from './users.ts';

/** One message sent from the feedback popover, with the page and editors open at the time. */
export const feedback = pgTable(
  'feedback',
  {
    tenantId: tenantId(),
    feedbackId: uuid('feedback_id').notNull().defaultRandom(),
    userId: text('user_id').notNull(),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    feedbackText: text('feedback_text').notNull(),
    currentPage: text('current_page').notNull(),
    currentAppVersion: text('current_app_version').notNull(),
    sessionRecordingUrl: text('session_recording_url').notNull(),
    allowContact: boolean('allow_contact').notNull().default(false),
    clientEditorVisible: boolean('client_editor_visible').notNull().default(false),
    projectEditorVisible: boolean('project_editor_visible').notNull().default(false),
    roleEditorVisible: boolean('role_editor_visible').notNull().default(false),
    contactEditorVisible: boolean('contact_editor_visible').notNull().default(false),
    userEditorVisible: boolean('user_editor_visible').notNull().default(false),
    timesheetEditorVisible: boolean('timesheet_editor_visible').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.feedbackId] }),
    ownedByUser(t),
    index('feedback_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** A session recording: rrweb events of one signed-in session, appended when feedback or an error sends them. */
export const recordings = pgTable(
  'recordings',
  {
    tenantId: tenantId(),
    recordingId: uuid('recording_id').notNull().defaultRandom(),
    userId: text('user_id').notNull(),
    events: jsonb('events').$type<Record<string, unknown>[]>().notNull().default([]),
    /** How many events and how many bytes (as sent, JSON) it holds: the limits are checked on these. */
    eventCount: integer('event_count').notNull().default(0),
    byteSize: integer('byte_size').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.recordingId] }),
    ownedByUser(t),
    // The retention sweep deletes by age across tenants.
    index('recordings_created_idx').on(t.createdAt),
  ],
);
