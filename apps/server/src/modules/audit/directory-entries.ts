import type { ServiceDeps } from '../../lib/deps.ts';
import { entryByDeps } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

type DirectoryRow = { id: string; tenantId: string; isArchived?: boolean; isDeleted?: boolean };

/** `supplier contact` → `supplierContact`: the entity type the trail names. */
const entityTypeOf = (kind: string) => kind.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());

function actionOf(before: DirectoryRow | null, after: DirectoryRow | null) {
  if (!before) return 'create';
  if (!after || (after.isDeleted && !before.isDeleted)) return 'delete';
  if (after.isArchived !== before.isArchived) return after.isArchived ? 'archive' : 'unarchive';
  return 'update';
}

/**
 * A directory object (client, project, contact, task, supplier, supplier contact) created,
 * changed, archived or deleted, by whoever the request acts as: written once, in the directory
 * engine (directory-service.ts), for every domain.
 */
export function directoryAudit(
  deps: ServiceDeps,
  kind: string,
  before: DirectoryRow | null,
  after: DirectoryRow | null,
): AuditEntryInput | null {
  return entryByDeps(deps, before, after, (row) => ({
    action: actionOf(before, after),
    entityType: entityTypeOf(kind),
    entityId: row.id,
    before,
    after,
  }));
}

/** Rows created together (a client with its staged projects, contacts and tasks). */
export const directoryCreated = (deps: ServiceDeps, kind: string, rows: DirectoryRow[]) =>
  rows.map((row) => directoryAudit(deps, kind, null, row)!);

/** Rows deleted with their parent (a client's projects, contacts and tasks): one entry each. */
export const directoryDeletedOf = (
  deps: ServiceDeps,
  kind: string,
  tenantId: string,
  ids: readonly string[],
) =>
  ids.map((id) =>
    directoryAudit(
      deps,
      kind,
      { tenantId, id, isDeleted: false },
      { tenantId, id, isDeleted: true },
    )!,
  );
