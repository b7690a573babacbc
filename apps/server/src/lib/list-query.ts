import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_ALL_ROWS, type ListQuery } from '@tallysheet/contract/common/lists';
import { searchTerms, type SearchableTable } from '../db/schema/search-terms.ts';

interface LifecycleColumns {
  isArchived: AnyColumn;
  isDeleted: AnyColumn;
}

/**
 * Rows a list shows: never deleted ones; active ones by default, archived ones with
 * archived=true, both with all=true.
 */
export function lifecycleConditions(
  table: LifecycleColumns,
  query: Pick<ListQuery<string>, 'archived' | 'all'>,
): SQL[] {
  const conditions: SQL[] = [eq(table.isDeleted, false)];
  if (!query.all) conditions.push(eq(table.isArchived, query.archived ?? false));
  return conditions;
}

/** LIMIT and OFFSET: the page asked for, or every row (at most 1,000) for all=true without paging. */
export function pageWindow(query: Pick<ListQuery<string>, 'page' | 'pageSize' | 'all'>): {
  limit: number;
  offset: number;
} {
  if (query.all && query.page === undefined && query.pageSize === undefined)
    return { limit: MAX_ALL_ROWS, offset: 0 };
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: pageSize, offset: (query.page ?? 0) * pageSize };
}

/**
 * ORDER BY the requested column and direction, text case-insensitively, ties broken by id
 * so that paging is stable.
 */
export function sortOrder<C extends string>(
  columns: Record<C, AnyColumn | SQL>,
  query: Pick<ListQuery<C>, 'sortCol' | 'sortDir'>,
  id: AnyColumn,
): SQL[] {
  const direction = query.sortDir === 'asc' ? asc : desc;
  return [direction(columns[query.sortCol]), direction(id)];
}

/** A text column for sorting: case-insensitive. */
export const sortText = (column: AnyColumn) => sql`lower(${column})`;

export const where = (conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/** `q` as search_terms holds its terms: lowercased, its words one space apart. */
export const searchTerm = (q: string) => q.trim().toLowerCase().split(/\s+/).join(' ');

/**
 * A list's search `q` (API.md), case-insensitive: the rows with a term in search_terms that
 * starts with `q`, i.e. whose name does from any of its words on ("smith" finds "Ann Smith"), or
 * whose e-mail (or username) does. `^@` (starts_with) is leakproof, so under row-level security
 * it reads a range of the (tenant_id, source, term) index. A blank `q` searches nothing.
 */
export function searchCondition(
  q: string | undefined,
  target: { tenantId: string; source: SearchableTable; id: AnyColumn },
): SQL | undefined {
  if (!q?.trim()) return undefined;
  return inArray(
    target.id,
    sql`(select ${searchTerms.entityId} from ${searchTerms} where ${searchTerms.tenantId} = ${target.tenantId} and ${searchTerms.source} = ${target.source} and ${searchTerms.term} ^@ ${searchTerm(q)})`,
  );
}

/**
 * The rows a directory-style list picks (API.md): the tenant's, narrowed (to a parent, say),
 * in the lifecycle state asked for, and matching the search `q` in search_terms under `source`.
 */
export function listCondition(
  table: LifecycleColumns & { tenantId: AnyColumn },
  params: {
    tenantId: string;
    query: Pick<ListQuery<string>, 'archived' | 'all' | 'q'>;
    source: SearchableTable;
    id: AnyColumn;
    narrow?: (SQL | undefined)[];
  },
) {
  return where([
    eq(table.tenantId, params.tenantId),
    ...(params.narrow ?? []),
    ...lifecycleConditions(table, params.query),
    searchCondition(params.query.q, params),
  ]);
}
