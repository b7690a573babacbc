CREATE TABLE "timecard_day_terms" (
	"tenant_id" text NOT NULL,
	"term" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "timecard_day_terms_pkey" PRIMARY KEY("tenant_id","term","timesheet_id","project_id","task_id","day")
);
--> statement-breakpoint
DROP INDEX "timecard_days_description_fts_idx";--> statement-breakpoint
SELECT tallysheet_protect('timecard_day_terms');--> statement-breakpoint
-- Keeps timecard_day_terms current, once per statement (as search_terms: a trigger with
-- transition tables takes one event, so one function for the three triggers). A day's terms are
-- the lexemes of to_tsvector('simple', description); an update rewrites the terms only of days
-- whose key or description changed, deleting the old ones by their whole key computed again
-- from the old description (to_tsvector with a named configuration is immutable).
CREATE OR REPLACE FUNCTION tallysheet_keep_timecard_day_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM timecard_day_terms AS t
    USING stale AS s, unnest(tsvector_to_array(to_tsvector('simple', s.description))) AS k(term)
    WHERE t.tenant_id = s.tenant_id AND t.term = k.term AND t.timesheet_id = s.timesheet_id
      AND t.project_id = s.project_id AND t.task_id = s.task_id AND t.day = s.day;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM timecard_day_terms AS t
    USING stale AS s, unnest(tsvector_to_array(to_tsvector('simple', s.description))) AS k(term)
    WHERE t.tenant_id = s.tenant_id AND t.term = k.term AND t.timesheet_id = s.timesheet_id
      AND t.project_id = s.project_id AND t.task_id = s.task_id AND t.day = s.day
      AND NOT EXISTS (
        SELECT 1 FROM fresh AS f
        WHERE f.tenant_id = s.tenant_id AND f.timesheet_id = s.timesheet_id
          AND f.project_id = s.project_id AND f.task_id = s.task_id AND f.day = s.day
          AND f.description = s.description);
    INSERT INTO timecard_day_terms (tenant_id, term, timesheet_id, project_id, task_id, day)
    SELECT f.tenant_id, k.term, f.timesheet_id, f.project_id, f.task_id, f.day
    FROM fresh AS f, unnest(tsvector_to_array(to_tsvector('simple', f.description))) AS k(term)
    WHERE NOT EXISTS (
      SELECT 1 FROM stale AS s
      WHERE s.tenant_id = f.tenant_id AND s.timesheet_id = f.timesheet_id
        AND s.project_id = f.project_id AND s.task_id = f.task_id AND s.day = f.day
        AND s.description = f.description);
  ELSE
    INSERT INTO timecard_day_terms (tenant_id, term, timesheet_id, project_id, task_id, day)
    SELECT f.tenant_id, k.term, f.timesheet_id, f.project_id, f.task_id, f.day
    FROM fresh AS f, unnest(tsvector_to_array(to_tsvector('simple', f.description))) AS k(term);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timecard_day_terms_insert AFTER INSERT ON timecard_days REFERENCING NEW TABLE AS fresh
  FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_timecard_day_terms();--> statement-breakpoint
CREATE TRIGGER timecard_day_terms_update AFTER UPDATE ON timecard_days REFERENCING OLD TABLE AS stale
  NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_timecard_day_terms();--> statement-breakpoint
CREATE TRIGGER timecard_day_terms_delete AFTER DELETE ON timecard_days REFERENCING OLD TABLE AS stale
  FOR EACH STATEMENT EXECUTE FUNCTION tallysheet_keep_timecard_day_terms();--> statement-breakpoint
-- The days already there, as the cross-tenant role: row-level security is forced even on the owner.
SET ROLE tallysheet_system;--> statement-breakpoint
INSERT INTO timecard_day_terms (tenant_id, term, timesheet_id, project_id, task_id, day)
SELECT d.tenant_id, k.term, d.timesheet_id, d.project_id, d.task_id, d.day
FROM timecard_days AS d, unnest(tsvector_to_array(to_tsvector('simple', d.description))) AS k(term)
WHERE d.description <> '';--> statement-breakpoint
RESET ROLE;
