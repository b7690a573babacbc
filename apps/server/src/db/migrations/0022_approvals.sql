CREATE TABLE "delegations" (
	"tenant_id" text NOT NULL,
	"delegation_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"delegate_contact_id" text NOT NULL,
	"day_from" date NOT NULL,
	"day_to" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delegations_tenant_id_delegation_id_pk" PRIMARY KEY("tenant_id","delegation_id")
);
--> statement-breakpoint
CREATE TABLE "approval_schedule_sends" (
	"tenant_id" text NOT NULL,
	"send_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_schedule_sends_tenant_id_send_key_pk" PRIMARY KEY("tenant_id","send_key")
);
--> statement-breakpoint
CREATE TABLE "approval_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"tenant_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_opt_outs_tenant_id_contact_id_pk" PRIMARY KEY("tenant_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "timecard_days" ADD COLUMN "reviewer_on_behalf_of" text;--> statement-breakpoint
ALTER TABLE "timecard_days" ADD COLUMN "correction" jsonb;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_tenant_id_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_tenant_id_delegate_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","delegate_contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_schedule_sends" ADD CONSTRAINT "approval_schedule_sends_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_tenant_id_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_tenant_created_idx" ON "delegations" USING btree ("tenant_id","created_at","delegation_id");--> statement-breakpoint
CREATE INDEX "delegations_tenant_contact_idx" ON "delegations" USING btree ("tenant_id","contact_id","created_at","delegation_id");--> statement-breakpoint
CREATE INDEX "delegations_tenant_delegate_idx" ON "delegations" USING btree ("tenant_id","delegate_contact_id","day_to");--> statement-breakpoint
CREATE INDEX "approval_schedule_sends_tenant_at_idx" ON "approval_schedule_sends" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_reviewed_idx" ON "timecard_days" USING btree ("tenant_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "timecard_days_waiting_idx" ON "timecard_days" USING btree ("tenant_id","project_id","timesheet_id") WHERE "timecard_days"."review" is null and "timecard_days"."minutes" > 0;--> statement-breakpoint
SELECT tallysheet_protect('delegations');--> statement-breakpoint
SELECT tallysheet_protect('approval_settings');--> statement-breakpoint
SELECT tallysheet_protect('approval_schedule_sends');--> statement-breakpoint
SELECT tallysheet_protect('reminder_opt_outs');