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
ALTER TABLE "timecard_days" ADD COLUMN "reviewer_on_behalf_of" text;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_tenant_id_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_tenant_id_delegate_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","delegate_contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_tenant_created_idx" ON "delegations" USING btree ("tenant_id","created_at","delegation_id");--> statement-breakpoint
CREATE INDEX "delegations_tenant_contact_idx" ON "delegations" USING btree ("tenant_id","contact_id","created_at","delegation_id");--> statement-breakpoint
CREATE INDEX "delegations_tenant_delegate_idx" ON "delegations" USING btree ("tenant_id","delegate_contact_id","day_to");--> statement-breakpoint
CREATE INDEX "timecard_days_tenant_reviewed_idx" ON "timecard_days" USING btree ("tenant_id","reviewed_at");--> statement-breakpoint
SELECT tallysheet_protect('delegations');