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
ALTER TABLE "approval_schedule_sends" ADD CONSTRAINT "approval_schedule_sends_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_tenant_id_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_schedule_sends_tenant_at_idx" ON "approval_schedule_sends" USING btree ("tenant_id","at");--> statement-breakpoint
SELECT tallysheet_protect('approval_settings');--> statement-breakpoint
SELECT tallysheet_protect('approval_schedule_sends');--> statement-breakpoint
SELECT tallysheet_protect('reminder_opt_outs');
