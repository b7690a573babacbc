import { and, asc, count, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employedDuring, submittedWeek } from '../../db/joins.ts';
import { timecardDays, timecards, users } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/**
 * Minutes of the days between two days (both inclusive) whose timecard is not a draft: what
 * Hours Over Period sums over the same days (a day counts under its timecard's status). The
 * days by the (tenant, day) index summed per timecard, then each timecard's status by its key:
 * joined in one piece, the planner hashed every timecard of the tenant (bench/README.md, the
 * scaling curve).
 */
export async function submittedMinutes(tx: Tx, params: Scope & { from: string; to: string }) {
  const D = timecardDays;
  // The planner's cost of the lookups passes PostgreSQL's JIT threshold from a million rows on,
  // and compiling took half the query's time (as in sumHours); none on PGlite.
  await tx.execute(sql`set local jit = off`);
  const status = sql`(select ${timecards.status} from ${timecards}
    where ${timecards.tenantId} = ${params.tenantId} and ${timecards.timesheetId} = cards.timesheet_id
      and ${timecards.projectId} = cards.project_id and ${timecards.taskId} = cards.task_id)`;
  const result = (await tx.execute(sql`
    select coalesce(sum(cards.minutes), 0) as minutes from (
      select ${D.timesheetId} as timesheet_id, ${D.projectId} as project_id,
        ${D.taskId} as task_id, sum(${D.minutes}) as minutes
      from ${D}
      where ${and(eq(D.tenantId, params.tenantId), gte(D.day, params.from), lte(D.day, params.to))}
      group by 1, 2, 3
      offset 0) as cards
    where ${status} <> 'draft'`)) as unknown as { rows: { minutes: string | number }[] };
  return Number(result.rows[0]?.minutes ?? 0);
}

/** Timecards in a status: the rows Search Timecards lists with that status filter. */
export async function countTimecards(tx: Tx, params: Scope & { status: 'pending' | 'rejected' }) {
  const [row] = await tx
    .select({ count: count() })
    .from(timecards)
    .where(and(eq(timecards.tenantId, params.tenantId), eq(timecards.status, params.status)));
  return row?.count ?? 0;
}

const ASSOCIATE_ROLES = ['assoc', 'emp'] as const;

/** Active associates employed on some day of the week: not archived or deleted, in their dates. */
const activeAssociate = (params: Scope & { from: string; to: string }) =>
  and(
    eq(users.tenantId, params.tenantId),
    inArray(users.role, [...ASSOCIATE_ROLES]),
    employedDuring(params),
  );

/** Who each people figure counts: one condition for its count and for its list. */
export const PEOPLE_OF = {
  activeAssociates: activeAssociate,
  /** Active associates without a submitted timesheet for the week starting `from`. */
  notSubmittedLastWeek: (params: Scope & { from: string; to: string }) =>
    and(activeAssociate(params), not(submittedWeek(params.from))),
} as const;

export async function countPeople(
  tx: Tx,
  figure: keyof typeof PEOPLE_OF,
  params: Scope & { from: string; to: string },
) {
  const [row] = await tx.select({ count: count() }).from(users).where(PEOPLE_OF[figure](params));
  return row?.count ?? 0;
}

/** The people a figure counts, by name. */
export function listPeople(
  tx: Tx,
  figure: keyof typeof PEOPLE_OF,
  params: Scope & { from: string; to: string },
) {
  return tx
    .select({ userId: users.userId, displayName: users.displayName, email: users.email })
    .from(users)
    .where(PEOPLE_OF[figure](params))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.userId));
}
