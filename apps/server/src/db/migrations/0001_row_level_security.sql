-- Two roles without login: tallysheet_app sees one tenant (app.tenant_id); tallysheet_system is the
-- named cross-tenant path (outbox worker, jobs, sign-up, the super user's lists).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tallysheet_app') THEN
    CREATE ROLE tallysheet_app NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tallysheet_system') THEN
    CREATE ROLE tallysheet_system NOLOGIN NOINHERIT;
  END IF;
  -- Grant only what is missing: a login role to which a DBA granted both roles has no admin
  -- option on them, and granting again would fail.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    IF NOT pg_has_role(current_user, 'tallysheet_app', 'MEMBER') THEN
      EXECUTE format('GRANT tallysheet_app TO %I', current_user);
    END IF;
    IF NOT pg_has_role(current_user, 'tallysheet_system', 'MEMBER') THEN
      EXECUTE format('GRANT tallysheet_system TO %I', current_user);
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tallysheet_app, tallysheet_system;
--> statement-breakpoint
-- Every tenant table calls this once: RLS enabled and forced, one policy a role, privileges granted.
CREATE OR REPLACE FUNCTION tallysheet_protect(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s AS PERMISSIVE FOR ALL TO tallysheet_app '
    'USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')) '
    'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), ''''))',
    target);
  EXECUTE format(
    'CREATE POLICY system_access ON %s AS PERMISSIVE FOR ALL TO tallysheet_system USING (true) WITH CHECK (true)',
    target);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO tallysheet_app, tallysheet_system', target);
END
$$;
--> statement-breakpoint
SELECT tallysheet_protect('tenants');
--> statement-breakpoint
SELECT tallysheet_protect('users');
