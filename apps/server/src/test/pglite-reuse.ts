import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * The API tests' PGlite databases, reused within a worker. Starting PGlite from the migrated
 * template's dump costs about 0.7 s of CPU; a test file's database, emptied and checked to be
 * the template again, costs a few hundredths. So a closed file's database is reset — its session
 * discarded (settings, role, prepared statements), the tables it wrote truncated and analysed
 * as the template's are — and given to the worker's next file, but only when its catalogue then
 * matches the template's exactly (tables, columns, indexes, functions, triggers, policies,
 * privileges, roles, statistics): a file that changed any of that gets a fresh copy instead.
 */

/** Tables outside PostgreSQL's own schemas and Drizzle's journal of migrations. */
const TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`;

/** What a file could change besides rows, as one digest. */
const CATALOGUE = `
  select md5(concat_ws('|',
    (select string_agg(concat_ws(',', oid, relname, relkind, relnatts, relacl, relrowsecurity,
       relforcerowsecurity, reltuples, relhastriggers), ';' order by oid)
     from pg_class where relnamespace not in ('pg_catalog'::regnamespace,
       'information_schema'::regnamespace, 'pg_toast'::regnamespace)),
    (select string_agg(concat_ws(',', attrelid, attname, atttypid, attnotnull, atthasdef,
       attisdropped), ';' order by attrelid, attnum) from pg_attribute
     where attrelid >= 16384 and attnum > 0),
    (select string_agg(md5(concat_ws(',', oid, proname, prosrc, proconfig)), ';' order by oid)
       from pg_proc where oid >= 16384),
    (select string_agg(concat_ws(',', oid, tgname, tgenabled), ';' order by oid)
       from pg_trigger),
    (select string_agg(concat_ws(',', oid, polname, pg_get_expr(polqual, polrelid)), ';'
       order by oid) from pg_policy),
    (select string_agg(concat_ws(',', oid, rolname, rolsuper, rolinherit, rolbypassrls,
       rolcanlogin), ';' order by oid) from pg_roles),
    (select string_agg(concat_ws(',', roleid, member), ';' order by roleid, member)
       from pg_auth_members),
    (select string_agg(concat_ws(',', setdatabase, setrole, setconfig::text), ';')
       from pg_db_role_setting),
    (select count(*) from pg_statistic where starelid >= 16384),
    (select string_agg(nspname || coalesce(nspacl::text, ''), ';' order by oid)
       from pg_namespace)
  )) as digest`;

const idle: PGlite[] = [];
let template: { path: string; image: Blob; digest: string; tables: string[] } | undefined;

/** The template's dump (read once per worker) and what a reset database must match. */
async function templateOf(): Promise<NonNullable<typeof template>> {
  const path = inject('pgliteImage');
  if (template?.path === path) return template;
  const image = new Blob([readFileSync(path)]);
  const client = await PGlite.create({ loadDataDir: image });
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  const digest = (await client.query<{ digest: string }>(CATALOGUE)).rows[0]!.digest;
  idle.length = 0;
  idle.push(client);
  template = { path, image, digest, tables };
  return template;
}

/**
 * A PGlite database as the template (a reset one of this worker's, else a fresh copy), lent to
 * one test file: once it is given back, the file's handle refuses every call as a closed PGlite
 * does, so nothing the file left running reaches the next file's rows.
 */
export async function takePglite(): Promise<{ client: PGlite; close(): Promise<void> }> {
  const { image } = await templateOf();
  const client = idle.pop() ?? (await PGlite.create({ loadDataDir: image }));
  let closed = false;
  const handle = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property === 'closed') return closed || target.closed;
      if (typeof value !== 'function') return value;
      if (closed) return () => Promise.reject(new Error('PGlite is closed'));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  return {
    client: handle,
    async close() {
      if (closed) return;
      closed = true;
      await givePgliteBack(client);
    },
  };
}

/** Empties a closed file's database for the next file, or closes it when that cannot be. */
async function givePgliteBack(client: PGlite): Promise<void> {
  const current = template;
  try {
    const digest = current && (await reset(client, current.tables));
    if (current && digest === current.digest) {
      idle.push(client);
      return;
    }
  } catch {
    // Left mid-transaction or broken: not reused.
  }
  await client.close();
}

async function reset(client: PGlite, tables: string[]): Promise<string> {
  await client.exec('discard all');
  const written = await client.query<{ name: string }>(
    tables
      .map((name, index) => `(select $${index + 1}::text as name from ${name} limit 1)`)
      .join(' union all '),
    tables,
  );
  const names = written.rows.map((row) => row.name);
  if (names.length > 0) {
    // Emptied (with the empty tables that refer to them: new files, statistics unknown), then
    // analysed, as the template's tables were when it was migrated.
    await client.exec(`truncate ${names.join(', ')} cascade`);
    const unknown = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and c.reltuples < 0`,
    );
    if (unknown.rows.length > 0)
      await client.exec(`analyze ${unknown.rows.map((row) => row.name).join(', ')}`);
  }
  return (await client.query<{ digest: string }>(CATALOGUE)).rows[0]!.digest;
}
