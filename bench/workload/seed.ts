// The Monday morning's data set: `tenants` firms alike, each with its administrator,
// `associates` associates, `contacts` project contacts (one a client, the Manager with the
// approval link of each of its client's projects) and `historyWeeks` weeks of approved history
// written by the reporting generator (seed-reporting.ts: generate_series, INSERT … SELECT), one
// timecard of five 8-hour days a week. Every associate is assigned to two projects (the week
// they save and submit), and the history's. One password for every user.
import { sql } from 'drizzle-orm';
import { addDays } from '@tallysheet/contract/timesheets/week';
import type { Database } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/modules/identity/password-hash.ts';
import { seedReportingTenant } from '../seed-reporting.ts';

export interface WorkloadDataSet {
  tenants: number;
  /** Associates per tenant. */
  associates: number;
  /** Contacts per tenant, at most 10 (one per client of the generator's 10). */
  contacts: number;
  historyWeeks: number;
}

export const PASSWORD = 'Workload-pass-1!';
export const tenantIdOf = (t: number) => `wl-${t}`;
/** The generator's 50 projects: p1 … p50, of client c(1 + p % 10), tasks t{p}-1 … t{p}-4. */
const PROJECTS = 50;
/** The two projects associate `n` (1-based) records this week: the history's one and the next. */
export const projectsOf = (n: number) => [1 + ((n + 1) % PROJECTS), 1 + ((n + 2) % PROJECTS)];
/** The contact (the client's Manager) of project `p` in tenant `t`. */
export const contactEmailOf = (t: number, p: number, contacts: number) =>
  `k${1 + ((p % 10) % contacts)}@${tenantIdOf(t)}.bench.test`;

/**
 * Seeds every tenant; the history ends the week before `firstOpenWeek` (the Saturday of the
 * week the associates submit on the Monday morning). Returns a one-line summary.
 */
export async function seedWorkload(
  db: Database,
  set: WorkloadDataSet,
  firstOpenWeek: string,
  say: (line: string) => void,
): Promise<string> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const contacts = Math.min(10, Math.max(1, set.contacts));
  for (let t = 0; t < set.tenants; t++) {
    const tenantId = tenantIdOf(t);
    await seedReportingTenant(db, {
      users: set.associates,
      weeks: set.historyWeeks,
      order: 'week',
      tenantId,
      lastWeek: addDays(firstOpenWeek, -7),
      cardsPerWeek: 1,
      allApproved: true,
    });
    await db.withSystem('workload seed', async (tx) => {
      await tx.execute(sql`update tenants set name = ${`Firm ${t}`}, new_customer = false,
        subscription_status = 'active', subscription_type = 'Annual'
        where tenant_id = ${tenantId}`);
      await tx.execute(sql`update users set password_hash = ${passwordHash}
        where tenant_id = ${tenantId}`);
      await tx.execute(sql`insert into users (tenant_id, user_id, display_name, email, role, password_hash)
        values (${tenantId}, 'admin', 'Firm Administrator', ${`admin@${tenantId}.bench.test`}, 'admin', ${passwordHash})`);
      await tx.execute(sql`insert into contacts (tenant_id, contact_id, client_id, name, email)
        select ${tenantId}, 'k' || k, 'c' || k, 'Contact ' || k, 'k' || k || '@' || ${tenantId} || '.bench.test'
        from generate_series(1, ${contacts}) as k`);
      // Each project's Manager: the contact of its client (client c(1 + p % 10) → contact k(1 + (p % 10) % contacts)).
      await tx.execute(sql`insert into associations (tenant_id, project_id, contact_id, contact_type, notification_level)
        select ${tenantId}, 'p' || p, 'k' || (1 + (p % 10) % ${contacts}), 'MANAGER', 'COPY_WITH_LINK'
        from generate_series(1, ${PROJECTS}) as p`);
      await tx.execute(sql`insert into user_projects (tenant_id, user_id, project_id)
        select ${tenantId}, 'u' || u, 'p' || (1 + (u + j) % ${PROJECTS})
        from generate_series(1, ${set.associates}) as u, generate_series(1, 2) as j`);
      // The task of each: t{p}-1 on the first project, t{p}-2 on the second.
      await tx.execute(sql`insert into user_tasks (tenant_id, user_id, task_id, project_id)
        select ${tenantId}, 'u' || u, 't' || (1 + (u + j) % ${PROJECTS}) || '-' || j, 'p' || (1 + (u + j) % ${PROJECTS})
        from generate_series(1, ${set.associates}) as u, generate_series(1, 2) as j`);
    });
    if ((t + 1) % 10 === 0 || t + 1 === set.tenants)
      say(
        `  seeded ${t + 1}/${set.tenants} tenants (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const days = set.tenants * set.associates * set.historyWeeks * 5;
  return (
    `${set.tenants} tenants × (${set.associates} associates, 1 administrator, ${contacts} contacts, ` +
    `10 clients, 50 projects) = ${set.tenants * set.associates} associates, ` +
    `${set.tenants * contacts} contacts; ${set.historyWeeks} weeks of approved history ` +
    `(${(set.tenants * set.associates * set.historyWeeks).toLocaleString('en-US')} timesheets, ` +
    `${days.toLocaleString('en-US')} timecard-days) up to ${addDays(firstOpenWeek, -7)}; seeded in ${seconds} s`
  );
}
