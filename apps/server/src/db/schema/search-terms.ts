import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
