import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine } from '../test/harness.ts';
import { buildTenant, buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await buildTenant(db, { tenantId: 'alpha' });
  await buildTenant(db, { tenantId: 'beta' });
  await buildUser(db, { tenantId: 'alpha', userId: 'ann' });
  await buildUser(db, { tenantId: 'beta', userId: 'bob' });
});
afterAll(async () => {
  await db.close();
  await drop();
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`row-level security on ${engine}`, () => {
  it('a query that forgets its tenant filter still sees only its own tenant', async () => {
    const seen = await db.withTenant('alpha', (tx) =>
      tx.select({ userId: users.userId }).from(users),
    );
    expect(seen).toEqual([{ userId: 'ann' }]);
  });

  it('an update without a tenant filter cannot touch another tenant', async () => {
    await db.withTenant('alpha', (tx) => tx.update(users).set({ displayName: 'Changed' }));
    const [bob] = await db.withTenant('beta', (tx) =>
      tx.select({ name: users.displayName }).from(users),
    );
    expect(bob?.name).not.toBe('Changed');
  });

  it('a row cannot be written into another tenant', async () => {
    await expect(
      db.withTenant('alpha', (tx) =>
        tx.insert(users).values({
          tenantId: 'beta',
          userId: 'mallory',
          displayName: 'M',
          email: 'm@example.com',
          role: 'admin',
        }),
      ),
    ).rejects.toThrow();
  });

  it('queries run as a role that is not a superuser and cannot bypass row-level security', async () => {
    const [role] = rows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      await db.withTenant('alpha', (tx) =>
        tx.execute(
          sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
        ),
      ),
    );
    expect(role).toEqual({ current_user: 'tallysheet_app', rolsuper: false, rolbypassrls: false });
  });

  it('the tenant setting takes any tenant id verbatim as a literal: quotes and backslashes cannot change the role', async () => {
    const hostile = "x', true), set_config('role', 'tallysheet_system', true) --\\'";
    const [seen] = rows<{ tenant: string; role: string; users: number }>(
      await db.withTenant(hostile, (tx) =>
        tx.execute(
          sql`select current_setting('app.tenant_id') as tenant, current_user as role, (select count(*)::int from users) as users`,
        ),
      ),
    );
    expect(seen).toEqual({ tenant: hostile, role: 'tallysheet_app', users: 0 });
  });

  it('the named system path sees every tenant', async () => {
    const all = await db.withSystem('test', (tx) =>
      tx.select({ userId: users.userId }).from(users),
    );
    expect(all.map((u) => u.userId).sort()).toEqual(['ann', 'bob']);
  });

  it('every table has tenant_id NOT NULL leading its primary key, with row-level security forced', async () => {
    const tables = rows<{
      table: string;
      rls: boolean;
      forced: boolean;
      policies: number;
      pk: string[];
    }>(
      await db.withSystem('schema check', (tx) =>
        tx.execute(sql`
          select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                 (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
                 (select array_agg(a.attname::text order by k.ord) from pg_constraint pk
                    cross join lateral unnest(pk.conkey) with ordinality as k(attnum, ord)
                    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                   where pk.conrelid = c.oid and pk.contype = 'p') as pk
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'`),
      ),
    );
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) {
      expect(table, table.table).toMatchObject({ rls: true, forced: true, policies: 2 });
      expect(table.pk[0], `${table.table} primary key`).toBe('tenant_id');
    }
    const nullable = rows<{ table_name: string }>(
      await db.withSystem('schema check', (tx) =>
        tx.execute(sql`select table_name from information_schema.columns
                        where table_schema = 'public' and column_name = 'tenant_id' and is_nullable = 'YES'`),
      ),
    );
    expect(nullable).toEqual([]);
  });

  it('every foreign key and unique constraint leads with tenant_id', async () => {
    const constraints = rows<{ name: string; first: string }>(
      await db.withSystem('schema check', (tx) =>
        tx.execute(sql`
          select con.conname as name, a.attname::text as first
            from pg_constraint con join pg_namespace n on n.oid = con.connamespace
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
           where n.nspname = 'public' and con.contype in ('f', 'u')`),
      ),
    );
    for (const constraint of constraints)
      expect(constraint.first, constraint.name).toBe('tenant_id');
  });
});
