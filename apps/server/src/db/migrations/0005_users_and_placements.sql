CREATE TABLE "user_projects" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_projects_tenant_id_user_id_project_id_pk" PRIMARY KEY("tenant_id","user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "user_supplier_contacts" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"supplier_contact_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_supplier_contacts_tenant_id_user_id_supplier_contact_id_pk" PRIMARY KEY("tenant_id","user_id","supplier_contact_id")
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tasks_tenant_id_user_id_task_id_pk" PRIMARY KEY("tenant_id","user_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supplier_id" text;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_projects" ADD CONSTRAINT "user_projects_tenant_id_project_id_projects_tenant_id_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier_contacts" ADD CONSTRAINT "user_supplier_contacts_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier_contacts" ADD CONSTRAINT "user_supplier_contacts_tenant_id_supplier_contact_id_supplier_contacts_tenant_id_supplier_contact_id_fk" FOREIGN KEY ("tenant_id","supplier_contact_id") REFERENCES "public"."supplier_contacts"("tenant_id","supplier_contact_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_tenant_id_user_id_project_id_user_projects_tenant_id_user_id_project_id_fk" FOREIGN KEY ("tenant_id","user_id","project_id") REFERENCES "public"."user_projects"("tenant_id","user_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_tenant_id_task_id_tasks_tenant_id_task_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","task_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_projects_tenant_project_idx" ON "user_projects" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "user_supplier_contacts_tenant_contact_idx" ON "user_supplier_contacts" USING btree ("tenant_id","supplier_contact_id");--> statement-breakpoint
CREATE INDEX "user_tasks_tenant_task_idx" ON "user_tasks" USING btree ("tenant_id","task_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_supplier_id_suppliers_tenant_id_supplier_id_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_tenant_created_idx" ON "users" USING btree ("tenant_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_tenant_name_idx" ON "users" USING btree ("tenant_id",lower("display_name"),"user_id");--> statement-breakpoint
CREATE INDEX "users_tenant_email_idx" ON "users" USING btree ("tenant_id",lower("email"),"user_id");--> statement-breakpoint
CREATE INDEX "users_tenant_role_idx" ON "users" USING btree ("tenant_id","role","user_id");--> statement-breakpoint
CREATE INDEX "users_tenant_user_prefix_idx" ON "users" USING btree ("tenant_id","user_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_name_prefix_idx" ON "users" USING btree ("tenant_id",lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_email_prefix_idx" ON "users" USING btree ("tenant_id",lower("email") text_pattern_ops);--> statement-breakpoint
SELECT tallysheet_protect('user_projects');
--> statement-breakpoint
SELECT tallysheet_protect('user_tasks');
--> statement-breakpoint
SELECT tallysheet_protect('user_supplier_contacts');
