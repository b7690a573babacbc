import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_ALL_ROWS, type ListQuery } from '@tallysheet/contract/common/lists';

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
