CREATE TABLE "audit_checkpoints" (
	"tenant_id" text NOT NULL,
	"checkpoint_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"entry_id" text NOT NULL,
	"hash" text NOT NULL,
	"pruned" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "audit_checkpoints_tenant_id_checkpoint_id_pk" PRIMARY KEY("tenant_id","checkpoint_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "audit_retention_years" integer;--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD CONSTRAINT "audit_checkpoints_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_checkpoints_tenant_seq_idx" ON "audit_checkpoints" USING btree ("tenant_id","seq");--> statement-breakpoint
-- Hand-written: checkpoints are append-only and written by the pruning function alone (the
-- application roles may only read them), and the one way to remove audit entries is that
-- function: it cuts a prefix of one tenant's chain and writes the checkpoint in the same call.
SELECT tallysheet_protect('audit_checkpoints');--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_checkpoints FROM tallysheet_app, tallysheet_system;--> statement-breakpoint
-- The function runs as its owner (the role that runs the migrations and owns the tables, a member
-- of tallysheet_system since 0001, so row-level security lets it see every tenant's rows); only
-- tallysheet_system may call it.
CREATE FUNCTION tallysheet_audit_prune(
  p_tenant text, p_checkpoint_id text, p_seq bigint, p_entry_id text, p_hash text,
  p_pruned integer, p_at timestamptz, p_key_id text, p_signature text
) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  head_seq bigint;
  cut_before bigint;
  removed integer;
BEGIN
  SELECT seq INTO head_seq FROM audit_chain_heads WHERE tenant_id = p_tenant;
  SELECT coalesce(max(seq), 0) INTO cut_before FROM audit_checkpoints WHERE tenant_id = p_tenant;
  IF head_seq IS NULL OR p_seq <= cut_before OR p_seq > head_seq THEN
    RAISE EXCEPTION 'audit prune: position % is not in the chain after its last checkpoint', p_seq;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM audit_entries WHERE tenant_id = p_tenant AND seq = p_seq
                 AND entry_id = p_entry_id AND hash = p_hash) THEN
    RAISE EXCEPTION 'audit prune: the checkpoint does not name the entry at position %', p_seq;
  END IF;
  INSERT INTO audit_checkpoints (tenant_id, checkpoint_id, seq, entry_id, hash, pruned, at, key_id, signature)
  VALUES (p_tenant, p_checkpoint_id, p_seq, p_entry_id, p_hash, p_pruned, p_at, p_key_id, p_signature);
  DELETE FROM audit_entries WHERE tenant_id = p_tenant AND seq <= p_seq;
  GET DIAGNOSTICS removed = ROW_COUNT;
  IF removed <> p_pruned THEN
    RAISE EXCEPTION 'audit prune: % entries would go, the checkpoint says %', removed, p_pruned;
  END IF;
  RETURN removed;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION tallysheet_audit_prune(text, text, bigint, text, text, integer, timestamptz, text, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tallysheet_audit_prune(text, text, bigint, text, text, integer, timestamptz, text, text) TO tallysheet_system;
