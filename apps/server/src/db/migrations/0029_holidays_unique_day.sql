DROP INDEX "holidays_tenant_day_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_tenant_day_key" ON "holidays" USING btree ("tenant_id","day");