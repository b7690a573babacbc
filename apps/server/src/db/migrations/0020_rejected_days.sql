ALTER TABLE "tenants" ADD COLUMN "rejected_days_reopen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "resubmission_requested_at" timestamp with time zone;