ALTER TABLE "timecards" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "total_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "total_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "timecard_days_description_fts_idx" ON "timecard_days" USING gin (to_tsvector('simple', "description"));--> statement-breakpoint
CREATE INDEX "timecards_tenant_status_idx" ON "timecards" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "timesheets_tenant_status_period_idx" ON "timesheets" USING btree ("tenant_id","status","period_start");--> statement-breakpoint
CREATE INDEX "timesheets_tenant_submitted_idx" ON "timesheets" USING btree ("tenant_id","submitted_at","timesheet_id");