CREATE TABLE "recordings" (
	"tenant_id" text NOT NULL,
	"recording_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_tenant_id_recording_id_pk" PRIMARY KEY("tenant_id","recording_id")
);
--> statement-breakpoint
CREATE TABLE "mfa_audit" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "mfa_audit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"challenge_id" text,
	"challenge_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_factors_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mfa_recovery_codes_tenant_id_user_id_code_hash_pk" PRIMARY KEY("tenant_id","user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "session_recording" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "require_mfa_for_administrators" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_audit" ADD CONSTRAINT "mfa_audit_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_created_idx" ON "recordings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mfa_audit_tenant_user_idx" ON "mfa_audit" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
SELECT tallysheet_protect('mfa_factors');--> statement-breakpoint
SELECT tallysheet_protect('mfa_recovery_codes');--> statement-breakpoint
SELECT tallysheet_protect('mfa_audit');--> statement-breakpoint
SELECT tallysheet_protect('recordings');
