import type { Tx } from '../../db/client.ts';
import { notFoundAt } from '../../lib/http-errors.ts';
import { findContact, type ContactRow } from './contacts.repository.ts';

// Checks other modules run on a referenced contact, inside their transaction. A leaf: it
// imports no service, so services that reference contacts import it without a cycle.

/** A contact of the tenant (deleted ones too), or undefined. */
export const contactOf = (tx: Tx, params: { tenantId: string; contactId: string }) =>
  findContact(tx, params);

/** A contact of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
export async function requireContact(
  tx: Tx,
  params: { tenantId: string; contactId: string; path?: string },
): Promise<ContactRow> {
  const row = await findContact(tx, params);
  if (!row) throw notFoundAt(params.path ?? 'contactId', 'Contact not found');
  return row;
}
