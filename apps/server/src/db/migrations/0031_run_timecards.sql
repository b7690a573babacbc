CREATE TABLE "run_timecards" (
	"tenant_id" text NOT NULL,
	"run_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"user_id" text NOT NULL,
	"days" date[] NOT NULL,
	"minutes" integer[] NOT NULL,
	CONSTRAINT "run_timecards_tenant_id_run_id_timesheet_id_project_id_task_id_pk" PRIMARY KEY("tenant_id","run_id","timesheet_id","project_id","task_id"),
	CONSTRAINT "run_timecards_days" CHECK (cardinality("run_timecards"."days") = cardinality("run_timecards"."minutes"))
);
--> statement-breakpoint
-- Hand-written: the runs' days as stored so far, one row per timecard (drafts keep what they priced).
INSERT INTO "run_timecards" ("tenant_id", "run_id", "timesheet_id", "project_id", "task_id", "user_id", "days", "minutes")
SELECT "tenant_id", "run_id", "timesheet_id", "project_id", "task_id", min("user_id"),
  array_agg("day" ORDER BY "day"), array_agg("minutes" ORDER BY "day")
FROM "run_days" GROUP BY "tenant_id", "run_id", "timesheet_id", "project_id", "task_id";--> statement-breakpoint
DROP TABLE "run_days" CASCADE;--> statement-breakpoint
SELECT tallysheet_protect('run_timecards');