CREATE TABLE "pdf_fingerprints" (
	"tenant_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"version" integer NOT NULL,
	"company_name" text NOT NULL,
	"user_full_name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_fingerprints_tenant_id_fingerprint_pk" PRIMARY KEY("tenant_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "pdf_fingerprints" ADD CONSTRAINT "pdf_fingerprints_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_fingerprints_fingerprint_idx" ON "pdf_fingerprints" USING btree ("fingerprint");--> statement-breakpoint
SELECT tallysheet_protect('pdf_fingerprints');
