import { and, asc, count, desc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  type TIMECARD_SORT,
  type TimecardSearchQuery,
} from '@tallysheet/contract/timesheets/admin';
import type { Tx } from '../../db/client.ts';
import {
  clients,
  projects,
  suppliers,
  tasks,
  timecardDayTerms,
  timecardDays,
  timecards,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import { where } from '../../lib/list-query.ts';
import { ON, withCardOwners, theTimecard } from '../../db/joins.ts';
import { addDays } from '@tallysheet/contract/timesheets/week';
import {
  aDayWithEveryWord,
  cardOfTerm,
  countByWords,
  describedBy,
} from './search-words.repository.ts';

type Scope = { tenantId: string };
type TimecardSort = (typeof TIMECARD_SORT)[number];

/** The filters of Search Timecards and its export, ANDed. */
export type TimecardFilters = Pick<
  TimecardSearchQuery,
  'clientId' | 'projectId' | 'taskId' | 'userId' | 'supplierId' | 'status' | 'from' | 'to' | 'text'
>;
export type TimecardOrder = Pick<TimecardSearchQuery, 'sortCol' | 'sortDir'>;

/** Where a timecard sits and its stored summary: one row of the search. */
const hitColumns = {
  timesheetId: timecards.timesheetId,
  projectId: timecards.projectId,
  taskId: timecards.taskId,
  status: timecards.status,
  totalMinutes: timecards.totalMinutes,
  userId: timesheets.userId,
  periodStart: timesheets.periodStart,
  periodEnd: timesheets.periodEnd,
  userFullName: users.displayName,
  supplierId: users.supplierId,
  supplierName: suppliers.name,
  clientId: clients.id,
  clientName: clients.name,
  projectName: projects.name,
  taskName: tasks.name,
};

function searchConditions(tenantId: string, filters: TimecardFilters) {
  return where([
    eq(timecards.tenantId, tenantId),
    filters.clientId ? eq(projects.clientId, filters.clientId) : undefined,
    filters.projectId ? eq(timecards.projectId, filters.projectId) : undefined,
    filters.taskId ? eq(timecards.taskId, filters.taskId) : undefined,
    filters.userId ? eq(timesheets.userId, filters.userId) : undefined,
    filters.supplierId ? eq(users.supplierId, filters.supplierId) : undefined,
    filters.status ? eq(timecards.status, filters.status) : undefined,
    // Weeks overlapping from–to. A week ends six days after it starts (Saturday to Friday), so
    // one ending on or after `from` starts on or after six days before it: said too, that bound
    // lets the index on the start (tenant, period_start) find the weeks.
    filters.from ? gte(timesheets.periodEnd, filters.from) : undefined,
    filters.from ? gte(timesheets.periodStart, addDays(filters.from, -6)) : undefined,
    filters.to ? lte(timesheets.periodStart, filters.to) : undefined,
    filters.text ? describedBy(tenantId, filters.text) : undefined,
  ]);
}

/** The sort column's expression and its SQL type (for the export's keyset). */
const SORT: Record<TimecardSort, { expression: SQL; type: 'date' | 'text' | 'integer' }> = {
  periodStart: { expression: sql`${timesheets.periodStart}`, type: 'date' },
  userFullName: { expression: sql`lower(${users.displayName})`, type: 'text' },
  projectName: { expression: sql`lower(${projects.name})`, type: 'text' },
  totalHours: { expression: sql`${timecards.totalMinutes}`, type: 'integer' },
};

/** ORDER BY the column, ties by timesheet, project and task: stable for paging and keysets. */
function orderOf(order: TimecardOrder) {
  const direction = order.sortDir === 'asc' ? asc : desc;
  return [
    direction(SORT[order.sortCol].expression),
    direction(timecards.timesheetId),
    direction(timecards.projectId),
    direction(timecards.taskId),
  ];
}

/** What a page of the search chooses: the timecards' keys and the value they are sorted by. */
const pageColumns = (order: TimecardOrder) => ({
  timesheetId: timecards.timesheetId,
  projectId: timecards.projectId,
  taskId: timecards.taskId,
  sortKey: sql<string>`cast(${SORT[order.sortCol].expression} as text)`.as('sort_key'),
});

/**
 * The tables a count or a page must join for the filters (and an export's keyset, which names the
 * week): a timecard always has its timesheet, associate and project (foreign keys), so the others
 * would change nothing, and cost a scan of the weeks where many timecards match.
 */
function joinsFor(filters: TimecardFilters, keyset = false) {
  const user = Boolean(filters.supplierId);
  const week = keyset || user || Boolean(filters.userId || filters.from || filters.to);
  const project = Boolean(filters.clientId);
  const card = week || project || Boolean(filters.status || filters.projectId || filters.taskId);
  return { card, week, user, project };
}

/**
 * A text search's timecards newest week first (the default order), from the first word's rows in
 * the index on (tenant, term, week, timesheet, project, task): each timecard once (its first day
 * with the words), the other filters checked by key as the rows come (only the tables they need
 * joined), stopped at the page. A row's week_start is its day's Saturday, which is its timesheet's
 * period_start, so the order is the search's own (periodStart, then the key).
 */
function pageByWeekOfWords(
  tx: Tx,
  params: Scope & { filters: TimecardFilters; order: TimecardOrder; beyond?: SQL; text: string },
) {
  const w = timecardDayTerms;
  const direction = params.order.sortDir === 'asc' ? asc : desc;
  const others = { ...params.filters, text: undefined };
  const joins = joinsFor(others, Boolean(params.beyond));
  let query = tx
    .selectDistinctOn([w.weekStart, w.timesheetId, w.projectId, w.taskId], {
      timesheetId: w.timesheetId,
      projectId: w.projectId,
      taskId: w.taskId,
      sortKey: sql<string>`cast(${w.weekStart} as text)`.as('sort_key'),
    })
    .from(w)
    .$dynamic();
  if (joins.card) query = query.innerJoin(timecards, cardOfTerm);
  if (joins.week) query = query.innerJoin(timesheets, ON.timesheetOfCard);
  if (joins.user) query = query.innerJoin(users, ON.userOfTimesheet);
  if (joins.project) query = query.innerJoin(projects, ON.projectOfCard);
  return query
    .where(
      and(
        aDayWithEveryWord(params.tenantId, params.text),
        joins.card ? searchConditions(params.tenantId, others) : undefined,
        params.beyond,
      ),
    )
    .orderBy(
      direction(w.weekStart),
      direction(w.timesheetId),
      direction(w.projectId),
      direction(w.taskId),
    );
}

/**
 * Matching timecards with their week, associate (and supplier), client, project and task, and
 * the value they are sorted by (as text, for the export's keyset). The page is chosen first, from
 * the tables the filters and the sort need, and only its rows get their names: planned in one
 * piece, the planner expected a single match and crossed the matches with all of the tenant's
 * clients before joining projects (62–220 ms on the bench's data; bench/README.md).
 */
function selectTimecards(
  tx: Tx,
  params: Scope & {
    filters: TimecardFilters;
    order: TimecardOrder;
    beyond?: SQL;
    limit: number;
    offset?: number;
  },
) {
  const page = (
    params.filters.text && params.order.sortCol === 'periodStart'
      ? pageByWeekOfWords(tx, { ...params, text: params.filters.text })
      : withCardOwners(tx.select(pageColumns(params.order)).from(timecards).$dynamic())
          .where(and(searchConditions(params.tenantId, params.filters), params.beyond))
          .orderBy(...orderOf(params.order))
  )
    .limit(params.limit)
    .offset(params.offset ?? 0)
    .as('page');
  return tx
    .select({ ...hitColumns, sortKey: page.sortKey })
    .from(page)
    .innerJoin(
      timecards,
      theTimecard({
        tenantId: params.tenantId,
        timesheetId: page.timesheetId,
        projectId: page.projectId,
        taskId: page.taskId,
      }),
    )
    .innerJoin(timesheets, ON.timesheetOfCard)
    .innerJoin(users, ON.userOfTimesheet)
    .leftJoin(suppliers, ON.supplierOfUser)
    .innerJoin(projects, ON.projectOfCard)
    .innerJoin(clients, ON.clientOfProject)
    .innerJoin(tasks, ON.taskOfCard)
    .orderBy(...orderOf(params.order));
}

/**
 * How many timecards match and their minutes in all, counted over at most one more than the cap
 * (issue 33 §3): past the cap the count is the cap, `capped` is set and the minutes are not
 * summed (`null`), since both would need every match read.
 */
async function countTimecards(tx: Tx, tenantId: string, filters: TimecardFilters) {
  const { text, ...others } = filters;
  // A text alone (no other filter needs a timecard) is counted from its words' index.
  const found =
    text && !joinsFor(others).card
      ? await countByWords(tx, tenantId, text)
      : await countByCards(tx, tenantId, filters);
  return found.count > SEARCH_COUNT_CAP
    ? { count: SEARCH_COUNT_CAP, countCapped: true, totalMinutes: null }
    : { count: found.count, countCapped: false, totalMinutes: found.totalMinutes };
}

/** The count from the timecards, with only the joins the filters need (joinsFor). */
async function countByCards(tx: Tx, tenantId: string, filters: TimecardFilters) {
  const joins = joinsFor(filters);
  let query = tx.select({ minutes: timecards.totalMinutes }).from(timecards).$dynamic();
  if (joins.week) query = query.innerJoin(timesheets, ON.timesheetOfCard);
  if (joins.user) query = query.innerJoin(users, ON.userOfTimesheet);
  if (joins.project) query = query.innerJoin(projects, ON.projectOfCard);
  const matches = query
    .where(searchConditions(tenantId, filters))
    // In the key's order: the read stays in the tenant's range of the primary key and stops at
    // the cap, where a plain scan with a limit may pass every other tenant's rows first.
    .orderBy(timecards.timesheetId)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await tx
    .select({
      count: count(),
      totalMinutes: sql<number>`cast(coalesce(sum(${matches.minutes}), 0) as integer)`,
    })
    .from(matches);
  return { count: row?.count ?? 0, totalMinutes: Number(row?.totalMinutes ?? 0) };
}

export type TimecardHitRow = Awaited<ReturnType<typeof searchTimecardRows>>['rows'][number];

/** One page of matching timecards, sorted in SQL, then the (capped) count and minutes before paging. */
export async function searchTimecardRows(
  tx: Tx,
  params: Scope & {
    filters: TimecardFilters;
    order: TimecardOrder;
    limit: number;
    offset: number;
  },
) {
  // A page of 25 and a count of at most 1,001 read a few thousand rows at most: at 10M rows the
  // planner's estimate of walking the tenant's weeks newest first passed the parallel threshold,
  // and starting two workers took 0.6 s of a 0.7 s page that read 5,500 buffers (bench/README.md,
  // the scaling curve). The setting exists on PGlite too (it starts no workers).
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  const rows = await selectTimecards(tx, params);
  return { rows, ...(await countTimecards(tx, params.tenantId, params.filters)) };
}

/** Where the export's previous chunk ended: its last row's sort value and key. */
export interface TimecardCursor {
  sortKey: string;
  timesheetId: string;
  projectId: string;
  taskId: string;
}

/**
 * The next `limit` matching timecards after `after`, in the search's order: a keyset, so each
 * chunk of a long export is one short query whatever its depth, and rows never repeat.
 */
export function nextTimecardChunk(
  tx: Tx,
  params: Scope & {
    filters: TimecardFilters;
    order: TimecardOrder;
    after: TimecardCursor | undefined;
    limit: number;
  },
) {
  const { expression, type } = SORT[params.order.sortCol];
  const { after } = params;
  const operator = sql.raw(params.order.sortDir === 'asc' ? '>' : '<');
  const key = sql`(${expression}, ${timecards.timesheetId}, ${timecards.projectId}, ${timecards.taskId})`;
  const beyond = after
    ? sql`${key} ${operator} (cast(${after.sortKey} as ${sql.raw(type)}), ${after.timesheetId}, ${after.projectId}, ${after.taskId})`
    : undefined;
  return selectTimecards(tx, { ...params, beyond });
}

type CardKey = { timesheetId: string; projectId: string; taskId: string };

const ofCards = (cards: CardKey[]) =>
  sql`(${timecardDays.timesheetId}, ${timecardDays.projectId}, ${timecardDays.taskId}) in (${sql.join(
    cards.map((card) => sql`(${card.timesheetId}, ${card.projectId}, ${card.taskId})`),
    sql`, `,
  )})`;

/** The days of some timecards in day order: those with a description, or (worked) with hours. */
export function findCardDays(
  tx: Tx,
  params: Scope & { cards: CardKey[]; only: 'described' | 'worked' },
) {
  return tx
    .select({
      timesheetId: timecardDays.timesheetId,
      projectId: timecardDays.projectId,
      taskId: timecardDays.taskId,
      day: timecardDays.day,
      minutes: timecardDays.minutes,
      description: timecardDays.description,
      review: timecardDays.review,
      reviewComment: timecardDays.reviewComment,
    })
    .from(timecardDays)
    .where(
      and(
        eq(timecardDays.tenantId, params.tenantId),
        ofCards(params.cards),
        params.only === 'described'
          ? ne(timecardDays.description, '')
          : gt(timecardDays.minutes, 0),
      ),
    )
    .orderBy(timecardDays.day);
}

/** True when the tenant has the task (deleted ones count: their time stays searchable). */
export async function taskExists(tx: Tx, params: Scope & { taskId: string }) {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(tasks)
    .where(and(eq(tasks.tenantId, params.tenantId), eq(tasks.id, params.taskId)))
    .limit(1);
  return row !== undefined;
}
