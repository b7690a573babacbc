-- Operational state that is not tenant data lives in its own schema, outside the public
-- schema where every table is a tenant table (tenant_id leading every key, RLS forced).
CREATE SCHEMA IF NOT EXISTS tallysheet_ops;
--> statement-breakpoint
-- Rate-limit counters shared by every instance on one PostgreSQL (sign-in, sign-up, links).
-- UNLOGGED: a crash may reset them, which only lets a few more attempts through.
CREATE UNLOGGED TABLE IF NOT EXISTS tallysheet_ops.rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS rate_limits_reset_at ON tallysheet_ops.rate_limits (reset_at);
--> statement-breakpoint
GRANT USAGE ON SCHEMA tallysheet_ops TO tallysheet_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tallysheet_ops.rate_limits TO tallysheet_system;
