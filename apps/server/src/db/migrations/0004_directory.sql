CREATE TABLE "associations" (
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"contact_type" text NOT NULL,
	"notification_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associations_tenant_id_project_id_contact_id_pk" PRIMARY KEY("tenant_id","project_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_tenant_id_client_id_pk" PRIMARY KEY("tenant_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"tenant_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"has_portal_access" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_tenant_id_contact_id_pk" PRIMARY KEY("tenant_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"end_customer" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_tenant_id_project_id_pk" PRIMARY KEY("tenant_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_contacts" (
	"tenant_id" text NOT NULL,
	"supplier_contact_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_contacts_tenant_id_supplier_contact_id_pk" PRIMARY KEY("tenant_id","supplier_contact_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"tenant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_tenant_id_supplier_id_pk" PRIMARY KEY("tenant_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"tenant_id" text NOT NULL,
	"task_id" text NOT NULL,
	"client_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_tenant_id_task_id_pk" PRIMARY KEY("tenant_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tenant_id_project_id_projects_tenant_id_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tenant_id_contact_id_contacts_tenant_id_contact_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_client_id_clients_tenant_id_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_client_id_clients_tenant_id_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contacts" ADD CONSTRAINT "supplier_contacts_tenant_id_supplier_id_suppliers_tenant_id_supplier_id_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_project_id_projects_tenant_id_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_client_id_clients_tenant_id_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associations_tenant_contact_idx" ON "associations" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "clients_tenant_updated_idx" ON "clients" USING btree ("tenant_id","updated_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_tenant_created_idx" ON "clients" USING btree ("tenant_id","created_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_tenant_name_idx" ON "clients" USING btree ("tenant_id","name","client_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_client_idx" ON "contacts" USING btree ("tenant_id","client_id","updated_at");--> statement-breakpoint
CREATE INDEX "contacts_tenant_updated_idx" ON "contacts" USING btree ("tenant_id","updated_at","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_created_idx" ON "contacts" USING btree ("tenant_id","created_at","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_name_idx" ON "contacts" USING btree ("tenant_id","name","contact_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_client_idx" ON "projects" USING btree ("tenant_id","client_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_tenant_updated_idx" ON "projects" USING btree ("tenant_id","updated_at","project_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_created_idx" ON "projects" USING btree ("tenant_id","created_at","project_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_name_idx" ON "projects" USING btree ("tenant_id","name","project_id");--> statement-breakpoint
CREATE INDEX "supplier_contacts_tenant_supplier_idx" ON "supplier_contacts" USING btree ("tenant_id","supplier_id","updated_at");--> statement-breakpoint
CREATE INDEX "supplier_contacts_tenant_updated_idx" ON "supplier_contacts" USING btree ("tenant_id","updated_at","supplier_contact_id");--> statement-breakpoint
CREATE INDEX "supplier_contacts_tenant_created_idx" ON "supplier_contacts" USING btree ("tenant_id","created_at","supplier_contact_id");--> statement-breakpoint
CREATE INDEX "supplier_contacts_tenant_name_idx" ON "supplier_contacts" USING btree ("tenant_id","name","supplier_contact_id");--> statement-breakpoint
CREATE INDEX "suppliers_tenant_updated_idx" ON "suppliers" USING btree ("tenant_id","updated_at","supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_tenant_created_idx" ON "suppliers" USING btree ("tenant_id","created_at","supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_tenant_name_idx" ON "suppliers" USING btree ("tenant_id","name","supplier_id");--> statement-breakpoint
CREATE INDEX "tasks_tenant_project_idx" ON "tasks" USING btree ("tenant_id","project_id","updated_at");--> statement-breakpoint
CREATE INDEX "tasks_tenant_client_idx" ON "tasks" USING btree ("tenant_id","client_id","updated_at");--> statement-breakpoint
CREATE INDEX "tasks_tenant_updated_idx" ON "tasks" USING btree ("tenant_id","updated_at","task_id");--> statement-breakpoint
CREATE INDEX "tasks_tenant_created_idx" ON "tasks" USING btree ("tenant_id","created_at","task_id");--> statement-breakpoint
CREATE INDEX "tasks_tenant_name_idx" ON "tasks" USING btree ("tenant_id","name","task_id");--> statement-breakpoint
SELECT tallysheet_protect('clients');
--> statement-breakpoint
SELECT tallysheet_protect('projects');
--> statement-breakpoint
SELECT tallysheet_protect('contacts');
--> statement-breakpoint
SELECT tallysheet_protect('tasks');
--> statement-breakpoint
SELECT tallysheet_protect('associations');
--> statement-breakpoint
SELECT tallysheet_protect('suppliers');
--> statement-breakpoint
SELECT tallysheet_protect('supplier_contacts');
