CREATE TABLE "feedback" (
	"tenant_id" text NOT NULL,
	"feedback_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"feedback_text" text NOT NULL,
	"current_page" text NOT NULL,
	"current_app_version" text NOT NULL,
	"session_recording_url" text NOT NULL,
	"allow_contact" boolean DEFAULT false NOT NULL,
	"client_editor_visible" boolean DEFAULT false NOT NULL,
	"project_editor_visible" boolean DEFAULT false NOT NULL,
	"role_editor_visible" boolean DEFAULT false NOT NULL,
	"contact_editor_visible" boolean DEFAULT false NOT NULL,
	"user_editor_visible" boolean DEFAULT false NOT NULL,
	"timesheet_editor_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_tenant_id_feedback_id_pk" PRIMARY KEY("tenant_id","feedback_id")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_tenant_id_user_id_users_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_tenant_created_idx" ON "feedback" USING btree ("tenant_id","created_at");--> statement-breakpoint
SELECT tallysheet_protect('feedback');
