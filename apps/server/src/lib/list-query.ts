import {
  and,
  asc,
  desc,
  eq,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_ALL_ROWS, type ListQuery } from '@tallysheet/contract/common/lists';
import { SQL_FALSE, SQL_TRUE } from '../db/prepared.ts';
import { searchTerms, type SearchableTable } from '../db/schema/search-terms.ts';

interface LifecycleColumns {
  isArchived: AnyColumn;
  isDeleted: AnyColumn;
}

/**
 * Rows a list shows: never deleted ones; active ones by default, archived ones with
 * archived=true, both with all=true; the flags written into the statement (SQL_FALSE), each
 * filter being a shape of its own (listShape).
 */
export function lifecycleConditions(
  table: LifecycleColumns,
  query: Pick<ListQuery<string>, 'archived' | 'all'>,
): SQL[] {
  const conditions: SQL[] = [eq(table.isDeleted, SQL_FALSE)];
  if (!query.all) conditions.push(eq(table.isArchived, query.archived ? SQL_TRUE : SQL_FALSE));
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
  q: string | SQLWrapper | undefined,
  target: { tenantId: string | SQLWrapper; source: SearchableTable; id: AnyColumn },
): SQL | undefined {
  // A placeholder stands for a search term of a prepared statement's (listValues' `term`).
  const term = typeof q === 'string' ? (q.trim() ? searchTerm(q) : undefined) : q;
  if (term === undefined) return undefined;
  return inArray(
    target.id,
    sql`(select ${searchTerms.entityId} from ${searchTerms} where ${searchTerms.tenantId} = ${target.tenantId} and ${searchTerms.source} = ${target.source} and ${searchTerms.term} ^@ ${term})`,
  );
}

/**
 * The rows a directory-style list picks (API.md): the tenant's, narrowed (to a parent, say),
 * in the lifecycle state asked for, and matching the search `q` in search_terms under `source`.
 */
export function listCondition(
  table: LifecycleColumns & { tenantId: AnyColumn },
  params: {
    tenantId: string | SQLWrapper;
    query: Pick<ListQuery<string>, 'archived' | 'all'> & { q?: string | SQLWrapper };
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

/**
 * What tells one statement of a list from another, as short keys for statement names: the sort
 * column (its place among `sortCols`) and direction, the lifecycle filter (live, archived, all),
 * whether it searches, which parents narrow it (in the order given), the page's size (written
 * into the statement: pageLimit) and whether it skips rows (Drizzle writes OFFSET only then):
 * `0dlsp1n25o`.
 */
export function listShape(
  sortCols: readonly string[],
  query: Pick<ListQuery<string>, 'sortCol' | 'sortDir' | 'archived' | 'all'>,
  options: { search: boolean; offset: number; limit: number; parents?: number[] },
): { page: string; count: string; unnamedPage: boolean; unnamedCount: boolean } {
  const sort = sortCols.indexOf(query.sortCol);
  if (sort < 0) throw new Error(`${query.sortCol}: not a sort column of this list`);
  const lifecycle = query.all ? 'a' : query.archived ? 'r' : 'l';
  const parents = options.parents?.length ? `p${options.parents.join('')}` : '';
  const filter = `${lifecycle}${options.search ? 's' : ''}${parents}`;
  const direction = query.sortDir === 'asc' ? 'a' : 'd';
  // The count's statement: neither the sort nor the window changes it. A search's term and an
  // offset decide the plan (the term's range of the prefix index, how far to read): those
  // statements are planned at every call, the others once (prepared's `unnamed`).
  return {
    page: `${sort}${direction}${filter}n${options.limit}${options.offset ? 'o' : ''}`,
    count: filter,
    unnamedPage: options.search || options.offset > 0,
    unnamedCount: options.search,
  };
}

/**
 * A page's LIMIT written into its statement: a LIMIT sent as a value is planned as if it read a
 * tenth of the rows, which made PostgreSQL plan every list page anew at each call. The sizes are
 * few (PAGE_SIZES, and MAX_ALL_ROWS for all=true), each a shape of its own (listShape).
 */
export function pageLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ALL_ROWS)
    throw new Error(`${limit}: not a page size`);
  // Drizzle's limit() takes a number or a placeholder (each sent as a value) or SQL, as here.
  return sql.raw(String(limit)) as unknown as number;
}

/** The placeholders of a prepared list statement (see listShape): `term` is the search's. */
export const LIST_PLACEHOLDERS = {
  tenantId: sql.placeholder('tenantId'),
  term: sql.placeholder('term'),
  offset: sql.placeholder('offset'),
};
