ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("tenant_id","session_id");--> statement-breakpoint
-- Recordings made before the limits: count what they hold, so that they count toward the tenant's.
UPDATE "recordings" SET "event_count" = jsonb_array_length("events"), "byte_size" = octet_length("events"::text);
