import { minutesToHours } from '@tallysheet/contract/timesheets/week';
import type {
  TimecardExportQuery,
  TimecardSearchQuery,
} from '@tallysheet/contract/timesheets/admin';
import type { Tx } from '../../db/client.ts';
import type { ServiceCall } from '../../lib/deps.ts';
import { notFoundAt } from '../../lib/http-errors.ts';
import {
  daysByCard,
  presentExportRows,
  presentTimecardHit,
  type ExportRow,
} from './search.presenter.ts';
import { requireFilterIds } from './filters.ts';
import {
  findCardDays,
  nextTimecardChunk,
  searchTimecardRows,
  taskExists,
  type TimecardCursor,
  type TimecardFilters,
} from './search.repository.ts';

/** Timecards an export reads per short transaction. */
export const EXPORT_CHUNK = 500;

/** Each id a filter names must be the tenant's (API.md): unknown or another's is a 404 naming it. */
async function requireFilterTargets(tx: Tx, tenantId: string, filters: TimecardFilters) {
  await requireFilterIds(tx, tenantId, filters);
  if (filters.taskId && !(await taskExists(tx, { tenantId, taskId: filters.taskId })))
    throw notFoundAt('taskId', 'Task not found');
}

const FILTER_KEYS = [
  'clientId',
  'projectId',
  'taskId',
  'userId',
  'supplierId',
  'status',
  'from',
  'to',
] as const satisfies readonly (keyof TimecardFilters)[];

/** The filters a query names (an empty text filters nothing). */
const filtersOf = (query: TimecardFilters): TimecardFilters => ({
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key]])) as TimecardFilters),
  text: query.text || undefined,
});

/** Search Timecards: one row per matching timecard, sorted and paged in SQL. */
export function searchTimecards({
  deps,
  caller,
  query,
}: ServiceCall & { query: TimecardSearchQuery }) {
  const { tenantId } = caller;
  const filters = filtersOf(query);
  const pageSize = query.pageSize ?? 10;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    await requireFilterTargets(tx, tenantId, filters);
    const { rows, count, countCapped, totalMinutes } = await searchTimecardRows(tx, {
      tenantId,
      filters,
      order: query,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    const days = rows.length
      ? await findCardDays(tx, { tenantId, cards: rows, only: 'described' })
      : [];
    const byCard = daysByCard(days);
    return {
      timecards: rows.map((row) => presentTimecardHit(row, byCard)),
      count,
      countCapped,
      totalHours: totalMinutes === null ? null : minutesToHours(totalMinutes),
    };
  });
}

/**
 * Every worked day of the timecards matching the export's query, in chunks: the filters are
 * checked first (a 404 before anything is sent); each chunk is then read in its own short
 * transaction, so nothing holds the database while the file goes out.
 */
export async function openTimecardExport({
  deps,
  caller,
  query,
  chunkSize = EXPORT_CHUNK,
}: ServiceCall & { query: TimecardExportQuery; chunkSize?: number }): Promise<
  AsyncIterable<ExportRow[]>
> {
  const { tenantId } = caller;
  const filters = filtersOf(query);
  await deps.db.withTenantRead(tenantId, (tx) => requireFilterTargets(tx, tenantId, filters));
  return (async function* chunks() {
    let after: TimecardCursor | undefined;
    for (;;) {
      const { cards, days } = await deps.db.withTenantRead(tenantId, async (tx) => {
        const cards = await nextTimecardChunk(tx, {
          tenantId,
          filters,
          order: query,
          after,
          limit: chunkSize,
        });
        const days = cards.length
          ? await findCardDays(tx, { tenantId, cards, only: 'worked' })
          : [];
        return { cards, days };
      });
      if (cards.length === 0) return;
      yield presentExportRows(cards, daysByCard(days));
      if (cards.length < chunkSize) return;
      after = cards.at(-1)!;
    }
  })();
}
