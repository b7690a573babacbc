CREATE TABLE "period_locks" (
	"tenant_id" text NOT NULL,
	"lock_id" text NOT NULL,
	"day_from" date NOT NULL,
	"day_to" date NOT NULL,
	"client_id" text,
	"reason" text NOT NULL,
	"closed_by" text NOT NULL,
	"closed_by_user_id" text,
	"closed_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	"reopen_reason" text,
	CONSTRAINT "period_locks_tenant_id_lock_id_pk" PRIMARY KEY("tenant_id","lock_id")
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "reopened_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_tenant_id_client_id_clients_tenant_id_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "period_locks_in_force_idx" ON "period_locks" USING btree ("tenant_id","day_to","day_from") WHERE "period_locks"."reopened_at" is null;--> statement-breakpoint
-- Hand-written: row-level security and grants like every tenant table.
SELECT tallysheet_protect('period_locks');