CREATE TABLE "timecard_days" (
	"tenant_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"review" text,
	"review_comment" text,
	"reviewer_kind" text,
	"reviewer_name" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "timecard_days_tenant_id_timesheet_id_project_id_task_id_day_pk" PRIMARY KEY("tenant_id","timesheet_id","project_id","task_id","day")
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"tenant_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"task_id" text NOT NULL,
	"position" integer NOT NULL,
	"manager_comments" text DEFAULT '' NOT NULL,
	CONSTRAINT "timecards_tenant_id_timesheet_id_project_id_task_id_pk" PRIMARY KEY("tenant_id","timesheet_id","project_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_versions" (
	"tenant_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"version" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" text,
	"time_cards" jsonb NOT NULL,
	CONSTRAINT "timesheet_versions_tenant_id_timesheet_id_version_pk" PRIMARY KEY("tenant_id","timesheet_id","version")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"tenant_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"user_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"submitted_by_user_id" text,
	"resubmission_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_tenant_id_timesheet_id_pk" PRIMARY KEY("tenant_id","timesheet_id")
);
--> statement-breakpoint
ALTER TABLE "timecard_days" ADD CONSTRAINT "timecard_days_tenant_id_timesheet_id_project_id_task_id_timecards_tenant_id_timesheet_id_project_id_task_id_fk" FOREIGN KEY ("tenant_id","timesheet_id","project_id","task_id") REFERENCES "public"."timecards"("tenant_id","timesheet_id","project_id","task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_tenant_id_timesheet_id_timesheets_tenant_id_timesheet_id_fk" FOREIGN KEY ("tenant_id","timesheet_id") REFERENCES "public"."timesheets"("tenant_id","timesheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_tenant_id_project_id_projects_tenant_id_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_tenant_id_task_id_tasks_tenant_id_task_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","task_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_versions" ADD CONSTRAINT "timesheet_versions_tenant_id_timesheet_id_timesheets_tenant_id_timesheet_id_fk" FOREIGN KEY ("tenant_id","timesheet_id") REFERENCES "public"."timesheets"("tenant_id","timesheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_day_idx" ON "timecard_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_user_day_idx" ON "timecard_days" USING btree ("tenant_id","user_id","day");--> statement-breakpoint
CREATE INDEX "timecards_tenant_project_idx" ON "timecards" USING btree ("tenant_id","project_id","timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheets_tenant_user_period_idx" ON "timesheets" USING btree ("tenant_id","user_id","period_start");--> statement-breakpoint
CREATE INDEX "timesheets_tenant_period_idx" ON "timesheets" USING btree ("tenant_id","period_start","timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheets_tenant_updated_idx" ON "timesheets" USING btree ("tenant_id","updated_at","timesheet_id");--> statement-breakpoint
CREATE INDEX "link_tokens_tenant_timesheet_idx" ON "link_tokens" USING btree ("tenant_id",("subject"->>'timesheetId'));--> statement-breakpoint
SELECT tallysheet_protect('timesheets');--> statement-breakpoint
SELECT tallysheet_protect('timecards');--> statement-breakpoint
SELECT tallysheet_protect('timecard_days');--> statement-breakpoint
SELECT tallysheet_protect('timesheet_versions');
