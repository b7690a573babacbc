/**
 * A tenant's history of timesheets at a realistic size, generated in SQL (generate_series and
 * INSERT … SELECT: no rows built in Node), for tests that need the planner to see real row
 * counts (the query plan test). Its ids start with `h-` so they never meet a fixture's.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@tallysheet/contract/timesheets/week';
import type { Database } from '../db/client.ts';

export interface HistorySize {
  /** Associates of each tenant, each with four timecards of five worked days a week. */
  users: number;
  weeks: number;
  /** The Saturday the last seeded week starts on. */
  lastWeek: string;
}

/**
 * Seeds clients, projects, tasks, suppliers, associates and `weeks` weeks of their timesheets into
 * each of the existing tenants, as the owner: 20 timecard-days an associate a week. The rows are
 * written week by week, the tenants' interleaved, as a shared database fills. Statuses spread
 * over approved, pending and rejected; every third day has a description.
 */
export async function seedTimecardHistory(db: Database, tenantIds: string[], size: HistorySize) {
  const firstWeek = addDays(size.lastWeek, -7 * (size.weeks - 1));
  const ids = `{${tenantIds.join(',')}}`;
  const tenants = sql`unnest(${ids}::text[]) as tenant(id)`;
  await db.withSystem('timecard history seed', async (tx) => {
    await tx.execute(sql`insert into clients (tenant_id, client_id, name)
      select tenant.id, 'h-c' || c, 'History client ' || c
      from ${tenants}, generate_series(1, 5) as c`);
    await tx.execute(sql`insert into projects (tenant_id, project_id, client_id, name)
      select tenant.id, 'h-p' || p, 'h-c' || (1 + p % 5), 'History project ' || p
      from ${tenants}, generate_series(1, 20) as p`);
    await tx.execute(sql`insert into tasks (tenant_id, task_id, client_id, project_id, name)
      select tenant.id, 'h-t' || p || '-' || k, 'h-c' || (1 + p % 5), 'h-p' || p, 'Task ' || k
      from ${tenants}, generate_series(1, 20) as p, generate_series(1, 4) as k`);
    await tx.execute(sql`insert into suppliers (tenant_id, supplier_id, name)
      select tenant.id, 'h-s' || s, 'History supplier ' || s
      from ${tenants}, generate_series(1, 2) as s`);
    // Half the associates placed by a supplier (h-s1, h-s2), half the tenant's own.
    await tx.execute(sql`insert into users (tenant_id, user_id, display_name, email, role,
        supplier_id)
      select tenant.id, 'h-u' || u, 'History ' || u, 'h-u' || u || '@history.test', 'assoc',
        case when u % 2 = 0 then 'h-s' || (1 + u % 4 / 2) end
      from ${tenants}, generate_series(1, ${size.users}::int) as u`);
    // Weeks in the order they are written: every associate saves a week in that week.
    await tx.execute(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start,
        period_end, submitted_at, status, total_minutes)
      select tenant.id, tenant.id || '#h-u' || u || '#' || to_char(w, 'YYYYMMDD') || '_'
          || to_char(w + 6, 'YYYYMMDD'), 'h-u' || u, w, w + 6, w + 7, 'approved', 4 * 5 * 480
      from generate_series(${firstWeek}::date, ${size.lastWeek}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week,
        ${tenants}, generate_series(1, ${size.users}::int) as u
      order by w, tenant.id, u`);
    await tx.execute(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id,
        position, status, total_minutes)
      select t.tenant_id, t.timesheet_id, 'h-p' || (1 + (n + k) % 20),
        'h-t' || (1 + (n + k) % 20) || '-' || k, k,
        (array['approved', 'approved', 'pending', 'rejected'])[1 + (n + k) % 4], 5 * 480
      from timesheets t
        join lateral (select substr(t.user_id, 4)::int as n) as u on true,
        generate_series(1, 4) as k
      where t.tenant_id = any(${ids}::text[]) and t.user_id like 'h-u%'
      order by t.period_start, t.tenant_id, n, k`);
    await tx.execute(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id,
        day, user_id, minutes, description, review)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + d, t.user_id,
        480, case when (c.position + d) % 3 = 0 then 'Deploy and review ' || d else '' end,
        case c.status when 'approved' then 'approved' when 'rejected' then 'rejected' end
      from timecards c
        join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id,
        generate_series(2, 6) as d
      where c.tenant_id = any(${ids}::text[]) and t.user_id like 'h-u%'
      order by t.period_start, t.tenant_id, t.user_id, c.position, d`);
  });
}
