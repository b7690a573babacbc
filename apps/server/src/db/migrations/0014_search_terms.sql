CREATE TABLE "search_terms" (
	"tenant_id" text NOT NULL,
	"source" text NOT NULL,
	"entity_id" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_tenant_id_source_term_entity_id_pk" PRIMARY KEY("tenant_id","source","term","entity_id")
);
--> statement-breakpoint
DROP INDEX "users_tenant_user_prefix_idx";--> statement-breakpoint
DROP INDEX "users_tenant_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_tenant_email_prefix_idx";--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("tenant_id","source","term" text_pattern_ops);--> statement-breakpoint
SELECT tallysheet_protect('search_terms');--> statement-breakpoint
-- The terms a list's search q matches for one row: its name lowercased from each of its words on
-- ('northwind acme', 'acme'), and each of `whole` (e-mail, username) lowercased.
CREATE OR REPLACE FUNCTION tallysheet_search_terms_of(name text, whole text[]) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT term FROM (
    SELECT array_to_string(w.words[i:], ' ') AS term
    FROM (SELECT regexp_split_to_array(lower(btrim(coalesce(name, ''), E' \t\r\n')), '\s+') AS words) AS w,
      generate_subscripts(w.words, 1) AS i
    UNION ALL
    SELECT lower(btrim(value, E' \t\r\n')) FROM unnest(whole) AS value
  ) AS terms
  WHERE term IS NOT NULL AND term <> ''
$$;
--> statement-breakpoint
-- Keeps search_terms current, once per statement (a row-level trigger made a bulk insert six times
-- slower). Arguments: the id column, the name column, then the columns matched whole (e-mail,
-- username). An update rewrites the terms only of rows whose searched text changed. Old terms
-- are deleted by their whole key, computed again from the old values (the terms function is
-- immutable: a migration that changes it rebuilds search_terms).
CREATE OR REPLACE FUNCTION tallysheet_keep_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id text := quote_ident(TG_ARGV[0]);
  whole text := coalesce(
    (SELECT 'ARRAY[' || string_agg('r.' || quote_ident(c), ', ') || ']' FROM unnest(TG_ARGV[2:]) AS c),
    'ARRAY[]::text[]');
  changed text := format(
    'JOIN stale AS s ON s.tenant_id = f.tenant_id AND s.%1$s = f.%1$s WHERE (%2$s) IS DISTINCT FROM (%3$s)',
    id,
    (SELECT string_agg('f.' || quote_ident(c), ', ') FROM unnest(TG_ARGV[1:]) AS c),
    (SELECT string_agg('s.' || quote_ident(c), ', ') FROM unnest(TG_ARGV[1:]) AS c));
  gone text := 'stale';
  fresh_rows text := 'fresh';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    gone := format('(SELECT s.* FROM fresh AS f %s)', changed);
    fresh_rows := format('(SELECT f.* FROM fresh AS f %s)', changed);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format(
      'DELETE FROM search_terms AS t USING %s AS r, tallysheet_search_terms_of(r.%I, %s) AS k(term) '
      'WHERE t.tenant_id = r.tenant_id AND t.source = %L AND t.term = k.term AND t.entity_id = r.%s',
      gone, TG_ARGV[1], whole, TG_TABLE_NAME, id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format(
      'INSERT INTO search_terms (tenant_id, source, entity_id, term) '
      'SELECT r.tenant_id, %L, r.%s, k.term FROM %s AS r, tallysheet_search_terms_of(r.%I, %s) AS k(term)',
      TG_TABLE_NAME, id, fresh_rows, TG_ARGV[1], whole);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Makes a table's list searchable: its three statement triggers (a trigger with transition tables
-- takes one event). Arguments as tallysheet_keep_search_terms'.
CREATE OR REPLACE FUNCTION tallysheet_searchable(target regclass, VARIADIC columns text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  args text := (SELECT string_agg(quote_literal(c), ', ') FROM unnest(columns) AS c);
BEGIN
  EXECUTE format('CREATE TRIGGER search_terms_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS fresh '
    'FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_search_terms(%s)', target, args);
  EXECUTE format('CREATE TRIGGER search_terms_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS stale '
    'NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_search_terms(%s)', target, args);
  EXECUTE format('CREATE TRIGGER search_terms_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS stale '
    'FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_search_terms(%s)', target, args);
END
$$;
--> statement-breakpoint
SELECT tallysheet_searchable('clients', 'client_id', 'name');--> statement-breakpoint
SELECT tallysheet_searchable('projects', 'project_id', 'name');--> statement-breakpoint
SELECT tallysheet_searchable('contacts', 'contact_id', 'name', 'email');--> statement-breakpoint
SELECT tallysheet_searchable('tasks', 'task_id', 'name');--> statement-breakpoint
SELECT tallysheet_searchable('suppliers', 'supplier_id', 'name');--> statement-breakpoint
SELECT tallysheet_searchable('supplier_contacts', 'supplier_contact_id', 'name', 'email');--> statement-breakpoint
SELECT tallysheet_searchable('users', 'user_id', 'display_name', 'user_id', 'email');--> statement-breakpoint
-- The rows already there, as the cross-tenant role: row-level security is forced even on the owner.
SET ROLE tallysheet_system;--> statement-breakpoint
INSERT INTO search_terms (tenant_id, source, entity_id, term)
SELECT tenant_id, 'clients', client_id, term FROM clients, tallysheet_search_terms_of(name, '{}') AS term
UNION ALL
SELECT tenant_id, 'projects', project_id, term FROM projects, tallysheet_search_terms_of(name, '{}') AS term
UNION ALL
SELECT tenant_id, 'contacts', contact_id, term FROM contacts, tallysheet_search_terms_of(name, ARRAY[email]) AS term
UNION ALL
SELECT tenant_id, 'tasks', task_id, term FROM tasks, tallysheet_search_terms_of(name, '{}') AS term
UNION ALL
SELECT tenant_id, 'suppliers', supplier_id, term FROM suppliers, tallysheet_search_terms_of(name, '{}') AS term
UNION ALL
SELECT tenant_id, 'supplier_contacts', supplier_contact_id, term FROM supplier_contacts, tallysheet_search_terms_of(name, ARRAY[email]) AS term
UNION ALL
SELECT tenant_id, 'users', user_id, term FROM users, tallysheet_search_terms_of(display_name, ARRAY[user_id, email]) AS term;--> statement-breakpoint
RESET ROLE;
