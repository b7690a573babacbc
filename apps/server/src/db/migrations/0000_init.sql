CREATE TABLE "tenants" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"new_customer" boolean DEFAULT true NOT NULL,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"subscription_status" text,
	"subscription_type" text,
	"subscription_end_date" date,
	"has_default_payment_method" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"password_temporary" boolean DEFAULT false NOT NULL,
	"password_expires_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"timezone" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_tenant_updated_idx" ON "users" USING btree ("tenant_id","updated_at","user_id");