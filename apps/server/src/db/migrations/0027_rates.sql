CREATE TABLE "rates" (
	"tenant_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"user_id" text,
	"project_id" text,
	"bill_rate" integer,
	"pay_rate" integer,
	"currency" text NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rates_tenant_id_rate_id_pk" PRIMARY KEY("tenant_id","rate_id"),
	CONSTRAINT "rates_tenant_key" UNIQUE NULLS NOT DISTINCT("tenant_id","user_id","project_id","effective_from"),
	CONSTRAINT "rates_someone" CHECK ("rates"."user_id" is not null or "rates"."project_id" is not null),
	CONSTRAINT "rates_some_amount" CHECK ("rates"."bill_rate" is not null or "rates"."pay_rate" is not null),
	CONSTRAINT "rates_amounts" CHECK ("rates"."bill_rate" >= 0 and "rates"."pay_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_tenant_id_project_id_projects_tenant_id_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_tenant_project_idx" ON "rates" USING btree ("tenant_id","project_id","effective_from");--> statement-breakpoint
-- Hand-written: row-level security and grants, as for every tenant table.
SELECT tallysheet_protect('rates');
