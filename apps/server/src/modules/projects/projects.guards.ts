import type { Tx } from '../../db/client.ts';
import { HttpError, notFoundAt } from '../../lib/http-errors.ts';
import { findProject, type ProjectRow } from './projects.repository.ts';

// Checks other modules run on a referenced project, inside their transaction. A leaf: it
// imports no service, so services that reference projects import it without a cycle.

/** A project of the tenant (deleted ones too), or undefined. */
export const projectOf = (tx: Tx, params: { tenantId: string; projectId: string }) =>
  findProject(tx, params);

/** A project of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
export async function requireProject(
  tx: Tx,
  params: { tenantId: string; projectId: string; path?: string },
): Promise<ProjectRow> {
  const row = await findProject(tx, params);
  if (!row) throw notFoundAt(params.path ?? 'projectId', 'Project not found');
  return row;
}

/** A live project of the tenant: unknown is a 404, deleted a 400 naming the field. */
export async function requireLiveProject(
  tx: Tx,
  params: { tenantId: string; projectId: string; path?: string },
): Promise<ProjectRow> {
  const row = await requireProject(tx, params);
  const path = params.path ?? 'projectId';
  if (row.isDeleted)
    throw new HttpError(400, `${path}: Project not found`, {
      issues: [{ path, message: 'Project not found' }],
    });
  return row;
}
