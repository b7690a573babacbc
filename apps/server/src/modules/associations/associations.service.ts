import { DIRECTORY_MESSAGES, type Association } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { requireContact } from '../contacts/contacts.guards.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { requireLiveProject, requireProject } from '../projects/projects.guards.ts';
import { resolveOutstandingTimecards } from '../timesheets/timesheets.service.ts';
import {
  deleteAssociation,
  deleteAssociationsOfContact,
  findAssociation,
  groupBy,
  insertAssociations,
  listAssociations,
  updateAssociation,
} from './associations.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };
type Link = { projectId: string; contactId: string };
type Settings = {
  contactType: 'MANAGER' | 'BACKUP_MANAGER' | 'ADDITIONAL_CONTACT';
  notificationLevel: 'COPY_WITH_LINK' | 'COPY_ONLY';
};
/** What to do with the project's outstanding timecards (D§4); absent: ask with a 409. */
type Action = { outstandingTimecardsAction?: 'SEND' | 'NO_SEND' };

const fieldError = (path: string, message: string) =>
  new HttpError(400, `${path}: ${message}`, { issues: [{ path, message }] });

/** Stores associations in the caller's transaction (their project and contact are checked). */
export const addAssociations = insertAssociations;

/** The live associations of some projects or contacts, in the caller's transaction. */
export const associationsOf = listAssociations;

/** The live associations of some projects, by project, in the caller's transaction. */
export async function associationsByProject(
  tx: Tx,
  params: { tenantId: string; projectIds: string[] },
): Promise<Map<string, Association[]>> {
  return groupBy(await listAssociations(tx, params), 'projectId');
}

/** The live associations of some contacts, by contact, in the caller's transaction. */
export async function associationsByContact(
  tx: Tx,
  params: { tenantId: string; contactIds: string[] },
): Promise<Map<string, Association[]>> {
  return groupBy(await listAssociations(tx, params), 'contactId');
}

/** Removes a contact's associations in the caller's transaction, so no timecard is mailed to it. */
export const removeAssociationsOfContact = deleteAssociationsOfContact;

export function listAssociationsFor({
  deps,
  tenantId,
  projectId,
  contactId,
}: Deps & { projectId?: string; contactId?: string }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (projectId) await requireProject(tx, { tenantId, projectId });
    if (contactId) await requireContact(tx, { tenantId, contactId });
    return listAssociations(tx, {
      tenantId,
      projectIds: projectId ? [projectId] : undefined,
      contactIds: contactId ? [contactId] : undefined,
    });
  });
}

/**
 * Links a contact to a project of the same client (and tenant). A project with outstanding
 * timecards asks first (409) whether to send them to the contact (D§4).
 */
export async function createAssociation({
  deps,
  tenantId,
  input,
}: Deps & { input: Link & Settings & Action }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const project = await requireLiveProject(tx, { tenantId, projectId: input.projectId });
    const contact = await requireContact(tx, { tenantId, contactId: input.contactId });
    if (contact.isDeleted) throw fieldError('contactId', 'Contact not found');
    if (contact.clientId !== project.clientId)
      throw fieldError('contactId', DIRECTORY_MESSAGES.sameClient);
    if (await findAssociation(tx, { tenantId, ...input }))
      // The pair exists already: a conflict with stored state, not bad input (API.md).
      throw new HttpError(409, DIRECTORY_MESSAGES.associationExists, {
        issues: [{ path: 'contactId', message: DIRECTORY_MESSAGES.associationExists }],
      });
    const outstanding = {
      tenantId,
      contactId: input.contactId,
      projectIds: [input.projectId],
      action: input.outstandingTimecardsAction,
    };
    await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: false });
    await insertAssociations(tx, [
      {
        tenantId,
        projectId: input.projectId,
        contactId: input.contactId,
        contactType: input.contactType,
        notificationLevel: input.notificationLevel,
      },
    ]);
    await resolveOutstandingTimecards(tx, deps, { ...outstanding, linked: true });
  });
}

/**
 * Changes an association's contact type and notification level; its project and contact
 * stay. With SEND, the project's outstanding timecards go to the contact as well. A contact
 * moved to Copy Only no longer approves: their links for the project die at once (issue 26).
 */
export async function changeAssociation({
  deps,
  tenantId,
  input,
}: Deps & { input: Link & Settings & Action }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const row = await updateAssociation(tx, {
      tenantId,
      projectId: input.projectId,
      contactId: input.contactId,
      values: { contactType: input.contactType, notificationLevel: input.notificationLevel },
    });
    if (!row) throw notFound('Association not found');
    if (input.notificationLevel !== 'COPY_WITH_LINK')
      await revokeContactLinks(tx, {
        tenantId,
        contactIds: [input.contactId],
        projectIds: [input.projectId],
        at: deps.clock.now(),
      });
    if (input.outstandingTimecardsAction === 'SEND')
      await resolveOutstandingTimecards(tx, deps, {
        tenantId,
        contactId: input.contactId,
        projectIds: [input.projectId],
        action: 'SEND',
        linked: true,
      });
  });
}

/** Unlinks a contact from a project; their approval links for it die at once (issue 26). */
export async function removeAssociation({ deps, tenantId, input }: Deps & { input: Link }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    if (!(await deleteAssociation(tx, { tenantId, ...input })))
      throw notFound('Association not found');
    await revokeContactLinks(tx, {
      tenantId,
      contactIds: [input.contactId],
      projectIds: [input.projectId],
      at: deps.clock.now(),
    });
  });
}
