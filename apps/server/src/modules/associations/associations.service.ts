import type { Association } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import {
  deleteAssociation,
  deleteAssociationsOfContact,
  findAssociation,
  groupBy,
  insertAssociations,
  listAssociations,
  updateAssociation,
} from './associations.repository.ts';

// The links between a project and a contact, in the caller's transaction: the checks on
// their project and contact, and what a link changes elsewhere, are the caller's.

/** Stores associations (their project and contact are checked). */
export const addAssociations = insertAssociations;

/** The live associations of some projects or contacts. */
export const associationsOf = listAssociations;

/** An association of a project and a contact, or undefined. */
export const associationOf = findAssociation;

/** Changes an association's contact type and notification level, stamped `now`. */
export const changeAssociationSettings = updateAssociation;

/** Removes an association; false when there was none. */
export const removeAssociationLink = deleteAssociation;

/** Removes a contact's associations, so no timecard is mailed to it. */
export const removeAssociationsOfContact = deleteAssociationsOfContact;

/** The live associations of some projects (or contacts), by project (or contact). */
export async function associationsBy(
  tx: Tx,
  params: { tenantId: string; key: 'projectId' | 'contactId'; ids: string[] },
): Promise<Map<string, Association[]>> {
  const { tenantId, key, ids } = params;
  const of = key === 'projectId' ? { projectIds: ids } : { contactIds: ids };
  return groupBy(await listAssociations(tx, { tenantId, ...of }), key);
}
