import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/** The tables whose lists take a search `q`, as `search_terms.source` names them. */
export const SEARCHABLE_TABLES = [
  'clients',
  'projects',
  'contacts',
  'tasks',
  'suppliers',
  'supplier_contacts',
  'users',
] as const;
export type SearchableTable = (typeof SEARCHABLE_TABLES)[number];

/**
 * What a list's search `q` matches, one row per term: the name lowercased from each of its words
 * on ("northwind acme", "acme"), the e-mail and the username lowercased. Written only by the
 * triggers of migration 0014 on the searchable tables, so every write keeps it current.
 *
 * Why a table: row-level security lets an index serve only leakproof conditions, so
 * `lower(name) LIKE 'q%'` always scans the tenant's rows, while `term ^@ 'q'` (starts_with,
 * leakproof) reads a range of (tenant_id, source, term).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    tenantId: tenantId(),
    source: text('source', { enum: SEARCHABLE_TABLES }).notNull(),
    entityId: text('entity_id').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    // Term before entity, and no index of a table's terms by entity: even without statistics
    // (PGlite analyzes only at start) a search can only read a range of terms. The triggers
    // delete a row's terms by this whole key, computed again from the row's old values.
    primaryKey({ columns: [t.tenantId, t.source, t.term, t.entityId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    // The search (term ^@ q) with any collation; with the C collation the key serves it too.
    index('search_terms_prefix_idx').on(t.tenantId, t.source, sql`${t.term} text_pattern_ops`),
  ],
);

/**
 * The words of each timecard day's description, one row per distinct lexeme of
 * `to_tsvector('simple', description)`: what Search Timecards' text filter reads (issue 33 §3).
 * Written only by the statement triggers of migration 0033 on timecard_days, so every write of a
 * day keeps it current.
 *
 * Why a table and not a full-text index on timecard_days: under row-level security an index
 * serves only leakproof conditions, and `@@` is not one, so the GIN index on the descriptions
 * was never used and the filter read every row of timecard_days. `term = 'migration'` (text
 * equality, leakproof) reads one range of (tenant_id, term): the tenant's days with that word.
 * A day has every lexeme of a text exactly when full text (`plainto_tsquery('simple', text)`)
 * matches it: the simple configuration keeps every word, and the query ANDs them.
 */
export const timecardDayTerms = pgTable(
  'timecard_day_terms',
  {
    tenantId: tenantId(),
    term: text('term').notNull(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // The day's week, as its timesheet's period_start: the Saturday on or before it (weeks run
    // Saturday to Friday; extract(dow) is 0 on Sunday, 6 on Saturday). Computed by PostgreSQL, so
    // the triggers that write the terms need not know it.
    weekStart: date('week_start', { mode: 'string' })
      .generatedAlwaysAs(sql`"day" - ((extract(dow from "day")::integer + 1) % 7)`)
      .notNull(),
  },
  (t) => [
    // Term before the day's key: a search reads one range per word, in the timecards' key order.
    // No foreign key: the triggers delete a day's terms by this whole key, computed again from
    // the day's old description (as search_terms'), and a key check per word would double the
    // cost of writing days.
    primaryKey({
      name: 'timecard_day_terms_pkey',
      columns: [t.tenantId, t.term, t.timesheetId, t.projectId, t.taskId, t.day],
    }),
    // A word's days newest week first, in Search Timecards' default order (week, then timesheet,
    // project and task, newest first): the page of a common word is its first rows, read in
    // order and stopped at the page, not every match looked up and sorted (bench/README.md).
    index('timecard_day_terms_week_idx').on(
      t.tenantId,
      t.term,
      t.weekStart,
      t.timesheetId,
      t.projectId,
      t.taskId,
    ),
  ],
);
