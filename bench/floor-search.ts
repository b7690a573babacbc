// The stack floor of Search Timecards (apps/server/src/modules/timesheets/search.service.ts):
// the product's statements for a text search without id filters (so no filter target is
// checked), sorted by week, newest first (the defaults), and the same JSON (the contract's
// TimecardHitListSchema, in its key order), built by hand.
import type { Query, Row } from './floor-db.ts';
import { sql, type FloorHandler } from './floor-handlers.ts';

const JOINS = sql`inner join "timesheets" on ("timesheets"."tenant_id" = "timecards"."tenant_id"
  and "timesheets"."timesheet_id" = "timecards"."timesheet_id") inner join "users"
  on ("users"."tenant_id" = "timesheets"."tenant_id" and "users"."user_id" = "timesheets"."user_id")`;
// The days with every word of the text, from timecard_day_terms (describedBy).
const DESCRIBED = sql`where ("timecards"."tenant_id" = $1 and ("timecards"."timesheet_id",
  "timecards"."project_id", "timecards"."task_id") in (select w.timesheet_id, w.project_id, w.task_id
  from "timecard_day_terms" w
  where w.tenant_id = $1 and w.term = any(tsvector_to_array(to_tsvector('simple', cast($2 as text))))
  group by w.timesheet_id, w.project_id, w.task_id, w.day
  having count(*) = cardinality(tsvector_to_array(to_tsvector('simple', cast($2 as text))))))`;
const PROJECT = sql`inner join "projects" on ("projects"."tenant_id" = "timecards"."tenant_id"
  and "projects"."project_id" = "timecards"."project_id")`;
const PAGE_ORDER = sql`order by "timesheets"."period_start" desc, "timecards"."timesheet_id" desc,
  "timecards"."project_id" desc, "timecards"."task_id" desc`;
/** The page's keys first (the tables the filters and the sort need), then its rows' names. */
const PAGE_KEYS = [
  sql`select "timecards"."timesheet_id", "timecards"."project_id", "timecards"."task_id",
  cast("timesheets"."period_start" as text) as "sort_key" from "timecards"`,
  JOINS,
  PROJECT,
  DESCRIBED,
  PAGE_ORDER,
].join(' ');
const pageOf = (keys: string, tenant: string) =>
  [
    sql`select "timecards"."timesheet_id", "timecards"."project_id", "timecards"."task_id",
  "timecards"."status", "timecards"."total_minutes", "timesheets"."user_id", "timesheets"."period_start",
  "timesheets"."period_end", "users"."display_name", "users"."supplier_id", "suppliers"."name",
  "clients"."client_id", "clients"."name", "projects"."name", "tasks"."name", "sort_key"`,
    `from (${keys}) "page"`,
    sql`inner join "timecards" on ("timecards"."tenant_id" = TENANT
  and "timecards"."timesheet_id" = "page"."timesheet_id" and "timecards"."project_id" = "page"."project_id"
  and "timecards"."task_id" = "page"."task_id")`,
    JOINS,
    sql`left join "suppliers" on ("suppliers"."tenant_id" = "users"."tenant_id"
  and "suppliers"."supplier_id" = "users"."supplier_id")`,
    PROJECT,
    sql`inner join "clients" on ("clients"."tenant_id" = "projects"."tenant_id"
  and "clients"."client_id" = "projects"."client_id") inner join "tasks"
  on ("tasks"."tenant_id" = "timecards"."tenant_id" and "tasks"."task_id" = "timecards"."task_id")`,
    PAGE_ORDER,
  ]
    .join(' ')
    .replace('TENANT', tenant);
/**
 * How many match, and their minutes (the answer's totalHours), before paging: over at most one
 * more than the cap (past it "1,000+", no minutes), joining nothing a text search does not need.
 */
const COUNT_CAP = 1000;
const SEARCH_COUNT = [
  sql`select count(*), cast(coalesce(sum("total_minutes"), 0) as integer) from
  (select "timecards"."total_minutes" from "timecards"`,
  DESCRIBED,
  sql`order by "timecards"."timesheet_id" limit $3) "matches"`,
].join(' ');
const CARD_DAYS = sql`select "timesheet_id", "project_id", "task_id", "day", "minutes", "description",
  "review", "review_comment" from "timecard_days" where ("timecard_days"."tenant_id" = $1
  and ("timecard_days"."timesheet_id", "timecard_days"."project_id", "timecard_days"."task_id") in`;

const keyOf = (row: Row, at = 0) => `${row[at]}\u0000${row[at + 1]}\u0000${row[at + 2]}`;

/** The described days of the page's timecards, in day order (findCardDays, 'described'). */
async function describedDays(query: Query, tenantId: string, cards: Row[]) {
  const tuples = cards.map((_, i) => `($${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`).join(', ');
  const last = cards.length * 3 + 2;
  const text = `${CARD_DAYS} (${tuples}) and "timecard_days"."description" <> $${last}) order by "timecard_days"."day"`;
  const days = await query(text, [tenantId, ...cards.flatMap((card) => card.slice(0, 3)), '']);
  const byCard = new Map<string, string[]>();
  for (const day of days)
    byCard.set(keyOf(day), [...(byCard.get(keyOf(day)) ?? []), day[5] as string]);
  return byCard;
}

/** GET /api/ts/search-timecards?text=…: a page of the timecards whose days mention the text. */
export const searchTimecards: FloorHandler = async (query, { tenantId }, request) => {
  const text = request.text?.trim();
  if (
    !text ||
    request.sortCol ||
    request.sortDir ||
    Object.keys(request).some((k) => k.endsWith('Id'))
  )
    throw new Error('the floor searches by text only, in the default order');
  const limit = Number(request.pageSize ?? 10);
  const offset = Number(request.page ?? 0) * limit;
  const rows = await query(
    offset
      ? pageOf(`${PAGE_KEYS} limit $3 offset $4`, '$5')
      : pageOf(`${PAGE_KEYS} limit $3`, '$4'),
    offset ? [tenantId, text, limit, offset, tenantId] : [tenantId, text, limit, tenantId],
  );
  const [total] = await query(SEARCH_COUNT, [tenantId, text, COUNT_CAP + 1]);
  const found = Number(total?.[0] ?? 0);
  const capped = found > COUNT_CAP;
  const byCard = rows.length ? await describedDays(query, tenantId, rows) : new Map();
  return {
    timecards: rows.map((r) => ({
      timesheetId: r[0],
      userId: r[5],
      userFullName: r[8],
      supplierId: r[9],
      supplierName: r[10],
      periodStart: r[6],
      periodEnd: r[7],
      clientId: r[11],
      clientName: r[12],
      projectId: r[1],
      projectName: r[13],
      taskId: r[2],
      taskName: r[14],
      status: r[3],
      totalHours: (r[4] as number) / 60,
      descriptions: byCard.get(keyOf(r)) ?? [],
    })),
    count: capped ? COUNT_CAP : found,
    countCapped: capped,
    totalHours: capped ? null : Number(total?.[1] ?? 0) / 60,
  };
};
