// PGlite only: the reuse of a worker's in-memory databases between test files is PGlite's
// (test/pglite-reuse.ts); on PostgreSQL each file gets a database copied from the template.
import { describe, expect, it } from 'vitest';
import { engine } from './harness.ts';
import { takePglite } from './pglite-reuse.ts';

describe.skipIf(engine !== 'pglite')('a reused PGlite test database', () => {
  it('comes back empty and as the template after a file wrote rows and changed its session', async () => {
    const first = await takePglite();
    await first.client.exec(`
      insert into tenants (tenant_id, name) values ('reuse-a', 'Reuse A');
      set role tallysheet_app; select set_config('app.tenant_id', 'reuse-a', false);
      prepare reuse_probe as select 1;`);
    await first.close();
    await expect(first.client.query('select 1')).rejects.toThrow('PGlite is closed');

    const second = await takePglite();
    try {
      const { rows } = await second.client.query<{ n: number; role: string; tenant: string }>(
        `select (select count(*)::int from tenants) as n, current_user as role,
           coalesce(current_setting('app.tenant_id', true), '') as tenant`,
      );
      expect(rows).toEqual([{ n: 0, role: 'postgres', tenant: '' }]);
      await second.client.exec('prepare reuse_probe as select 1');
    } finally {
      await second.close();
    }
  });

  it('is not reused after a file changed the schema', async () => {
    const changed = await takePglite();
    await changed.client.exec('create table reuse_extra (tenant_id text primary key)');
    await changed.close();
    const next = await takePglite();
    try {
      const { rows } = await next.client.query(`select to_regclass('reuse_extra') as t`);
      expect(rows).toEqual([{ t: null }]);
    } finally {
      await next.close();
    }
  });
});
