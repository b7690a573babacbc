CREATE TABLE "run_claims" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" date NOT NULL,
	"run_id" text NOT NULL,
	CONSTRAINT "run_claims_tenant_id_kind_timesheet_id_project_id_task_id_day_pk" PRIMARY KEY("tenant_id","kind","timesheet_id","project_id","task_id","day")
);
--> statement-breakpoint
CREATE TABLE "run_days" (
	"tenant_id" text NOT NULL,
	"run_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"minutes" integer NOT NULL,
	"regular_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"holiday_minutes" integer NOT NULL,
	CONSTRAINT "run_days_tenant_id_run_id_timesheet_id_project_id_task_id_day_pk" PRIMARY KEY("tenant_id","run_id","timesheet_id","project_id","task_id","day")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"tenant_id" text NOT NULL,
	"run_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"day_from" date NOT NULL,
	"day_to" date NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"group_by" text,
	"currency" text,
	"lines" jsonb NOT NULL,
	"excluded_minutes" integer NOT NULL,
	"excluded" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finalised_by" text,
	"finalised_at" timestamp with time zone,
	"voided_by" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "runs_tenant_id_run_id_pk" PRIMARY KEY("tenant_id","run_id"),
	CONSTRAINT "runs_tenant_kind_number_key" UNIQUE("tenant_id","kind","number"),
	CONSTRAINT "runs_period" CHECK ("runs"."day_from" <= "runs"."day_to")
);
--> statement-breakpoint
ALTER TABLE "run_claims" ADD CONSTRAINT "run_claims_tenant_id_run_id_runs_tenant_id_run_id_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."runs"("tenant_id","run_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_days" ADD CONSTRAINT "run_days_tenant_id_run_id_runs_tenant_id_run_id_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."runs"("tenant_id","run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_claims_tenant_run_idx" ON "run_claims" USING btree ("tenant_id","run_id");--> statement-breakpoint
CREATE INDEX "run_claims_tenant_timesheet_idx" ON "run_claims" USING btree ("tenant_id","timesheet_id","day");--> statement-breakpoint
CREATE INDEX "runs_tenant_kind_created_idx" ON "runs" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
SELECT tallysheet_protect('runs');--> statement-breakpoint
SELECT tallysheet_protect('run_days');--> statement-breakpoint
SELECT tallysheet_protect('run_claims');
