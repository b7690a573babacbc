import type { Association } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/record.ts';
import { associationAudit, associationsAudit } from '../audit/association-entries.ts';
import {
  associationRowsOfContact,
  deleteAssociation,
  deleteAssociationsOfContact,
  findAssociation,
  groupBy,
  insertAssociations,
  listAssociations,
  listAssociationsOf,
  updateAssociation,
} from './associations.repository.ts';

// The links between a project and a contact, in the caller's transaction: the checks on
// their project and contact, and what a link changes elsewhere, are the caller's. Every
// change is written to the audit trail here, with the caller's deps (the request's actor).

type Key = { tenantId: string; projectId: string; contactId: string };

/** Stores associations (their project and contact are checked). */
export async function addAssociations(
  tx: Tx,
  rows: Parameters<typeof insertAssociations>[1],
  deps: ServiceDeps,
) {
  await insertAssociations(tx, rows);
  await recordAudit(tx, deps, associationsAudit(deps, 'create', rows));
}

/** The live associations of some projects or contacts. */
export const associationsOf = listAssociations;

/** An association of a project and a contact, or undefined. */
export const associationOf = findAssociation;

/** Changes an association's contact type and notification level, stamped `now`. */
export async function changeAssociationSettings(
  tx: Tx,
  params: Parameters<typeof updateAssociation>[1],
  deps: ServiceDeps,
) {
  const before = await findAssociation(tx, params);
  const row = await updateAssociation(tx, params);
  if (row) await recordAudit(tx, deps, associationAudit(deps, 'update', before, row));
  return row;
}

/** Removes an association; false when there was none. */
export async function removeAssociationLink(tx: Tx, params: Key, deps: ServiceDeps) {
  const before = await findAssociation(tx, params);
  const removed = await deleteAssociation(tx, params);
  if (removed)
    await recordAudit(
      tx,
      deps,
      associationAudit(deps, 'delete', before ?? { ...params }, undefined),
    );
  return removed;
}

/** Removes a contact's associations, so no timecard is mailed to it. */
export async function removeAssociationsOfContact(
  tx: Tx,
  params: { tenantId: string; contactId: string },
  deps: ServiceDeps,
) {
  const { tenantId, contactId } = params;
  const rows = await associationRowsOfContact(tx, { tenantId, contactId });
  await deleteAssociationsOfContact(tx, params);
  await recordAudit(tx, deps, associationsAudit(deps, 'delete', rows));
}

/** The live associations of some projects (or contacts), by project (or contact). */
export async function associationsBy(
  tx: Tx,
  params: { tenantId: string; key: 'projectId' | 'contactId'; ids: string[] },
): Promise<Map<string, Association[]>> {
  return groupBy(await listAssociationsOf(tx, params), params.key);
}
