DROP INDEX "timecard_days_tenant_day_idx";--> statement-breakpoint
DROP INDEX "timecard_days_tenant_reviewed_idx";--> statement-breakpoint
DROP INDEX "timecards_tenant_project_idx";--> statement-breakpoint
CREATE INDEX "timesheets_tenant_id_submitted_idx" ON "timesheets" USING btree ("tenant_id","timesheet_id","submitted_at");--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_day_idx" ON "timecard_days" USING btree ("tenant_id","day","timesheet_id","project_id","task_id","user_id","review","minutes");--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_reviewed_idx" ON "timecard_days" USING btree ("tenant_id","reviewed_at","timesheet_id","project_id","user_id","day","review") WHERE "timecard_days"."review" is not null and "timecard_days"."minutes" > 0;--> statement-breakpoint
CREATE INDEX "timecards_tenant_project_idx" ON "timecards" USING btree ("tenant_id","project_id","timesheet_id","task_id","status");