import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { authorizeDirectoryChange, type DirectoryKind } from './directory.policy.ts';
import type { DirectoryRepository } from './directory-table.ts';
import { recordAudit } from '../audit/record.ts';
import {
  directoryAudit,
  directoryCreated,
  directoryDeletedOf,
} from '../audit/directory-entries.ts';

type Call = { deps: ServiceDeps; tenantId: string };

/** A row as the trail keeps it: the stored fields, tenant and id included. */
const audited = <T>(row: T) =>
  row as unknown as { id: string; tenantId: string; isArchived?: boolean; isDeleted?: boolean };
type Ref = { tenantId: string; id: string };

/**
 * The service every directory domain starts from, over its `directoryTable`: list, get,
 * update (archive) and delete in a transaction of their own, the same steps in the caller's
 * transaction, and the guards other modules run on a referenced row.
 */
export function directoryService<
  Row extends { isDeleted: boolean },
  Insert,
  S extends string,
  F extends string,
>(
  repository: DirectoryRepository<Row, Insert, S, F>,
  options: {
    kind: DirectoryKind;
    /** The 404's message, e.g. `Client not found`. */
    notFound: string;
    /** The field that names it elsewhere, e.g. `clientId`. */
    field: string;
    /** Whether a change may happen (default: not once deleted, 409). */
    authorizeChange?: (row: Row) => void;
    /** Whether a deletion may happen (default: always). */
    authorizeDelete?: (row: Row) => void;
  },
) {
  type ListParams = Parameters<typeof repository.list>[1];
  const authorizeChange =
    options.authorizeChange ?? ((row: Row) => authorizeDirectoryChange(options.kind, row));
  const find = (tx: Tx, ref: Ref) => repository.find(tx, ref);
  const existing = async (tx: Tx, ref: Ref) => {
    const row = await find(tx, ref);
    if (!row) throw notFound(options.notFound);
    return row;
  };

  /** A row of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
  async function require(tx: Tx, ref: Ref & { path?: string }): Promise<Row> {
    const row = await find(tx, ref);
    if (!row) throw notFoundAt(ref.path ?? options.field, options.notFound);
    return row;
  }

  /** A live (not deleted) row of the tenant: unknown is a 404, deleted a 400 naming the field. */
  async function requireLive(tx: Tx, ref: Ref & { path?: string }): Promise<Row> {
    const row = await require(tx, ref);
    if (row.isDeleted) throw invalidField(ref.path ?? options.field, options.notFound);
    return row;
  }

  // Every change below is written to the audit trail here, once for every domain: each step
  // takes the caller's deps (the request's actor and origin, or the job's), so none can skip it.
  const audit = (deps: ServiceDeps, tx: Tx, before: Row | null, after: Row | null) =>
    recordAudit(tx, deps, directoryAudit(deps, options.kind, audited(before), audited(after)));

  /** Changes a row's fields in the caller's transaction; unknown is a 404. */
  async function change(
    tx: Tx,
    params: Ref & { values: Partial<Row>; now: Date; deps: ServiceDeps },
  ): Promise<{ before: Row; after: Row }> {
    const { deps, ...ref } = params;
    const before = await existing(tx, ref);
    authorizeChange(before);
    await repository.update(tx, ref);
    const after = (await find(tx, ref))!;
    await audit(deps, tx, before, after);
    return { before, after };
  }

  /** Soft-deletes a row in the caller's transaction; unknown is a 404. */
  async function markDeleted(tx: Tx, params: Ref & { now: Date; deps: ServiceDeps }): Promise<Row> {
    const { deps, ...ref } = params;
    const row = await existing(tx, ref);
    options.authorizeDelete?.(row);
    await repository.update(tx, { ...ref, values: { isDeleted: true } as Partial<Row> });
    await audit(deps, tx, row, { ...row, isDeleted: true });
    return row;
  }

  /** Stores rows in the caller's transaction (their parents are checked by the caller). */
  async function insert(tx: Tx, rows: Insert[], deps: ServiceDeps) {
    await repository.insert(tx, rows);
    await recordAudit(tx, deps, directoryCreated(deps, options.kind, rows.map(audited)));
  }

  /**
   * Soft-deletes every row of a parent in the caller's transaction; returns their ids. Each
   * row that was live leaves its entry (the ones deleted before were recorded then).
   */
  async function markDeletedOf(
    tx: Tx,
    params: Parameters<typeof repository.markDeleted>[1] & { deps: ServiceDeps },
  ): Promise<string[]> {
    const { deps, ...rest } = params;
    const newly = await repository.markDeleted(tx, { ...rest, onlyLive: true });
    await recordAudit(tx, deps, directoryDeletedOf(deps, options.kind, rest.tenantId, newly));
    return rest.onlyLive ? newly : repository.markDeleted(tx, rest);
  }

  return {
    find,
    /** A row of the tenant (deleted ones too) in the caller's transaction; unknown is a 404. */
    getIn: existing,
    require,
    requireLive,
    change,
    markDeleted,
    insert,
    markDeletedOf,
    /** A page of the tenant's rows in the caller's transaction. */
    listIn: repository.list,

    /** A page of the tenant's rows and the count before paging. */
    list: ({ deps, tenantId, ...params }: Call & Omit<ListParams, 'tenantId'>) =>
      deps.db.withTenant(tenantId, (tx) => repository.list(tx, { tenantId, ...params })),

    /** A row of the tenant by id, deleted ones too; unknown is a 404. */
    get: ({ deps, tenantId, id }: Call & { id: string }) =>
      deps.db.withTenant(tenantId, (tx) => existing(tx, { tenantId, id })),

    /** Archives, unarchives or edits a row; a deleted one cannot change (409). */
    update: ({ deps, tenantId, id, values }: Call & { id: string; values: Partial<Row> }) =>
      deps.db.withTenant(tenantId, async (tx) => {
        const { after } = await change(tx, { tenantId, id, values, now: deps.clock.now(), deps });
        return after;
      }),

    /** Soft-deletes a row. */
    remove: ({ deps, tenantId, id }: Call & { id: string }) =>
      deps.db.withTenant(tenantId, async (tx) => {
        await markDeleted(tx, { tenantId, id, now: deps.clock.now(), deps });
      }),
  };
}
