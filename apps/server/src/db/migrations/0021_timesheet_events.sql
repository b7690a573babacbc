CREATE TABLE "timesheet_events" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"project_id" text,
	"kind" text NOT NULL,
	"actor_name" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "timesheet_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_tenant_id_timesheet_id_timesheets_tenant_id_timesheet_id_fk" FOREIGN KEY ("tenant_id","timesheet_id") REFERENCES "public"."timesheets"("tenant_id","timesheet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_events_tenant_timesheet_idx" ON "timesheet_events" USING btree ("tenant_id","timesheet_id","at");--> statement-breakpoint
SELECT tallysheet_protect('timesheet_events');