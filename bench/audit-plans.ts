// npm run bench:audit [-- --postgres]: the Audit Log's statements on the bench tenant's trail
// (seed-audit.ts, 200,000 entries): EXPLAIN (ANALYZE, BUFFERS) of the page and of the count,
// unfiltered and by entity type, so that it shows which index each reads and what the count
// over every match costs. PGlite in a temporary folder, or PostgreSQL on a throwaway cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { tenants } from '../apps/server/src/db/schema/index.ts';
import { verifyChain } from '../apps/server/src/modules/audit/audit.service.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { seedAuditTrail } from './seed-audit.ts';

const { values: flags } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    entries: { type: 'string', default: '200000' },
    'skip-verify': { type: 'boolean', default: false },
  },
});
const TENANT = 'bench-0';
const COLUMNS = `"tenant_id", "entry_id", "seq", "at", "actor_type", "actor_id", "actor_name",
  "actor_via", "action", "entity_type", "entity_id", "before", "after", "request_id", "ip",
  "prev_hash", "hash"`;
/** The product's list statements (audit.repository.ts listEntries), literals for EXPLAIN. */
const STATEMENTS = [
  ['page', `where "audit_entries"."tenant_id" = '${TENANT}'`],
  [
    'page, client',
    `where ("audit_entries"."tenant_id" = '${TENANT}' and "audit_entries"."entity_type" = 'client')`,
  ],
].flatMap(([name, where]) => [
  [
    name!,
    `select ${COLUMNS} from "audit_entries" ${where} order by "audit_entries"."seq" desc limit 25`,
  ],
  [name!.replace('page', 'count'), `select count(*) from "audit_entries" ${where}`],
]);

const work = mkdtempSync(join(tmpdir(), 'tallysheet-audit-'));
const cluster = flags.postgres ? await startCluster() : undefined;
const db = await openDatabase({ dataDir: work, databaseUrl: cluster?.url });
const say = (line: string) => process.stdout.write(`${line}\n`);
try {
  const started = performance.now();
  await db.withSystem('bench seed', (tx) =>
    tx.insert(tenants).values({ tenantId: TENANT, name: 'Bench', newCustomer: false }),
  );
  await seedAuditTrail(db, TENANT, Number(flags.entries));
  // As the owner: the system role may not analyze the trail (its statistics would be missing).
  await db.withSystem('bench analyze', async (tx) => {
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`analyze`);
  });
  say(
    `${db.engine}: ${flags.entries} entries seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The seeded trail is a real chain: the product's verification walks it from its first entry.
  if (!flags['skip-verify']) {
    const verifying = performance.now();
    const verified = await verifyChain(db, TENANT);
    const verifySeconds = ((performance.now() - verifying) / 1000).toFixed(1);
    say(`verifyChain: ${JSON.stringify(verified)} in ${verifySeconds} s`);
  }
  for (const [name, statement] of STATEMENTS) {
    // Twice: the second run is the one shown (the pages are in the cache, as under load).
    for (const round of [1, 2]) {
      const plan = await db.withSystem('bench explain', async (tx) => {
        await tx.execute(sql`set local role none`);
        const result = (await tx.execute(
          sql.raw(`explain (analyze, buffers) ${statement}`),
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return result.rows.map((row) => row['QUERY PLAN']);
      });
      if (round === 2) say(`\n${name}:\n  ${plan.join('\n  ')}`);
    }
  }
} finally {
  await db.close();
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}
