CREATE TABLE "pdf_files" (
	"tenant_id" text NOT NULL,
	"sha256" text NOT NULL,
	"fingerprint" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pdf_files_tenant_id_sha256_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "decision" jsonb;--> statement-breakpoint
ALTER TABLE "pdf_files" ADD CONSTRAINT "pdf_files_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_files" ADD CONSTRAINT "pdf_files_tenant_id_fingerprint_pdf_fingerprints_tenant_id_fingerprint_fk" FOREIGN KEY ("tenant_id","fingerprint") REFERENCES "public"."pdf_fingerprints"("tenant_id","fingerprint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_files_sha256_idx" ON "pdf_files" USING btree ("sha256");--> statement-breakpoint
-- Hand-written: row-level security and grants, as for every tenant table.
SELECT tallysheet_protect('pdf_files');
