import { and, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { Tx } from '../../db/client.ts';
import { preparedFamily, type QueryDb } from '../../db/prepared.ts';
import type { SearchableTable } from '../../db/schema/search-terms.ts';
import {
  LIST_PLACEHOLDERS,
  listCondition,
  listShape,
  pageLimit,
  pageWindow,
  searchTerm,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

/** A directory table: tenant-scoped rows with an id and the lifecycle columns (API.md). */
export type DirectoryTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  isArchived: AnyPgColumn;
  isDeleted: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

type Names = Record<string, AnyPgColumn>;

/**
 * The sort columns every named directory row has: name and description (case-insensitive),
 * createdAt and updatedAt.
 */
export function namedSort(table: {
  name: AnyPgColumn;
  description: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
}): Record<'name' | 'description' | 'createdAt' | 'updatedAt', AnyColumn | SQL>;
/** The same, with the older names the lists also accept: `projectName`, `projectDescription`. */
export function namedSort<P extends string>(
  table: {
    name: AnyPgColumn;
    description: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
  },
  prefix: P,
): Record<
  'name' | 'description' | 'createdAt' | 'updatedAt' | `${P}Name` | `${P}Description`,
  AnyColumn | SQL
>;
export function namedSort(
  table: {
    name: AnyPgColumn;
    description: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
  },
  prefix?: string,
) {
  const name = sortText(table.name);
  const description = sortText(table.description);
  return {
    name,
    description,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    ...(prefix ? { [`${prefix}Name`]: name, [`${prefix}Description`]: description } : {}),
  };
}

/** A parent joined in for its name: the same tenant, and the child's `parentId`. */
export const parentJoin = (
  parent: PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn },
  child: { tenantId: AnyPgColumn },
  parentId: AnyPgColumn,
) => ({ table: parent, on: and(eq(parent.tenantId, child.tenantId), eq(parent.id, parentId)) });

/**
 * What a directory domain's table declares; the rest (tenant filter, archived/deleted states,
 * paging, count, search, the clock on every change) is the same for all of them.
 */
export interface DirectoryTableDeclaration<
  T extends DirectoryTable,
  S extends string,
  N extends Names,
  F extends string,
> {
  table: T;
  /** Where its search terms are kept (search_terms.source). */
  source: SearchableTable;
  /** The list's sort columns: every column the contract's sort list names. */
  sort: Record<S, AnyColumn | SQL>;
  /** Parent tables joined in for their names, each on tenant and id. */
  joins?: { table: PgTable; on: SQL | undefined }[];
  /** Columns of the joined parents every row carries, e.g. `clientName`. */
  names?: N;
  /** Parent ids a list may be narrowed to and children deleted by, e.g. `clientId`. */
  parents?: Record<F, AnyPgColumn>;
}

/** A row as the domain reads it: the table's columns and its parents' names. */
export type DirectoryRowOf<T extends DirectoryTable, N extends Names> = T['$inferSelect'] & {
  [K in keyof N]: N[K]['_']['data'];
};

type Ref = { tenantId: string; id: string };

/** What a directory table offers its domain's service. */
export interface DirectoryRepository<Row, Insert, S extends string, F extends string> {
  list(
    tx: Tx,
    params: { tenantId: string; query: ListQuery<S>; parents?: Partial<Record<F, string>> },
  ): Promise<{ rows: Row[]; count: number }>;
  find(tx: Tx, params: Ref): Promise<Row | undefined>;
  insert(tx: Tx, rows: Insert[]): Promise<void>;
  update(tx: Tx, params: Ref & { values: Partial<Row>; now: Date }): Promise<void>;
  markDeleted(
    tx: Tx,
    params: { tenantId: string; of: Partial<Record<F, string>>; now: Date; onlyLive?: boolean },
  ): Promise<string[]>;
}

/**
 * The repository of a directory domain, declared over its Drizzle table. Every call is
 * tenant-scoped; every change stamps `updatedAt` with the caller's clock (`now`).
 */
export function directoryTable<
  T extends DirectoryTable,
  S extends string,
  N extends Names = Record<never, AnyPgColumn>,
  F extends string = never,
>(
  declaration: DirectoryTableDeclaration<T, S, N, F>,
): DirectoryRepository<DirectoryRowOf<T, N>, T['$inferInsert'], S, F> {
  type Row = DirectoryRowOf<T, N>;
  const { table } = declaration;
  const fields = { ...getTableColumns(table), ...declaration.names } as Names;
  const parentsOf = (parents: Partial<Record<F, string>> = {}) =>
    (Object.entries(parents) as [F, string | undefined][]).map(([name, id]) =>
      id ? eq(declaration.parents![name], id) : undefined,
    );
  const withNames = (db: Tx | QueryDb) => {
    let query = db
      .select(fields)
      .from(table as PgTable)
      .$dynamic();
    for (const join of declaration.joins ?? []) query = query.innerJoin(join.table, join.on);
    return query;
  };
  const byId = (tenantId: string, id: string) =>
    and(eq(table.tenantId, tenantId), eq(table.id, id));

  // A list's page and count, prepared once per shape (sort, filters: listShape) and named
  // `list_<source>_<shape>` and `count_<source>_<shape>`: the same statements as built per
  // request, with placeholders for the request's values.
  const sortCols = Object.keys(declaration.sort);
  const parentNames = Object.keys(declaration.parents ?? {}) as F[];
  const pages = preparedFamily(`list_${declaration.source}`);
  const counts = preparedFamily(`count_${declaration.source}`);
  type ListParams = Parameters<DirectoryRepository<Row, T['$inferInsert'], S, F>['list']>[1];
  /** The parents a request narrows to, in its order (as it names them). */
  const narrowing = (parents: ListParams['parents'] = {}) =>
    (Object.entries(parents) as [F, string | undefined][]).filter(([, id]) => id);
  const conditionOf = (query: ListParams['query'], narrowed: F[], search: boolean) =>
    listCondition(table, {
      tenantId: LIST_PLACEHOLDERS.tenantId,
      query: { ...query, q: search ? LIST_PLACEHOLDERS.term : undefined },
      source: declaration.source,
      id: table.id,
      narrow: narrowed.map((name) => eq(declaration.parents![name], sql.placeholder(name))),
    });

  return {
    /** A page of the tenant's rows, optionally of some parents, and the count before paging. */
    async list(tx, params) {
      const { query } = params;
      const narrowed = narrowing(params.parents);
      const names = narrowed.map(([name]) => name);
      const term = query.q?.trim() ? searchTerm(query.q) : undefined;
      const { limit, offset } = pageWindow(query);
      const shape = listShape(sortCols, query, {
        search: term !== undefined,
        offset,
        limit,
        parents: names.map((name) => parentNames.indexOf(name)),
      });
      const values = {
        tenantId: params.tenantId,
        term,
        offset,
        ...Object.fromEntries(narrowed),
      };
      const page = pages(
        shape.page,
        (db) => {
          const condition = conditionOf(query, names, term !== undefined);
          const ordered = withNames(db)
            .where(condition)
            .orderBy(...sortOrder(declaration.sort, query, table.id))
            .limit(pageLimit(limit));
          return offset ? ordered.offset(LIST_PLACEHOLDERS.offset) : ordered;
        },
        { unnamed: shape.unnamedPage },
      );
      const total = counts(
        shape.count,
        (db) =>
          db
            .select({ count: count() })
            .from(table as PgTable)
            .where(conditionOf(query, names, term !== undefined)),
        { unnamed: shape.unnamedCount },
      );
      const rows = (await page(tx, values)) as Row[];
      const [counted] = (await total(tx, values)) as { count: number }[];
      return { rows, count: counted?.count ?? 0 };
    },

    /** A row of the tenant by id, deleted ones too. */
    async find(tx, params) {
      const [row] = await withNames(tx).where(byId(params.tenantId, params.id)).limit(1);
      return row as Row | undefined;
    },

    async insert(tx, rows) {
      if (rows.length) await tx.insert(table).values(rows as never);
    },

    /** Changes a row's fields, stamped `now`. */
    async update(tx, params) {
      await tx
        .update(table)
        .set({ ...params.values, updatedAt: params.now } as never)
        .where(byId(params.tenantId, params.id));
    },

    /**
     * Soft-deletes every row of a parent, stamped `now`, and returns their ids; `onlyLive`
     * leaves rows deleted before as they were.
     */
    async markDeleted(tx, params) {
      const of = parentsOf(params.of).filter(Boolean);
      if (!of.length) throw new Error('markDeleted needs a parent');
      const rows = await tx
        .update(table)
        .set({ isDeleted: true, updatedAt: params.now } as never)
        .where(
          where([
            eq(table.tenantId, params.tenantId),
            ...of,
            params.onlyLive ? eq(table.isDeleted, false) : undefined,
          ]),
        )
        .returning({ id: table.id });
      return rows.map((row) => row.id as string);
    },
  };
}
