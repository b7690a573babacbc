CREATE TABLE "stripe_events" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_events_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_events_tenant_created_idx" ON "stripe_events" USING btree ("tenant_id","created");--> statement-breakpoint
CREATE INDEX "tenants_stripe_customer_idx" ON "tenants" USING btree ("stripe_customer_id");--> statement-breakpoint
SELECT tallysheet_protect('stripe_events');
