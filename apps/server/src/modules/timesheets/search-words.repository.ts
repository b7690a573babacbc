import { and, eq, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@tallysheet/contract/timesheets/admin';
import type { Tx } from '../../db/client.ts';
import { timecardDayTerms, timecards } from '../../db/schema/index.ts';
import { theTimecard } from '../../db/joins.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Search Timecards' text filter: the words of the days' descriptions, as timecard_day_terms holds
 * them (db/schema/search-terms.ts), read by key. search.repository.ts builds the search on these.
 */

/** The lexemes of a text as timecard_day_terms holds them: `to_tsvector('simple', text)`'s. */
const lexemesOf = (text: string) =>
  sql`tsvector_to_array(to_tsvector('simple', cast(${text} as text)))`;

/**
 * The timecards (of the outer query) with a day whose description has every word of `text`: what
 * `to_tsvector('simple', description) @@ plainto_tsquery('simple', text)` matches, since with
 * the simple configuration that query is the AND of the text's lexemes (to_tsvector's, as
 * timecard_day_terms holds them) and every lexeme is kept (it has no stop words). Read from
 * timecard_day_terms: one range of its key per word (the tenant's days with it), the days with
 * all of them. Under row-level security no index can serve `@@` (not leakproof): the full-text
 * index on the descriptions was passed over for a scan of every tenant's days (bench/README.md,
 * the scaling curve). db/search-terms.api.test.ts holds both to the same days.
 */
export const describedBy = (tenantId: string, text: string) => {
  const words = lexemesOf(text);
  return sql`(${timecards.timesheetId}, ${timecards.projectId}, ${timecards.taskId}) in (
    select w.timesheet_id, w.project_id, w.task_id
    from ${timecardDayTerms} w
    where w.tenant_id = ${tenantId} and w.term = any(${words})
    group by w.timesheet_id, w.project_id, w.task_id, w.day
    having count(*) = cardinality(${words}))`;
};

/**
 * The same matches read the other way round, from the words' rows: the rows of timecard_day_terms
 * of the text's first word whose day has every other word too (with one word, no lookup). The
 * page and the count of a text search start here, in an index's order (the week's, or the key's),
 * and stop at the page or the cap: a common word's thousands of matches are not all looked up.
 */
export const aDayWithEveryWord = (tenantId: string, text: string) => {
  const words = lexemesOf(text);
  const w = timecardDayTerms;
  return and(
    eq(w.tenantId, tenantId),
    sql`${w.term} = (${words})[1]`,
    sql`(cardinality(${words}) = 1 or cardinality(${words}) = (
      select count(*) from ${timecardDayTerms} o
      where o.tenant_id = ${w.tenantId} and o.term = any(${words})
        and o.timesheet_id = ${w.timesheetId} and o.project_id = ${w.projectId}
        and o.task_id = ${w.taskId} and o.day = ${w.day}))`,
  );
};

/** The timecard of a row of timecard_day_terms. */
export const cardOfTerm = theTimecard({
  tenantId: timecardDayTerms.tenantId,
  timesheetId: timecardDayTerms.timesheetId,
  projectId: timecardDayTerms.projectId,
  taskId: timecardDayTerms.taskId,
});

/**
 * A text alone: the timecards from the first word's rows in the key's order (each once, its
 * first day with the words), up to one past the cap, from the index alone; their minutes, looked
 * up by key, only when the count is within the cap. A common word so reads about a thousand
 * index entries, not every match's timecard (bench/README.md, the scaling curve).
 */
export async function countByWords(tx: Tx, tenantId: string, text: string) {
  const w = timecardDayTerms;
  const cards = tx
    .selectDistinctOn([w.timesheetId, w.projectId, w.taskId], {
      timesheetId: w.timesheetId,
      projectId: w.projectId,
      taskId: w.taskId,
    })
    .from(w)
    .where(aDayWithEveryWord(tenantId, text))
    .orderBy(w.timesheetId, w.projectId, w.taskId)
    .limit(SEARCH_COUNT_CAP + 1);
  const minutes = theTimecard({
    tenantId,
    timesheetId: sql`m.timesheet_id`,
    projectId: sql`m.project_id`,
    taskId: sql`m.task_id`,
  });
  const [row] = rowsOf<{ count: number | string; total_minutes: number | string | null }>(
    await tx.execute(sql`with m as (${cards})
      select (select count(*) from m) as count,
        (select sum((select ${timecards.totalMinutes} from ${timecards} where ${minutes})) from m
          where (select count(*) from m) <= ${SEARCH_COUNT_CAP}) as total_minutes`),
  );
  return { count: Number(row?.count ?? 0), totalMinutes: Number(row?.total_minutes ?? 0) };
}
