CREATE TABLE "webhook_deliveries" (
	"tenant_id" text NOT NULL,
	"delivery_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_from" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"lease_id" uuid,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"duration_ms" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_tenant_id_delivery_id_pk" PRIMARY KEY("tenant_id","delivery_id"),
	CONSTRAINT "webhook_deliveries_once_uq" UNIQUE("tenant_id","endpoint_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"tenant_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"disabled_for_failures_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_endpoints_tenant_id_endpoint_id_pk" PRIMARY KEY("tenant_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"tenant_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_via" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_tenant_id_entry_id_pk" PRIMARY KEY("tenant_id","entry_id")
);
--> statement-breakpoint
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
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_endpoint_id_webhook_endpoints_tenant_id_endpoint_id_fk" FOREIGN KEY ("tenant_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("tenant_id","endpoint_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_tenant_id_client_id_clients_tenant_id_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("tenant_id","endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_tenant_created_idx" ON "webhook_endpoints" USING btree ("tenant_id","created_at","endpoint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_tenant_seq_idx" ON "audit_entries" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_entity_idx" ON "audit_entries" USING btree ("tenant_id","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_at_idx" ON "audit_entries" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_actor_idx" ON "audit_entries" USING btree ("tenant_id","actor_id","seq");--> statement-breakpoint
CREATE INDEX "period_locks_in_force_idx" ON "period_locks" USING btree ("tenant_id","day_to","day_from") WHERE "period_locks"."reopened_at" is null;--> statement-breakpoint
-- Hand-written: row-level security and grants, as for every tenant table; the audit trail is
-- append-only for both application roles (INSERT and SELECT only), so no row can be changed or
-- removed through the app.
SELECT tallysheet_protect('period_locks');--> statement-breakpoint
SELECT tallysheet_protect('webhook_endpoints');--> statement-breakpoint
SELECT tallysheet_protect('webhook_deliveries');--> statement-breakpoint
SELECT tallysheet_protect('audit_chain_heads');--> statement-breakpoint
SELECT tallysheet_protect('audit_entries');--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_entries FROM tallysheet_app, tallysheet_system;
