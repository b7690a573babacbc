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
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_tenant_seq_idx" ON "audit_entries" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_entity_idx" ON "audit_entries" USING btree ("tenant_id","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_at_idx" ON "audit_entries" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_actor_idx" ON "audit_entries" USING btree ("tenant_id","actor_id","seq");--> statement-breakpoint
-- Hand-written: row-level security as on every table; the trail itself is append-only for both
-- application roles (INSERT and SELECT only), so no row can be changed or removed through the app.
SELECT tallysheet_protect('audit_chain_heads');--> statement-breakpoint
SELECT tallysheet_protect('audit_entries');--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_entries FROM tallysheet_app, tallysheet_system;
