// The schema stays Citus-shaped (docs/operating.md, "The path to Citus"): every tenant table is
// distributed by tenant_id, so tenant_id is NOT NULL and leads every primary key, unique
// constraint or index and foreign key, and no foreign key joins rows of two tenants. Read from
// the live, migrated schema, so that a migration that breaks the shape fails here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine } from '../test/harness.ts';
import type { Database } from './client.ts';

/**
 * The tables without tenant_id, each with the reason it has none. `reference`: replicated to
 * every Citus node (a tenant table may point at it); `local`: stays on the coordinator only.
 */
const GLOBAL_TABLES: Record<string, { kind: 'reference' | 'local'; reason: string }> = {
  'drizzle.__drizzle_migrations': {
    kind: 'local',
    reason: 'the journal of applied migrations: read and written by the migrator only',
  },
  'tallysheet_ops.rate_limits': {
    kind: 'local',
    reason:
      'rate-limit counters keyed by client address or sign-in name, before any tenant is known',
  },
};

interface Table {
  name: string;
  tenantId: { notNull: boolean; attnum: number } | null;
}
interface Key {
  table: string;
  name: string;
  kind: 'primary key' | 'unique' | 'unique index' | 'foreign key';
  columns: string[];
  /** Foreign keys: the referenced table and its columns. */
  references?: { table: string; columns: string[] };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function readSchema(db: Database): Promise<{ tables: Table[]; keys: Key[] }> {
  return db.withSystem('schema check', async (tx) => {
    // The system role reads the catalog like any role; table names are schema-qualified.
    const tables = rowsOf<{ name: string; not_null: boolean | null; attnum: number | null }>(
      await tx.execute(sql`
        select n.nspname || '.' || c.relname as name, a.attnotnull as not_null, a.attnum
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a
          on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where c.relkind in ('r', 'p')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
        order by 1`),
    );
    const keys = rowsOf<{
      table: string;
      name: string;
      kind: Key['kind'];
      columns: string[];
      ref_table: string | null;
      ref_columns: string[] | null;
    }>(
      await tx.execute(sql`
        select n.nspname || '.' || c.relname as table, k.conname as name,
          case k.contype when 'p' then 'primary key' when 'u' then 'unique' else 'foreign key' end
            as kind,
          array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i)
            as columns,
          case when k.contype = 'f'
            then (select rn.nspname || '.' || rc.relname from pg_class rc
              join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = k.confrelid) end
            as ref_table,
          case when k.contype = 'f'
            then array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, i)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
              order by u.i) end
            as ref_columns
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype in ('p', 'u', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
        union all
        -- Unique indexes made without a constraint (CREATE UNIQUE INDEX) bind Citus alike.
        select n.nspname || '.' || c.relname, ic.relname, 'unique index',
          array(select coalesce(a.attname::text, '(expression)')
            from unnest(i.indkey::int2[]) with ordinality u(attnum, o)
            left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = u.attnum
            order by u.o),
          null, null
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        where i.indisunique
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
        order by 1, 2`),
    );
    return {
      tables: tables.map((t) => ({
        name: t.name,
        tenantId: t.attnum === null ? null : { notNull: Boolean(t.not_null), attnum: t.attnum },
      })),
      keys: keys.map((k) => ({
        table: k.table,
        name: k.name,
        kind: k.kind,
        columns: k.columns,
        references: k.ref_table ? { table: k.ref_table, columns: k.ref_columns ?? [] } : undefined,
      })),
    };
  });
}

/** What breaks the Citus shape, one line a violation (empty when the schema is sound). */
function violations({ tables, keys }: { tables: Table[]; keys: Key[] }): string[] {
  const found: string[] = [];
  const byName = new Map(tables.map((t) => [t.name, t]));
  const isGlobal = (name: string) => name in GLOBAL_TABLES;
  for (const table of tables) {
    if (isGlobal(table.name)) {
      if (table.tenantId)
        found.push(`${table.name} is listed as global but has a tenant_id column`);
      continue;
    }
    if (!table.tenantId) found.push(`${table.name} has no tenant_id and is not listed as global`);
    else if (!table.tenantId.notNull) found.push(`${table.name}.tenant_id is nullable`);
  }
  for (const key of keys) {
    if (isGlobal(key.table) || !byName.get(key.table)?.tenantId) continue;
    const where = `${key.table} ${key.kind} ${key.name} (${key.columns.join(', ')})`;
    if (key.columns[0] !== 'tenant_id') found.push(`${where} does not start with tenant_id`);
    if (key.kind !== 'foreign key' || !key.references) continue;
    const target = key.references.table;
    // A tenant table may point at a reference table (every node holds a copy of it)...
    if (GLOBAL_TABLES[target]?.kind === 'reference') continue;
    // ...otherwise the row it points at must be of the same tenant: tenant_id to tenant_id.
    if (key.references.columns[0] !== 'tenant_id')
      found.push(
        `${where} references ${target} (${key.references.columns.join(', ')}) across tenants`,
      );
  }
  return found;
}

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe(`the schema is Citus-shaped on ${engine}`, () => {
  it('every table has tenant_id NOT NULL leading every primary key, unique constraint and foreign key, and no foreign key crosses tenants', async () => {
    const schema = await readSchema(db);
    expect(schema.tables.length).toBeGreaterThan(30);
    expect(violations(schema)).toEqual([]);
  });

  it('every listed global table exists, so the list cannot hide a table that is gone', async () => {
    const { tables } = await readSchema(db);
    const names = new Set(tables.map((t) => t.name));
    expect(Object.keys(GLOBAL_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('the check fails on a table that breaks the shape: a tenant-less key and a cross-tenant foreign key', () => {
    const broken = violations({
      tables: [
        { name: 'public.notes', tenantId: { notNull: false, attnum: 1 } },
        { name: 'public.tags', tenantId: null },
      ],
      keys: [
        { table: 'public.notes', name: 'notes_pkey', kind: 'primary key', columns: ['note_id'] },
        {
          table: 'public.notes',
          name: 'notes_user_fk',
          kind: 'foreign key',
          columns: ['tenant_id', 'user_id'],
          references: { table: 'public.users', columns: ['user_id'] },
        },
      ],
    });
    expect(broken).toEqual([
      'public.notes.tenant_id is nullable',
      'public.tags has no tenant_id and is not listed as global',
      'public.notes primary key notes_pkey (note_id) does not start with tenant_id',
      'public.notes foreign key notes_user_fk (tenant_id, user_id) references public.users (user_id) across tenants',
    ]);
  });
});
