import type { ServiceDeps } from '../../lib/deps.ts';
import { entryByDeps } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

type Link = {
  tenantId: string;
  projectId: string;
  contactId: string;
  contactType?: string;
  notificationLevel?: string;
};
const shown = (row: Link) => ({
  projectId: row.projectId,
  contactId: row.contactId,
  contactType: row.contactType ?? null,
  notificationLevel: row.notificationLevel ?? null,
});

/**
 * A contact linked to a project, its link changed, or unlinked (issue 30 §2: assignments are
 * changes too), by whoever the request acts as. The entity is the pair, `projectId:contactId`,
 * so one link's history reads as one list.
 */
export function associationAudit(
  deps: ServiceDeps,
  action: 'create' | 'update' | 'delete',
  before: Link | undefined,
  after: Link | undefined,
): AuditEntryInput | null {
  return entryByDeps(deps, before, after, (row) => ({
    action,
    entityType: 'association',
    entityId: `${row.projectId}:${row.contactId}`,
    before: before ? shown(before) : null,
    after: after ? shown(after) : null,
  }));
}

/** Links made or removed together (a client with its staged contacts, a contact deleted). */
export const associationsAudit = (
  deps: ServiceDeps,
  action: 'create' | 'delete',
  rows: readonly Link[],
): AuditEntryInput[] =>
  rows.map((row) =>
    associationAudit(
      deps,
      action,
      action === 'delete' ? row : undefined,
      action === 'create' ? row : undefined,
    )!,
  );
