CREATE TABLE "holidays" (
	"tenant_id" text NOT NULL,
	"holiday_id" text NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"repeats_yearly" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holidays_tenant_id_holiday_id_pk" PRIMARY KEY("tenant_id","holiday_id")
);
--> statement-breakpoint
CREATE TABLE "pay_rules" (
	"tenant_id" text NOT NULL,
	"weekly_overtime_after_minutes" integer NOT NULL,
	"daily_overtime_after_minutes" integer,
	"overtime_multiplier" integer NOT NULL,
	"holiday_multiplier" integer NOT NULL,
	"bill_overtime_multiplier" integer,
	"bill_holiday_multiplier" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_rules_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "pay_rules_bounds" CHECK ("pay_rules"."weekly_overtime_after_minutes" between 60 and 10080
        and ("pay_rules"."daily_overtime_after_minutes" is null or "pay_rules"."daily_overtime_after_minutes" between 60 and 1440)
        and "pay_rules"."overtime_multiplier" between 100 and 1000
        and "pay_rules"."holiday_multiplier" between 100 and 1000
        and ("pay_rules"."bill_overtime_multiplier" is null or "pay_rules"."bill_overtime_multiplier" between 100 and 1000)
        and ("pay_rules"."bill_holiday_multiplier" is null or "pay_rules"."bill_holiday_multiplier" between 100 and 1000))
);
--> statement-breakpoint
CREATE INDEX "holidays_tenant_day_idx" ON "holidays" USING btree ("tenant_id","day");--> statement-breakpoint
SELECT tallysheet_protect('pay_rules');--> statement-breakpoint
SELECT tallysheet_protect('holidays');
