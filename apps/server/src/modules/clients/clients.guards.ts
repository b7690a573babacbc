import type { Tx } from '../../db/client.ts';
import { HttpError, notFoundAt } from '../../lib/http-errors.ts';
import { findClient, type ClientRow } from './clients.repository.ts';

// Checks other modules run on a referenced client, inside their transaction. A leaf: it
// imports no service, so services that reference clients import it without a cycle.

/** A client of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
export async function requireClient(
  tx: Tx,
  params: { tenantId: string; clientId: string; path?: string },
): Promise<ClientRow> {
  const row = await findClient(tx, params);
  if (!row) throw notFoundAt(params.path ?? 'clientId', 'Client not found');
  return row;
}

/** A live (not deleted) client of the tenant: unknown is a 404, deleted a 400 naming the field. */
export async function requireLiveClient(
  tx: Tx,
  params: { tenantId: string; clientId: string; path?: string },
): Promise<ClientRow> {
  const row = await requireClient(tx, params);
  const path = params.path ?? 'clientId';
  if (row.isDeleted)
    throw new HttpError(400, `${path}: Client not found`, {
      issues: [{ path, message: 'Client not found' }],
    });
  return row;
}
