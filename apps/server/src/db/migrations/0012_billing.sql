CREATE TABLE "billing_events" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer,
	"period_start" date,
	"period_end" date,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_events_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_tenant_occurred_idx" ON "billing_events" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
SELECT tallysheet_protect('billing_events');
