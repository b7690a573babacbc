ALTER TABLE "recordings" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recordings made before the limits: count what they hold, so that they count toward the tenant's.
UPDATE "recordings" SET "event_count" = jsonb_array_length("events"), "byte_size" = octet_length("events"::text);
